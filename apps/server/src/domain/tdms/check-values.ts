/**
 * `POST /tdm/check-values`: a column's type, format and rules tried on sample values by the
 * engine itself — the same parsers, RE2 regexes, date formats and rule semantics a run uses — so
 * that the TDM editor's test box answers exactly what a run would (docs/platform.md, "Target data
 * models"). Nothing is stored.
 */
import { checkTdm, compileValidator, type CellError, type CellValue, type TargetDataModel, type TdmColumn } from '@ferry/engine';
import type { TdmValuesCheck, TdmValuesCheckRequest } from '@ferry/schemas/tdms';
import { errors } from '../../errors.ts';

/** The keys a column's rules name (`columns` and the keys of `columnValues`). */
function referencedKeys(column: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const v of (column.validations as Array<Record<string, unknown>> | null | undefined) ?? []) {
    if (Array.isArray(v.columns)) keys.push(...v.columns.map(String));
    else if (typeof v.columns === 'string') keys.push(v.columns);
    if (v.columnValues && typeof v.columnValues === 'object') keys.push(...Object.keys(v.columnValues));
  }
  return keys.map((k) => k.trim().toLowerCase());
}

/**
 * Judges `request.values` with `request.column`'s rules: one row per value, the other cells of
 * each row empty. Only that column and the columns its rules name are compiled (the other columns
 * named as plain text columns without rules), so a problem elsewhere in a TDM being edited does
 * not stop the test.
 * @throws FerryError 400 naming the problem when the column itself is not valid (a regex RE2
 *   refuses, an outputFormat that would not write dates, a rule naming an unknown column), 404
 *   style 400 when `column` is not among `columns`
 */
export function checkColumnValues(request: TdmValuesCheckRequest): TdmValuesCheck {
  const all = request.columns as unknown as Array<Record<string, unknown>>;
  const wanted = request.column.trim().toLowerCase();
  const target = all.find((c) => String(c.key).trim().toLowerCase() === wanted);
  if (!target) throw errors.validation(`body.column: "${request.column}" is not a column of the columns sent`, [{ field: 'column', message: 'is not a key of columns' }]);
  const referenced = new Set(referencedKeys(target));
  const columns = all
    .filter((c) => c === target || referenced.has(String(c.key).trim().toLowerCase()))
    .map((c) => (c === target ? c : { key: c.key, label: c.label ?? c.key, columnType: 'string' }));
  const checked = checkTdm({ name: 'check', columns } as unknown as TargetDataModel);
  if (!checked.ok) {
    const details = checked.problems.map((p) => ({ field: p.path, message: p.message }));
    throw errors.validation(`the column cannot be checked: ${checked.problems.map((p) => p.message).join('; ')}`, details);
  }
  const tdm = checked.tdm as TargetDataModel;
  const index = tdm.columns.findIndex((c: TdmColumn) => c.key.toLowerCase() === wanted);
  const validator = compileValidator(tdm, {});
  try {
    const rows: CellValue[][] = request.values.map((value) => tdm.columns.map((_c, i) => (i === index ? value : null)));
    const rowNumbers = rows.map((_r, i) => i + 1);
    const failed = rows.map(() => tdm.columns.map(() => false));
    const errorsByRow = new Map<number, CellError>();
    const out = validator.validateBatch(rows, rowNumbers, failed, (e) => {
      if (e.column === tdm.columns[index]!.key && !errorsByRow.has(e.row)) errorsByRow.set(e.row, e);
    });
    return {
      column: tdm.columns[index]!.key,
      results: request.values.map((value, i) => {
        const error = errorsByRow.get(i + 1);
        const output = out[i]?.[index] ?? null;
        return error
          ? { value, valid: false, output, message: error.message, ...(error.rule ? { rule: error.rule } : {}) }
          : { value, valid: true, output };
      }),
    };
  } finally {
    validator.close();
  }
}
