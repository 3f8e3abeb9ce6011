/**
 * Flattens one JSON record (streamed as tokens) into a row:
 *  - nested objects become dotted column names (`{"a":{"b":1}}` → column `a.b`);
 *  - an array value becomes one cell holding the array's JSON text (`["x","y"]`, lossless and
 *    bounded in columns; an empty array is null) — indexed columns would let one record add
 *    thousands of columns;
 *  - strings stay strings (`""` → null), `true`/`false` booleans, `null` null; numbers are numbers,
 *    except integers beyond 2^53 and out-of-range values, kept as their text so IDs survive;
 *  - a record that is an array (a table given as arrays of arrays) is a row as it stands;
 *  - a scalar record is one cell in the column `value`.
 * Keys such as `__proto__` are plain column names: cells are placed by index into arrays and the
 * name → index map is a `Map`, so nothing is ever assigned onto an object.
 */
import type { CellValue, EngineLimits } from '../types.ts';
import type { JsonToken } from './json-tokens.ts';
import { cellTooLong } from './limits.ts';

/** Column names in order of first appearance, capped at `cap` (overflow is remembered). */
export class ColumnSet {
  readonly index = new Map<string, number>();
  readonly names: string[] = [];
  overflow = false;
  readonly cap: number;
  constructor(cap: number) {
    this.cap = cap;
  }
  id(name: string): number {
    let i = this.index.get(name);
    if (i === undefined) {
      if (this.names.length >= this.cap) {
        this.overflow = true;
        return -1;
      }
      i = this.names.length;
      this.index.set(name, i);
      this.names.push(name);
    }
    return i;
  }
}

/** JSON number text → number, or the text when a number would lose it (big integers, 1e400). */
export function jsonNumber(text: string): number | string {
  const n = Number(text);
  if (!Number.isFinite(n)) return text;
  if (!Number.isSafeInteger(n) && /^-?\d+$/.test(text)) return text;
  return n;
}

interface Frame {
  prefix: string;
  key: string;
}

/** Builds JSON text from tokens (for array cells). */
class Capture {
  text = '';
  private first: boolean[] = [];
  private afterKey = false;
  depth = 0;
  private sep(): void {
    if (this.afterKey) this.afterKey = false;
    else if (this.first.length > 0) {
      if (this.first[this.first.length - 1]) this.first[this.first.length - 1] = false;
      else this.text += ',';
    }
  }
  /** Returns true when the captured value is complete. */
  token(t: JsonToken): boolean {
    switch (t.name) {
      case 'startObject':
      case 'startArray':
        this.sep();
        this.text += t.name === 'startObject' ? '{' : '[';
        this.first.push(true);
        this.depth++;
        return false;
      case 'endObject':
      case 'endArray':
        this.text += t.name === 'endObject' ? '}' : ']';
        this.first.pop();
        return --this.depth === 0;
      case 'keyValue':
        this.sep();
        this.text += JSON.stringify(t.value) + ':';
        this.afterKey = true;
        return false;
      case 'stringValue':
        this.sep();
        this.text += JSON.stringify(t.value);
        return false;
      case 'numberValue':
        this.sep();
        this.text += t.value;
        return false;
      default:
        this.sep();
        this.text += String(t.value);
        return false;
    }
  }
}

/**
 * Consumes the tokens of one record. In collect mode (`row` null) it only registers column names;
 * in emit mode it fills `row` by the fixed column set. `start` is called with the record's first
 * token; `token` returns true on the record's last token.
 */
export class RecordBuilder {
  row: CellValue[] | null = null;
  private frames: Frame[] = [];
  private capture: Capture | null = null;
  private capturePath = '';
  private arrayRecord = false;
  recordNumber = 0;

  /** Cells of the current array record in collect mode. */
  width = 0;
  private readonly columns: ColumnSet;
  private readonly emit: boolean;
  private readonly limits: EngineLimits;

  constructor(columns: ColumnSet, emit: boolean, limits: EngineLimits) {
    this.columns = columns;
    this.emit = emit;
    this.limits = limits;
  }

  /** Starts a record at token `t`. Returns true when the record is complete already (a scalar). */
  start(t: JsonToken, recordNumber: number): boolean {
    this.recordNumber = recordNumber;
    this.frames.length = 0;
    this.capture = null;
    this.arrayRecord = t.name === 'startArray';
    this.width = 0;
    this.row = this.emit ? (this.arrayRecord ? [] : new Array<CellValue>(this.columns.names.length).fill(null)) : null;
    if (t.name === 'startObject') {
      this.frames.push({ prefix: '', key: '' });
      return false;
    }
    if (t.name === 'startArray') {
      this.frames.push({ prefix: '', key: '' });
      return false;
    }
    this.put('value', scalar(t));
    return true;
  }

  token(t: JsonToken): boolean {
    if (this.capture) {
      if (this.capture.token(t)) {
        const text = this.capture.text;
        this.capture = null;
        this.put(this.capturePath, text === '[]' ? null : text);
      } else if (this.capture.text.length > this.limits.maxCellLength) {
        throw cellTooLong(this.recordNumber, Math.max(0, this.columns.index.get(this.capturePath) ?? 0), this.capture.text.length, this.limits.maxCellLength);
      }
      return false;
    }
    const top = this.frames[this.frames.length - 1];
    if (this.arrayRecord && this.frames.length === 1) {
      // A row given as an array: each element is a cell, nested values as JSON text.
      if (t.name === 'endArray') return true;
      if (t.name === 'startObject' || t.name === 'startArray') {
        this.capture = new Capture();
        this.capturePath = '';
        this.capture.token(t);
        return false;
      }
      this.put('', scalar(t));
      return false;
    }
    switch (t.name) {
      case 'keyValue':
        top.key = t.value;
        return false;
      case 'startObject':
        this.frames.push({ prefix: this.path(top), key: '' });
        return false;
      case 'startArray':
        this.capture = new Capture();
        this.capturePath = this.path(top);
        this.capture.token(t);
        return false;
      case 'endObject':
        this.frames.pop();
        return this.frames.length === 0;
      case 'endArray':
        return false; // not reached: arrays inside records are captured
      default:
        this.put(this.path(top), scalar(t));
        return false;
    }
  }

  private path(frame: Frame): string {
    return frame.prefix === '' ? frame.key : frame.prefix + '.' + frame.key;
  }

  private put(path: string, value: CellValue): void {
    if (this.arrayRecord) {
      // Array records: cells by position; the name is unused (collect mode counts the width).
      if (this.row) this.row.push(value);
      else this.width++;
      return;
    }
    if (!this.emit) {
      this.columns.id(path);
      return;
    }
    const i = this.columns.index.get(path);
    if (i !== undefined) this.row![i] = value;
  }
}

function scalar(t: JsonToken): CellValue {
  switch (t.name) {
    case 'stringValue':
      return t.value;
    case 'numberValue':
      return jsonNumber(t.value);
    case 'trueValue':
      return true;
    case 'falseValue':
      return false;
    default:
      return null;
  }
}
