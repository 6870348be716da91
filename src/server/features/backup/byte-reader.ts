/** Reads exact numbers of bytes from a stream of chunks, however the chunks were cut. */
export class ByteReader {
  private readonly source: AsyncIterator<Buffer | Uint8Array | string>;
  private held: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(source: AsyncIterable<Buffer | Uint8Array | string>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(length: number): Promise<void> {
    while (this.held.length < length && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else
        this.held = this.held.length
          ? Buffer.concat([this.held, Buffer.from(next.value)])
          : Buffer.from(next.value);
    }
  }

  /** `length` bytes, or fewer when the stream ends before (none at its very end). */
  async read(length: number): Promise<Buffer> {
    await this.fill(length);
    const taken = this.held.subarray(0, length);
    this.held = this.held.subarray(taken.length);
    return taken;
  }

  /** True once every byte was read. */
  async atEnd(): Promise<boolean> {
    await this.fill(1);
    return this.held.length === 0;
  }
}
