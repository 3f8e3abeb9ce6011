/**
 * Sheet choice for workbooks (SPEC.md §Pipeline `sheet_config` and "Sheet rules"): no sheet_config
 * → the first sheet; INDEX (0-based) or NAME (case-sensitive). Sheets are counted in workbook order,
 * hidden sheets included (as SheetJS and Excel's VBA `Sheets(i)` count them).
 */
import { EngineError, type SheetConfig } from '../types.ts';

/**
 * Returns the chosen sheet.
 * @throws EngineError SHEET_NOT_FOUND naming the available sheets; INVALID_FILE for a workbook
 *   without sheets.
 */
export function selectSheet(names: string[], config: SheetConfig | null | undefined): { index: number; name: string } {
  if (names.length === 0) throw new EngineError('INVALID_FILE', 'The workbook has no sheets');
  const available = names.map((n) => `"${n}"`).join(', ');
  if (!config) return { index: 0, name: names[0] };
  if (config.selection_type === 'NAME') {
    const index = typeof config.sheet_name === 'string' ? names.indexOf(config.sheet_name) : -1;
    if (index < 0) {
      throw new EngineError('SHEET_NOT_FOUND', `No sheet is named "${config.sheet_name ?? ''}" (names are case-sensitive); the workbook has ${available}`, {
        sheet_name: config.sheet_name ?? null, sheets: names,
      });
    }
    return { index, name: names[index] };
  }
  const index = config.sheet_index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= names.length) {
    throw new EngineError('SHEET_NOT_FOUND', `There is no sheet at index ${String(index)} (0-based); the workbook has ${names.length}: ${available}`, {
      sheet_index: index ?? null, sheets: names,
    });
  }
  return { index, name: names[index] };
}
