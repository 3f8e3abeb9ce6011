/**
 * Formula-injection defence for human-facing outputs (CSV, TSV, XLSX), SECURITY.md "CSV/spreadsheet
 * formula injection in outputs" and OWASP "CSV Injection": a text cell that a spreadsheet program
 * would read as a formula gets a leading apostrophe, which spreadsheets treat as "this is text".
 *
 * Only text is escaped. Numbers and booleans are written as typed values and never touched, so the
 * number -5 stays -5; the text "-5" (e.g. from a `string` column) becomes "'-5".
 */

/** The characters that start a formula (or a DDE payload) in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Returns `text` with a leading apostrophe when it starts with = + - @ TAB or CR, else unchanged. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
