/**
 * The photo processor's own process (started by PhotoWorker): it receives one job at a time over IPC and
 * answers with the result or the error's message. It exits when the server disconnects.
 */
import os from 'node:os';
import sharp from 'sharp';
import { processPhoto } from './media-processing.ts';
import type { WorkerReply, WorkerRequest } from './photo-worker.ts';

// Two libvips threads per image use both cores of a small server; the cache would only hold originals
// that are never read twice.
sharp.concurrency(Math.min(2, os.availableParallelism()));
sharp.cache(false);

process.on('message', (request: WorkerRequest) => {
  processPhoto(request.originalPath, request.uploadsDir, request.base).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) =>
      reply({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));

function reply(message: WorkerReply): void {
  process.send?.(message);
}
