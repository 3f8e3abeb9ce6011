/**
 * The record a split part's process spools for each batch it ran (./parallel-worker.ts) and the
 * run's thread takes in (./row-pipeline.ts `absorb`): counts, cell errors, the output rows' text
 * and the deferred `unique` checks. Kept apart from ./parallel.ts so that both sides load it
 * without the process management.
 */
import { deserialize, serialize } from 'node:v8';
import type { CellError } from '../types.ts';

/** A batch of a part's results, as spooled (see ./parallel-worker.ts). */
export interface PartFrame {
  rows: number;
  blank: number;
  invalid: number;
  erroneous: number;
  /** Erroneous cells per TDM column (TDM order). */
  byColumn: number[];
  /** The cell errors, in row and column order (deferred `unique` checks not included). */
  errors: CellError[];
  /**
   * Where each output row's text ends (in characters) in the frame's text: the output rows (rows
   * without an erroneous cell) one after another, spooled as UTF-8 after this record.
   */
  ends: Int32Array;
  /** The source row number of each output row. */
  outRows: Float64Array;
  /**
   * Deferred `unique` checks, in the order the rows and columns came: the column, the row number,
   * and the value — a whole number (`uniqueWhole`, when `uniqueHashed` is 0) or the hash of the
   * value with the rule's key (`uniqueHi`, `uniqueLo`). What a CellError for a repeat needs is
   * read only for repeats: the value as text (String(uniqueWhole) for a whole number; else
   * `uniqueText` up to the check's first end in `uniqueTextEnds`, from the previous check's second
   * end) and the cell's text (`uniqueCell`: {@link CELL_AS_VALUE}, {@link CELL_NULL} or
   * {@link CELL_STORED}, then `uniqueText` from the first end to the second).
   */
  uniqueColumns: Int32Array;
  uniqueRows: Float64Array;
  uniqueHashed: Uint8Array;
  uniqueWhole: Float64Array;
  uniqueHi: Float64Array;
  uniqueLo: Float64Array;
  /**
   * The texts of the checks, from UTF-16 unit `from` to `to` (ends in `uniqueTextEnds`): made on
   * demand, since only repeats need them (decoding every frame's texts whole cost the run's
   * thread a string of a few hundred KB a frame).
   */
  uniqueText(from: number, to: number): string;
  uniqueTextEnds: Int32Array;
  uniqueCell: Uint8Array;
}

/** {@link PartFrame.uniqueCell}: the cell's text is the value's text. */
export const CELL_AS_VALUE = 0;
/** {@link PartFrame.uniqueCell}: the cell's text is null (a CellError's `value`). */
export const CELL_NULL = 1;
/** {@link PartFrame.uniqueCell}: the cell's text follows the value's in the frame's texts. */
export const CELL_STORED = 2;

/**
 * What a part's process gathers for one frame, in plain arrays, before it is encoded: the fields
 * of {@link PartFrame} (numbers in arrays where the frame has typed arrays).
 */
export interface PartFrameParts {
  rows: number;
  blank: number;
  invalid: number;
  erroneous: number;
  byColumn: number[];
  errors: CellError[];
  ends: number[];
  outRows: number[];
  uniqueColumns: number[];
  uniqueRows: number[];
  uniqueHashed: number[];
  uniqueWhole: number[];
  uniqueHi: number[];
  uniqueLo: number[];
  uniqueTexts: string;
  uniqueTextEnds: number[];
  uniqueCell: number[];
}

/** Bytes before the frame's V8-serialised part: four u32 (its length, output rows, unique checks, unique text units). */
const FRAME_HEAD = 16;

const align8 = (n: number): number => (n + 7) & ~7;

/** Where each part of an encoded frame lies, in bytes from the frame's start. */
function frameLayout(metaBytes: number, outs: number, checks: number, textUnits: number) {
  const outRows = align8(FRAME_HEAD + metaBytes);
  const uniqueRows = outRows + 8 * outs;
  const uniqueWhole = uniqueRows + 8 * checks;
  const uniqueHi = uniqueWhole + 8 * checks;
  const uniqueLo = uniqueHi + 8 * checks;
  const ends = uniqueLo + 8 * checks;
  const uniqueColumns = ends + 4 * outs;
  const uniqueTextEnds = uniqueColumns + 4 * checks;
  const uniqueHashed = uniqueTextEnds + 8 * checks;
  const uniqueCell = uniqueHashed + checks;
  const uniqueTexts = uniqueCell + checks;
  return { outRows, uniqueRows, uniqueWhole, uniqueHi, uniqueLo, ends, uniqueColumns, uniqueTextEnds, uniqueHashed, uniqueCell, uniqueTexts, size: uniqueTexts + 2 * textUnits };
}

/**
 * Encodes a frame into `into` from its byte 0 (`into.byteOffset` a multiple of 8), growing it
 * when it is too small; returns the buffer written (`into` or a larger one) and the bytes used.
 * Layout, little-endian: the head (u32 × 4), the counts, per-column error counts and cell errors
 * V8-serialised, then at 8-byte boundaries the number arrays as raw Float64, Int32 and Uint8
 * values and `uniqueTexts` as UTF-16 (which keeps any string exactly), so that
 * {@link decodePartFrame} reads them in place: a frame costs no allocation beyond its serialised
 * part on either side (copies made for each typed array were most of the memory a split run's
 * processes allocated outside the JavaScript heap).
 */
export function encodePartFrame(parts: PartFrameParts, into: Buffer): { buffer: Buffer; bytes: number } {
  const meta = serialize({ rows: parts.rows, blank: parts.blank, invalid: parts.invalid, erroneous: parts.erroneous, byColumn: parts.byColumn, errors: parts.errors });
  const outs = parts.outRows.length;
  const checks = parts.uniqueColumns.length;
  const at = frameLayout(meta.length, outs, checks, parts.uniqueTexts.length);
  let buffer = into;
  if (buffer.length < at.size) buffer = Buffer.allocUnsafeSlow(Math.max(at.size, 2 * buffer.length));
  buffer.writeUInt32LE(meta.length, 0);
  buffer.writeUInt32LE(outs, 4);
  buffer.writeUInt32LE(checks, 8);
  buffer.writeUInt32LE(parts.uniqueTexts.length, 12);
  meta.copy(buffer, FRAME_HEAD);
  const base = buffer.byteOffset;
  const f64 = (offset: number, values: number[]): void => new Float64Array(buffer.buffer, base + offset, values.length).set(values);
  const i32 = (offset: number, values: number[]): void => new Int32Array(buffer.buffer, base + offset, values.length).set(values);
  const u8 = (offset: number, values: number[]): void => buffer.subarray(offset, offset + values.length).set(values);
  f64(at.outRows, parts.outRows);
  f64(at.uniqueRows, parts.uniqueRows);
  f64(at.uniqueWhole, parts.uniqueWhole);
  f64(at.uniqueHi, parts.uniqueHi);
  f64(at.uniqueLo, parts.uniqueLo);
  i32(at.ends, parts.ends);
  i32(at.uniqueColumns, parts.uniqueColumns);
  i32(at.uniqueTextEnds, parts.uniqueTextEnds);
  u8(at.uniqueHashed, parts.uniqueHashed);
  u8(at.uniqueCell, parts.uniqueCell);
  if (parts.uniqueTexts.length > 0) buffer.write(parts.uniqueTexts, at.uniqueTexts, 'utf16le');
  return { buffer, bytes: at.size };
}

/**
 * Reads a frame that {@link encodePartFrame} wrote at the start of `bytes`. The typed arrays are
 * views of `bytes` (copied only if `bytes` does not start at an 8-byte boundary): the frame must
 * not outlive the caller's use of `bytes`. Throws RangeError when `bytes` is shorter than the
 * frame says (a spool cut short).
 */
export function decodePartFrame(bytes: Buffer): PartFrame {
  if (bytes.byteOffset % 8 !== 0) {
    const copy = Buffer.allocUnsafeSlow(bytes.length);
    bytes.copy(copy);
    bytes = copy;
  }
  if (bytes.length < FRAME_HEAD) throw new RangeError('a part frame is cut short');
  const metaBytes = bytes.readUInt32LE(0);
  const outs = bytes.readUInt32LE(4);
  const checks = bytes.readUInt32LE(8);
  const textUnits = bytes.readUInt32LE(12);
  const at = frameLayout(metaBytes, outs, checks, textUnits);
  if (bytes.length < at.size) throw new RangeError('a part frame is cut short');
  const meta = deserialize(bytes.subarray(FRAME_HEAD, FRAME_HEAD + metaBytes)) as Pick<PartFrame, 'rows' | 'blank' | 'invalid' | 'erroneous' | 'byColumn' | 'errors'>;
  const ab = bytes.buffer;
  const base = bytes.byteOffset;
  return {
    ...meta,
    outRows: new Float64Array(ab, base + at.outRows, outs),
    uniqueRows: new Float64Array(ab, base + at.uniqueRows, checks),
    uniqueWhole: new Float64Array(ab, base + at.uniqueWhole, checks),
    uniqueHi: new Float64Array(ab, base + at.uniqueHi, checks),
    uniqueLo: new Float64Array(ab, base + at.uniqueLo, checks),
    ends: new Int32Array(ab, base + at.ends, outs),
    uniqueColumns: new Int32Array(ab, base + at.uniqueColumns, checks),
    uniqueTextEnds: new Int32Array(ab, base + at.uniqueTextEnds, 2 * checks),
    uniqueHashed: new Uint8Array(ab, base + at.uniqueHashed, checks),
    uniqueCell: new Uint8Array(ab, base + at.uniqueCell, checks),
    uniqueText: (from: number, to: number): string => {
      const start = Math.max(0, Math.min(from, textUnits));
      const end = Math.max(start, Math.min(to, textUnits));
      return end > start ? bytes.toString('utf16le', at.uniqueTexts + 2 * start, at.uniqueTexts + 2 * end) : '';
    },
  };
}
