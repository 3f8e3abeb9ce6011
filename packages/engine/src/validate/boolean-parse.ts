/**
 * The `boolean` column type (DESIGN.md §4: "lenient input" accepts `0/1`). Normal form: `true` or
 * `false`. Words are matched case-insensitively after trimming; numbers 1 and 0 are taken, other
 * numbers are not booleans.
 */
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';

/** Spellings of true, lower case: English, symbols, and the common European languages. */
export const TRUE_WORDS: readonly string[] = [
  'true', 't', 'yes', 'y', '1', 'x', 'on', '✓', '✔', '☑', 'checked', 'enabled',
  'ja', 'j', 'wahr', // German, Dutch, Scandinavian
  'oui', 'vrai', // French
  'sí', 'si', 'verdadero', 'cierto', // Spanish, Italian ("sì")
  'sì', 'vero', // Italian
  'sim', 'verdadeiro', // Portuguese
  'waar', // Dutch
  'da', 'adevărat', 'adevarat', // Romanian, also Slavic "da"
  'tak', 'prawda', // Polish
  'ano', // Czech, Slovak
  'igen', // Hungarian
  'kyllä', 'kylla', // Finnish
  'evet', // Turkish
  'да', // Russian, Bulgarian, Serbian
  '是', 'はい', '예', // Chinese, Japanese, Korean
];

/** Spellings of false, lower case. */
export const FALSE_WORDS: readonly string[] = [
  'false', 'f', 'no', 'n', '0', 'off', '✗', '✘', '☐', 'unchecked', 'disabled',
  'nein', 'falsch', // German
  'non', 'faux', // French
  'falso', // Spanish, Italian, Portuguese
  'não', 'nao', // Portuguese
  'nee', 'onwaar', // Dutch
  'nej', 'nei', // Scandinavian
  'nu', 'fals', // Romanian
  'nie', 'fałsz', 'falsz', // Polish
  'ne', // Czech, Slovak, Serbian, Croatian
  'nem', 'hamis', // Hungarian
  'ei', // Finnish
  'hayır', 'hayir', // Turkish
  'нет', // Russian
  '否', 'いいえ', '아니요', // Chinese, Japanese, Korean
];

const WORDS: ReadonlyMap<string, boolean> = new Map<string, boolean>([
  ...TRUE_WORDS.map((w) => [w, true] as const),
  ...FALSE_WORDS.map((w) => [w, false] as const),
]);

/** Parses a boolean cell: booleans as they are, 1/0, and the words above. */
export function parseBoolean(value: PresentValue): OutputValue | Invalid {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (value === 1) return true;
    if (value === 0) return false;
  } else if (typeof value === 'string') {
    const hit = WORDS.get(value.length <= 12 ? value.toLowerCase() : '');
    if (hit !== undefined) return hit;
  }
  return new Invalid(`${quote(value)} is not a yes/no value`);
}

export const booleanParser: CellParser = { parse: parseBoolean };
