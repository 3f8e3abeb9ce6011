/**
 * validate/ — typing, normalising and checking cells against the TDM (DESIGN.md §4).
 *
 *   compileValidator(tdm, options) → Validator        (./validator.ts)
 *
 * The column types' normal forms are documented in each parser file (number-parse.ts,
 * date-parse.ts, email-parse.ts, …) and the rules' semantics in rules.ts.
 */
export { compileValidator } from './validator.ts';
export { createCellParser } from './column-parser.ts';
export { Invalid, isBlank, cellText, type CellParser, type PresentValue } from './cell-parser.ts';
export { compileTenantRegex, MAX_REGEX_LENGTH, MAX_REGEX_PROGRAM_SIZE } from './tenant-regex.ts';
export { compileDateFormat } from './date-format.ts';
