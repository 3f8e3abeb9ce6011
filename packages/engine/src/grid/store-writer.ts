/**
 * Writes a grid store file (./format.ts): the blocks in file order as the run hands them over,
 * then a footer that indexes them — where each block is, its first row's ordinal (0-based position
 * among all rows) and source row numbers, and how many of its rows hold an erroneous cell in all,
 * per column, per rule and per column and rule (what a reader needs to page through filtered rows
 * without reading the blocks that hold none).
 *
 * Memory: one block at a time, plus a few numbers per block for the footer.
 */
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import type { CellError } from '../types.ts';
import { bodyRows, GRID_MAGIC, GRID_TAIL, type EncodedBlock } from './format.ts';

/** A transformation or rule step of a column, as lineage names it. */
export interface GridStep {
  kind: 'TRANSFORMATION' | 'RULE';
  /** The transformation's name (or `TYPE n`), or the rule's type. */
  name: string;
  /** The formula, the option mapping's JSON, or what a rule replaces. */
  detail?: string;
  /** A rule's id. */
  id?: string;
}

/** An input column feeding a TDM column: its header and its 0-based position in the file's columns. */
export interface GridSource {
  header: string;
  index: number;
}

/** What a store says about the run beside its rows (the footer's `meta`). */
export interface GridStoreMeta {
  /** TDM column keys, in TDM order (the store's column positions). */
  columns: string[];
  /** Per column: its transformation and rule steps, in the order they ran. */
  steps: GridStep[][];
  /** Per column: the input columns the mapping fed it from (none: unmapped). */
  sources: GridSource[][];
  /** The sheet read (workbooks), else null. */
  sheet: string | null;
  /** Per column: the convention its values settled (CellParser.convention), for checking edits as the run did. */
  conventions: Array<string | null>;
}

/** Per block: `[counts key, rows]` pairs; keys `p` (problem rows), `c:<column>`, `r:<rule>`, `x:<column>:<rule>`. */
export type BlockCounts = Record<string, number>;

/** The footer of a store (JSON). Block fields are parallel arrays, one entry per block. */
export interface GridFooter {
  format: 3;
  meta: GridStoreMeta;
  /** Rows in all. */
  rows: number;
  /** Rows holding an erroneous cell. */
  problem_rows: number;
  /** Erroneous cells per column key and per rule, whole store. */
  counts_by_column: Record<string, number>;
  counts_by_rule: Record<string, number>;
  blocks: {
    /** Byte offset of the block's body in the file. */
    offset: number[];
    /** Bytes of the block's body, errors and traces, which follow one another from `offset`. */
    body: number[];
    errors: number[];
    traces: number[];
    /** Ordinal of the block's first row. */
    first: number[];
    rows: number[];
    first_row: number[];
    last_row: number[];
    /** Rows per filter key (see {@link BlockCounts}); null for a block without errors. */
    counts: Array<BlockCounts | null>;
  };
}

/** A cell error as a block's errors section holds it: `[row index, column index, rule, message, value]`. */
export type StoredError = [number, number, string, string, string | null];

export class GridStoreWriter {
  readonly #path: string;
  readonly #columnIndex: Map<string, number>;
  readonly #columns: string[];
  #fd: number | null;
  #position = 0;
  #rows = 0;
  #problemRows = 0;
  readonly #byColumn: number[];
  readonly #byRule = new Map<string, number>();
  readonly #blocks: GridFooter['blocks'] = { offset: [], body: [], errors: [], traces: [], first: [], rows: [], first_row: [], last_row: [], counts: [] };

  /** Creates (or truncates) the store file at `path` for a TDM with these column keys. */
  constructor(path: string, columns: string[]) {
    this.#path = path;
    this.#columns = columns;
    this.#columnIndex = new Map(columns.map((k, i) => [k, i]));
    this.#byColumn = new Array<number>(columns.length).fill(0);
    this.#fd = openSync(path, 'w');
    this.#write(Buffer.from(GRID_MAGIC, 'latin1'));
  }

  /** Rows written so far. */
  get rows(): number {
    return this.#rows;
  }

  #write(bytes: Uint8Array): void {
    if (this.#fd === null) throw new Error('the grid store is closed');
    let at = 0;
    while (at < bytes.length) at += writeSync(this.#fd, bytes, at, bytes.length - at, this.#position + at);
    this.#position += bytes.length;
  }

  /**
   * Appends a block (./format.ts BodyEncoder) with the cell errors of its rows, in row and column
   * order (errors of other rows are ignored).
   */
  writeBlock(block: EncodedBlock, errors: readonly CellError[]): void {
    const { body, traces } = block;
    const { n, rowNumbers } = bodyRows(body);
    if (n === 0) return;
    const stored: StoredError[] = [];
    let counts: BlockCounts | null = null;
    let i = 0;
    // The keys already counted for the current row (a row counts once per key).
    let rowKeys: Set<string> | null = null;
    let rowIndex = -1;
    for (const e of errors) {
      while (i < n && rowNumbers[i] < e.row) i++;
      if (i >= n) break;
      if (rowNumbers[i] !== e.row) continue;
      const c = this.#columnIndex.get(e.column);
      if (c === undefined) continue;
      stored.push([i, c, e.rule, e.message, e.value]);
      this.#byColumn[c]++;
      this.#byRule.set(e.rule, (this.#byRule.get(e.rule) ?? 0) + 1);
      counts ??= Object.create(null) as BlockCounts;
      if (rowIndex !== i) {
        rowIndex = i;
        rowKeys = new Set();
        counts.p = (counts.p ?? 0) + 1;
        this.#problemRows++;
      }
      for (const key of [`c:${c}`, `r:${e.rule}`, `x:${c}:${e.rule}`]) {
        if (rowKeys!.has(key)) continue;
        rowKeys!.add(key);
        counts[key] = (counts[key] ?? 0) + 1;
      }
    }
    const errorBytes = stored.length ? Buffer.from(JSON.stringify(stored), 'utf8') : Buffer.alloc(0);
    const b = this.#blocks;
    b.offset.push(this.#position);
    b.body.push(body.length);
    b.errors.push(errorBytes.length);
    b.traces.push(traces.length);
    b.first.push(this.#rows);
    b.rows.push(n);
    b.first_row.push(rowNumbers[0]);
    b.last_row.push(rowNumbers[n - 1]);
    b.counts.push(counts);
    this.#write(body);
    if (errorBytes.length) this.#write(errorBytes);
    this.#write(traces);
    this.#rows += n;
  }

  /** Writes the footer and closes the file; answers the store's size in bytes and its rows. */
  close(meta: GridStoreMeta): { bytes: number; rows: number } {
    const footer: GridFooter = {
      format: 3,
      meta,
      rows: this.#rows,
      problem_rows: this.#problemRows,
      counts_by_column: Object.fromEntries(this.#columns.map((k, c) => [k, this.#byColumn[c]])),
      counts_by_rule: Object.fromEntries(this.#byRule),
      blocks: this.#blocks,
    };
    const text = Buffer.from(JSON.stringify(footer), 'utf8');
    const tail = Buffer.alloc(12);
    tail.writeUInt32LE(text.length, 0);
    tail.write(GRID_TAIL, 4, 'latin1');
    this.#write(text);
    this.#write(tail);
    closeSync(this.#fd!);
    this.#fd = null;
    return { bytes: this.#position, rows: this.#rows };
  }

  /** Closes and removes an unfinished store (a run that failed or starts again); safe to call twice. */
  abort(): void {
    if (this.#fd !== null) {
      try { closeSync(this.#fd); } catch { /* already failing */ }
      this.#fd = null;
      rmSync(this.#path, { force: true });
    }
  }

  /** Whether close() or abort() ran. */
  get closed(): boolean {
    return this.#fd === null;
  }
}
