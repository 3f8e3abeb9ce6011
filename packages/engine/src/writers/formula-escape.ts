/**
 * Formula-injection defence for delimited outputs a person opens in a spreadsheet program
 * (SECURITY.md "CSV/spreadsheet formula injection in outputs"; OWASP "CSV Injection"): a text cell
 * that Excel, LibreOffice or Google Sheets would read as a formula or a DDE payload gets a leading
 * apostrophe, which they treat as "this is text".
 *
 * Escaped: text starting with `=`, `@`, TAB or CR, and text starting with `+` or `-` unless it is a
 * plain number (`-72.637078`, `+3.5`, `-1.2e3`, `-1,200.50`, `-.5`): a number cannot run as a
 * formula, and changing it would corrupt data (`-2+3` and `+cmd|' /C calc'!A0` are escaped).
 * Numbers and booleans are written as typed values and never touched. XLSX output is never escaped:
 * its text cells are never evaluated (docs/engine.md "Outputs").
 */

/** A signed plain number: digits with optional group or decimal separators and an exponent. */
const SIGNED_NUMBER = /^[+-](?:\d+(?:[.,'\u00a0\u202f ]\d+)*|[.,]\d+)(?:[eE][+-]?\d+)?$/;

/** Whether `text` would start a formula in a spreadsheet program (see the module comment). */
export function needsFormulaEscape(text: string): boolean {
  if (text === '') return false;
  const first = text.charCodeAt(0);
  // = @ TAB CR always; + and - unless the text is a plain number.
  if (first === 61 || first === 64 || first === 9 || first === 13) return true;
  if (first === 43 || first === 45) return !SIGNED_NUMBER.test(text);
  return false;
}

/** Returns `text` with a leading apostrophe when {@link needsFormulaEscape}, else unchanged. */
export function escapeFormula(text: string): string {
  return needsFormulaEscape(text) ? `'${text}` : text;
}
