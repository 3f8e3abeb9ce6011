/**
 * The CLI's error report: a Writable that takes the run's cell errors as NDJSON (RunOptions
 * `cellErrors`) and writes them as CSV — `row,column,value,message` — to a file, with the same
 * RFC 4180 writer and formula escaping as CSV outputs (a person opens it in a spreadsheet).
 */
import { createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { CellError } from '../types.ts';
import { fieldFormatter } from '../writers/delimited-writer.ts';

const field = fieldFormatter(',', true);

/** A Writable of NDJSON cell errors that writes CSV to `path`; `rows` counts the errors written. */
export class ErrorReportWriter extends Writable {
  rows = 0;
  readonly #file: ReturnType<typeof createWriteStream>;
  #partial = '';

  constructor(path: string) {
    super({ decodeStrings: true });
    this.#file = createWriteStream(path);
    this.#file.on('error', (error) => this.destroy(error));
    this.#file.write('row,column,value,message\r\n');
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const lines = (this.#partial + chunk.toString('utf8')).split('\n');
    this.#partial = lines.pop() ?? '';
    let text = '';
    for (const line of lines) {
      if (line === '') continue;
      const e = JSON.parse(line) as CellError;
      text += `${e.row},${field(e.column)},${field(e.value)},${field(e.message)}\r\n`;
      this.rows++;
    }
    if (text === '' || this.#file.write(text)) callback();
    else this.#file.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#file.end();
    finished(this.#file).then(() => callback(), callback);
  }
}
