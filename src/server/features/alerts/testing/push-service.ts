import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/* A push service for tests: the receiving side of the Web Push protocol (RFC 8030, 8291, 8292), on a local port. */

/** A browser's side of a subscription: its keys, and what its subscription JSON says. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Undoes the aes128gcm encryption of a message to this device (RFC 8291). */
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  /** The device's path on the service (/push/<name>). */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A new device with alerts on at `endpoint`: a fresh P-256 key pair and authentication secret. */
export function testDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  const devicePublic = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: devicePublic.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverPublic = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
      const secret = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, serverPublic]);
      const ikm = hmac(hmac(auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
      const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then any padding of zeros.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`): the JWT is signed with ES256 by the
 * key it names, for this push service's origin, and not expired. Returns its claims and the key.
 */
export function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (header_.alg !== 'ES256') throw new Error(`VAPID signed with ${header_.alg}`);
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, not ${origin}`);
  if (body.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { claims: body, publicKey: key };
}

/**
 * A local push service: every POST to /push/<name> is kept, and answered with the next status `answers`
 * holds for that name (201 Created when none is left).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = answers.get(path)?.shift() ?? 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new device whose messages this service receives at /push/<name>. */
    device: (name: string) => testDevice(`${origin}/push/${name}`),
    /** The statuses the next messages to /push/<name> are answered with, in order. */
    answer(name: string, ...statuses: number[]) {
      answers.set(`/push/${name}`, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
