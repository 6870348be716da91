import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { CONTROL_CHARACTERS } from '#shared/api/giving-fields';
import { BadRequestError, TooLargeError } from '#server/errors';
import { certificateLimits as limits, certificateMessages as say } from '#shared/api/giving-certificates';

const everyControlCharacter = new RegExp(CONTROL_CHARACTERS, 'g');

export interface UploadedFile {
  name: string;
  /** The zip it came out of, if it did. */
  zip: string | null;
  bytes: Uint8Array;
}

/** A file's name as the administrator knows it: `certificates.zip › ABCDE1234F.pdf` for one from a zip. */
export const fileLabel = (file: UploadedFile) => (file.zip ? `${file.zip} › ${file.name}` : file.name);

/** Folders, and what macOS adds to a zip of its own (`__MACOSX/`, `.DS_Store`): never certificates. */
const isClutter = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

/** A name from a zip as shown: its last part, without control characters, at most 200 characters. */
const shownName = (name: string) =>
  (name.split('/').pop() ?? name).replace(everyControlCharacter, '').slice(0, 200);

/**
 * The CRC-32 of each entry, in the order of the zip's central directory (where fflate reads them too).
 * Zip64 archives keep their directory's place and size in a record of their own.
 */
function declaredChecksums(zip: Uint8Array): number[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end > 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (end >= 20 && view.getUint32(end - 20, true) === 0x07064b50) {
    const record = Number(view.getBigUint64(end - 12, true));
    if (view.getUint32(record, true) === 0x06064b50) {
      count = Number(view.getBigUint64(record + 32, true));
      offset = Number(view.getBigUint64(record + 48, true));
    }
  }
  const checksums: number[] = [];
  for (let index = 0; index < count; index += 1) {
    checksums.push(view.getUint32(offset + 16, true));
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return checksums;
}

/**
 * The files of a zip, refused before anything is unpacked when it holds too many, or declares more bytes
 * than allowed, one by one or in all. Each file is unpacked into a buffer of the size its entry declares
 * and never beyond, so a zip that declares small sizes and holds a bomb yields no more memory than
 * declared; its cut-off files then fail their checksum and the zip is refused as unreadable.
 * `unpackedSoFar` counts what earlier zips of the same upload unpacked.
 */
export function unzipCertificates(zip: UploadedFile, unpackedSoFar: number, filesSoFar: number) {
  let files = filesSoFar;
  let unpacked = unpackedSoFar;
  let entries: Record<string, Uint8Array>;
  const expected = new Map<string, number>();
  try {
    const checksums = declaredChecksums(zip.bytes);
    let index = 0;
    entries = unzipSync(zip.bytes, {
      filter: (entry) => {
        expected.set(entry.name, checksums[index++] ?? -1);
        if (isClutter(entry.name)) return false;
        files += 1;
        if (files > limits.files) throw new BadRequestError(say.tooManyFiles);
        if (entry.originalSize > limits.pdfBytes)
          throw new TooLargeError(say.pdfTooLarge(`${zip.name} › ${shownName(entry.name)}`));
        unpacked += entry.originalSize;
        if (unpacked > limits.unpackedBytes) throw new TooLargeError(say.unpacksTooLarge(zip.name));
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BadRequestError || error instanceof TooLargeError) throw error;
    throw new BadRequestError(say.unreadableZip(zip.name));
  }
  for (const [name, bytes] of Object.entries(entries))
    if (crc32(bytes) !== expected.get(name)) throw new BadRequestError(say.unreadableZip(zip.name));
  return {
    files: Object.entries(entries).map(([name, bytes]): UploadedFile => ({
      name: shownName(name),
      zip: zip.name,
      bytes,
    })),
    unpacked,
  };
}
