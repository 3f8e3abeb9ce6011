/**
 * The validator's row loop, generated once per TDM (DESIGN.md §4; the hot path: 1M rows × 10
 * columns per million-row file).
 *
 * A loop over columns calls `parsers[c].parse` and `rule.check` from one call site for every
 * column, so V8 sees a dozen different functions there (megamorphic: no inlining, a generic call
 * each time). The generated loop has the columns unrolled, one call site per column and rule, each
 * seeing a single function that V8 can inline. The generated source holds only column and rule
 * numbers and fixed names, never text from the TDM (no tenant input reaches `new Function`).
 *
 * Semantics are those of the plain loop (validator.ts documents them): per row, each cell is
 * typed (failed cells keep their input, blanks are null), then each column's rules run in TDM
 * order on the typed row, the first failing rule being the cell's error; then the row's errors
 * are sent.
 */
import type { OutputValue } from '../contracts.ts';
import type { CellValue } from '../types.ts';
import type { CellParser, Invalid } from './cell-parser.ts';
import type { CompiledRule, RowView } from './rules.ts';

/** Validates rows 0…count-1 of `targetValues` into `result` (one output array per row, filled in place). */
export type RowProgram = (targetValues: CellValue[][], rowNumbers: number[], failed: boolean[][], result: OutputValue[][], count: number) => void;

/** What the generated loop calls, bound once. */
export interface RowProgramParts {
  parsers: CellParser[];
  /** Rules per column (an empty list: none). */
  rules: CompiledRule[][];
  /** CellError `rule` of a type error, per column (`type:<columnType>`). */
  typeRules: string[];
  /** Per column: text is parsed as it is, surrounding white space kept (`trimWhitespace: false`). */
  verbatim: boolean[];
  view: RowView;
  /** Records a failed cell: marks it, writes its output, queues its CellError. */
  fail(c: number, raw: CellValue, row: number, message: string, rule: string, out: OutputValue[], failedRow: boolean[]): void;
  /** Sends the queued CellErrors of the row. */
  flush(): void;
  failedOutput(value: CellValue): OutputValue;
  Invalid: typeof Invalid;
}

function cellSource(c: number, verbatim: boolean): string {
  if (verbatim) {
    // trimWhitespace: false — the text as read; only a cell with no characters at all is empty.
    return `
      v = raw[${c}];
      if (v === undefined) v = null;
      if (failedRow[${c}]) out[${c}] = failedOutput(v);
      else if (typeof v === 'string') {
        if (v.length === 0) out[${c}] = null;
        else if ((p = p${c}.parse(v)) instanceof Invalid) fail(${c}, v, rowNumber, p.message, p.rule ?? t${c}, out, failedRow);
        else out[${c}] = p;
      } else if (v === null) out[${c}] = null;
      else if ((p = p${c}.parse(v)) instanceof Invalid) fail(${c}, v, rowNumber, p.message, p.rule ?? t${c}, out, failedRow);
      else out[${c}] = p;`;
  }
  return `
      v = raw[${c}];
      if (v === undefined) v = null;
      if (failedRow[${c}]) out[${c}] = failedOutput(v);
      else if (typeof v === 'string') {
        // hasNoEdgeSpace, inlined: below U+1680 the only white space is <= U+0020 and U+00A0.
        n = v.length;
        s = n !== 0 && (f = v.charCodeAt(0)) > 32 && f < 0x1680 && f !== 0xa0 && (l = v.charCodeAt(n - 1)) > 32 && l < 0x1680 && l !== 0xa0 ? v : v.trim();
        if (s.length === 0) out[${c}] = null;
        else if ((p = p${c}.parse(s)) instanceof Invalid) fail(${c}, v, rowNumber, p.message, p.rule ?? t${c}, out, failedRow);
        else out[${c}] = p;
      } else if (v === null) out[${c}] = null;
      else if ((p = p${c}.parse(v)) instanceof Invalid) fail(${c}, v, rowNumber, p.message, p.rule ?? t${c}, out, failedRow);
      else out[${c}] = p;`;
}

function rulesSource(c: number, count: number): string {
  // Rule j runs only when rules 0…j-1 held: nested else branches.
  let code = '';
  for (let j = count - 1; j >= 0; j--) {
    const next = code === '' ? '' : ` else {${code}\n        }`;
    code = `
        m = r${c}_${j}.check(view);
        if (m !== null) fail(${c}, (v = raw[${c}]) === undefined ? null : v, rowNumber, m, r${c}_${j}.rule, out, failedRow);${next}`;
  }
  return `
      if (!failedRow[${c}]) {${code}
      }`;
}

/** Generates the row loop (see the module comment). */
export function compileRowProgram(parts: RowProgramParts): RowProgram {
  const width = parts.parsers.length;
  const bindings: string[] = [];
  const body: string[] = [];
  for (let c = 0; c < width; c++) {
    bindings.push(`const p${c} = parts.parsers[${c}], t${c} = parts.typeRules[${c}];`);
    parts.rules[c].forEach((_, j) => bindings.push(`const r${c}_${j} = parts.rules[${c}][${j}];`));
    body.push(cellSource(c, parts.verbatim[c] === true));
  }
  if (parts.rules.some((list) => list.length > 0)) {
    body.push(`
      view.raw = raw;
      view.out = out;
      view.failed = failedRow;
      view.rowNumber = rowNumber;`);
    parts.rules.forEach((list, c) => { if (list.length > 0) body.push(rulesSource(c, list.length)); });
  }
  const source = `"use strict";
  const { view, fail, flush, failedOutput, Invalid } = parts;
  ${bindings.join('\n  ')}
  return function validateRows(targetValues, rowNumbers, failed, result, count) {
    let v, s, p, m, n, f, l;
    for (let r = 0; r < count; r++) {
      const raw = targetValues[r];
      const failedRow = failed[r];
      const rowNumber = rowNumbers[r];
      const out = result[r];
      ${body.join('\n')}
      flush();
    }
  };`;
  return new Function('parts', source)(parts) as RowProgram;
}
