import fs from 'node:fs/promises';

/**
 * ffmpeg's MP4 writer always adds a user-data box with an empty iTunes metadata list, even when it is
 * told to copy no metadata. Every `udta` and `meta` box in the movie header is turned into a `free` box of
 * the same size, filled with zeros: nothing of it is left, and no offset into the media data changes.
 */
export async function blankMetadataBoxes(file: string): Promise<void> {
  const handle = await fs.open(file, 'r+');
  try {
    const { size } = await handle.stat();
    let offset = 0;
    while (offset + 8 <= size) {
      const header = Buffer.alloc(16);
      await handle.read(header, 0, 16, offset);
      const box = boxAt(header, 0, size - offset);
      if (box.type === 'moov') {
        const moov = Buffer.alloc(box.size);
        await handle.read(moov, 0, box.size, offset);
        blankWithin(moov, box.headerSize, box.size);
        await handle.write(moov, 0, box.size, offset);
      }
      offset += box.size;
    }
  } finally {
    await handle.close();
  }
}

const containerBoxes = new Set(['moov', 'trak', 'mdia', 'minf', 'dinf', 'stbl', 'edts', 'mvex']);
const metadataBoxes = new Set(['udta', 'meta']);

function blankWithin(buffer: Buffer, start: number, end: number): void {
  let offset = start;
  while (offset + 8 <= end) {
    const box = boxAt(buffer, offset, end - offset);
    if (metadataBoxes.has(box.type)) {
      buffer.write('free', offset + 4, 'latin1');
      buffer.fill(0, offset + box.headerSize, offset + box.size);
    } else if (containerBoxes.has(box.type)) {
      blankWithin(buffer, offset + box.headerSize, offset + box.size);
    }
    offset += box.size;
  }
}

function boxAt(buffer: Buffer, offset: number, available: number) {
  let size = buffer.readUInt32BE(offset);
  let headerSize = 8;
  if (size === 1) {
    size = Number(buffer.readBigUInt64BE(offset + 8));
    headerSize = 16;
  } else if (size === 0) {
    size = available;
  }
  if (size < headerSize || size > available) throw new Error('The cleaned video is malformed.');
  return { type: buffer.toString('latin1', offset + 4, offset + 8), size, headerSize };
}
