/**
 * `compileValidator`: types, normalises and checks every cell of a run (DESIGN.md §4). The hot
 * path of the engine: 1M rows × 10 columns pass through {@link Validator.validateBatch}.
 *
 * Per batch: parsers that infer a per-column convention (decimal separator, day/month order) are
 * shown the batch (they read it only if a value needs the decision), then each row is typed column
 * by column, then the rules of each column run on the typed row. A cell gets at most one CellError: its type error, else the first failing rule in
 * the order the TDM lists them. Cells already failed (by a transformation) are neither typed nor
 * checked. Failed cells are marked in `failed[r][c]` and keep their input value in the output
 * (dates as ISO text) so `invalid_rows: INCLUDE` delivers the original. Errors are reported in row
 * order, and in column order within a row.
 */
import type { OutputValue, Validator, ValidatorOptions } from '../contracts.ts';
import { checkTdm } from '../tdm/check-tdm.ts';
import { EngineError, type CellError, type CellValue, type TargetDataModel } from '../types.ts';
import { cellText, dateText, Invalid, isBlank, type CellParser } from './cell-parser.ts';
import { createCellParser } from './column-parser.ts';
import { compileRowProgram } from './row-program.ts';
import { compileRules, DEFAULT_UNIQUE_MEMORY, type CompiledRule, type RowView, type UniqueMemory } from './rules.ts';
import type { SpillingUniqueSet } from './unique-spill.ts';

/** The value a failed cell keeps in the output: its input, dates as ISO text, blanks as null. */
function failedOutput(value: CellValue): OutputValue {
  if (isBlank(value)) return null;
  return value instanceof Date ? dateText(value) : value;
}

/**
 * Compiles a TDM into a validator. The TDM is first checked and normalised with `checkTdm`
 * (tdm/check-tdm.ts); a TDM that fails throws EngineError `TDM_INVALID` whose `details.problems`
 * lists `{ path, message }`. Column positions in batches follow the TDM's column order.
 */
export function compileValidator(tdm: TargetDataModel, options: ValidatorOptions = {}): Validator {
  const checked = checkTdm(tdm);
  if (!checked.ok) {
    const first = checked.problems[0];
    throw new EngineError('TDM_INVALID', `The target data model is not valid: ${first.message}`, { problems: checked.problems });
  }
  const columns = checked.tdm.columns;
  const width = columns.length;
  const indexOf = new Map(columns.map((column, i) => [column.key, i]));
  const parsers: CellParser[] = columns.map((column) => createCellParser(column, options));
  options.conventions?.forEach((convention, c) => {
    if (convention !== null && convention !== undefined) parsers[c]?.adopt?.(convention);
  });
  const observers = parsers.map((p, c) => ({ p, c })).filter(({ p }) => p.observe !== undefined);
  const typeRules = columns.map((column) => `type:${column.columnType}`);
  const uniqueSets: SpillingUniqueSet[] = [];
  const unique: UniqueMemory = {
    memoryBytes: options.limits?.uniqueMemoryBytes ?? DEFAULT_UNIQUE_MEMORY.memoryBytes,
    dir: options.spillDir ?? DEFAULT_UNIQUE_MEMORY.dir,
    ...(options.limits?.maxRows ? { expectedKeys: options.limits.maxRows } : {}),
    ...(options.inputRead ? { inputRead: options.inputRead } : {}),
    opened: (set) => uniqueSets.push(set),
  };
  const compiled: CompiledRule[][] = columns.map((_, c) => compileRules(columns, c, indexOf, unique, options.uniqueHashKeys?.[c] ?? undefined));
  // Deferred unique rules hand the typed value on and pass (see ValidatorOptions.deferUnique).
  const defer = options.deferUnique;
  const rules: CompiledRule[][] = defer
    ? compiled.map((list, c) => list.map((r): CompiledRule => (r.rule !== 'unique' ? r : {
      rule: r.rule,
      check: (row) => {
        const out = row.out[c];
        if (out !== null) defer(c, out, isBlank(row.raw[c]) ? null : cellText(row.raw[c]), row.rowNumber);
        return null;
      },
    })))
    : compiled;

  const keys = columns.map((column) => column.key);
  const view: RowView = { raw: [], out: [], failed: [], rowNumber: 0 };
  const rowErrors: Array<{ c: number; error: CellError }> = [];
  let report: (error: CellError) => void = () => undefined;

  function fail(c: number, raw: CellValue, row: number, message: string, rule: string, out: OutputValue[], failedRow: boolean[]): void {
    failedRow[c] = true;
    out[c] = failedOutput(raw);
    rowErrors.push({ c, error: { row, column: keys[c], value: isBlank(raw) ? null : cellText(raw), message, rule } });
  }

  /** Sends the row's errors in column order. */
  function flush(): void {
    if (rowErrors.length === 0) return;
    if (rowErrors.length > 1) rowErrors.sort((a, b) => a.c - b.c);
    for (const { error } of rowErrors) report(error);
    rowErrors.length = 0;
  }

  const verbatim = columns.map((column) => column.columnType === 'string' && column.trimWhitespace === false);
  const validateRows = compileRowProgram({ parsers, rules, typeRules, verbatim, view, fail, flush, failedOutput, Invalid });

  return {
    validateBatch(targetValues, rowNumbers, failed, onError, into) {
      for (const { p, c } of observers) p.observe!(targetValues, c);
      const count = targetValues.length;
      let result: OutputValue[][];
      if (into) {
        while (into.length < count) into.push(new Array<OutputValue>(width).fill(null));
        result = into.length === count ? into : into.slice(0, count);
      } else {
        result = new Array(count);
        for (let r = 0; r < count; r++) result[r] = new Array(width);
      }
      report = onError;
      validateRows(targetValues, rowNumbers, failed, result, count);
      return result;
    },
    close() {
      for (const set of uniqueSets) set.close();
    },
    conventions() {
      return parsers.map((p) => p.convention?.() ?? null);
    },
    consultations() {
      let n = 0;
      for (const p of parsers) n += p.consultations?.() ?? 0;
      return n;
    },
    uniqueHashKeys() {
      return compiled.map((list) => list.find((r) => r.unique)?.unique?.hashKey ?? null);
    },
    uniqueHalves(column) {
      return compiled[column]?.find((r) => r.unique)?.unique ?? null;
    },
  };
}
