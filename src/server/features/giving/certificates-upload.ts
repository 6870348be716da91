import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { CONTROL_CHARACTERS } from '#shared/api/giving-fields';
import { AppError, BadRequestError, TooLargeError, UnsupportedMediaError } from '#server/errors';
import {
  certificateLimits as limits,
  certificateMessages as say,
  certificateUploadField,
} from '#shared/api/giving-certificates';
import { fileLabel, unzipCertificates, type UploadedFile } from './certificates-zip.ts';

const everyControlCharacter = new RegExp(CONTROL_CHARACTERS, 'g');

/** The multipart parser's own refusals, said in the upload's words. */
const partLimits: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: say.uploadTooLarge,
  FST_FILES_LIMIT: say.tooManyFiles,
  FST_PARTS_LIMIT: say.tooManyFiles,
};

const shownName = (name: string) =>
  name.replace(everyControlCharacter, '').slice(0, 200) || 'certificate.pdf';

/** The files of the upload's form as they came, within the upload's limits (in memory: they are small). */
async function receivedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.uploadBytes, files: limits.files, parts: limits.files + 4, fields: 4 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== certificateUploadField) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > limits.uploadBytes) throw new TooLargeError(say.uploadTooLarge);
        chunks.push(chunk);
      }
      files.push({ name: shownName(part.filename), zip: null, bytes: Buffer.concat(chunks) });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const message = code ? partLimits[code] : undefined;
    if (message)
      throw code === 'FST_REQ_FILE_TOO_LARGE' ? new TooLargeError(message) : new BadRequestError(message);
    throw error;
  }
  return files;
}

/**
 * The certificates of an upload: its PDFs, and the PDFs in its zips, each checked by its bytes (a PDF's
 * signature, whatever its name says) and its size. Anything else refuses the whole upload, naming the file,
 * before anything is kept.
 */
export async function readCertificateUpload(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new BadRequestError(say.nothingUploaded);
  const received = await receivedFiles(request);
  const certificates: UploadedFile[] = [];
  let unpacked = 0;
  for (const file of received) {
    const type = (await fileTypeFromBuffer(file.bytes))?.mime;
    if (type === 'application/zip') {
      const zipped = unzipCertificates(file, unpacked, certificates.length);
      unpacked = zipped.unpacked;
      for (const inner of zipped.files) await checkPdf(inner);
      certificates.push(...zipped.files);
    } else {
      await checkPdf(file, type);
      certificates.push(file);
    }
  }
  if (certificates.length === 0) throw new BadRequestError(say.nothingUploaded);
  if (certificates.length > limits.files) throw new BadRequestError(say.tooManyFiles);
  return certificates;
}

async function checkPdf(file: UploadedFile, knownType?: string) {
  if (file.bytes.length > limits.pdfBytes) throw new TooLargeError(say.pdfTooLarge(fileLabel(file)));
  const type = knownType ?? (await fileTypeFromBuffer(file.bytes))?.mime;
  if (type !== 'application/pdf')
    throw new UnsupportedMediaError(file.zip ? say.notPdfInZip(file.zip, file.name) : say.notPdf(file.name));
}
