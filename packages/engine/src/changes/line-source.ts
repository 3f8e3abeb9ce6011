/**
 * Lines of a text stream, pulled a chunk at a time: `line()` answers the next line at once while
 * the current chunk lasts and `fill()` (awaited only then) reads the next chunk. The merge of the
 * change comparison pulls millions of lines from several files; awaiting once per chunk instead of
 * once per line (an async generator) keeps that cheap.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

export class LineSource {
  #iterator: AsyncIterator<string>;
  #lines: string[] = [];
  #pos = 0;
  #rest = '';
  #done = false;

  constructor(stream: Readable) {
    stream.setEncoding('utf8');
    this.#iterator = (stream as AsyncIterable<string>)[Symbol.asyncIterator]();
  }

  /** The lines of the file at `path`. */
  static open(path: string): LineSource {
    return new LineSource(createReadStream(path, { highWaterMark: 1 << 16 }));
  }

  /** True when a line is ready for {@link line} without awaiting {@link fill}. */
  get ready(): boolean {
    return this.#pos < this.#lines.length;
  }

  /** True once every line was taken. */
  get ended(): boolean {
    return this.#done && this.#pos >= this.#lines.length;
  }

  /** The next line (call when {@link ready}). */
  line(): string {
    return this.#lines[this.#pos++]!;
  }

  /** The next line without taking it (call when {@link ready}). */
  peek(): string {
    return this.#lines[this.#pos]!;
  }

  /** Reads until a line is ready or the stream ended. */
  async fill(): Promise<void> {
    while (this.#pos >= this.#lines.length && !this.#done) {
      const next = await this.#iterator.next();
      if (next.done) {
        this.#done = true;
        this.#lines = this.#rest === '' ? [] : [this.#rest];
        this.#pos = 0;
        this.#rest = '';
        return;
      }
      const parts = (this.#rest + next.value).split('\n');
      this.#rest = parts.pop()!;
      this.#lines = parts;
      this.#pos = 0;
    }
  }

  /** The next line, or null at the end. */
  async next(): Promise<string | null> {
    if (!this.ready) await this.fill();
    return this.ready ? this.line() : null;
  }

  /** Stops reading (the file is closed). */
  async close(): Promise<void> {
    await this.#iterator.return?.();
  }
}
