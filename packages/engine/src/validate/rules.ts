/**
 * Validation rules of a TDM column (DESIGN.md §4; semantics in types.ts `Validation`), compiled
 * once into closures that look at one row.
 *
 * - "Empty" means the cell was empty before typing (null, '' or spaces); a cell that failed its
 *   type is not empty.
 * - `regex` tests the normalised value as text (what the output will hold), unanchored (RE2
 *   `test`, so `^…$` is needed for a whole-value match); empty cells are not tested.
 * - `unique` compares normalised values (so `1,234` equals `1234`, `A@X.COM` equals `a@x.com`
 *   in the domain), case-sensitively for text, across the whole file; empty cells are not
 *   compared; every occurrence after the first is an error. With `columns` the key is the tuple
 *   (this column, those columns); it is checked when this column is non-empty, other parts may be
 *   empty, and a row where a part failed its type is skipped.
 * - `required_with_values` / `required_without_values` compare a column's normalised text and its
 *   trimmed input text with the listed values, case-sensitively.
 */
import { tmpdir } from 'node:os';
import type { OutputValue, UniqueHalves } from '../contracts.ts';
import type { CellValue, TdmColumn, Validation } from '../types.ts';
import { isBlank, quote } from './cell-parser.ts';
import { DenseIntRows } from './dense-int-rows.ts';
import { compileSimpleRegex } from './simple-regex.ts';
import { compileTenantRegex } from './tenant-regex.ts';
import { KeyHasher } from './unique-set.ts';
import { SpillingUniqueSet } from './unique-spill.ts';

/** One row as rules see it; the validator reuses one instance per batch. */
export interface RowView {
  raw: CellValue[];
  out: OutputValue[];
  failed: boolean[];
  rowNumber: number;
}

/** A compiled rule: returns an error message for the row's cell, or null when it holds. */
export interface CompiledRule {
  rule: Validation['validate'];
  check(row: RowView): string | null;
  /** Single-column `unique` rules: the same check in two halves, for values typed in another thread (run/parallel.ts). */
  unique?: UniqueHalves;
}

/** Hashes a typed value as a single-column `unique` rule does (`hasher` keyed with the rule's key). */
export function hashUniqueValue(hasher: KeyHasher, value: string | number | boolean): void {
  hasher.reset();
  addPart(hasher, value);
  hasher.finish();
}

/** A typed value as text, as `unique` messages quote it. */
export function uniqueText(value: OutputValue): string {
  return outText(value);
}

function outText(value: OutputValue): string {
  return typeof value === 'string' ? value : String(value);
}

/** Entries a regex memo holds before it is judged (and cleared, or paused). */
const MEMO_SIZE = 65_536;
/** Entries after which a memo that served under 1/8 as many hits is paused. */
const MEMO_EARLY_CHECK = 4096;
/** Values tested without the memo while it is paused, before it tries again. */
const MEMO_PAUSE = 65_536;

/**
 * re2js tests ~1.4M short values/s with an anchored pattern (its one-pass engine interprets the
 * program per character), a third of a row's budget. Columns that carry a regex are often codes
 * that repeat (postcodes, statuses, country-specific formats), so results are remembered per value
 * (≤ 64 chars) in a map of at most 65,536 entries (a few MB). A memo that served fewer than 512
 * hits over its first 4,096 entries, or fewer hits than a quarter of its entries when full, is
 * cleared and paused for the next 65,536 values (values are not repeating: ids, e-mails, a sorted
 * catalog), then tried again, so a column whose values repeat later still gets it.
 */
export function memoisedTest(regex: { test(text: string): boolean }): (text: string) => boolean {
  const memo = new Map<string, boolean>();
  let hits = 0;
  let paused = 0;
  return (text) => {
    if (paused > 0) {
      paused--;
      return regex.test(text);
    }
    if (text.length > 64) return regex.test(text);
    const known = memo.get(text);
    if (known !== undefined) {
      hits++;
      return known;
    }
    const result = regex.test(text);
    if ((memo.size === MEMO_EARLY_CHECK && hits < MEMO_EARLY_CHECK / 8) || memo.size >= MEMO_SIZE) {
      if (memo.size < MEMO_SIZE || hits < MEMO_SIZE / 4) paused = MEMO_PAUSE;
      memo.clear();
      hits = 0;
      return result;
    }
    memo.set(text, result);
    return result;
  };
}

/** Feeds a normalised value to the hasher: numbers by value, text and booleans as text. */
function addPart(hasher: KeyHasher, value: string | number | boolean): void {
  if (typeof value === 'number') hasher.addNumber(value);
  else hasher.addText(typeof value === 'string' ? value : String(value));
}

function labels(indexes: number[], columns: TdmColumn[]): string {
  const names = indexes.map((i) => JSON.stringify(columns[i].label));
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function labelsOr(indexes: number[], columns: TdmColumn[]): string {
  const names = indexes.map((i) => JSON.stringify(columns[i].label));
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * Compiles the validations of column `c`. `indexOf` maps column keys to positions (the TDM is
 * checked, so every key it names exists).
 */
/** Where `unique` rules keep their keys: the memory budget per rule, where runs spill to, and who closes the sets. */
export interface UniqueMemory {
  /** Bytes of one rule's in-memory table before it spills to disk (./unique-spill.ts). */
  memoryBytes: number;
  /** Directory for the spilled runs. */
  dir: string;
  /** Keys a rule may see at most (the run's row limit): the most the filter over its spilled keys is sized for. */
  expectedKeys?: number;
  /** The share of the input read so far, 0–1 (./unique-spill.ts SpillOptions.inputRead). */
  inputRead?: () => number;
  /** Called with each set made, so that the validator can close them. */
  opened?: (set: SpillingUniqueSet) => void;
}

/** 32 MiB a rule, spilling under the system's temporary directory. */
export const DEFAULT_UNIQUE_MEMORY: UniqueMemory = { memoryBytes: 32 * 1024 * 1024, dir: tmpdir() };

export function compileRules(columns: TdmColumn[], c: number, indexOf: ReadonlyMap<string, number>, unique: UniqueMemory = DEFAULT_UNIQUE_MEMORY, hashKey?: readonly number[]): CompiledRule[] {
  const column = columns[c];
  const hasher = new KeyHasher(hashKey);
  return (column.validations ?? []).map((validation): CompiledRule => {
    const others = (validation.columns ?? []).map((key) => indexOf.get(key) as number);
    const custom = validation.errorMessage;
    const rule = validation.validate;
    switch (rule) {
      case 'required': {
        const message = custom ?? 'A value is required';
        return { rule, check: (row) => (row.out[c] === null ? message : null) };
      }
      case 'required_with': {
        const message = custom ?? `A value is required when ${labelsOr(others, columns)} is filled in`;
        return { rule, check: (row) => (row.out[c] === null && others.some((k) => !isBlank(row.raw[k])) ? message : null) };
      }
      case 'required_with_all': {
        const message = custom ?? `A value is required when ${labels(others, columns)} are all filled in`;
        return { rule, check: (row) => (row.out[c] === null && others.every((k) => !isBlank(row.raw[k])) ? message : null) };
      }
      case 'required_without': {
        const message = custom ?? `A value is required when ${labelsOr(others, columns)} is empty`;
        return { rule, check: (row) => (row.out[c] === null && others.some((k) => isBlank(row.raw[k])) ? message : null) };
      }
      case 'required_without_all': {
        const message = custom ?? `A value is required when ${labels(others, columns)} are all empty`;
        return { rule, check: (row) => (row.out[c] === null && others.every((k) => isBlank(row.raw[k])) ? message : null) };
      }
      case 'required_with_values':
      case 'required_without_values': {
        const entries = Object.entries(validation.columnValues ?? {}).map(([key, values]) => ({
          k: indexOf.get(key) as number,
          values: new Set(values),
        }));
        const described = entries
          .map((e) => `${JSON.stringify(columns[e.k].label)} is ${[...e.values].map((v) => JSON.stringify(v)).join(' or ')}`)
          .join(', or ');
        const holds = (row: RowView): boolean => entries.some(({ k, values }) => {
          const out = row.out[k];
          if (out !== null && values.has(outText(out))) return true;
          const raw = row.raw[k];
          return typeof raw === 'string' ? values.has(raw.trim()) : raw !== null && values.has(String(raw));
        });
        const whenHolds = rule === 'required_with_values';
        const message = custom ?? `A value is required ${whenHolds ? 'when' : 'unless'} ${described}`;
        return { rule, check: (row) => (row.out[c] === null && holds(row) === whenHolds ? message : null) };
      }
      case 'regex': {
        const compiled = compileTenantRegex(validation.regex);
        if (!compiled.ok) throw new TypeError(`${column.key}: ${compiled.message}`); // the TDM check refuses these
        // Simple patterns are decided by the linear-time matcher of ./simple-regex.ts; what it
        // leaves undecided (non-ASCII text) and every other pattern go to re2js.
        const slow = memoisedTest(compiled.regex);
        const simple = compileSimpleRegex(validation.regex as string);
        const test = simple ? (text: string): boolean => simple(text) ?? slow(text) : slow;
        const pattern = validation.regex as string;
        return {
          rule,
          check: (row) => {
            const out = row.out[c];
            if (out === null) return null;
            const text = outText(out);
            return test(text) ? null : custom ?? `${quote(text)} does not match the pattern ${pattern}`;
          },
        };
      }
      case 'unique': {
        const seen = new SpillingUniqueSet({
          memoryBytes: unique.memoryBytes,
          dir: unique.dir,
          ...(unique.expectedKeys ? { expectedKeys: unique.expectedKeys } : {}),
          ...(unique.inputRead ? { inputRead: unique.inputRead } : {}),
        });
        unique.opened?.(seen);
        const parts = others;
        const composite = parts.length > 0;
        const what = composite ? `The combination of ${labels([c, ...parts], columns)}` : '';
        // Whole numbers of a single-column key start in dense pages (./dense-int-rows.ts); when
        // they turn out sparse, the pages' keys move to the hash set and every key goes there.
        let dense: DenseIntRows | null = composite ? null : new DenseIntRows();
        const hashed = (value: number, row: number): number => {
          hasher.reset();
          hasher.addNumber(value);
          hasher.finish();
          return seen.addOrGetFirstRow(hasher.hi, hasher.lo, row);
        };
        return {
          rule,
          check: (row) => {
            const out = row.out[c];
            if (out === null) return null;
            let first: number;
            if (dense !== null && typeof out === 'number' && Number.isSafeInteger(out) && !Object.is(out, -0)) {
              first = dense.addOrGetFirstRow(out, row.rowNumber);
              if (first < 0) {
                for (const [value, at] of dense.entries()) hashed(value, at);
                dense = null;
                first = hashed(out, row.rowNumber);
              }
            } else {
              hasher.reset();
              addPart(hasher, out);
              for (const k of parts) {
                if (row.failed[k]) return null;
                const part = row.out[k];
                if (part === null) hasher.addEmpty();
                else addPart(hasher, part);
              }
              hasher.finish();
              first = seen.addOrGetFirstRow(hasher.hi, hasher.lo, row.rowNumber);
            }
            if (first === 0) return null;
            return custom ?? `${composite ? what : quote(outText(out))} appears more than once (first in row ${first})`;
          },
          ...(composite ? {} : {
            unique: {
              hashKey: hasher.key,
              isWhole: (value: OutputValue): value is number => typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0),
              addWhole(value: number, row: number): number {
                if (dense !== null) {
                  const first = dense.addOrGetFirstRow(value, row);
                  if (first >= 0) return first;
                  for (const [v, at] of dense.entries()) hashed(v, at);
                  dense = null;
                }
                return hashed(value, row);
              },
              addHash: (hi: number, lo: number, row: number): number => seen.addOrGetFirstRow(hi, lo, row),
              message: (text: string, first: number): string => custom ?? `${quote(text)} appears more than once (first in row ${first})`,
            } satisfies UniqueHalves,
          }),
        };
      }
      default:
        throw new TypeError(`unknown validation ${JSON.stringify(rule)}`);
    }
  });
}
