/**
 * Text written to a file in chunks of about 64 KB, with back-pressure:
 * `add` appends at once; `flush` (awaited when `full`) hands the chunk to the stream and waits while
 * the stream is over its buffer. `end` flushes and closes, resolving once the file is written.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';

const CHUNK = 1 << 16;

export class LineSink {
  readonly #head: Writable;
  #parts: string[] = [];
  #size = 0;

  constructor(path: string) {
    this.#head = createWriteStream(path);
  }

  /** True when the chunk is full: await {@link flush} before adding much more. */
  get full(): boolean {
    return this.#size >= CHUNK;
  }

  add(text: string): void {
    this.#parts.push(text);
    this.#size += text.length;
  }

  async flush(): Promise<void> {
    if (this.#parts.length === 0) return;
    const chunk = this.#parts.join('');
    this.#parts = [];
    this.#size = 0;
    if (!this.#head.write(chunk)) await once(this.#head, 'drain');
  }

  async end(): Promise<void> {
    await this.flush();
    this.#head.end();
    await finished(this.#head);
  }

  /** Stops writing after a failure (the file is left as it is: the caller removes it). */
  destroy(): void {
    this.#head.destroy();
  }
}
