import http from 'node:http';

/** An answer as the client received it: every header in order, but those of the connection and the clock. */
export interface RawAnswer {
  status: number;
  headers: string[];
  body: Buffer;
}

const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);

/** A request through a real socket (not `inject`), for tests of what leaves the HTTP server itself. */
export function rawRequest(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const kept: string[] = [];
        for (let i = 0; i < raw.length; i += 2)
          if (!PER_CONNECTION.has(raw[i]!.toLowerCase()))
            kept.push(`${raw[i]!.toLowerCase()}: ${raw[i + 1]}`);
        resolve({ status: response.statusCode!, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end();
  });
}
