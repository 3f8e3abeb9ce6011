/**
 * JSON writer: one array of objects keyed by TDM column key, streamed row by row.
 *
 * Output (docs/engine.md "Outputs"): `[` then one object per line, separated by `,`, then `]` and a
 * newline. Values keep their type: text as JSON strings, numbers as numbers (non-finite → null),
 * booleans, null for empty cells. Every object carries every TDM key, in TDM order. No formula
 * escaping: JSON is read by programs, not spreadsheet programs.
 */
import type { Writable } from 'node:stream';
import type { OutputValue, RowWriter } from '../contracts.ts';
import { ByteSink } from './byte-sink.ts';
import { numberText } from './number-text.ts';

function jsonValue(value: OutputValue): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : 'null';
  return value ? 'true' : 'false';
}

/** The text of one object, after the separator that follows the previous one (`,\n{…}`). */
export function jsonRowText(keys: string[]): (row: OutputValue[]) => string {
  // `"key":` prefixes are escaped once; keys such as "__proto__" are plain JSON text here.
  const prefixes = keys.map((key, i) => (i === 0 ? '{' : ',') + JSON.stringify(key) + ':');
  const width = keys.length;
  return (row) => {
    let object = ',\n';
    if (width === 0) object += '{';
    for (let c = 0; c < width; c++) object += prefixes[c] + jsonValue(row[c] ?? null);
    return object + '}';
  };
}

/** Writes a JSON array of objects keyed by `keys`; `close()` ends the stream and resolves with bytes. */
export function createJsonWriter(stream: Writable, keys: string[]): RowWriter {
  const sink = new ByteSink(stream);
  const rowText = jsonRowText(keys);
  let first = true;
  sink.write('[');
  /** The first object follows `[` with a line break alone. */
  const put = (text: string): void => {
    if (text.length === 0) return;
    sink.write(first ? text.slice(1) : text);
    first = false;
  };

  return {
    async writeBatch(rows: OutputValue[][]): Promise<void> {
      let text = '';
      for (let r = 0; r < rows.length; r++) text += rowText(rows[r]);
      put(text);
      await sink.drain();
    },
    async writeRowBytes(bytes: Uint8Array, released?: () => void): Promise<void> {
      // Row texts start with the ASCII ',' that the first object does without.
      if (bytes.length === 0) {
        released?.();
        return;
      }
      sink.writeBytes(first ? bytes.subarray(1) : bytes, released);
      first = false;
      await sink.drain();
    },
    async close(): Promise<{ bytes: number }> {
      sink.write(first ? ']\n' : '\n]\n');
      return { bytes: await sink.end() };
    },
  };
}
