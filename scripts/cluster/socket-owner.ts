/**
 * Which process holds the client end of a TCP connection on 127.0.0.1 (Linux: /proc), so the SMTP server
 * can tell which instance sent each message without anything in the message saying so.
 */
import fs from 'node:fs';

const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');

/** The socket inode of the connection from `clientPort` to `serverPort`, both on this machine. */
function inodeOf(clientPort: number, serverPort: number): string | undefined {
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns[1]?.endsWith(`:${hexPort(clientPort)}`) && columns[2]?.endsWith(`:${hexPort(serverPort)}`))
        return columns[9];
    }
  }
  return undefined;
}

/** The one of `pids` that holds the connection from `clientPort` to `serverPort`, if any. */
export function socketOwner(clientPort: number, serverPort: number, pids: number[]): number | undefined {
  const inode = inodeOf(clientPort, serverPort);
  if (!inode) return undefined;
  const target = `socket:[${inode}]`;
  for (const pid of pids) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`))
        if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === target) return pid;
    } catch {
      // the process ended meanwhile
    }
  }
  return undefined;
}
