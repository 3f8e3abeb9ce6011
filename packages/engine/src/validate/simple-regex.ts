/**
 * A fast path for the simple tenant patterns most `regex` rules are (`^[A-Z]{3}-[0-9]{4}$`,
 * `^\d{5}$`, `^DE\d{20}$`): a sequence of single-character atoms with quantifiers, optionally
 * anchored. re2js interprets its RE2 program per character and allocates per call (~0.5 µs and
 * ~220 bytes a test on short values); this matcher answers the same question with a few integer
 * operations per character and no allocation.
 *
 * Safety (SECURITY.md, ReDoS): the matcher simulates the pattern's position automaton (Glushkov)
 * bit-parallel over at most {@link MAX_POSITIONS} positions, so a test costs O(n · r) for an input
 * of n characters, r ≤ 30 being the longest run of optional positions: linear in the input, like
 * RE2, whatever the pattern. It never backtracks.
 *
 * Equality with re2js (property-tested against re2js in ./simple-regex.test.ts):
 * - Only patterns entirely inside this grammar get a matcher; anything else (groups, alternation,
 *   flags, lazy quantifiers, `\b`, `\p{…}`, `\x…`, non-ASCII pattern characters, `{` that is not a
 *   repeat, a `]` or `}` standing alone, `[` inside a class…) stays on re2js only:
 *     pattern := '^'? item* '$'?     item := atom ('?' | '*' | '+' | '{n}' | '{n,}' | '{n,m}')?
 *     atom    := ASCII literal | '.' | '\d' '\D' '\w' '\W' '\s' '\S' | '\t' '\n' '\r' '\f' '\v'
 *              | '\' ASCII punctuation | '[' '^'? class items ']'
 * - RE2's meaning of each atom (with re2js's default flags): `.` is any character but `\n`;
 *   `\s` is `[\t\n\f\r ]` (no `\v`); `\w` is `[0-9A-Za-z_]`; a negated class matches `\n`; `^` and
 *   `$` are the start and end of the text (not of a line); `test` finds a match anywhere.
 * - The matcher decides only for ASCII text. When it would have to read a character ≥ U+0080 it
 *   returns `undefined` and the caller asks re2js (which reads surrogate pairs as code points).
 */

/** Positions (expanded single-character atoms) the bit-parallel simulation supports. */
export const MAX_POSITIONS = 30;

/** `true`/`false` for a decided test, `undefined` when re2js must decide (non-ASCII text). */
export type SimpleMatcher = (text: string) => boolean | undefined;

interface Position {
  /** The ASCII characters the atom matches (128 flags). */
  set: Uint8Array;
  optional: boolean;
  loop: boolean;
}

const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const META = new Set('\\.+*?()[]{}|^$');

function range(set: Uint8Array, from: number, to: number): void {
  for (let c = from; c <= to; c++) set[c] = 1;
}

function perlClass(letter: string): Uint8Array | null {
  const set = new Uint8Array(128);
  switch (letter.toLowerCase()) {
    case 'd': range(set, 48, 57); break;
    case 'w': range(set, 48, 57); range(set, 65, 90); range(set, 97, 122); set[95] = 1; break;
    case 's': for (const c of [9, 10, 12, 13, 32]) set[c] = 1; break;
    default: return null;
  }
  if (letter !== letter.toLowerCase()) for (let c = 0; c < 128; c++) set[c] ^= 1;
  return set;
}

const CONTROL_ESCAPES: Record<string, number> = { t: 9, n: 10, r: 13, f: 12, v: 11 };

/** The character of a single-character escape (`\t`, `\.`…), or -1. */
function escapedChar(next: string): number {
  if (next in CONTROL_ESCAPES) return CONTROL_ESCAPES[next];
  return PUNCTUATION.includes(next) ? next.charCodeAt(0) : -1;
}

/** Parses the class starting after `[` at `i`; returns its set and the index after `]`, or null. */
function parseClass(p: string, i: number): { set: Uint8Array; next: number } | null {
  const set = new Uint8Array(128);
  let negated = false;
  if (p[i] === '^') {
    negated = true;
    i++;
  }
  if (p[i] === ']') return null; // `[]a]`: a literal `]` first; rare, left to re2js
  let first = true;
  for (;;) {
    if (i >= p.length) return null;
    const ch = p[i];
    if (ch === ']') break;
    if (ch === '[') return null; // POSIX classes `[[:alpha:]]` and friends
    let lo: number;
    if (ch === '\\') {
      const next = p[i + 1] ?? '';
      const perl = perlClass(next);
      if (perl) {
        for (let c = 0; c < 128; c++) set[c] |= perl[c];
        i += 2;
        first = false;
        continue;
      }
      lo = escapedChar(next);
      if (lo < 0) return null;
      i += 2;
    } else {
      lo = ch.charCodeAt(0);
      if (lo >= 128) return null;
      i++;
    }
    // A range `a-z`; a `-` first or last in the class is a literal.
    if (p[i] === '-' && p[i + 1] !== ']' && i + 1 < p.length) {
      let hi: number;
      const end = p[i + 1];
      if (end === '\\') {
        hi = escapedChar(p[i + 2] ?? '');
        if (hi < 0) return null;
        i += 3;
      } else {
        if (end === '[') return null;
        hi = end.charCodeAt(0);
        i += 2;
      }
      if (hi >= 128 || hi < lo) return null;
      range(set, lo, hi);
    } else {
      if (lo === 45 && !first && p[i] !== ']') return null; // a `-` in the middle: leave it to re2js
      set[lo] = 1;
    }
    first = false;
  }
  if (negated) for (let c = 0; c < 128; c++) set[c] ^= 1;
  return { set, next: i + 1 };
}

/** Reads a quantifier at `i`: [min, max (Infinity when open), next index], or null when none. */
function parseQuantifier(p: string, i: number): [number, number, number] | null | 'bad' {
  const ch = p[i];
  if (ch === '?') return [0, 1, i + 1];
  if (ch === '*') return [0, Infinity, i + 1];
  if (ch === '+') return [1, Infinity, i + 1];
  if (ch !== '{') return null;
  const m = /^\{(\d{1,4})(,(\d{0,4}))?\}/.exec(p.slice(i));
  if (!m) return 'bad'; // RE2 reads such a `{` as a literal: left to re2js
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
  if (max < min) return 'bad';
  return [min, max, i + m[0].length];
}

/**
 * Builds a matcher for `pattern` when it is inside the grammar of the module comment and expands
 * to at most {@link MAX_POSITIONS} positions; otherwise null (use re2js alone). The pattern must
 * already compile with re2js (compileTenantRegex checks that first).
 */
export function compileSimpleRegex(pattern: string): SimpleMatcher | null {
  let i = 0;
  let end = pattern.length;
  const anchoredStart = pattern[0] === '^';
  if (anchoredStart) i = 1;
  // A trailing `$` is the end anchor unless it is escaped (`\$`): count the backslashes before it.
  let anchoredEnd = false;
  if (end > i && pattern[end - 1] === '$') {
    let slashes = 0;
    for (let k = end - 2; k >= i && pattern[k] === '\\'; k--) slashes++;
    if (slashes % 2 === 0) {
      anchoredEnd = true;
      end--;
    }
  }
  const p = pattern.slice(0, end);
  const positions: Position[] = [];
  while (i < p.length) {
    const ch = p[i];
    let set: Uint8Array;
    if (ch === '.') {
      set = new Uint8Array(128).fill(1);
      set[10] = 0;
      i++;
    } else if (ch === '[') {
      const parsed = parseClass(p, i + 1);
      if (!parsed) return null;
      set = parsed.set;
      i = parsed.next;
    } else if (ch === '\\') {
      const next = p[i + 1] ?? '';
      const perl = perlClass(next);
      if (perl) set = perl;
      else {
        const c = escapedChar(next);
        if (c < 0) return null;
        set = new Uint8Array(128);
        set[c] = 1;
      }
      i += 2;
    } else {
      const c = ch.charCodeAt(0);
      if (c >= 128 || META.has(ch)) return null;
      set = new Uint8Array(128);
      set[c] = 1;
      i++;
    }
    const q = parseQuantifier(p, i);
    if (q === 'bad') return null;
    let min = 1;
    let max = 1;
    if (q) {
      [min, max, i] = q;
      // A second quantifier (lazy `*?`, or `a*{2}`) is left to re2js.
      if (i < p.length && '?*+{'.includes(p[i])) return null;
    }
    const copies = max === Infinity ? Math.max(min, 1) : max;
    if (positions.length + copies > MAX_POSITIONS) return null;
    for (let k = 0; k < copies; k++) {
      positions.push({ set, optional: k >= min, loop: max === Infinity && k === copies - 1 });
    }
  }
  return buildMatcher(positions, anchoredStart, anchoredEnd);
}

function buildMatcher(positions: Position[], anchoredStart: boolean, anchoredEnd: boolean): SimpleMatcher {
  const k = positions.length;
  const all = k === 0 ? 0 : (1 << k) - 1;
  const byChar = new Int32Array(128);
  let optional = 0;
  let loop = 0;
  positions.forEach((pos, j) => {
    for (let c = 0; c < 128; c++) if (pos.set[c]) byChar[c] |= 1 << j;
    if (pos.optional) optional |= 1 << j;
    if (pos.loop) loop |= 1 << j;
  });
  // The longest run of optional positions bounds how far one step's ε-closure reaches.
  let run = 0;
  let longest = 0;
  for (const pos of positions) {
    run = pos.optional ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const closure = (set: number): number => {
    let out = set & all;
    for (let r = 0; r < longest; r++) out |= ((out & optional) << 1) & all;
    return out;
  };
  const start = closure(1);
  let final = 0;
  for (let j = k - 1; j >= 0; j--) {
    final |= 1 << j;
    if (!positions[j].optional) break;
  }
  final &= all;
  const nullable = (optional & all) === all;

  return (text: string): boolean | undefined => {
    if (nullable && !anchoredEnd) return true; // the empty match at the start
    const n = text.length;
    let state = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128) return undefined;
      let next = closure(state << 1) | (state & loop);
      if (!anchoredStart || i === 0) next |= start;
      state = next & byChar[c];
      if (!anchoredEnd && (state & final) !== 0) return true;
      if (state === 0 && anchoredStart) return false;
    }
    if (!anchoredEnd) return false;
    return (state & final) !== 0 || (nullable && (!anchoredStart || n === 0));
  };
}
