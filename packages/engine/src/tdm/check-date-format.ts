/**
 * Checks a date, datetime or time column's `outputFormat` when the TDM is saved, so that a pattern
 * that would deliver nonsense is refused instead of corrupting every value silently:
 * `dd.mm.yyyy` is accepted by dayjs and writes `Su.00.yyyy` (weekday, minutes, literal text).
 *
 * The format language is the formatter's (validate/date-format.ts: dayjs core tokens and
 * `[literal]`). Refused, each with the token named and, where it is clear, a corrected pattern:
 * - letters that are no token (`yyyy`, `at`): put literal text in `[brackets]` (`T`, the ISO 8601
 *   separator, is allowed as it is);
 * - time tokens in a `date` column (`mm` is minutes, `HH` hours), date tokens in a `time` column;
 * - the weekday (`d`, `dd`) where no day of the month (`D`, `DD`) is written but a month is.
 */

/** The token grammar of dayjs core `format()`, as validate/date-format.ts. */
const TOKEN = /\[([^\]]*)]|YYYY|YY|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/y;

const TIME_TOKENS = /^(H{1,2}|h{1,2}|m{1,2}|s{1,2}|SSS|a|A)$/;
const DATE_TOKENS = /^(YYYY|YY|M{1,4}|D{1,2}|d{1,4})$/;

/** Likely meant: the date reading of a suspicious or unknown spelling. */
const INTENDED: Readonly<Record<string, string>> = { yyyy: 'YYYY', yy: 'YY', y: 'YYYY', Y: 'YYYY', YYY: 'YYYY', dd: 'DD', d: 'D', mm: 'MM', m: 'M', DDDD: 'DD', DDD: 'DD', ddd: 'DD', SS: 'SSS', S: 'SSS' };

type Piece = { kind: 'token' | 'literal' | 'unknown' | 'other'; text: string };

function pieces(format: string): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < format.length) {
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(format);
    if (m) {
      out.push({ kind: m[0].startsWith('[') ? 'literal' : 'token', text: m[0] });
      i += m[0].length;
      continue;
    }
    const c = format[i]!;
    const last = out[out.length - 1];
    const kind = /[A-Za-z]/.test(c) ? 'unknown' : 'other';
    if (last && last.kind === kind && kind === 'unknown') last.text += c;
    else out.push({ kind, text: c });
    i++;
  }
  return out;
}

/**
 * Why `format` would not write the column's values, with a corrected pattern when one is clear;
 * null when it is fine. Corrections are applied and the result checked again (a fix can reveal the
 * next problem: in `dd.mm.yyyy`, `dd` reads as the weekday once `mm` became the month).
 */
export function dateFormatProblem(format: string, columnType: 'date' | 'datetime' | 'time'): { message: string; suggestion?: string } | null {
  const first = analyse(format, columnType);
  if (!first) return null;
  const reasons = [...first.reasons];
  let current = first.fixed;
  for (let pass = 0; pass < 3; pass++) {
    const next = analyse(current, columnType);
    if (!next) break;
    for (const r of next.reasons) if (!reasons.includes(r)) reasons.push(r);
    if (next.fixed === current) break;
    current = next.fixed;
  }
  const valid = current !== '' && current !== format && analyse(current, columnType) === null;
  return { message: reasons.join('; '), ...(valid ? { suggestion: current } : {}) };
}

function analyse(format: string, columnType: 'date' | 'datetime' | 'time'): { reasons: string[]; fixed: string } | null {
  const list = pieces(format);
  const tokens = list.filter((p) => p.kind === 'token').map((p) => p.text);
  const hasDayOfMonth = tokens.some((t) => /^D{1,2}$/.test(t));
  const hasMonth = tokens.some((t) => /^M{1,4}$/.test(t));
  const hasHour = tokens.some((t) => /^(H{1,2}|h{1,2})$/.test(t));
  const reasons: string[] = [];
  const fixed = list.map((p) => {
    if (p.kind === 'unknown' && p.text !== 'T') {
      reasons.push(`"${p.text}" is not a date token${INTENDED[p.text] ? ` (did you mean ${INTENDED[p.text]}?)` : ''}; put literal text in [brackets]`);
      return INTENDED[p.text] ?? `[${p.text}]`;
    }
    if (p.kind !== 'token') return p.text;
    const t = p.text;
    if (columnType === 'date' && TIME_TOKENS.test(t)) {
      const meant = /^m{1,2}$/.test(t) && !hasHour ? INTENDED[t] : undefined;
      reasons.push(`"${t}" is ${/^m/.test(t) ? 'minutes' : /^s/.test(t) || t === 'SSS' ? 'seconds' : /^[Hh]/.test(t) ? 'the hour' : 'am/pm'}, and a date column has no time of day${meant ? ` (months are ${meant})` : ''}`);
      return meant ?? '';
    }
    if (columnType === 'time' && DATE_TOKENS.test(t)) {
      reasons.push(`"${t}" is part of a date, and a time column has no date`);
      return '';
    }
    if (/^d{1,2}$/.test(t) && !hasDayOfMonth && hasMonth) {
      reasons.push(`"${t}" is the weekday (${t === 'd' ? '0–6' : 'Su, Mo, …'}), not the day of the month (${INTENDED[t]})`);
      return INTENDED[t]!;
    }
    if (columnType === 'datetime' && /^m{1,2}$/.test(t) && !hasHour && !hasMonth) {
      reasons.push(`"${t}" is minutes, but no hour is written (months are ${INTENDED[t]})`);
      return INTENDED[t]!;
    }
    return t;
  });
  if (reasons.length === 0) return null;
  return { reasons, fixed: fixed.join('').replace(/^[\s.,:/-]+|[\s.,:/-]+$/g, '') };
}
