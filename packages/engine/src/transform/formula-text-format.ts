/**
 * TEXT(number, format) as HyperFormula 3.5 renders it — the reference semantics, quirks included,
 * so that compiled formulas and HyperFormula agree (./formula-equivalence.test.ts).
 *
 * The format is tried in this order:
 *  1. a date/time pattern when it holds any of `yyyy yy mm m dd d hh h ss s ss.000 AM/PM A/P`
 *     (letters in either case): `m`/`mm` mean minutes after an hour token or before a `:`, else the
 *     month; a backslash escapes one character (and is kept in the output);
 *  2. a duration pattern with `[hh]` / `[mm]`;
 *  3. a number pattern: the first run of `0`/`#` with an optional `.` and decimals (`0`, `0.00`,
 *     `#.##`); `0` pads with zeros; text around it is copied. Thousands separators, `%`, exponents
 *     and `;` sections are not understood (HyperFormula limitation, documented in docs/formulas.md);
 *  4. otherwise the format text itself.
 * Ferry difference: more than 100 decimals gives #VALUE! (HyperFormula throws a RangeError).
 */
import { dateTimeOfSerial, timeOfFraction, type ClockTime, type CivilDate } from './formula-dates.ts';
import { E_VALUE, type FormulaError } from './formula-values.ts';

/** A piece of a format: a token to render (`format`) or text to copy; `lower` is `text` in lower case. */
interface FormatToken { format: boolean; text: string; lower: string }

const DATE_TOKEN = /(\\.|dd|DD|d|D|mm|MM|m|M|YYYY|YY|yyyy|yy|HH|hh|H|h|ss(\.(0+|s+))?|s|AM\/PM|am\/pm|A\/P|a\/p|\[mm]|\[MM]|\[hh]|\[HH])/g;
const NUMBER_TOKEN = /(\\.|[#0]+(\.[#0]*)?)/;
const SECONDS_WITH_FRACTION = /^ss(\.(s+|0+))?$/;
const CURRENCY_TAG = /\[\$[^\-\]]+-/;
const TWELVE_HOUR = new Set(['a/p', 'A/P', 'am/pm', 'AM/PM']);

function piece(format: boolean, text: string): FormatToken {
  return { format, text, lower: text.toLowerCase() };
}

function tokens(format: string, matches: RegExpMatchArray[]): FormatToken[] | undefined {
  if (matches.every((m) => m[0].startsWith('\\'))) return undefined;
  const out: FormatToken[] = [];
  let at = 0;
  for (const m of matches) {
    const index = m.index ?? 0;
    if (index !== at) out.push(piece(false, format.slice(at, index)));
    out.push(piece(!m[0].startsWith('\\'), m[0]));
    at = index + m[0].length;
  }
  if (at < format.length) out.push(piece(false, format.slice(at)));
  return out;
}

function padStart(n: number, size: number): string {
  return `${n}`.padStart(size, '0');
}

function fractionalSeconds(token: string, seconds: number, minimumPrecision: number): string {
  const precision = Math.max(token.length - 3, minimumPrecision);
  const scale = Math.pow(10, precision);
  return `${seconds < 10 ? '0' : ''}${Math.floor(seconds * scale) / scale}`;
}

function renderDate(list: FormatToken[], dt: CivilDate & ClockTime): string | undefined {
  const twelveHour = list.some((t) => t.format && TWELVE_HOUR.has(t.text));
  let minutesNext = false;
  let out = '';
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    if (!t.format) { out += t.text; continue; }
    switch (t.lower) {
      case 'h': case 'hh':
        minutesNext = true;
        out += padStart(twelveHour ? ((dt.hours + 11) % 12) + 1 : dt.hours, t.text.length);
        break;
      case 'd': case 'dd':
        out += padStart(dt.day, t.text.length);
        break;
      case 's': case 'ss':
        out += padStart(Math.floor(dt.seconds), t.text.length);
        break;
      case 'm': case 'mm':
        if (i + 1 < list.length && list[i + 1].text.startsWith(':')) minutesNext = true;
        out += padStart(minutesNext ? dt.minutes : dt.month, t.text.length);
        minutesNext = true;
        break;
      case 'yy':
        out += padStart(dt.year % 100, t.text.length);
        break;
      case 'yyyy':
        out += `${dt.year}`;
        break;
      case 'am/pm': case 'a/p': {
        const [am, pm] = t.text.split('/');
        out += dt.hours < 12 ? am : pm;
        break;
      }
      default:
        if (!SECONDS_WITH_FRACTION.test(t.text)) return undefined;
        out += fractionalSeconds(t.text, dt.seconds, -Infinity);
    }
  }
  return out;
}

function renderDuration(list: FormatToken[], time: ClockTime): string | undefined {
  let { hours, minutes } = time;
  let out = '';
  for (const t of list) {
    if (!t.format) { out += t.text; continue; }
    switch (t.lower) {
      case 'h': case 'hh':
        out += padStart(hours, t.text.length);
        hours = 0;
        break;
      case '[hh]':
        out += padStart(hours, t.text.length - 2);
        hours = 0;
        break;
      case 'm': case 'mm':
        out += padStart(minutes, t.text.length);
        minutes = 0;
        break;
      case '[mm]':
        out += padStart(minutes + 60 * hours, t.text.length - 2);
        minutes = 0;
        hours = 0;
        break;
      case 's': case 'ss':
        out += padStart(Math.floor(time.seconds), t.text.length);
        break;
      default:
        if (!SECONDS_WITH_FRACTION.test(t.text)) return undefined;
        out += fractionalSeconds(t.text, time.seconds, 0);
    }
  }
  return out;
}

function countZeros(text: string): number {
  let n = 0;
  for (const c of text) if (c === '0') n++;
  return n;
}

function renderNumber(list: FormatToken[], value: number): string | FormulaError {
  let out = '';
  for (const t of list) {
    if (!t.format) { out += t.text; continue; }
    const dot = t.text.indexOf('.');
    const integerFormat = dot < 0 ? t.text : t.text.slice(0, dot);
    const decimalFormat = dot < 0 ? '' : t.text.slice(dot + 1);
    if (decimalFormat.length > 100) return E_VALUE;
    const [integerDigits = '', decimalDigits = ''] = Number(value.toFixed(decimalFormat.length)).toString().split('.');
    let integerPart = integerDigits;
    if (integerFormat.length > integerPart.length) {
      integerPart = integerPart.padStart(integerPart.length + countZeros(integerFormat.slice(0, integerFormat.length - integerPart.length)), '0');
    }
    const decimalPad = countZeros(decimalFormat.slice(decimalDigits.length));
    out += integerPart + (decimalFormat ? '.' : '') + decimalDigits.padEnd(decimalDigits.length + decimalPad, '0');
  }
  return out;
}

/** A format read once: its date/time tokens (none with a currency tag or without a date token) and its number tokens. */
interface ParsedFormat {
  dateTokens: FormatToken[] | undefined;
  numberTokens: FormatToken[] | undefined;
}

/** Formats read so far; a formula's format is nearly always a constant, so a few suffice. */
const parsedFormats = new Map<string, ParsedFormat>();
const PARSED_FORMATS_KEPT = 256;

function parseFormat(format: string): ParsedFormat {
  let parsed = parsedFormats.get(format);
  if (parsed) return parsed;
  const m = NUMBER_TOKEN.exec(format);
  parsed = {
    dateTokens: CURRENCY_TAG.test(format) ? undefined : tokens(format, [...format.matchAll(DATE_TOKEN)]),
    numberTokens: tokens(format, m ? [m] : []),
  };
  // Formats that change from row to row (a format taken from a column) must not grow the map.
  if (parsedFormats.size >= PARSED_FORMATS_KEPT) parsedFormats.clear();
  parsedFormats.set(format, parsed);
  return parsed;
}

/** TEXT(value, format): see the module docstring. */
export function formatText(value: number, format: string): string | FormulaError {
  const { dateTokens, numberTokens } = parseFormat(format);
  if (dateTokens) {
    const asDate = renderDate(dateTokens, dateTimeOfSerial(value));
    if (asDate !== undefined) return asDate;
    const asDuration = renderDuration(dateTokens, timeOfFraction(value));
    if (asDuration !== undefined) return asDuration;
  }
  return numberTokens ? renderNumber(numberTokens, value) : format;
}
