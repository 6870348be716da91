import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a visitor's address belongs to, for the per-address cap: an IPv4 address itself, and the /64
 * of an IPv6 address (a home or a phone gets a whole /64, so counting single addresses would cap nothing).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':')}::/64`;
}

/**
 * A keyed hash of the visitor's network: enough to count its devices, nothing a copy of the database turns
 * back into an address (an unkeyed hash of the 2^32 IPv4 addresses is undone in minutes).
 */
export function addressKeyOf(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(networkOf(ip)).digest('base64url').slice(0, 22);
}
