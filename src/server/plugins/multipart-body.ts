import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { messages } from '#shared/messages';
import { AppError, BadRequestError, TooLargeError } from '#server/errors';

export interface MultipartBody {
  fields: Record<string, string>;
  /** The one file of the form, streamed to a temporary file (never into memory). */
  file?: { tempPath: string; size: number };
}

/**
 * Reads a multipart form with at most one file, taken from `fileField`; other files are drained unread.
 * The caller removes `file.tempPath` when done. A file over the upload limit is a 413; a body that cannot
 * be read a 400; nothing is left behind on either.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { tempDir: string; fileField: string; maxFileBytes?: number; tooLarge?: string },
): Promise<MultipartBody> {
  const result: MultipartBody = { fields: {} };
  try {
    const limits = options.maxFileBytes ? { limits: { fileSize: options.maxFileBytes } } : undefined;
    for await (const part of request.parts(limits)) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField || result.file) {
          part.file.resume();
          continue;
        }
        const tempPath = path.join(options.tempDir, randomUUID());
        const file = { tempPath, size: 0 };
        result.file = file;
        part.file.on('data', (chunk: Buffer) => {
          file.size += chunk.length;
        });
        await pipeline(part.file, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
        if (part.file.truncated) throw new TooLargeError(options.tooLarge ?? messages.media.tooLarge);
      } else if (typeof part.value === 'string') {
        result.fields[part.fieldname] = part.value;
      }
    }
    return result;
  } catch (error) {
    if (result.file) await fsp.rm(result.file.tempPath, { force: true });
    throw asUploadError(error);
  }
}

/**
 * The multipart parser reports a body it cannot read (no boundary, a part cut off) as a bare Error
 * without a code; that is the sender's fault, a 400. Errors with a code (Fastify's limits, the file
 * system) keep their meaning.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error) || 'code' in error) return error;
  return new BadRequestError(messages.media.malformedUpload);
}
