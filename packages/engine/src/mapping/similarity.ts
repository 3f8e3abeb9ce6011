/**
 * Similarity of two headers as token lists (see ./header-tokens.ts), 0–1.
 *
 * - Tokens are compared softly: equal tokens score 1, tokens of the same meaning (`id`, `number`,
 *   `code`, `reference`; `street`, `address`; `rate`, `percent`) 0.85, a token that is a prefix of the other (three
 *   letters or more: `cust`/`customer`) 0.8, the Dice coefficient of their character trigrams when it
 *   reaches 0.5 (typos: `adress`/`address`), a token that abbreviates the other by dropped letters
 *   ({@link abbreviates}: `nbr`/`number`, `hp`/`horsepower`) 0.75, else 0.
 * - Token score = soft Dice over both lists, nudged up by a tenth of the gap to the overlap
 *   coefficient (a header whose every token appears in the other — `date` in `order date` — is a
 *   closer match than two headers sharing one token of several).
 * - Character score = trigram Dice of the joined tokens (catches `postcode` vs `post code`
 *   variations the tables miss), weighted 0.95 so an exact token match stays ahead.
 * The result is the larger of the two; identical token lists score 1.
 */

/**
 * Memo tables of the hot path: header and TDM words repeat across columns, files and requests,
 * so trigram multisets and token similarities are computed once per string (pair). Bounded: a
 * table past {@link MEMO_LIMIT} entries is emptied and refilled.
 */
const MEMO_LIMIT = 50_000;
const trigramMemo = new Map<string, Map<string, number>>();
const tokenMemo = new Map<string, Map<string, number>>();

/** Character trigrams of `text` padded with one space on each side (memoised). */
function trigrams(text: string): Map<string, number> {
  const known = trigramMemo.get(text);
  if (known) return known;
  if (trigramMemo.size >= MEMO_LIMIT) trigramMemo.clear();
  const grams = countTrigrams(text);
  trigramMemo.set(text, grams);
  return grams;
}

function countTrigrams(text: string): Map<string, number> {
  const padded = ` ${text} `;
  const grams = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const gram = padded.slice(i, i + 3);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient of the character trigram multisets of `a` and `b` (0–1). */
export function trigramDice(a: string, b: string): number {
  if (a === b) return 1;
  if (a === '' || b === '') return 0;
  const ga = trigrams(a);
  const gb = trigrams(b);
  let common = 0;
  let total = 0;
  for (const [gram, count] of ga) {
    total += count;
    const other = gb.get(gram);
    if (other) common += Math.min(count, other);
  }
  for (const count of gb.values()) total += count;
  return (2 * common) / total;
}

/**
 * Words that name the same thing in column names (canonical tokens after the lexicon): an
 * identifier is written id, number, code or reference; a street is most of an address; a rate of a
 * tax is a percentage. Such tokens score {@link SAME_MEANING}.
 */
const GROUPS: string[][] = [['id', 'number', 'code', 'reference'], ['street', 'address'], ['rate', 'percent']];
const SAME_MEANING = 0.85;
const GROUP_OF = new Map<string, number>();
GROUPS.forEach((group, i) => group.forEach((word) => GROUP_OF.set(word, i)));

function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  // Nested tables: no key string is built per pair.
  let inner = tokenMemo.get(a);
  if (inner === undefined) {
    if (tokenMemo.size >= MEMO_LIMIT) tokenMemo.clear();
    inner = new Map();
    tokenMemo.set(a, inner);
  }
  const known = inner.get(b);
  if (known !== undefined) return known;
  if (inner.size >= 4096) inner.clear();
  const similarity = computeTokenSimilarity(a, b);
  inner.set(b, similarity);
  return similarity;
}

function computeTokenSimilarity(a: string, b: string): number {
  const group = GROUP_OF.get(a);
  if (group !== undefined && GROUP_OF.get(b) === group) return SAME_MEANING;
  if (truncates(a, b) || truncates(b, a)) return 0.8;
  const dice = trigramDice(a, b);
  if (dice >= 0.5) return dice < COGNATE && cognates(a, b) ? COGNATE : dice;
  if (abbreviates(a, b) || abbreviates(b, a) || contracts(a, b) || contracts(b, a)) return 0.75;
  if (cognates(a, b)) return COGNATE;
  return 0;
}

/**
 * Whether `short` is `long` contracted, as exports shorten words in their middle (`counterpty`
 * counterparty, `bkng` booking): four letters or more and more than half of `long`, the same first
 * and last letter, the rest in order, with letters left out in one place (two when the short form
 * kept no vowel after its first letter).
 */
export function contracts(short: string, long: string): boolean {
  if (short.length < 4 || short.length >= long.length || short.length * 1.8 < long.length) return false;
  if (short[0] !== long[0] || short[short.length - 1] !== long[long.length - 1] || !/^\p{L}+$/u.test(short) || !/^\p{L}+$/u.test(long)) return false;
  let gaps = 0;
  let j = 1;
  for (let i = 1; i < short.length; i++) {
    let skipped = false;
    while (j < long.length && long[j] !== short[i]) {
      j++;
      skipped = true;
    }
    if (j >= long.length) return false;
    if (skipped) gaps++;
    j++;
  }
  if (j < long.length) gaps++;
  // Letters left out in two places only when the short form kept no vowel (`bkng`): `country` is no `counterparty`.
  return gaps <= 1 || (gaps === 2 && !VOWELS.test(short.slice(1)));
}

/** Similarity of two words {@link cognates} judges the same word of two languages. */
const COGNATE = 0.7;

/**
 * The consonants of a word as the seven languages spell the same Latin or Greek stem differently:
 * `k`, `q` as `c`; `ph` as `f`; `z` as `t` (nazione, nation); `j`, `y` as vowels; doubled letters
 * once; then the vowels after the first letter dropped (`projekt`, `proyecto`, `project` → `prct`).
 */
function skeleton(word: string): string {
  const spelled = word.replace(/ph/gu, 'f').replace(/[kq]/gu, 'c').replace(/z/gu, 't').replace(/[jy]/gu, 'i').replace(/(.)\1+/gu, '$1');
  return spelled[0] + spelled.slice(1).replace(/[aeiou]/gu, '');
}

/**
 * Whether two words of six letters or more are the same word in two languages (`Projekt`,
 * `progetto`, `project`; `popolazione`, `population`): their {@link skeleton}s start alike and are equal (four letters),
 * or differ by one letter at most (five or more).
 */
export function cognates(a: string, b: string): boolean {
  if (a.length < 6 || b.length < 6 || a[0] !== b[0] || !/^[a-z]+$/u.test(a) || !/^[a-z]+$/u.test(b)) return false;
  const x = skeleton(a);
  const y = skeleton(b);
  if (x.length < 4 || y.length < 4 || x[1] !== y[1] || Math.abs(x.length - y.length) > 1) return false;
  // Four consonants must agree; five or more may differ by one (`prioritat`, `priority`).
  return x === y || (x.length >= 5 && y.length >= 5 && editDistanceAtMostOne(x, y));
}

function editDistanceAtMostOne(x: string, y: string): boolean {
  if (x === y) return true;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (x.length === y.length) return x.slice(i + 1) === y.slice(i + 1);
  return x.length > y.length ? x.slice(i + 1) === y.slice(i) : x.slice(i) === y.slice(i + 1);
}

/**
 * Whether `short` is `long` cut short, as abbreviations (`cust`, `qté`) and inflections
 * (`product`/`products`) are: a prefix of three letters or more, and either short itself (five
 * letters at most) or leaving at most three letters. A word followed by another word
 * (`account` in `accountbalance`) is a compound's first part, not an abbreviation of it.
 */
function truncates(short: string, long: string): boolean {
  return short.length >= 3 && long.startsWith(short) && (short.length <= 5 || long.length - short.length <= 3);
}

const VOWELS = /[aeiouy]/u;

/**
 * Whether `short` is `long` written with dropped letters, as abbreviations are made: the same
 * first letter, the rest in order (`nbr` number, `qty` quantity, `wgt` weight, `hp` horsepower,
 * `kn` knots), at most one vowel after the first letter, at most half the length of `long`, and
 * letters only. Two-letter forms need a long word of five letters or more.
 */
export function abbreviates(short: string, long: string): boolean {
  if (short.length < 2 || short.length * 2 > long.length || short[0] !== long[0]) return false;
  if (short.length === 2 && long.length < 5) return false;
  if (!/^\p{L}+$/u.test(short) || !/^\p{L}+$/u.test(long)) return false;
  let vowels = 0;
  for (let i = 1; i < short.length; i++) if (VOWELS.test(short[i])) vowels++;
  if (vowels > 1) return false;
  let j = 1;
  for (let i = 1; i < short.length; i++) {
    while (j < long.length && long[j] !== short[i]) j++;
    if (j >= long.length) return false;
    j++;
  }
  return true;
}

/** Sum over `from` of each token's best similarity to a token of `to`. */
function bestMatches(from: string[], to: string[]): number {
  let sum = 0;
  for (const a of from) {
    let best = 0;
    for (const b of to) best = Math.max(best, tokenSimilarity(a, b));
    sum += best;
  }
  return sum;
}

/**
 * Name similarities memoised by the token arrays themselves: the matcher's token lists are memoised
 * arrays (./header-tokens.ts, ./lexicon.ts), so a pair seen before costs two map lookups and a new
 * pair builds no key string. Each inner table is bounded like the others.
 */
const pairMemo = new WeakMap<readonly string[], Map<readonly string[], number>>();

/** Similarity of two token lists, 0–1 (see the module comment); memoised per pair. */
export function nameSimilarity(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let inner = pairMemo.get(a);
  if (inner === undefined) {
    inner = new Map();
    pairMemo.set(a, inner);
  }
  const seen = inner.get(b);
  if (seen !== undefined) return seen;
  const similarity = computeNameSimilarity(a, b);
  if (inner.size >= 4096) inner.clear();
  inner.set(b, similarity);
  return similarity;
}

function computeNameSimilarity(a: string[], b: string[]): number {
  const joinedA = a.join('');
  const joinedB = b.join('');
  if (joinedA === joinedB) return 1;
  const ab = bestMatches(a, b);
  const ba = bestMatches(b, a);
  const dice = (ab + ba) / (a.length + b.length);
  const overlap = a.length <= b.length ? ab / a.length : ba / b.length;
  const tokenScore = dice + 0.1 * Math.max(0, overlap - dice);
  const charScore = 0.95 * trigramDice(joinedA, joinedB);
  return Math.min(1, Math.max(tokenScore, charScore));
}
