import { PassThrough } from 'node:stream';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A log stream for buildApp's `logStream` and the JSON lines written to it so far. */
export function captureLog(): { stream: NodeJS.WritableStream; lines: LogLine[] } {
  const stream = new PassThrough();
  const lines: LogLine[] = [];
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop()!;
    for (const line of parts) if (line) lines.push(JSON.parse(line) as LogLine);
  });
  return { stream, lines };
}
