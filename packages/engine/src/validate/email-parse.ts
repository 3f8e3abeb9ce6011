/**
 * The `email` column type (DESIGN.md §3: validator). Valid means `validator.isEmail` with its
 * defaults (RFC 5321 lengths, a dotted domain with an alphabetic TLD, no display name, no IP
 * domain). Normal form: trimmed, a leading `mailto:` removed, the domain in lower case (the local
 * part keeps its case: RFC 5321 §2.4 leaves it to the receiving host).
 *
 * `isEmail` measured ~290k values/s; most addresses are plain ASCII, so a char scan accepts those
 * first (a strict subset of what `isEmail` accepts, property-tested in ./email-parse.test.ts) and
 * only the rest go to `isEmail`.
 */
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';
import { validatorIsEmail } from './lazy-libraries.ts';

/** RFC 5322 atext without letters and digits: ! # $ % & ' * + - / = ? ^ _ ` { | } ~ */
const ATEXT = new Uint8Array(128);
for (const c of "!#$%&'*+-/=?^_`{|}~") ATEXT[c.charCodeAt(0)] = 1;

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/**
 * True when `s` is a plain address that `validator.isEmail` certainly accepts: dot-atoms of atext
 * before one `@` (≤ 64 bytes as UTF-8), then ≥ 2 ASCII labels of letters, digits and inner hyphens
 * (≤ 63 each), the last one ≥ 2 letters; ≤ 254 UTF-16 units in all. The local part may also hold
 * the non-ASCII characters isEmail's UTF-8 local part allows (U+00A1–U+D7FF, U+F900–U+FDCF,
 * U+FDF0–U+FFEF: no surrogates, so `chloé.weber@…` needs no isEmail call). False means "ask
 * isEmail".
 */
export function isPlainEmail(s: string): boolean {
  return plainEmailAt(s) > 0;
}

// Set by plainEmailAt: whether the domain of the last plain address has upper-case letters.
let domainHasUpper = false;

/** The index of the `@` of a plain address (see {@link isPlainEmail}), or -1. */
function plainEmailAt(s: string): number {
  const n = s.length;
  if (n > 254) return -1;
  let i = 0;
  let atomLen = 0;
  // UTF-8 bytes of the local part beyond one per character (isEmail limits the local part to 64 bytes).
  let extraBytes = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 64) break;
    if (c === 46) {
      if (atomLen === 0) return -1;
      atomLen = 0;
    } else if (c < 128) {
      if (isAlnum(c) || ATEXT[c] === 1) atomLen++;
      else return -1;
    } else if ((c >= 0xa1 && c <= 0xd7ff) || (c >= 0xf900 && c <= 0xfdcf) || (c >= 0xfdf0 && c <= 0xffef)) {
      atomLen++;
      extraBytes += c < 0x800 ? 1 : 2;
    } else return -1;
  }
  if (i === n || atomLen === 0 || i + extraBytes > 64) return -1;
  const at = i;
  domainHasUpper = false;
  let labels = 0;
  let labelLen = 0;
  let labelAlpha = true;
  let prev = 0;
  for (i = i + 1; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (labelLen === 0 || prev === 45) return -1;
      labels++;
      labelLen = 0;
      labelAlpha = true;
    } else if (isAlnum(c) || c === 45) {
      if (labelLen === 0 && c === 45) return -1;
      if (++labelLen > 63) return -1;
      if (c < 65) labelAlpha = false;
      else if (c <= 90) domainHasUpper = true;
    } else return -1;
    prev = c;
  }
  return labels >= 1 && labelLen >= 2 && labelAlpha && prev !== 45 ? at : -1;
}

function hasUpper(s: string, from: number): boolean {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 65 && c <= 90) || c > 127) return true;
  }
  return false;
}

/**
 * `validator.isEmail`, false where it throws: it measures lengths with `encodeURI`, which throws
 * URIError on a lone surrogate (JSON input can carry one, `"\ud800"`).
 */
function isEmail(s: string): boolean {
  try {
    return validatorIsEmail(s);
  } catch {
    return false;
  }
}

/** Parses an email cell into its normal form. */
export function parseEmail(value: PresentValue): OutputValue | Invalid {
  if (typeof value !== 'string') return new Invalid(`${quote(value)} is not an email address`);
  let s = value;
  if (s.length > 7 && (s.charCodeAt(0) | 0x20) === 109 && s.slice(0, 7).toLowerCase() === 'mailto:') s = s.slice(7).trim();
  const plainAt = plainEmailAt(s);
  if (plainAt > 0) return domainHasUpper ? s.slice(0, plainAt + 1) + s.slice(plainAt + 1).toLowerCase() : s;
  if (!isEmail(s)) return new Invalid(`${quote(value)} is not an email address`);
  const at = s.lastIndexOf('@');
  return hasUpper(s, at + 1) ? s.slice(0, at + 1) + s.slice(at + 1).toLowerCase() : s;
}

export const emailParser: CellParser = { parse: parseEmail };
