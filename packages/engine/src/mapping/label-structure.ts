/**
 * Structure in column labels, read by rule rather than listed (docs/mapping.md "Label structure"):
 *
 * - **Variants** ({@link headerVariants}): besides the whole header, its *core* — the header without
 *   a qualifier that does not change what the column is: words in brackets (`Rue (bureau)`,
 *   `Weight (kg)`), a qualifier word of place or kind (`geschäftlich`, `privat`, `local`, `pro`,
 *   `domicile`), an `incl. …` tail (`Totaal incl. btw`), a list number with its `- Value` tail
 *   (`E-mail 1 - Value`) — and, for a label joining two names with `/` (`Pays/Région`,
 *   `Beguenstigter/Zahlungspflichtiger`), each of the two. A variant scores a little less than the
 *   whole header (its factor), so an exact reading stays ahead.
 * - **Qualifiers** ({@link qualifiersOf}): which kind of place a label names (business, home), so a
 *   TDM column whose label or description says "business" prefers `Telefon geschäftlich` over
 *   `Telefon privat`.
 * - **Units** ({@link unitsOf}): the dimension a label's unit measures (length, mass, area, time,
 *   speed, money, share), from unit words and symbols of the seven languages (`mm`, `kg`, `lbs`,
 *   `Gramm`, `m²`, `sq ft`, `min`, `knots`, `%`, `€`, `EUR`), and the dimension words of a target
 *   (`weight`, `length`, `price`): units that agree are evidence, units that disagree are against.
 * - **Initials** ({@link initialsOf}): `Miles_per_Gallon` → `mpg`, compared with a target's words.
 *
 * All functions are pure and memoised per text (the hot path sees the same labels again and again).
 */
import { CLDR_VOCABULARY } from './cldr-vocabulary.ts';
import { headerTokens } from './header-tokens.ts';

/** One way to read a header: its tokens (./header-tokens.ts), how much it is trusted, and what was done. */
export interface HeaderVariant {
  /** Text that was tokenised (the header, its core, or one side of `X/Y`). */
  text: string;
  tokens: string[];
  /** Multiplies the name score of this variant (1 for the whole header). */
  factor: number;
  /** For reasons: `qualifier "(bureau)" set aside`, `read as "Pays", one side of "Pays/Région"`. */
  note: string;
  /** Read by its words only, not through the lexicon (an attribute out of its entity's context). */
  literal?: boolean;
  /** For the core: what was set aside (`Fremdwährung` of `Betrag (Fremdwährung)`), without brackets. */
  setAside?: string;
}

/** Words that qualify where or for whom (not what): folded, lower case → kind. */
const QUALIFIER_WORDS: ReadonlyMap<string, 'business' | 'home' | 'local'> = new Map([
  ...['business', 'work', 'office', 'corporate', 'professional', 'geschaftlich', 'geschaeftlich', 'dienstlich', 'buro', 'bureau', 'professionnel', 'professionnelle', 'pro', 'travail', 'trabajo', 'oficina', 'laboral', 'corporativo', 'ufficio', 'lavoro', 'aziendale', 'zakelijk', 'werk', 'kantoor', 'trabalho', 'escritorio', 'profissional'].map((w) => [w, 'business'] as const),
  ...['home', 'private', 'personal', 'privat', 'domicile', 'personnel', 'personnelle', 'perso', 'casa', 'particular', 'personale', 'privato', 'prive', 'thuis', 'pessoal', 'residencial'].map((w) => [w, 'home'] as const),
  ...['local', 'lokal', 'locale', 'locali', 'lokaal'].map((w) => [w, 'local'] as const),
]);

/** `incl.` and its spellings: what follows qualifies the amount (`Totaal incl. btw`). */
const INCLUDING = /\s(?:incl|inkl|including|inclusive|incluso|incluido|incluída|incluído|inclusief|y compris|inc)\b\.?.*$/iu;
/** A list number and its part, as address-book exports write them: `E-mail 1 - Value`, `Phone 2 - Wert`. */
const NUMBERED_VALUE = /\s+\d+\s*[-–:]\s*(?:value|wert|valeur|valor|valore|waarde)\s*$/iu;
const BRACKETS = /[([{][^)\]}]*[)\]}]/gu;
/** `Entity 1 - Attribute`: a numbered entity of a list and one of its attributes. */
const LISTED_ATTRIBUTE = /^(\p{L}[\p{L} ]*?)\s+\d+\s*[-–:]\s*(\p{L}[\p{L} ]*)$/u;

const variantMemo = new Map<string, HeaderVariant[]>();
const MEMO_LIMIT = 20_000;

/** The ways to read `header`: itself first, then its core and the sides of `X/Y` (see the module comment). */
export function headerVariants(header: string): HeaderVariant[] {
  const known = variantMemo.get(header);
  if (known) return known;
  if (variantMemo.size >= MEMO_LIMIT) variantMemo.clear();
  const out: HeaderVariant[] = [{ text: header, tokens: headerTokens(header), factor: 1, note: '' }];
  const seen = new Set([out[0].tokens.join(' ')]);
  const add = (text: string, factor: number, note: string, literal = false, setAside?: string): void => {
    const tokens = headerTokens(text);
    const key = tokens.join(' ');
    if (tokens.length === 0 || seen.has(key)) return;
    seen.add(key);
    const variant: HeaderVariant = literal ? { text, tokens, factor, note, literal } : { text, tokens, factor, note };
    if (setAside) variant.setAside = setAside;
    out.push(variant);
  };
  const core = coreOf(header);
  if (core.text !== header) add(core.text, 0.96, core.note, false, core.dropped);
  // `Organization 1 - Department`: an attribute of the n-th entity of a list, as address books
  // write them; the attribute alone is a reading too, by its words only: out of its entity's
  // context a lexicon sense could be another one (`Title` of an organization is no salutation).
  const listed = LISTED_ATTRIBUTE.exec(header);
  if (listed) add(listed[2], 0.9, `read as "${listed[2]}" of "${listed[1]}"`, true);
  // `X/Y`: two names or roles joined; each side is a reading (the first a little more likely).
  const base = core.text;
  const sides = base.split(/\s*\/\s*/u).map((s) => s.trim()).filter((s) => /\p{L}{2}/u.test(s));
  if (sides.length === 2 && !/^\p{L}{1,2}$/u.test(sides[0]) && !/^\p{L}{1,2}$/u.test(sides[1])) {
    add(sides[0], 0.95, `read as "${sides[0]}", one side of "${base}"`);
    add(sides[1], 0.85, `read as "${sides[1]}", one side of "${base}"`);
  }
  variantMemo.set(header, out);
  return out;
}

/** The header without brackets, qualifier words, an `incl. …` tail or a numbered `- Value` tail. */
function coreOf(header: string): { text: string; note: string; dropped: string } {
  const dropped: string[] = [];
  let text = header.replace(NUMBERED_VALUE, (m) => { dropped.push(m.trim()); return ''; });
  text = text.replace(INCLUDING, (m) => { dropped.push(m.trim()); return ''; });
  text = text.replace(BRACKETS, (m) => { dropped.push(m); return ' '; });
  const words = text.split(/(\s+|[-_.,;:]+)/u);
  const kept = words.filter((w) => {
    const folded = fold(w);
    if (QUALIFIER_WORDS.has(folded)) {
      dropped.push(w);
      return false;
    }
    return true;
  });
  text = kept.join('').replace(/\s+/gu, ' ').replace(/^[\s\-_.,;:]+|[\s\-_.,;:]+$/gu, '');
  if (!/\p{L}/u.test(text)) return { text: header, note: '', dropped: '' };
  return { text, note: dropped.length > 0 ? `qualifier ${dropped.map((d) => `"${d}"`).join(', ')} set aside` : '', dropped: dropped.join(' ').replace(/[()[\]{}]/gu, ' ').trim() };
}

function fold(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}]+/gu, '');
}

const qualifierMemo = new Map<string, Set<string>>();

/** The kinds of place a text qualifies (`Telefon geschäftlich` → business; `Business phone number` → business). */
export function qualifiersOf(text: string): Set<string> {
  const known = qualifierMemo.get(text);
  if (known) return known;
  if (qualifierMemo.size >= MEMO_LIMIT) qualifierMemo.clear();
  const out = new Set<string>();
  qualifierMemo.set(text, out);
  for (const word of text.split(/[^\p{L}]+/u)) {
    const kind = QUALIFIER_WORDS.get(fold(word));
    if (kind) out.add(kind);
  }
  return out;
}

/** Dimensions a unit or a dimension word measures. */
export type Dimension = 'length' | 'mass' | 'area' | 'volume' | 'time' | 'speed' | 'money' | 'share' | 'power' | 'count';

/**
 * Unit words and symbols, folded to lower case (the header's own tokens, bracket content included).
 * English, German, French, Spanish, Italian, Dutch and Portuguese names of the units a data file's
 * columns are measured in, with their short forms (CLDR's short unit names are of this kind).
 */
const UNIT_WORDS: ReadonlyMap<string, Dimension> = new Map<string, Dimension>([
  // Unicode CLDR's names of units in the seven languages (./cldr-vocabulary.ts); the words below win.
  ...(Object.entries(CLDR_VOCABULARY.units) as Array<[string, Dimension]>),
  ...['mm', 'cm', 'dm', 'm', 'km', 'in', 'inch', 'inches', 'ft', 'feet', 'foot', 'yd', 'mi', 'miles', 'mile', 'millimeter', 'millimetre', 'millimeters', 'millimetres', 'centimeter', 'centimetre', 'centimeters', 'centimetres', 'meter', 'metre', 'meters', 'metres', 'kilometer', 'kilometre', 'kilometers', 'kilometres', 'millimetro', 'millimetri', 'centimetro', 'centimetri', 'metro', 'metri', 'metros', 'milimetro', 'milimetros', 'centimetros', 'zoll', 'pouce', 'pouces', 'pulgada', 'pulgadas', 'pollice', 'pollici', 'duim', 'polegada', 'polegadas'].map((w) => [w, 'length'] as const),
  ...['g', 'kg', 'mg', 't', 'lb', 'lbs', 'oz', 'gram', 'grams', 'gramm', 'gramme', 'grammes', 'gramo', 'gramos', 'grammo', 'grammi', 'grama', 'gramas', 'kilogram', 'kilograms', 'kilogramm', 'kilogramme', 'kilogrammes', 'kilogramo', 'kilogramos', 'chilogrammo', 'chilogrammi', 'kilo', 'kilos', 'pound', 'pounds', 'pfund', 'livre', 'livres', 'libra', 'libras', 'libbra', 'libbre', 'pond', 'ounce', 'ounces', 'tonne', 'tonnes', 'ton', 'tons'].map((w) => [w, 'mass'] as const),
  ...['m2', 'm²', 'sqm', 'qm', 'mq', 'sqft', 'ha', 'acre', 'acres', 'hectare', 'hectares', 'hektar', 'ettari', 'hectareas'].map((w) => [w, 'area'] as const),
  ...['l', 'ml', 'cl', 'm3', 'm³', 'liter', 'litre', 'liters', 'litres', 'litro', 'litri', 'litros', 'gallon', 'gallons', 'gal', 'cbm'].map((w) => [w, 'volume'] as const),
  ...['s', 'sec', 'secs', 'seconds', 'second', 'min', 'mins', 'minutes', 'minute', 'minuten', 'minuto', 'minuti', 'minutos', 'h', 'hr', 'hrs', 'hours', 'hour', 'stunden', 'std', 'heures', 'horas', 'ore', 'uur', 'uren', 'days', 'tage', 'jours', 'dias', 'giorni', 'dagen', 'ms'].map((w) => [w, 'time'] as const),
  ...['kn', 'knots', 'knot', 'kt', 'kts', 'mph', 'kmh', 'kph', 'knoten', 'noeuds', 'nudos', 'nodi', 'knopen', 'nos'].map((w) => [w, 'speed'] as const),
  ...['eur', 'usd', 'gbp', 'chf', 'jpy', 'cad', 'aud', 'sek', 'nok', 'dkk', 'pln', 'czk', 'brl', '€', '$', '£', '¥', 'euro', 'euros', 'dollar', 'dollars', 'dolares', 'dollari', 'dolares'].map((w) => [w, 'money'] as const),
  ...['%', 'percent', 'pct', 'prozent', 'pourcentage', 'porcentaje', 'percentuale', 'procent', 'percentagem'].map((w) => [w, 'share'] as const),
  ...['hp', 'ps', 'kw', 'w', 'cv', 'pk', 'horsepower', 'watt', 'watts'].map((w) => [w, 'power'] as const),
  ...['pcs', 'pieces', 'stk', 'stuck', 'pieces', 'pezzi', 'piezas', 'stuks', 'pecas', 'units'].map((w) => [w, 'count'] as const),
]);

/** Words that name what a measure is, folded: `weight` is measured in mass units. */
const DIMENSION_WORDS: ReadonlyMap<string, Dimension> = new Map([
  ...['length', 'width', 'height', 'depth', 'distance', 'diameter', 'lange', 'breite', 'hohe', 'tiefe', 'longueur', 'largeur', 'hauteur', 'profondeur', 'longitud', 'anchura', 'altura', 'profundidad', 'lunghezza', 'larghezza', 'altezza', 'profondita', 'lengte', 'breedte', 'hoogte', 'diepte', 'comprimento', 'largura', 'profundidade'].map((w) => [w, 'length'] as const),
  ...['weight', 'mass', 'gewicht', 'masse', 'poids', 'peso', 'massa', 'grams', 'gram'].map((w) => [w, 'mass'] as const),
  ...['area', 'surface', 'flache', 'superficie', 'oppervlakte', 'oppervlak'].map((w) => [w, 'area'] as const),
  ...['volume', 'capacity', 'volumen', 'inhalt', 'volumen', 'volume', 'inhoud'].map((w) => [w, 'volume'] as const),
  ...['duration', 'runtime', 'time', 'dauer', 'laufzeit', 'duree', 'duracion', 'durata', 'duur', 'duracao', 'hours', 'minutes'].map((w) => [w, 'time'] as const),
  ...['speed', 'velocity', 'geschwindigkeit', 'vitesse', 'velocidad', 'velocita', 'snelheid', 'velocidade'].map((w) => [w, 'speed'] as const),
  ...['price', 'cost', 'costs', 'amount', 'revenue', 'gross', 'budget', 'fee', 'salary', 'rent', 'balance', 'total', 'sales', 'preis', 'kosten', 'betrag', 'prix', 'cout', 'montant', 'precio', 'coste', 'importe', 'prezzo', 'costo', 'importo', 'prijs', 'kosten', 'bedrag', 'preco', 'custo', 'montante', 'valor'].map((w) => [w, 'money'] as const),
  ...['rate', 'share', 'percentage', 'ratio', 'quota', 'anteil', 'satz', 'taux', 'tasa', 'aliquota', 'tarief', 'taxa'].map((w) => [w, 'share'] as const),
  ...['power', 'horsepower', 'leistung', 'puissance', 'potencia', 'potenza', 'vermogen', 'potencia'].map((w) => [w, 'power'] as const),
]);

/** Raw lower-case words and symbols of a label (brackets and units kept: `Weight (kg)` → weight, kg). */
function rawWords(text: string): string[] {
  return text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, (_m, a, b, c, d) => (a ? `${a} ${b}` : `${c} ${d}`))
    .toLowerCase()
    .replace(/([€$£¥%²³])/gu, ' $1 ')
    .replace(/m ([²³])/gu, 'm$1')
    .split(/[^\p{L}\p{N}€$£¥%²³]+/u)
    .filter((w) => w !== '');
}

/** `per` in the seven languages: the unit after it is a rate's denominator. */
const PER_WORDS: ReadonlySet<string> = new Set(['per', 'pro', 'je', 'par', 'por', 'a', 'al', 'ao', 'à']);

const unitMemo = new Map<string, { units: Map<Dimension, string>; dimensions: Map<Dimension, string> }>();

/**
 * The units a label is measured in (`Beak Length (mm)` → length: mm) and the dimensions its words
 * name (`Weight` → mass). `sq ft`, `sq m` are read as area.
 */
export function unitsOf(text: string): { units: Map<Dimension, string>; dimensions: Map<Dimension, string> } {
  const known = unitMemo.get(text);
  if (known) return known;
  if (unitMemo.size >= MEMO_LIMIT) unitMemo.clear();
  const words = rawWords(text.normalize('NFKC'));
  const units = new Map<Dimension, string>();
  const dimensions = new Map<Dimension, string>();
  for (let i = 0; i < words.length; i++) {
    const folded = words[i].normalize('NFKD').replace(/\p{M}+/gu, '');
    if ((folded === 'sq' || folded === 'square') && i + 1 < words.length) {
      units.set('area', `${words[i]} ${words[i + 1]}`);
      i++;
      continue;
    }
    // A unit after `per` is what a rate is counted per (`Huur per maand`, `Heures par semaine`), not what it measures.
    let unit = i > 0 && PER_WORDS.has(words[i - 1]) ? undefined : UNIT_WORDS.get(folded);
    // `in` is inches only as the label's last word (`Width in`), not in `Weight in kg`.
    if (unit && folded === 'in' && i < words.length - 1) unit = undefined;
    // A one-letter unit counts only in brackets or after a number-free label's last word (`Weight (g)`).
    if (unit && (folded.length > 1 || /[([]\s*\p{L}\s*[)\]]/u.test(text))) units.set(unit, words[i]);
    const dimension = DIMENSION_WORDS.get(folded);
    if (dimension) dimensions.set(dimension, words[i]);
  }
  const out = { units, dimensions };
  unitMemo.set(text, out);
  return out;
}

/**
 * Initials of a label of three words or more, fillers included (`Miles_per_Gallon` → `mpg`), or ''.
 * Two initials are too common a word to say anything (`Tipo operazione` is no `to`).
 */
export function initialsOf(text: string): string {
  const words = rawWords(text).filter((w) => /^\p{L}/u.test(w));
  if (words.length < 3 || words.length > 6) return '';
  return words.map((w) => w.normalize('NFKD')[0]).join('');
}
