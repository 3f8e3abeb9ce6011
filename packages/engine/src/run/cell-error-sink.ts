/**
 * Where a run's cell errors go: every {@link CellError} as one NDJSON line to
 * `RunOptions.cellErrors` (a file path or a stream), in row order, and the first
 * {@link SAMPLE_ERRORS} kept for the report.
 */
import type { CellError, RunOptions } from '../types.ts';
import { ByteSink, openDestination } from '../writers/byte-sink.ts';

/** Cell errors kept in `RunReport.sample_errors`. */
export const SAMPLE_ERRORS = 100;

export class CellErrorSink {
  readonly sample: CellError[] = [];
  #sink: ByteSink | null;
  #count = 0;

  constructor(target: RunOptions['cellErrors']) {
    this.#sink = target && (target.path || target.stream)
      ? new ByteSink(openDestination({ format: 'JSON', path: target.path, stream: target.stream }))
      : null;
  }

  /** Cell errors recorded so far. */
  get count(): number {
    return this.#count;
  }

  /** Records the errors of one batch (already in row order); waits if the destination is full. */
  async write(errors: CellError[]): Promise<void> {
    if (errors.length === 0) return;
    this.#count += errors.length;
    for (const error of errors) {
      if (this.sample.length < SAMPLE_ERRORS) this.sample.push(error);
    }
    if (!this.#sink) return;
    let text = '';
    for (const error of errors) {
      text += JSON.stringify({ row: error.row, column: error.column, value: error.value, message: error.message, rule: error.rule }) + '\n';
    }
    this.#sink.write(text);
    await this.#sink.drain();
  }

  /** Ends the destination (also after a failed run, so the file is complete as far as it goes). */
  async close(): Promise<void> {
    const sink = this.#sink;
    this.#sink = null;
    if (sink) await sink.end();
  }
}
