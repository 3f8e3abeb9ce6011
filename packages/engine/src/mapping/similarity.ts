/**
 * Similarity of two headers as token lists (see ./header-tokens.ts), 0–1.
 *
 * - Tokens are compared softly: equal tokens score 1, tokens of the same meaning (`id`, `number`,
 *   `code`, `reference`; `street`, `address`; `rate`, `percent`; `cost`, `fee`, `charge`, `expense`;
 *   `shipment`, `shipping`; `reason`, `cause`; `school`, `institution`; the parties of a shipment;
 *   `previous`, `last`) 0.85, a token that is a prefix of the other (three
 *   letters or more: `cust`/`customer`) 0.8, the Dice coefficient of their character trigrams when it
 *   reaches 0.5 (typos: `adress`/`address`), a token that abbreviates the other by dropped letters
 *   ({@link abbreviates}: `nbr`/`number`, `hp`/`horsepower`) or dropped vowels ({@link devowels}:
 *   `cstmr`/`customer`, `nm`/`name`) 0.75, else 0.
 * - Token score = soft Dice over both lists, nudged up by a tenth of the gap to the overlap
 *   coefficient (a header whose every token appears in the other — `date` in `order date` — is a
 *   closer match than two headers sharing one token of several).
 * - Character score = trigram Dice of the joined tokens (catches `postcode` vs `post code`
 *   variations the tables miss), weighted 0.95 so an exact token match stays ahead.
 * The result is the larger of the two; identical token lists score 1.
 */

/**
 * Memo tables of the hot path: header and TDM words repeat across columns, files and requests,
 * so trigrams and token similarities are computed once per string (pair). Bounded: a table past
 * {@link MEMO_LIMIT} entries is emptied and refilled.
 */
const MEMO_LIMIT = 50_000;

/**
 * The character trigrams of `text` padded with one space on each side, as a sorted multiset of
 * numbers: a trigram of UTF-16 code units c0 c1 c2 is c0·2³² + c1·2¹⁶ + c2 (exact in a double), so
 * equal numbers are equal trigrams and two multisets meet in one merge, with no string built or
 * hashed per trigram. A text of n code units has n trigrams. Memoised.
 */
const trigramMemo = new Map<string, Float64Array>();
function trigramCodes(text: string): Float64Array {
  const known = trigramMemo.get(text);
  if (known) return known;
  if (trigramMemo.size >= MEMO_LIMIT) trigramMemo.clear();
  const padded = ` ${text} `;
  const codes = new Float64Array(text.length);
  for (let i = 0; i < codes.length; i++) codes[i] = padded.charCodeAt(i) * 4294967296 + padded.charCodeAt(i + 1) * 65536 + padded.charCodeAt(i + 2);
  codes.sort();
  trigramMemo.set(text, codes);
  return codes;
}

/** How many trigrams two sorted multisets share (each counted as often as the rarer side has it). */
function commonTrigrams(x: Float64Array, y: Float64Array): number {
  let common = 0;
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      common++;
      i++;
      j++;
    } else if (x[i] < y[j]) i++;
    else j++;
  }
  return common;
}

/** Dice coefficient of the character trigram multisets of `a` and `b` (0–1). */
export function trigramDice(a: string, b: string): number {
  if (a === b) return 1;
  if (a === '' || b === '') return 0;
  const x = trigramCodes(a);
  const y = trigramCodes(b);
  return (2 * commonTrigrams(x, y)) / (x.length + y.length);
}

/**
 * Words that name the same thing in column names (canonical tokens after the lexicon): an
 * identifier is written id, number, code or reference; a street is most of an address; a rate of a
 * tax is a percentage. Such tokens score {@link SAME_MEANING}.
 */
const GROUPS: string[][] = [
  ['id', 'number', 'code', 'reference'], ['street', 'address'], ['rate', 'percent'],
  // The parties of a shipment: who receives it, who sends it (`Recipient city`, *Delivery city*).
  ['recipient', 'delivery', 'destination', 'dropoff'], ['sender', 'origin', 'pickup'],
  // What came before (`Last School`, *Previous school*).
  ['previous', 'former', 'prior', 'last'],
  // What is charged for something (`Gastos de envío`: shipment fees, *Shipping cost*).
  ['cost', 'fee', 'charge', 'expense'], ['shipment', 'shipping'],
  // Why something happened (`Cause`, *Reason*); where a pupil learns (`Institución`, *School*).
  ['reason', 'cause'], ['school', 'institution'],
];
const SAME_MEANING = 0.85;
const GROUP_OF = new Map<string, number>();
GROUPS.forEach((group, i) => group.forEach((word) => GROUP_OF.set(word, i)));

/**
 * Token similarities, memoised per unordered pair of tokens ({@link computeTokenSimilarity} is
 * symmetric: every test in it is made both ways or is symmetric itself). Tokens are numbered once
 * ({@link tokenId}); `similarityRows[low]` maps the higher number of a pair to its similarity, so a
 * lookup hashes a small integer, not a string. When the numbering or the table outgrows its bound,
 * both are emptied and a new generation of numbers starts (token lists renumber their tokens then).
 */
let tokenNumbers = new Map<string, number>();
let similarityRows: Array<Map<number, number> | undefined> = [];
let similarityCount = 0;
let tokenGeneration = 0;
const SIMILARITY_LIMIT = 500_000;

function resetTokenTables(): void {
  tokenNumbers = new Map();
  similarityRows = [];
  similarityCount = 0;
  tokenGeneration++;
}

/** The number of `token` in the current generation. */
function tokenId(token: string): number {
  let id = tokenNumbers.get(token);
  if (id === undefined) {
    id = tokenNumbers.size;
    tokenNumbers.set(token, id);
    // One slot per number, so the rows stay a dense array.
    similarityRows.push(undefined);
  }
  return id;
}

/** Similarity of the tokens `a` (number `x`) and `b` (number `y`), memoised per unordered pair. */
function tokenSimilarity(a: string, x: number, b: string, y: number): number {
  if (x === y) return 1;
  const low = x < y ? x : y;
  const high = x < y ? y : x;
  let row = similarityRows[low];
  if (row === undefined) {
    row = new Map();
    similarityRows[low] = row;
  }
  const known = row.get(high);
  if (known !== undefined) return known;
  const similarity = computeTokenSimilarity(a, b);
  row.set(high, similarity);
  similarityCount++;
  return similarity;
}

function computeTokenSimilarity(a: string, b: string): number {
  const group = GROUP_OF.get(a);
  if (group !== undefined && GROUP_OF.get(b) === group) return SAME_MEANING;
  if (sameEvent(a, b)) return SAME_MEANING;
  if (truncates(a, b) || truncates(b, a)) return 0.8;
  const dice = trigramDice(a, b);
  if (dice >= 0.5) return dice < COGNATE && cognates(a, b) ? COGNATE : dice;
  if (abbreviates(a, b) || abbreviates(b, a) || contracts(a, b) || contracts(b, a)) return 0.75;
  if (cognates(a, b)) return COGNATE;
  return 0;
}

/** Irregular English participles and their verb (`paid`, pay). */
const IRREGULAR_PARTICIPLES: ReadonlyMap<string, string> = new Map([['paid', 'pay'], ['sold', 'sell'], ['sent', 'send'], ['bought', 'buy'], ['built', 'build'], ['spent', 'spend'], ['held', 'hold'], ['given', 'give'], ['taken', 'take'], ['written', 'write']]);

/** Nouns of an event in `-ment` (most `-ment` words are no event of a verb: *department*, *apartment*). */
const MENT_EVENTS: ReadonlySet<string> = new Set(['payment', 'shipment', 'settlement', 'enrolment', 'enrollment', 'placement', 'assignment', 'adjustment', 'fulfilment', 'fulfillment', 'treatment', 'appointment', 'replacement', 'reimbursement', 'disbursement', 'commitment', 'investment', 'recruitment', 'retirement', 'engagement', 'employment', 'establishment', 'measurement', 'statement']);

/** The stems a word may have once a suffix of an event is taken off (a doubled last consonant made one, a final `e` or `er` dropped). */
function eventStems(word: string): Set<string> {
  const out = new Set<string>();
  const add = (base: string, whole = false) => {
    if (base.length < 3) return;
    out.add(base);
    if (/([bdgklmnprt])\1$/u.test(base)) out.add(base.slice(0, -1));
    if (base.endsWith('e')) out.add(base.slice(0, -1));
    // `registered` → register → registr (as `registration`); a whole word in -er is a person or a
    // thing (`approver`, `order`), kept as it is.
    if (!whole && base.endsWith('er') && base.length >= 5) out.add(base.slice(0, -2));
  };
  add(word, true);
  for (const suffix of ['ed', 'ing', 'ation', 'ition', 'ion', 'al', 'ure', 'y', 'ment']) {
    if (!word.endsWith(suffix) || (suffix === 'ment' && !MENT_EVENTS.has(word))) continue;
    add(word.slice(0, -suffix.length));
  }
  return out;
}

/**
 * Whether two English words name one event: a participle and the event's noun of one verb
 * (`paid`, `payment`; `shipped`, `shipment`; `cancelled`, `cancellation`; `registered`,
 * `registration`; `booked`, `booking`; `ordered`, `order`), so a time-stamp's name (`paid_at`)
 * meets the event's noun (*Payment date*). One of them must be a participle (`-ed`, or irregular:
 * `paid`, `sold`, `sent`), and a stem of four letters or more (`pay`: three) must be common to both.
 */
export function sameEvent(a: string, b: string): boolean {
  const participle = (w: string) => IRREGULAR_PARTICIPLES.has(w) || (w.endsWith('ed') && w.length >= 5);
  if (a === b || (!participle(a) && !participle(b))) return false;
  const stems = (w: string) => {
    const irregular = IRREGULAR_PARTICIPLES.get(w);
    return irregular ? new Set([irregular]) : eventStems(w);
  };
  const left = stems(a);
  for (const stem of stems(b)) if (left.has(stem) && (stem.length >= 4 || stem === 'pay')) return true;
  return false;
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
  const letters = spelled(word);
  return letters[0] + letters.slice(1).replace(/[aeiou]/gu, '');
}

/** A word's letters as the seven languages spell one stem: `ph` as `f`, `k` and `q` as `c`, `z` as `t`, `j` and `y` as `i`, doubled letters once. */
function spelled(word: string): string {
  return word.replace(/ph/gu, 'f').replace(/[kq]/gu, 'c').replace(/z/gu, 't').replace(/[jy]/gu, 'i').replace(/(.)\1+/gu, '$1');
}

/**
 * Whether two words of six letters or more are the same word in two languages (`Projekt`,
 * `progetto`, `project`; `popolazione`, `population`): their {@link skeleton}s start alike and are equal (four letters),
 * or differ by one letter at most (five or more).
 */
export function cognates(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || a[0] !== b[0] || !/^[a-z]+$/u.test(a) || !/^[a-z]+$/u.test(b)) return false;
  if (a.length >= 6 && b.length >= 6) {
    const x = skeleton(a);
    const y = skeleton(b);
    // Four consonants must agree; five or more may differ by one (`prioritat`, `priority`).
    if (x.length >= 4 && y.length >= 4 && x[1] === y[1] && Math.abs(x.length - y.length) <= 1
      && (x === y || (x.length >= 5 && y.length >= 5 && editDistanceAtMostOne(x, y)))) return true;
  }
  return sameSuffixedStem(a, b);
}

/**
 * Endings the seven languages give one Latin suffix, by class: `-dade`, `-dad`, `-tà`, `-té`,
 * `-tät`, `-teit`, `-ty` (prioridade, priorità, priorité, Priorität, prioriteit, priority); past
 * participles and the adjectives made of them (`-ado`, `-ato`, `-é`, `-ée`, `-ed`, `-ate`, `-iert`,
 * `-eerd`: asignado, assigned; privée, private); `-mento`, `-miento`, `-ment`; `-ável`, `-able`,
 * `-abile`, `-abel`; `-ico`, `-ique`, `-isch`, `-ic`. Accents are folded before (`-tà` is `ta`).
 */
const SUFFIX_CLASSES: ReadonlyArray<readonly [cls: string, endings: readonly string[]]> = [
  ['ty', ['dade', 'dad', 'ta', 'te', 'tat', 'teit', 'ty']],
  ['ed', ['ado', 'ada', 'ato', 'ata', 'ido', 'ida', 'ito', 'ita', 'ee', 'e', 'ed', 'ate', 'iert', 'eerd']],
  ['ment', ['mento', 'miento', 'ment']],
  ['able', ['avel', 'able', 'abile', 'abel']],
  ['ic', ['ico', 'ica', 'ique', 'isch', 'ic']],
];

/** The (class, stem) pairs a word may be read as: each ending of {@link SUFFIX_CLASSES} it has, a stem of three letters or more before it. */
function suffixedStems(word: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [cls, endings] of SUFFIX_CLASSES) {
    for (const ending of endings) {
      if (word.length - ending.length >= 3 && word.endsWith(ending)) out.push([cls, word.slice(0, word.length - ending.length)]);
    }
  }
  return out;
}

/**
 * Whether two words are one stem with one Latin suffix as two languages spell it
 * ({@link SUFFIX_CLASSES}): `prioridade` and `priority`, `privée` and `private`, `asignado` and
 * `assigned`. The stems, spelled as {@link skeleton} spells letters (vowels kept), must be equal
 * and four letters or more (`estado` is no `estate`).
 */
function sameSuffixedStem(a: string, b: string): boolean {
  const left = suffixedStems(a);
  if (left.length === 0) return false;
  const right = suffixedStems(b);
  for (const [cls, stem] of left) {
    const x = spelled(stem);
    if (x.length < 4) continue;
    for (const [otherCls, other] of right) if (otherCls === cls && spelled(other) === x) return true;
  }
  return false;
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

/** Symbols of units, which name a unit wherever they stand (`ml` is no `mail`, `mm` no `mime`); `nm` is left out: in a column name it is the name far more often than nanometres. */
const UNIT_SYMBOLS: ReadonlySet<string> = new Set(['ml', 'cl', 'dl', 'mm', 'cm', 'dm', 'km', 'mg', 'kg', 'lb', 'oz', 'ft', 'yd', 'mi', 'hz', 'kw', 'kb', 'mb', 'gb', 'tb', 'pc', 'pt', 'qt', 'ms', 'mn', 'hp', 'ct']);

/** Two-letter words that are words, not abbreviations (`to` in `end_to_end_id` is no `transaction`). */
const SHORT_WORDS: ReadonlySet<string> = new Set(['to', 'of', 'in', 'on', 'at', 'by', 'or', 'as', 'is', 'it', 'an', 'if', 'up', 'be', 'do', 'so', 'we', 'me', 'my', 'zu', 'im', 'am', 'um', 'en', 'et', 'ou', 'un', 'se', 'te', 'om', 'em']);

/**
 * Whether `short` is `long` written with dropped letters, as abbreviations are made: the same
 * first letter, the rest in order (`nbr` number, `qty` quantity, `wgt` weight, `hp` horsepower,
 * `kn` knots), at most one vowel after the first letter, at most half the length of `long` — or
 * longer, when it is `long` with its vowels dropped ({@link devowels}: `cstmr` customer, `pstl`
 * postal, `crncy` currency) — and letters only. Its second letter is no vowel (a form keeping
 * the first syllable is a prefix, or nothing: `po`, `cor`). Two-letter forms must not be a word of
 * their own (`to`, `of`, `en`: {@link SHORT_WORDS}) and need a long word of five letters or more —
 * or of four whose consonants they are exactly (`nm` name, `cd` code), no unit's symbol.
 */
export function abbreviates(short: string, long: string): boolean {
  if (short.length < 2 || short[0] !== long[0]) return false;
  if (short.length * 2 > long.length) return devowels(short, long);
  // A second letter that is a vowel keeps the word's first syllable, which begins too many words:
  // such a form is a prefix (./similarity.ts `truncates`: `cat`, `loc`) or no abbreviation at all
  // (`po` is a purchase order, not `product`; Portuguese `cor` is no `country`).
  if (/[aeiou]/u.test(short[1]) || (short.length === 2 && SHORT_WORDS.has(short))) return false;
  // Two letters of a four-letter word: its consonants exactly, as database columns write them (`nm` name, `cd` code, `dt` date).
  if (short.length === 2 && long.length < 5) return long.length === 4 && !UNIT_SYMBOLS.has(short) && consonantsOf(short, long, 2) && short.length === skeletonOf(long).length;
  if (!/^\p{L}+$/u.test(short) || !/^\p{L}+$/u.test(long)) return false;
  let vowels = 0;
  for (let i = 1; i < short.length; i++) if (VOWELS.test(short[i])) vowels++;
  return vowels <= 1 && inOrder(short, long);
}

/** Whether the letters of `short` after its first stand in `long` after its first, in order (not necessarily together). */
function inOrder(short: string, long: string): boolean {
  let j = 1;
  for (let i = 1; i < short.length; i++) {
    while (j < long.length && long[j] !== short[i]) j++;
    if (j >= long.length) return false;
    j++;
  }
  return true;
}

/** `a`, `e`, `i`, `o`, `u`: the letters an abbreviation by dropped vowels leaves out (`y` stays: `crncy`, `qnty`). */
const DROPPED_VOWELS = /[aeiou]/gu;

/**
 * Whether `short` (three letters or more, shorter than `long`) is `long` with its vowels dropped,
 * as column names are shortened (`cstmr` customer, `pstl` postal, `prdct` product, `unt` unit,
 * `crncy` currency): no vowel after its first letter, and its letters, doubled ones written once,
 * are `long`'s first letter and consonants in order, leaving out at most one of them (`qnty`
 * quantity, `cty` city — not `cty` country, which leaves out two).
 */
export function devowels(short: string, long: string): boolean {
  // A plural's `s` after the consonants of a word the tokens hold in the singular: `nts` notes, `hrs` hours.
  if (short.length >= 3 && short.endsWith('s') && !long.endsWith('s') && consonantsOf(short.slice(0, -1), long, 2)) return true;
  return consonantsOf(short, long, 3);
}

/** `text` with each run of one letter written once (`currency` → `curency`). */
function once(text: string): string {
  return text.replace(/(\p{L})\1+/gu, '$1');
}

/** A word's first letter and its consonants, each run written once (`currency` → `crncy`, `quantity` → `qnty`). */
function skeletonOf(word: string): string {
  return once(word[0] + word.slice(1).replace(DROPPED_VOWELS, ''));
}

/** {@link devowels} for an abbreviation of at least `min` letters. */
function consonantsOf(short: string, long: string, min: number): boolean {
  if (short.length < min || short.length >= long.length || short[0] !== long[0]) return false;
  const abbreviation = once(short);
  if (/[aeiou]/u.test(abbreviation.slice(1))) return false;
  const skeleton = skeletonOf(long);
  return abbreviation.length >= skeleton.length - 1 && inOrder(abbreviation, skeleton);
}

/**
 * A token list prepared for {@link listSimilarity}, with what {@link nameSimilarity} needs of it
 * computed once (the matcher meets the same lists in every pair): its tokens joined, the joined
 * text's trigrams, and its tokens' numbers. Lists of the same tokens share one (and so one memo of
 * their pairs), whichever array holds them. A caller comparing the same lists many times prepares
 * each once ({@link tokenList}) instead of having it looked up per pair; treat it as read-only.
 */
export interface TokenList {
  tokens: readonly string[];
  joined: string;
  grams: Float64Array;
  /** Token numbers of {@link TokenList.generation}; renumbered when the token tables were emptied. */
  ids: Int32Array;
  generation: number;
  /** Name similarities with other lists (this list first), bounded like the other tables. */
  pairs: Map<TokenList, number>;
}

const profileByArray = new WeakMap<readonly string[], TokenList>();
const profileByContent = new Map<string, TokenList>();

function profileOf(tokens: readonly string[]): TokenList {
  const known = profileByArray.get(tokens);
  if (known) return known;
  const key = tokens.join('\u0000');
  let profile = profileByContent.get(key);
  if (!profile) {
    if (profileByContent.size >= MEMO_LIMIT) profileByContent.clear();
    const joined = tokens.join('');
    profile = { tokens, joined, grams: trigramCodes(joined), ids: new Int32Array(tokens.length), generation: -1, pairs: new Map() };
    profileByContent.set(key, profile);
  }
  profileByArray.set(tokens, profile);
  return profile;
}

/** The profile's token numbers in the current generation. */
function idsOf(profile: TokenList): Int32Array {
  if (profile.generation !== tokenGeneration) {
    for (let i = 0; i < profile.tokens.length; i++) profile.ids[i] = tokenId(profile.tokens[i]);
    profile.generation = tokenGeneration;
  }
  return profile.ids;
}

/** Column maxima of {@link computeNameSimilarity}'s token table, reused between calls. */
let columnBest = new Float64Array(16);

/** `tokens` prepared for {@link listSimilarity} (the same object for lists of the same tokens). */
export function tokenList(tokens: readonly string[]): TokenList {
  return profileOf(tokens);
}

/** {@link nameSimilarity} of two prepared lists. */
export function listSimilarity(x: TokenList, y: TokenList): number {
  if (x.tokens.length === 0 || y.tokens.length === 0) return 0;
  const seen = x.pairs.get(y);
  if (seen !== undefined) return seen;
  const similarity = computeNameSimilarity(x, y);
  if (x.pairs.size >= 4096) x.pairs.clear();
  x.pairs.set(y, similarity);
  return similarity;
}

/** Similarity of two token lists, 0–1 (see the module comment); memoised per pair of lists (by their tokens). */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return listSimilarity(profileOf(a), profileOf(b));
}

/**
 * The module comment's score. Each token pair is looked up once: its similarity counts for the
 * best match of the row's token of `a` (sum `ab`) and of the column's token of `b` (sum `ba`), as
 * the similarity is symmetric. The character score is computed only when it could exceed the token
 * score: the trigram Dice is at most 2·min(m, n)/(m + n) for texts of m and n trigrams.
 */
function computeNameSimilarity(x: TokenList, y: TokenList): number {
  if (x.joined === y.joined) return 1;
  const a = x.tokens;
  const b = y.tokens;
  if (tokenNumbers.size + a.length + b.length > MEMO_LIMIT || similarityCount + a.length * b.length > SIMILARITY_LIMIT) resetTokenTables();
  const xs = idsOf(x);
  const ys = idsOf(y);
  if (columnBest.length < b.length) columnBest = new Float64Array(b.length * 2);
  columnBest.fill(0, 0, b.length);
  let ab = 0;
  for (let i = 0; i < a.length; i++) {
    let best = 0;
    for (let j = 0; j < b.length; j++) {
      const similarity = tokenSimilarity(a[i], xs[i], b[j], ys[j]);
      best = Math.max(best, similarity);
      columnBest[j] = Math.max(columnBest[j], similarity);
    }
    ab += best;
  }
  let ba = 0;
  for (let j = 0; j < b.length; j++) ba += columnBest[j];
  const dice = (ab + ba) / (a.length + b.length);
  const overlap = a.length <= b.length ? ab / a.length : ba / b.length;
  const tokenScore = dice + 0.1 * Math.max(0, overlap - dice);
  const m = x.grams.length;
  const n = y.grams.length;
  if (m === 0 || n === 0 || 0.95 * ((2 * Math.min(m, n)) / (m + n)) <= tokenScore) return Math.min(1, tokenScore);
  const charScore = 0.95 * ((2 * commonTrigrams(x.grams, y.grams)) / (m + n));
  return Math.min(1, Math.max(tokenScore, charScore));
}
