/**
 * Header normalisation for matching: `"E-Mail Address"`, `"emailAddress"` and `"EMAIL_ADDRESS"`
 * all become the tokens `["email"]`.
 *
 * Steps: Unicode NFKD without combining marks (`Straße` → `strasse`, `Zoë` → `zoe`); camelCase and
 * letter/digit boundaries split (`firstName2` → `first name 2`); every run of characters that are
 * not letters or digits is a separator (`_`, `-`, `.`, `/`, spaces, brackets); lower case; common
 * abbreviations and a few German and compound header words expanded to canonical tokens (`qty` →
 * `quantity`, `dob` → `date birth`, `Vorname` → `first name`); filler words (`of`, `the`, `in`)
 * dropped when other words remain; multi-word phrases folded (`e mail address` → `email`, `phone number` → `phone`).
 */

/** Single-token expansions (after lower-casing): abbreviations, compounds, German header words. */
const WORDS: Record<string, string> = {
  qty: 'quantity', qnty: 'quantity', quant: 'quantity', menge: 'quantity', anzahl: 'quantity',
  amt: 'amount', betrag: 'amount',
  no: 'number', nr: 'number', num: 'number', nbr: 'number', nummer: 'number',
  addr: 'address', adr: 'address', adresse: 'address', anschrift: 'address',
  tel: 'phone', telephone: 'phone', telefon: 'phone', ph: 'phone', phonenumber: 'phone', telefonnummer: 'phone',
  mail: 'email', emailaddress: 'email', mailaddress: 'email', emailadresse: 'email',
  fname: 'first name', firstname: 'first name', givenname: 'first name', forename: 'first name', vorname: 'first name',
  lname: 'last name', lastname: 'last name', surname: 'last name', familyname: 'last name', nachname: 'last name', familienname: 'last name',
  fullname: 'full name', username: 'user name',
  dob: 'date birth', birthdate: 'date birth', birthday: 'date birth', geburtsdatum: 'date birth', geburtstag: 'date birth',
  zip: 'postal code', zipcode: 'postal code', postcode: 'postal code', postalcode: 'postal code', plz: 'postal code', postleitzahl: 'postal code',
  desc: 'description', descr: 'description', beschreibung: 'description',
  cust: 'customer', kunde: 'customer', acct: 'account', konto: 'account', dept: 'department', abteilung: 'department',
  org: 'organization', organisation: 'organization', firma: 'company', unternehmen: 'company',
  ctry: 'country', cntry: 'country', land: 'country',
  cur: 'currency', curr: 'currency', ccy: 'currency', waehrung: 'currency', wahrung: 'currency',
  pct: 'percent', perc: 'percent', percentage: 'percent', prozent: 'percent',
  dt: 'date', datum: 'date', ts: 'timestamp', zeit: 'time', uhrzeit: 'time',
  ref: 'reference', inv: 'invoice', rechnung: 'invoice', prod: 'product', produkt: 'product', artikel: 'product',
  cat: 'category', kategorie: 'category', preis: 'price', str: 'street', strasse: 'street',
  ort: 'city', stadt: 'city', town: 'city', bemerkung: 'note', notes: 'note', kommentar: 'comment', comments: 'comment',
  qtys: 'quantity', ids: 'id', identifier: 'id', url: 'url', website: 'url', homepage: 'url', webseite: 'url',
  wt: 'weight', wgt: 'weight', sku: 'sku', ean: 'gtin', upc: 'gtin', isbn: 'gtin',
};

/** Phrases (joined tokens) folded to one canonical phrase. Checked after word expansion. */
const PHRASES: Array<[string[], string[]]> = [
  [['e', 'mail', 'address'], ['email']],
  [['e', 'mail'], ['email']],
  [['email', 'address'], ['email']],
  [['phone', 'number'], ['phone']],
  [['mobile', 'number'], ['mobile', 'phone']],
  [['cell', 'phone'], ['mobile', 'phone']],
  [['zip', 'code'], ['postal', 'code']],
  [['post', 'code'], ['postal', 'code']],
  [['web', 'site'], ['url']],
  [['given', 'name'], ['first', 'name']],
  [['family', 'name'], ['last', 'name']],
  [['birth', 'date'], ['date', 'birth']],
  [['country', 'code'], ['country']],
  [['currency', 'code'], ['currency']],
  // "E-Mail" splits to e + mail, and mail alone already became email.
  [['e', 'email'], ['email']],
];


/** Articles, prepositions and conjunctions of the lexicon's languages (docs/mapping.md). */
const FILLER = new Set([
  'of', 'the', 'a', 'an', 'in', 'and', 'per', // English
  'der', 'die', 'das', 'des', 'dem', 'den', 'von', 'vom', 'und', 'pro', // German
  'de', 'du', 'la', 'le', 'les', 'l', 'd', 'et', 'au', 'aux', 'par', 'pour', // French
  'del', 'el', 'los', 'las', 'y', 'por', 'para', // Spanish
  'di', 'della', 'dello', 'dei', 'degli', 'delle', 'il', 'lo', // Italian
  'van', 'het', 'een', 'aan', 'op', // Dutch
  'do', 'dos', 'da', // Portuguese
]);

/** The words of {@link FILLER} that begin a genitive after its head (`of`, `des`, `van`, `de`, `di`, `do`). */
const GENITIVE_WORDS: ReadonlySet<string> = new Set(['of', 'des', 'der', 'van', 'von', 'de', 'du', 'del', 'della', 'di', 'da', 'do', 'dos', 'das']);

/**
 * Whether a header, as written, has a genitive (`Country of birth`, `Land der Adresse`, `País de la
 * dirección`): a word of {@link GENITIVE_WORDS} between spaces or underscores. Its head is then the
 * word before it, in any of the seven languages.
 */
export function namesGenitive(text: string): boolean {
  return text.toLowerCase().split(/[\s_]+/u).some((word) => GENITIVE_WORDS.has(word));
}

/** English verbs and the particles that make one word with them (`check in`, `pick up`, `drop off`). */
const PHRASAL_VERBS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['check', new Set(['in', 'out'])], ['pick', new Set(['up'])], ['drop', new Set(['off'])], ['log', new Set(['in', 'out'])],
  ['sign', new Set(['in', 'up', 'out'])], ['opt', new Set(['in', 'out'])], ['set', new Set(['up'])], ['follow', new Set(['up'])],
  ['roll', new Set(['out'])], ['take', new Set(['off'])], ['hand', new Set(['over'])], ['print', new Set(['out'])],
]);

const tokenMemo = new Map<string, string[]>();

/** Lower-case ASCII-folded tokens of a header or TDM name (see the module comment); memoised, so treat the array as read-only. */
export function headerTokens(text: string): string[] {
  const known = tokenMemo.get(text);
  if (known) return known;
  if (tokenMemo.size >= 20_000) tokenMemo.clear();
  const tokens = computeTokens(text);
  tokenMemo.set(text, tokens);
  return tokens;
}

function computeTokens(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    // camelCase and acronym boundaries: "firstName" → "first Name", "HTTPServer" → "HTTP Server".
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, (_m, a, b, c, d) => (a ? `${a} ${b}` : `${c} ${d}`))
    .toLowerCase();
  const raw = folded.split(/[^\p{L}\p{N}]+/u).filter((t) => t !== '');
  if (raw.length === 1 && raw[0] === '#') return ['number'];
  const parts: string[] = [];
  for (const token of raw) {
    const expansion = Object.hasOwn(WORDS, token) ? WORDS[token] : token;
    parts.push(...expansion.split(' '));
  }
  // An English verb and its particle written apart are one word (`Check In`, `Pick-up`, `opt in`:
  // checkin, pickup, optin), before `in` goes as a filler: check-in and check-out are two things.
  for (let i = 0; i + 1 < parts.length; i++) {
    if (PHRASAL_VERBS.get(parts[i])?.has(parts[i + 1])) parts.splice(i, 2, parts[i] + parts[i + 1]);
  }
  // Filler words go only when other words remain: a header "The" or "of" is itself, not nothing.
  const meaningful = parts.filter((p) => !FILLER.has(p));
  let tokens = meaningful.length > 0 ? meaningful : parts;
  if (/#/.test(text) && !tokens.includes('number')) tokens.push('number');
  if (/%/.test(text) && !tokens.includes('percent')) tokens.push('percent');
  for (const [phrase, replacement] of PHRASES) tokens = replacePhrase(tokens, phrase, replacement);
  // `created_at`, `booked_on`, `Paid at`: a time-stamp's name, as data models write it — the event
  // (a past participle, or a word such as `due`) and `date`, so `Booking date` and `booked_on`
  // share their date. `Add-on` is no time-stamp.
  const last = tokens[tokens.length - 1];
  if (tokens.length >= 2 && (last === 'at' || last === 'on') && isEvent(tokens[tokens.length - 2])) tokens = [...tokens.slice(0, -1), 'date'];
  return tokens;
}

/** Irregular past participles and the other words a time-stamp's name is made of (`paid_at`, `due_on`). */
const EVENT_WORDS: ReadonlySet<string> = new Set(['paid', 'sent', 'due', 'born', 'made', 'held', 'sold', 'bought', 'spent', 'done', 'seen', 'expires', 'starts', 'ends', 'begins', 'taken', 'given', 'written']);

/** Whether a token names an event a time-stamp records: a regular past participle (`created`, `booked`) or one of {@link EVENT_WORDS}. */
function isEvent(token: string): boolean {
  return (token.length >= 5 && token.endsWith('ed')) || EVENT_WORDS.has(token);
}

function replacePhrase(tokens: string[], phrase: string[], replacement: string[]): string[] {
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    let match = true;
    for (let k = 0; k < phrase.length && match; k++) match = tokens[i + k] === phrase[k];
    if (match) return [...tokens.slice(0, i), ...replacement, ...replacePhrase(tokens.slice(i + phrase.length), phrase, replacement)];
  }
  return tokens;
}
