/**
 * Shared pieces of the TDM check: the problem list, limits, and small readers of untrusted JSON.
 */

/** One reason a TDM is refused. `path` is a JSON path into the input (`columns[2].validations[0].regex`). */
export interface TdmProblem {
  path: string;
  message: string;
}

/** Bounds that keep a hostile TDM small to check and to run. */
export const TDM_LIMITS = {
  columns: 1000,
  keyLength: 256,
  labelLength: 1000,
  validationsPerColumn: 50,
  errorMessageLength: 1000,
  options: 10_000,
  optionTextLength: 1000,
  alternativeMatchesPerOption: 100,
  columnValuesPerRule: 1000,
  outputFormatLength: 100,
} as const;

/** Collects problems in the order found. */
export class Problems {
  readonly list: TdmProblem[] = [];

  add(path: string, message: string): void {
    this.list.push({ path, message });
  }
}

/** A plain object (not null, not an array), safe to read own properties from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own property or undefined: never reads through the prototype chain (`constructor`, `__proto__`). */
export function own(record: Record<string, unknown>, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;
}

/** `Column "email"` or `Column 3` (1-based) when the key itself is unusable. */
export function columnName(index: number, key: string | undefined): string {
  return key ? `Column ${JSON.stringify(key)}` : `Column ${index + 1}`;
}

/** A scalar as option/column-value text: strings as they are, finite numbers and booleans as text. */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}
