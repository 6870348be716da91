/** Redis and the S3-compatible server of a cluster run, each a process of its own on 127.0.0.1. */
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { start, waitUntil, type Started } from './processes.ts';

/** s3rver's own credentials (any well-formed signature with these is accepted). */
export const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Whether `port` answers a Redis PING with +PONG. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(1000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Debian's redis-server, nothing written to disk. */
export async function startRedis(port: number, logDir: string): Promise<Started> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const redis = start('redis', 'redis-server', args, { logDir, cwd: logDir });
  await waitUntil(() => redisAnswers(port), 15_000, `redis-server did not answer on ${port}`, redis);
  return redis;
}

/** s3rver from npm with its files in `directory` and `bucket` created at start. */
export async function startS3(options: {
  port: number;
  directory: string;
  bucket: string;
  logDir: string;
}): Promise<Started> {
  const bin = fileURLToPath(new URL('../../node_modules/s3rver/bin/s3rver.js', import.meta.url));
  const args = [
    bin,
    ...['--directory', options.directory, '--address', '127.0.0.1', '--port', String(options.port)],
    ...['--configure-bucket', options.bucket, '--silent'],
  ];
  const s3 = start('s3rver', process.execPath, args, { logDir: options.logDir });
  const bucketUrl = `http://127.0.0.1:${options.port}/${options.bucket}`;
  await waitUntil(async () => (await fetch(bucketUrl)).status < 500, 15_000, `s3rver did not answer`, s3);
  return s3;
}
