/**
 * Values a person types into the review grid, checked at once with the engine's own semantics
 * (docs/executions.md "Checking values"): the cell's type and every rule of its column, with the
 * row's other cells as the run left them (and the other edits sent for the same row), `unique`
 * against the execution's other rows. The value stands where a fix would put it: after the
 * transformations and rules, before validation (as `cleanings` do), so it is typed and judged but
 * not transformed.
 *
 * A row's other cells are read from the grid store as validation saw them: the last value of a
 * cell's lineage chain, or its output value, or an erroneous cell's text as read. A cell that a
 * transformation failed (its chain ends before the column's last step) stays failed: validation
 * skips it as the run did.
 */
import { compileValidator } from '../validate/validator.ts';
import type { OutputValue } from '../contracts.ts';
import type { CellError, CellValue, TargetDataModel } from '../types.ts';
import { outputText, type StoredValue } from './format.ts';
import { gridValue, type GridBlock, type GridStore } from './store-reader.ts';
import { QueryAborted } from './query.ts';

/** One value to check: a source row number, a TDM key, the value typed (null or '' for empty). */
export interface CellCheck {
  row: number;
  column: string;
  value: string | null;
}

/** The verdict on one value: `output` is the value as the output would hold it (for an invalid one: as typed). */
export interface CellCheckResult {
  row: number;
  column: string;
  value: string | null;
  valid: boolean;
  output: string | null;
  message?: string;
  rule?: string;
}

/** A check that names a column the store lacks, or a row it does not hold. */
export class CheckTargetInvalid extends Error {
  readonly field: 'column' | 'row';
  readonly target: string | number;
  constructor(field: 'column' | 'row', target: string | number, message: string) {
    super(message);
    this.name = 'CheckTargetInvalid';
    this.field = field;
    this.target = target;
  }
}

/** A stored value back as a cell value (JSON types are the engine's; dates stay ISO text). */
function cellValue(value: StoredValue | undefined): CellValue {
  return value === undefined ? null : value;
}

/**
 * The values validation saw in row `r` of `block` (see the module comment): per column the value,
 * and whether a transformation or rule step had failed the cell before validation.
 */
export function validationInputs(store: GridStore, block: GridBlock, r: number): { values: CellValue[]; failed: boolean[] } {
  const steps = store.footer.meta.steps;
  const width = store.footer.meta.columns.length;
  const values: CellValue[] = new Array(width);
  const failed: boolean[] = new Array<boolean>(width).fill(false);
  for (let c = 0; c < width; c++) {
    const trace = block.body.traces(c).get(r);
    if (trace && trace.values.length > 0) {
      values[c] = cellValue(trace.values[trace.values.length - 1]);
      failed[c] = steps[c].length > 0 && !trace.cleaned && trace.values.length < steps[c].length + 1;
      continue;
    }
    values[c] = cellValue(gridValue(block, r, c).value);
  }
  return { values, failed };
}

/** A unique rule of a column: the other columns of its key, and its own message. */
interface UniqueRule {
  column: number;
  parts: number[];
  errorMessage?: string;
}

function uniqueRules(tdm: TargetDataModel): UniqueRule[] {
  const keys = tdm.columns.map((c) => c.key);
  const out: UniqueRule[] = [];
  tdm.columns.forEach((column, c) => {
    for (const v of column.validations ?? []) {
      if (v.validate !== 'unique') continue;
      out.push({ column: c, parts: (v.columns ?? []).map((k) => keys.indexOf(k)).filter((i) => i >= 0), ...(v.errorMessage ? { errorMessage: v.errorMessage } : {}) });
    }
  });
  return out;
}

/** The key a value (or a tuple) is compared by: numbers by value, text and booleans as they are. */
function keyOf(values: ReadonlyArray<OutputValue | StoredValue | undefined>): string {
  return JSON.stringify(values.map((v) => (v === undefined ? null : v)));
}

/**
 * Checks `cells` (at most a few thousand) against the store's rows. Throws CheckTargetInvalid for a
 * column the store lacks or a row it does not hold. `tdm` is the execution's (the store's columns
 * are its keys).
 */
export async function checkCells(store: GridStore, tdm: TargetDataModel, cells: readonly CellCheck[], signal?: AbortSignal): Promise<CellCheckResult[]> {
  const keys = store.footer.meta.columns;
  const byRow = new Map<number, Map<number, string | null>>();
  for (const cell of cells) {
    const c = keys.indexOf(cell.column);
    if (c < 0) throw new CheckTargetInvalid('column', cell.column, `"${cell.column}" is not a column of this execution's target data model (its columns: ${keys.join(', ')})`);
    let edits = byRow.get(cell.row);
    if (!edits) byRow.set(cell.row, (edits = new Map()));
    edits.set(c, cell.value === '' ? null : cell.value);
  }
  const located = new Map<number, { block: GridBlock; index: number; ordinal: number }>();
  for (const row of byRow.keys()) {
    const at = await store.locateRow(row, { traces: true });
    if (!at) throw new CheckTargetInvalid('row', row, `row ${row} is not one of the rows this execution read (rows ${store.footer.blocks.first_row[0] ?? '–'}–${store.footer.blocks.last_row.at(-1) ?? '–'}, without header, blank and footer rows)`);
    located.set(row, at);
    if (signal?.aborted) throw new QueryAborted();
  }

  // Unique rules are judged below, against the other rows: the validator hands their values on.
  let deferred: number[] = [];
  const validator = compileValidator(tdm, {
    conventions: store.footer.meta.conventions,
    deferUnique: (column) => { deferred.push(column); },
  });
  const verdicts = new Map<string, { valid: boolean; output: string | null; message?: string; rule?: string }>();
  const uniqueChecks: Array<{ row: number; ordinal: number; rule: UniqueRule; key: string; text: string }> = [];
  const rules = uniqueRules(tdm);
  try {
    for (const [row, edits] of byRow) {
      const at = located.get(row)!;
      const { values, failed } = validationInputs(store, at.block, at.index);
      for (const [c, value] of edits) {
        values[c] = value;
        failed[c] = false;
      }
      const errors: CellError[] = [];
      deferred = [];
      const [out] = validator.validateBatch([values], [row], [failed], (e) => errors.push(e));
      for (const c of edits.keys()) {
        const error = errors.find((e) => e.column === keys[c]);
        verdicts.set(`${row}\u0000${c}`, error ? { valid: false, output: edits.get(c) ?? null, message: error.message, rule: error.rule } : { valid: true, output: outputText(out![c]) });
      }
      for (const rule of rules) {
        if (!edits.has(rule.column) && !rule.parts.some((p) => edits.has(p))) continue;
        if (!deferred.includes(rule.column) || out![rule.column] === null) continue;
        if (rule.parts.some((p) => failed[p])) continue;
        uniqueChecks.push({ row, ordinal: at.ordinal, rule, key: keyOf([out![rule.column], ...rule.parts.map((p) => out![p])]), text: outputText(out![rule.column]) ?? '' });
      }
    }
  } finally {
    validator.close();
  }

  if (uniqueChecks.length) {
    const firsts = await firstRowsWith(store, uniqueChecks, signal);
    uniqueChecks.forEach((check, i) => {
      const first = firsts[i];
      if (first === undefined) return;
      const c = check.rule.column;
      const what = check.rule.parts.length ? `The combination of ${[c, ...check.rule.parts].map((k) => JSON.stringify(tdm.columns[k].label ?? tdm.columns[k].key)).join(', ')}` : JSON.stringify(check.text);
      const message = check.rule.errorMessage ?? `${what} appears more than once (first in row ${first})`;
      // The rule judges the column's cell; a part sent in the same request is judged with it.
      for (const k of [c, ...check.rule.parts]) {
        const verdict = verdicts.get(`${check.row}\u0000${k}`);
        if (verdict?.valid) verdicts.set(`${check.row}\u0000${k}`, { valid: false, output: byRow.get(check.row)!.get(k) ?? null, message, rule: 'unique' });
      }
    });
  }

  return cells.map((cell) => {
    const verdict = verdicts.get(`${cell.row}\u0000${keys.indexOf(cell.column)}`)!;
    return {
      row: cell.row,
      column: cell.column,
      value: cell.value,
      valid: verdict.valid,
      output: verdict.output,
      ...(verdict.message !== undefined ? { message: verdict.message } : {}),
      ...(verdict.rule !== undefined ? { rule: verdict.rule } : {}),
    };
  });
}

/**
 * For each check, the smallest source row number among the store's other rows whose key (the
 * rule's column and parts, valid cells only) equals the check's; undefined when none does. One
 * pass over the columns the rules read.
 */
async function firstRowsWith(store: GridStore, checks: ReadonlyArray<{ ordinal: number; rule: UniqueRule; key: string }>, signal?: AbortSignal): Promise<Array<number | undefined>> {
  const found: Array<number | undefined> = new Array(checks.length);
  const ruleGroups = new Map<string, number[]>();
  checks.forEach((check, i) => {
    const id = `${check.rule.column}:${check.rule.parts.join(',')}`;
    const list = ruleGroups.get(id);
    if (list) list.push(i);
    else ruleGroups.set(id, [i]);
  });
  const b = store.footer.blocks;
  for (let i = 0; i < b.first.length; i++) {
    if (signal?.aborted) throw new QueryAborted();
    if (i % 16 === 15) await new Promise<void>((resolve) => setImmediate(resolve));
    const block = await store.blockForScan(i);
    for (const indexes of ruleGroups.values()) {
      const rule = checks[indexes[0]].rule;
      const wanted = new Map<string, number[]>();
      for (const k of indexes) {
        const list = wanted.get(checks[k].key);
        if (list) list.push(k);
        else wanted.set(checks[k].key, [k]);
      }
      const columns = [rule.column, ...rule.parts].map((c) => block.body.column(c));
      for (let r = 0; r < b.rows[i]; r++) {
        const errors = block.errors.get(r);
        if (errors?.some((e) => e[1] === rule.column || rule.parts.includes(e[1]))) continue;
        if (columns[0][r] === null || columns[0][r] === undefined) continue;
        const hits = wanted.get(keyOf(columns.map((col) => col[r])));
        if (!hits) continue;
        const ordinal = b.first[i] + r;
        for (const k of hits) {
          if (checks[k].ordinal === ordinal || found[k] !== undefined) continue;
          found[k] = block.body.rowNumbers[r];
        }
      }
    }
  }
  return found;
}
