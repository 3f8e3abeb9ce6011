/**
 * The output's row numbers file: the source row number of every output row, in output order, as
 * unsigned 32-bit little-endian integers (4 bytes a row). A run writes it when it compares its
 * output with the previous delivery (`RunOptions.changes`), so that each output row's change kind
 * can be found by its row number (the review grid's `change` filter).
 */
import { closeSync, openSync, writeSync } from 'node:fs';

const BATCH = 16_384;

/** Appends row numbers to a file (`push`, as RowPipeline's `outputRowNumbers` takes them); `close` writes the rest. */
export class RowNumberFile {
  readonly #fd: number;
  readonly #buffer = new Uint32Array(BATCH);
  #n = 0;
  #closed = false;
  count = 0;

  constructor(path: string) {
    this.#fd = openSync(path, 'w');
  }

  push(rowNumber: number): void {
    this.#buffer[this.#n++] = rowNumber;
    this.count++;
    if (this.#n === BATCH) this.#flush();
  }

  #flush(): void {
    if (this.#n === 0) return;
    writeSync(this.#fd, new Uint8Array(this.#buffer.buffer, 0, this.#n * 4));
    this.#n = 0;
  }

  /** Writes what is buffered and closes the file (again: nothing). */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    try {
      this.#flush();
    } finally {
      closeSync(this.#fd);
    }
  }
}
