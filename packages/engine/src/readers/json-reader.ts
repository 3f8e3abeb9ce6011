/**
 * JSON and NDJSON reader (stream-json tokenizer, two passes over the local file, bounded memory).
 *
 * Where the records are:
 *  - a top-level array: its elements (`[{…},{…}]`; `[[…],[…]]` is a table of rows as given);
 *  - a top-level object: the array of objects reachable from it through objects only
 *    (`{"data":[…]}`, `{"response":{"items":[…]}}`) holding the most elements; with no such
 *    array the object itself is the single record;
 *  - NDJSON (several top-level values, one per line): each value is a record.
 * Pass 1 validates the whole file (a syntax error or truncation fails before any row is yielded),
 * finds the records and the union of their flattened keys; pass 2 yields rows.
 *
 * Row 0 is the synthetic header (the union of keys, in order of first appearance;
 * `syntheticHeaderRow: 0`, row number 0: it is not in the file), then one row per record, numbered
 * from 1 in file order. A table of arrays has no synthetic header (header detection applies).
 * Flattening rules: ./json-record.ts.
 */
import type { OpenedTable } from '../contracts.ts';
import { EngineError, type CellValue, type EngineLimits, type InputFormat, type Row, type RowBatch } from '../types.ts';
import type { TextEncoding } from '../contracts.ts';
import { ColumnSet, RecordBuilder } from './json-record.ts';
import { tokenizeJson, type JsonToken } from './json-tokens.ts';
import { checkRow, ROW_ALLOWANCE, tooManyRows } from './limits.ts';
import { makeTable } from './table.ts';
import type { ByteCounter } from './text-stream.ts';

export interface JsonOptions {
  path: string;
  size: number;
  encoding: TextEncoding;
  /** From sniffing: the first line is a complete JSON value and more follows. */
  ndjson: boolean;
  limits: EngineLimits;
  batchSize: number;
  signal?: AbortSignal;
  release?: () => Promise<void>;
}

const MAX_CANDIDATES = 10_000;

/** An array reachable from the root through objects only: a possible record array, by element kind. */
interface Candidate {
  objects: number;
  arrays: number;
  scalars: number;
}

/** Where pass 2 finds records: the key of a candidate, every top-level value, or the root object. */
type Plan = { kind: 'candidate'; key: string; rows: boolean } | { kind: 'sequence'; rows: boolean } | { kind: 'root' };

interface OuterFrame {
  obj: boolean;
  key: string;
  /** Candidate key when this frame is an array reachable through objects. */
  cand: string | null;
}

/**
 * Walks the tokens outside records and hands each record's tokens to a RecordBuilder.
 * `makeBuilder(cand)` returns the builder for records of a candidate array, or null to skip them.
 */
class Walker {
  private outer: OuterFrame[] = [];
  private inRecord: RecordBuilder | null = null;
  private skipDepth = 0;
  private builders = new Map<string, RecordBuilder | null>();
  topValues = 0;
  topArrays = 0;
  records = 0;
  /** A scalar at the top level (not a table). */
  topScalar = false;
  onRecord: (builder: RecordBuilder, cand: string) => void = () => {};
  private readonly plan: Plan | null;
  private readonly candidates: Map<string, Candidate>;
  private readonly makeBuilder: (cand: string) => RecordBuilder | null;

  constructor(plan: Plan | null, candidates: Map<string, Candidate>, makeBuilder: (cand: string) => RecordBuilder | null) {
    this.plan = plan;
    this.candidates = candidates;
    this.makeBuilder = makeBuilder;
  }

  private builder(cand: string): RecordBuilder | null {
    if (!this.builders.has(cand)) this.builders.set(cand, this.makeBuilder(cand));
    return this.builders.get(cand) ?? null;
  }

  token(t: JsonToken, depth: number): void {
    if (this.skipDepth > 0) {
      if ((t.name === 'endObject' || t.name === 'endArray') && depth === this.skipDepth) this.skipDepth = 0;
      return;
    }
    if (this.inRecord) {
      if (this.inRecord.token(t)) this.finish();
      return;
    }
    if (this.outer.length === 0) {
      this.topValues++;
      if (t.name === 'startArray') this.topArrays++;
      if (this.plan?.kind === 'sequence' || (this.plan === null && this.topValues > 1)) {
        this.startRecord(t, '', depth);
        return;
      }
      if (this.plan?.kind === 'root') {
        this.startRecord(t, '$root', depth);
        return;
      }
    }
    const parent = this.outer[this.outer.length - 1];
    if (t.name === 'endObject' || t.name === 'endArray') {
      this.outer.pop();
      return;
    }
    if (parent && !parent.obj && parent.cand !== null) {
      this.startRecord(t, parent.cand, depth);
      return;
    }
    switch (t.name) {
      case 'keyValue':
        parent.key = t.value;
        return;
      case 'startObject':
        this.outer.push({ obj: true, key: '', cand: null });
        return;
      case 'startArray': {
        const key = this.outer.map((f) => f.key).join('\u001f');
        if (!this.candidates.has(key)) {
          if (this.candidates.size >= MAX_CANDIDATES) throw new EngineError('INVALID_FILE', 'The JSON holds too many distinct arrays to find its records');
          this.candidates.set(key, { objects: 0, arrays: 0, scalars: 0 });
        }
        this.outer.push({ obj: false, key: '', cand: key });
        return;
      }
      default:
        if (this.outer.length === 0) this.topScalar = true;
    }
  }

  private startRecord(t: JsonToken, cand: string, depth: number): void {
    const c = this.candidates.get(cand);
    if (c) {
      if (t.name === 'startObject') c.objects++;
      else if (t.name === 'startArray') c.arrays++;
      else c.scalars++;
    }
    const b = this.builder(cand);
    if (!b) {
      if (t.name === 'startObject' || t.name === 'startArray') this.skipDepth = depth;
      return;
    }
    this.records++;
    if (b.start(t, this.records)) this.finish(b, cand);
    else {
      this.inRecord = b;
      this.inRecordCand = cand;
    }
  }

  private inRecordCand = '';

  private finish(b: RecordBuilder = this.inRecord!, cand: string = this.inRecordCand): void {
    this.inRecord = null;
    this.onRecord(b, cand);
  }
}

/** Opens a JSON or NDJSON file. Pass 1 runs here, so structural errors surface from openTable. */
export async function openJson(o: JsonOptions): Promise<OpenedTable> {
  const counter: ByteCounter = { bytes: 0 };
  const { limits } = o;
  const cap = limits.maxColumns + 1;
  const candidates = new Map<string, Candidate>();
  const sets = new Map<string, ColumnSet>();
  const setFor = (cand: string): ColumnSet => {
    let s = sets.get(cand);
    if (!s) sets.set(cand, (s = new ColumnSet(cap)));
    return s;
  };

  // Pass 1: structure, validity and the columns of every candidate array.
  let sequence = o.ndjson;
  // The tokenizer always accepts several top-level values; more than one makes the file NDJSON.
  let walker = await scan(o, sequence ? { kind: 'sequence', rows: false } : null, candidates, (cand) => new RecordBuilder(setFor(cand), false, limits), limits);
  if (!sequence && walker.topValues > 1) {
    sequence = true;
    candidates.clear();
    sets.clear();
    walker = await scan(o, { kind: 'sequence', rows: false }, candidates, (cand) => new RecordBuilder(setFor(cand), false, limits), limits);
  }
  let plan: Plan;
  let columns: ColumnSet;
  if (sequence) {
    plan = { kind: 'sequence', rows: walker.topArrays === walker.topValues };
    columns = setFor('');
  } else {
    let best: [string, Candidate] | null = null;
    for (const entry of candidates) {
      const n = Math.max(entry[1].objects, entry[1].arrays);
      if (n > 0 && (!best || n > Math.max(best[1].objects, best[1].arrays))) best = entry;
    }
    if (best) {
      plan = { kind: 'candidate', key: best[0], rows: best[1].arrays > best[1].objects };
      columns = setFor(best[0]);
    } else if (walker.topArrays === 1) {
      // A top-level array of scalars only (or an empty one): records of one `value` cell.
      const top = candidates.get('');
      if (!top || top.scalars === 0) throw new EngineError('EMPTY_FILE', 'The JSON array holds no records');
      plan = { kind: 'candidate', key: '', rows: false };
      columns = setFor('');
    } else if (walker.topScalar) {
      throw new EngineError('INVALID_FILE', 'The JSON holds a single value, not records (expected an array of objects, an object holding one, or NDJSON)');
    } else {
      // An object without an array of objects: itself the one record.
      plan = { kind: 'root' };
      sets.clear();
      columns = setFor('$root');
      await scan(o, plan, new Map(), (cand) => (cand === '$root' ? new RecordBuilder(columns, false, limits) : null), limits);
    }
  }
  const rowsMode = plan.kind !== 'root' && plan.rows;
  if (!rowsMode) {
    if (columns.overflow) {
      throw new EngineError('LIMIT_EXCEEDED', `The JSON records have more than ${limits.maxColumns} distinct keys (columns), the most accepted`, { limit: limits.maxColumns });
    }
    if (columns.names.length === 0) throw new EngineError('EMPTY_FILE', 'The JSON records hold no keys');
  }
  counter.bytes = 0;
  const format: InputFormat = sequence ? 'NDJSON' : 'JSON';
  const chosen = plan.kind === 'candidate' ? plan.key : plan.kind === 'root' ? '$root' : '';
  return makeTable({
    format,
    size: o.size,
    encoding: o.encoding.name,
    ...(rowsMode ? {} : { syntheticHeaderRow: 0 }),
    counter,
    rows: () => emitRows(o, plan, chosen, columns, rowsMode, counter),
    release: o.release,
  });
}

async function scan(
  o: JsonOptions, plan: Plan | null, candidates: Map<string, Candidate>,
  makeBuilder: (cand: string) => RecordBuilder | null, limits: EngineLimits,
): Promise<Walker> {
  const walker = new Walker(plan, candidates, makeBuilder);
  walker.onRecord = (b) => {
    if (b.width > limits.maxColumns) {
      throw new EngineError('LIMIT_EXCEEDED', `Record ${b.recordNumber} has ${b.width} cells; at most ${limits.maxColumns} columns are accepted`, { limit: limits.maxColumns });
    }
  };
  for await (const _ of tokenizeJson(o.path, o.encoding, { bytes: 0 }, true, (t, d) => walker.token(t, d), o.signal)) {
    // Records are only counted in pass 1; the loop drives the tokenizer.
  }
  if (walker.records > limits.maxRows + ROW_ALLOWANCE) throw tooManyRows(limits);
  return walker;
}

async function* emitRows(
  o: JsonOptions, plan: Plan, chosen: string, columns: ColumnSet, rowsMode: boolean, counter: ByteCounter,
): AsyncGenerator<RowBatch> {
  const { limits, batchSize } = o;
  let rows: Row[] = [];
  let numbers: number[] = [];
  if (!rowsMode) {
    rows.push(columns.names.slice() as CellValue[]);
    numbers.push(0);
  }
  const builder = new RecordBuilder(columns, true, limits);
  const walker = new Walker(plan, new Map(), (cand) => (cand === chosen ? builder : null));
  walker.onRecord = (b) => {
    const row = b.row!;
    checkRow(row, b.recordNumber, limits);
    rows.push(row);
    numbers.push(b.recordNumber);
  };
  for await (const _ of tokenizeJson(o.path, o.encoding, counter, true, (t, d) => walker.token(t, d), o.signal)) {
    while (rows.length >= batchSize) {
      yield { rows: rows.slice(0, batchSize), rowNumbers: numbers.slice(0, batchSize) };
      rows = rows.slice(batchSize);
      numbers = numbers.slice(batchSize);
    }
  }
  if (rows.length > 0) yield { rows, rowNumbers: numbers };
}
