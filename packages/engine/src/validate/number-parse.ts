/**
 * Parsers for the numeric column types `int`, `float` and `percentage` (DESIGN.md §4).
 *
 * Normal forms:
 * - int: a JavaScript number that is a safe integer (|n| ≤ 2^53 − 1). `12.0` and `1.234` read as
 *   grouping are taken; `12.5` is not a whole number.
 * - float: a finite JavaScript number.
 * - percentage: a number in percent units — `12%`, `12 %`, `% 12`, `12,5 %` → 12 / 12.5. A value
 *   without a `%` sign is taken as already in percent units (`12.5` → 12.5, `0.12` → 0.12), so a
 *   spreadsheet cell that stores 12% as the fraction 0.12 must arrive as its text `12%`.
 * Currency symbols and `%` make an int/float cell a type error (they are other column types).
 *
 * Decimal separator per column: the first value that shows it (see ./number-scan.ts
 * `decimalEvidence`: `1.234,5`, `1,5`, `1,234,567`…) decides it for the whole batch it is in (also
 * for the ambiguous values before it) and for the rest of the file; later values written the
 * other way are type errors. While undecided, an ambiguous `1,234` / `1.234` reads as grouping in int columns (1234)
 * and with the fallback separator (option `decimalSeparator`, default `.`) in float/percentage
 * columns — so `1,234` is 1234 and `1.234` is 1.234 there.
 */
import type { OutputValue } from '../contracts.ts';
import type { CellValue } from '../types.ts';
import { Invalid, quote, type InferringParser, type PresentValue } from './cell-parser.ts';
import {
  COMMA, decimalEvidence, DOT, lastDecimalEvidence, lastValueHadSeparator, parseNumberText, type DecimalCode,
} from './number-scan.ts';

export type NumberKind = 'int' | 'float' | 'percentage';

/** Strips one `%` (or fullwidth `％`) at either end, with the spaces next to it; null when none. */
function stripPercent(s: string): string | null {
  const n = s.length;
  const last = s.charCodeAt(n - 1);
  if (last === 37 || last === 0xff05) return s.slice(0, n - 1).trimEnd();
  const first = s.charCodeAt(0);
  if (first === 37 || first === 0xff05) return s.slice(1).trimStart();
  return null;
}

/**
 * A parser for one numeric column. `fallback` is the decimal separator for ambiguous values while
 * the column is undecided (float and percentage only; int reads them as grouping).
 */
export function createNumberParser(kind: NumberKind, fallback: '.' | ',' = '.'): InferringParser & { decimal(): '.' | ',' | null } {
  let decimal: DecimalCode = 0;
  let consultations = 0;
  const fallbackCode: DecimalCode = kind === 'int' ? 0 : fallback === ',' ? COMMA : DOT;
  const typeName = kind === 'int' ? 'a whole number' : kind === 'percentage' ? 'a percentage' : 'a number';

  function numberText(s: string): string {
    if (kind !== 'percentage') return s;
    return stripPercent(s) ?? s;
  }

  function check(value: number, shown: PresentValue): OutputValue | Invalid {
    if (!Number.isFinite(value)) return new Invalid(`${quote(shown)} is not ${typeName}`);
    if (kind === 'int') {
      if (!Number.isInteger(value)) return new Invalid(`${quote(shown)} is not a whole number`);
      if (!Number.isSafeInteger(value)) return new Invalid(`${quote(shown)} is too large for an int (limit ±9007199254740991)`);
    }
    return value === 0 ? 0 : value; // -0 → 0
  }

  // The batch last observed while undecided; scanned only when a value needs the decision.
  let pending: CellValue[][] | null = null;
  let pendingColumn = 0;

  /** Decides from the first value of the pending batch that shows the separator, if any. */
  function settle(): void {
    consultations++;
    const rows = pending as CellValue[][];
    pending = null;
    for (let r = 0; r < rows.length; r++) {
      const v = rows[r][pendingColumn];
      if (typeof v !== 'string') continue;
      const s = v.trim();
      if (s.length === 0) continue;
      const evidence = decimalEvidence(numberText(s));
      if (evidence !== 0) {
        decimal = evidence;
        return;
      }
    }
  }

  return {
    decimal: () => (decimal === DOT ? '.' : decimal === COMMA ? ',' : null),
    convention: () => (decimal === DOT ? '.' : decimal === COMMA ? ',' : null),
    consultations: () => consultations,
    adopt(convention: string): void {
      if (convention === '.' || convention === ',') {
        decimal = convention === '.' ? DOT : COMMA;
        pending = null;
      }
    },
    observe(rows: CellValue[][], column: number): void {
      if (decimal !== 0) return;
      pending = rows;
      pendingColumn = column;
    },
    parse(value: PresentValue): OutputValue | Invalid {
      if (typeof value === 'number') return check(value, value);
      if (typeof value !== 'string') return new Invalid(`${quote(value)} is not ${typeName}`);
      const text = numberText(value);
      let parsed = parseNumberText(text, decimal, fallbackCode);
      if (decimal === 0 && lastValueHadSeparator()) {
        // The first value whose reading depends on the separator decides it: by itself when it
        // shows it, else from the first value of its batch that does (same result as scanning
        // every batch up front, without the cost for columns that never need it).
        const evidence = lastDecimalEvidence();
        if (evidence !== 0 && !Number.isNaN(parsed)) decimal = evidence;
        else if (pending !== null) {
          settle();
          if (decimal !== 0) parsed = parseNumberText(text, decimal, fallbackCode);
        }
      }
      if (Number.isNaN(parsed)) {
        if (decimal !== 0 && !Number.isNaN(parseNumberText(text, 0, fallbackCode))) {
          const sep = decimal === DOT ? '.' : ',';
          return new Invalid(`${quote(value)} is not ${typeName} in this column's format (decimal separator "${sep}")`);
        }
        return new Invalid(`${quote(value)} is not ${typeName}`);
      }
      return check(parsed, value);
    },
  };
}
