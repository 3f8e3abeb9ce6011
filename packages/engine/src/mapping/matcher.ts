/**
 * The first column matcher: suggests which input column feeds which TDM column, from header
 * similarity and value profiling. Kept behind one function ({@link suggestMappings}) so a later
 * matcher (AI) can replace or refine it without touching the run.
 *
 * First an exact pass: a header that is a column's key, label or alternative match (case,
 * whitespace and punctuation aside) maps to it with confidence 1, before any similarity. Then,
 * for what is left, scoring (docs/engine.md "Mapping"):
 * - name = the best `nameSimilarity` (./similarity.ts) of the input header against the TDM column's `key`,
 *   `label` and `alternativeMatches` (after {@link headerTokens} normalisation: case, accents, separators, camelCase,
 *   abbreviations).
 * - profile = the share of sampled values that parse as the column's type ({@link profileValues});
 *   unknown for `string` columns and small samples.
 * - confidence = name when the profile is unknown, else 0.8 × name + 0.2 × profile. A column of a
 *   distinctive type (e-mail, URL, IBAN, date, date-time, time, category) whose values match ≥ 90%
 *   can also be matched on values alone: confidence 0.62–0.70.
 * - assignment: one-to-one, greedy by confidence (ties: header order, then TDM order), keeping
 *   pairs at or above {@link DEFAULT_MATCH_THRESHOLD} ({@link WIDE_FILE_THRESHOLD} in a file with at least
 *   twice as many columns as the TDM). Ambiguity: when the best free pair has a
 *   rival (the same input column fitting another free TDM column, or the same TDM column another
 *   free input column, within 0.05), the tied pairs lose a quarter of their confidence once (a person should choose).
 */
import type { CellValue, MappingMemoryEntry, TdmColumn } from '../types.ts';
import { cellText } from '../header/cell-kind.ts';
import { headerTokens, namesGenitive } from './header-tokens.ts';
import { headerVariants, initialsOf, qualifiersOf, unitsOf, type Dimension, type HeaderVariant } from './label-structure.ts';
import { CATALOG_DOMAIN, describeTerm, fileDomain, fromDictionary, NEUTRAL_DOMAINS, headerLexicon, LEXICON_LANGUAGES, translateHeader, translateTokens, truncatedTerm, writtenPlain, type LexiconTerm, type Translation } from './lexicon.ts';
import { listSimilarity, tokenList, type TokenList } from './similarity.ts';
import { DISTINCTIVE_TYPES, exampleShape, FORMAT_NAMES, FORMAT_WORDS, numericShare, profileFormat, profileShape, profileValues, textShape, type NamedFormat, type TextShape, type ValueProfile } from './value-profile.ts';

/** Confidence a suggestion needs to be used (0–1). */
export const DEFAULT_MATCH_THRESHOLD = 0.6;
/**
 * Confidence a suggestion needs in a *wide* file, one with at least {@link WIDE_FILE_RATIO} times as
 * many columns as the TDM (a shop's 79-column order export against a 15-column model): most of its
 * columns have no target, so a column that only half fits one is more likely one of those.
 */
export const WIDE_FILE_THRESHOLD = 0.7;
/** Columns per TDM column from which a file is wide ({@link WIDE_FILE_THRESHOLD}). */
export const WIDE_FILE_RATIO = 2;
/** Columns a file needs before it can be wide: a two-column file against a one-column TDM is just small. */
export const WIDE_FILE_MIN_COLUMNS = 12;
const AMBIGUITY_MARGIN = 0.05;
const AMBIGUITY_FACTOR = 0.75;

/** One suggested mapping: an input column to a TDM column. */
export interface MappingSuggestion {
  /** Input header, as in `headers`. */
  source_column: string;
  /** TDM column key. */
  target_column: string;
  /** 0–1. */
  confidence: number;
  /** Plain-English evidence, e.g. `header "E-Mail" ≈ label "Email" (1.00); 100% of 20 values are email`. */
  reason: string;
  /**
   * `exact`: the header is the column's key, label or an alternative match (see {@link exactName});
   * `memory`: the tenant mapped it so before; `similar`: scored; `joined`: one of several name parts
   * joined into a full name.
   */
  match: 'exact' | 'memory' | 'similar' | 'joined';
}

/**
 * A name as the exact pass compares it: Unicode NFKC, lower case, every run of whitespace,
 * punctuation and symbols one space, trimmed (`"No."` = `"no"`, `"E-Mail"` = `"e mail"`); a name made
 * only of punctuation or symbols (`"#"`) compares as itself, trimmed and lower-cased.
 */
export function exactName(text: string): string {
  const known = exactMemo.get(text);
  if (known !== undefined) return known;
  if (exactMemo.size >= 20_000) exactMemo.clear();
  const lowered = text.normalize('NFKC').toLowerCase();
  const name = lowered.replace(/[\s\p{P}\p{S}]+/gu, ' ').trim() || lowered.trim();
  exactMemo.set(text, name);
  return name;
}
const exactMemo = new Map<string, string>();

/** Whether a header is a yes/no question (`Employee?`, `¿Facturable?`): it ends in a question mark. */
function isQuestion(header: string): boolean {
  return /\?\s*$/u.test(header);
}

/**
 * The exact pass: every free TDM column (in TDM order) takes the free input column whose header is
 * its key, label or one of its alternativeMatches by {@link exactName} — the byte-identical header
 * when several qualify, else the first. Runs before any similarity, so an exact header always maps
 * whatever its words (a label `a`, `The`, `#`), except a question (`Employee?`), which is exactly
 * the name of a yes/no column only. Marks what it takes in `takenSources`/`takenTargets`.
 */
function exactMatches(headers: string[], tdmColumns: TdmColumn[], takenSources: Set<string>, takenTargets: Set<string>, corrected: ReadonlySet<string>): MappingSuggestion[] {
  const out: MappingSuggestion[] = [];
  // The headers by their exact name, in header order: each name of a column looks up its own.
  const byName = new Map<string, string[]>();
  for (const header of headers) {
    const name = exactName(header);
    const list = byName.get(name);
    if (list) list.push(header);
    else byName.set(name, [header]);
  }
  for (const column of tdmColumns) {
    if (takenTargets.has(column.key)) continue;
    const names: Array<[string, string]> = [['key', column.key], ['label', column.label ?? column.key], ...(column.alternativeMatches ?? []).map((a): [string, string] => ['alternative match', a])];
    let chosen: { header: string; what: string; text: string } | null = null;
    for (const [what, text] of names) {
      const wanted = exactName(text);
      const named = byName.get(wanted);
      if (!named) continue;
      // A question (`Employee?`) is exactly the name of a yes/no column only.
      const candidates = named.filter((h) => !takenSources.has(h) && !corrected.has(`${wanted}\u0000${column.key}`) && (column.columnType === 'boolean' || !isQuestion(h)));
      if (candidates.length === 0) continue;
      const identical = candidates.find((h) => h === text);
      if (!chosen || identical) chosen = { header: identical ?? candidates[0]!, what, text };
      if (identical) break;
    }
    if (!chosen) continue;
    takenSources.add(chosen.header);
    takenTargets.add(column.key);
    out.push({ source_column: chosen.header, target_column: column.key, confidence: 1, reason: `exact match: header "${chosen.header}" = ${chosen.what} "${chosen.text}"`, match: 'exact' });
  }
  return out;
}

/** Columns already taken by saved mappings: they are neither suggested nor suggested to. */
export interface AlreadyMapped {
  /** Input headers already used. */
  sources: ReadonlySet<string>;
  /** TDM keys already mapped. */
  targets: ReadonlySet<string>;
}

export interface SuggestOptions {
  /** Minimum confidence, 0–1 (default {@link DEFAULT_MATCH_THRESHOLD}, {@link WIDE_FILE_THRESHOLD} for a wide file). */
  threshold?: number;
  /** The tenant's remembered mappings; they outrank every other signal but an exact name. */
  memory?: readonly MappingMemoryEntry[];
}

/** Confidence of a remembered mapping: the sub-organization's own, the organization's. */
export const MEMORY_CONFIDENCE = { SUB_ORGANIZATION: 0.99, ORGANIZATION: 0.97 } as const;
/** Confidence of a header that is a lexicon synonym of the target's name (same concept). */
export const SYNONYM_CONFIDENCE = 0.95;
/** Below this share of fitting sampled values, a typed target is contradicted (never mapped). */
export const CONTRADICTION_SHARE = 0.5;
/**
 * How far below the threshold a pair placed by elimination ({@link byElimination}) may be, and by
 * how much it must lead its input column's other free targets and its target's other free columns.
 */
const ELIMINATION_SLACK = 0.1;
const ELIMINATION_LEAD = 0.1;
/** Alternatives listed per input column, and the least confidence they need. */
const MAX_ALTERNATIVES = 3;
const MIN_ALTERNATIVE = 0.2;

/** Types whose sampled values can contradict a mapping (string, category and json cannot). */
const CHECKED_TYPES: ReadonlySet<string> = new Set([
  'int', 'float', 'percentage', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'phone',
  'country_code_alpha_2', 'country_code_alpha_3', 'currency_code', 'iban', 'bic', 'gtin',
]);

/** Whether sampled `values` contradict `column`'s type (fewer than {@link CONTRADICTION_SHARE} of them fit a checkable type). */
export function valuesContradict(values: CellValue[], column: TdmColumn): boolean {
  if (!CHECKED_TYPES.has(column.columnType)) return false;
  const profile = profileValues(values, column);
  return profile !== null && profile.share < CONTRADICTION_SHARE;
}

/** What the sampled values are, in words, per target type (for reasons). */
const TYPE_WORDS: Record<string, string> = {
  int: 'whole numbers', float: 'numbers', percentage: 'percentages', boolean: 'yes/no values',
  date: 'dates', datetime: 'dates with times', time: 'times of day', email: 'e-mail addresses',
  url: 'web addresses', phone: 'phone numbers', country_code_alpha_2: 'two-letter country codes',
  country_code_alpha_3: 'three-letter country codes', currency_code: 'currency codes', iban: 'IBANs',
  bic: 'BICs', gtin: 'GTIN/EAN codes', category: 'options of this column',
};

interface Candidate {
  source: number;
  target: number;
  confidence: number;
  reason: string;
  match: 'memory' | 'similar';
  /** ≥ 90% of the sampled values are of the target's (checked) type. */
  typed?: boolean;
  /** The header names only what the target's name ends in (`Datum` for `booking date`): a generic word. */
  generic?: boolean;
  /** A conflict lowered it (another kind, event, party or record; a rate for a quantity; values of another format or shape). */
  conflicted?: boolean;
  /** The values are of the shape the target's name or description says it holds (free text under *Notes*, categories under *Status*). */
  shaped?: boolean;
}

/** Why a pair was refused although its name fits: the values contradict the type. */
interface Veto {
  target: number;
  /** Why, when a person corrected it; a veto by values says why in {@link vetoReason}, written only when read (most are not). */
  reason?: string;
  /** The sampled values' profile against the target's type, for a veto by values. */
  profile?: ValueProfile;
  name: number;
  /** A negative of the tenant's memory, not the values. */
  corrected?: boolean;
}

/** Why the sampled values veto `column` (their `profile` against its type), in words. */
function vetoReason(profile: ValueProfile, column: TdmColumn): string {
  return `${pct(profile.share)} of ${profile.values} sampled values are ${TYPE_WORDS[column.columnType] ?? column.columnType} (${column.key} is ${column.columnType})`;
}

function pct(share: number): string {
  return `${Math.round(share * 100)}%`;
}

interface TargetName {
  what: string;
  text: string;
  tokens: string[];
  canonical: Translation;
  /** `tokens` and `canonical.tokens` prepared once for {@link listSimilarity} (every header meets them). */
  list: TokenList;
  canonicalList: TokenList;
  /** Another target of the TDM reads as the same lexicon concept (`Province` and `Region`): the TDM tells them apart, so the lexicon cannot. */
  shared?: boolean;
}

/** Name score of a header whose reading is a concept two or more of the TDM's targets read as: their own words decide. */
const SHARED_SYNONYM_CONFIDENCE = 0.7;

/** What a TDM column's names and description say beyond their words: qualifiers, units, initials. */
interface TargetFacts {
  qualifiers: Set<string>;
  units: Map<Dimension, string>;
  dimensions: Map<Dimension, string>;
  /** Dimensions its key and label name (`Weight` → mass), not its description. */
  named: Map<Dimension, string>;
  /** The units its key and label name (`hours` → time: hours), not its description. */
  namedUnits: Map<Dimension, string>;
  /** How many of the TDM's columns share each canonical token (a head such as `name` or `date`). */
  sharing: Map<string, number>;
  /** For a text target: whether its name says it holds a few repeated categories or free text ({@link expectedShape}). */
  expects: TextShape | null;
  /** The description's tokens (as written and through the lexicon), for {@link namedInDescription}. */
  describedTokens: string[][];
  /** For a text target: the value format its key, label or description names (`IBAN or account number …`), see {@link namedFormat}. */
  format: NamedFormat | null;
  /** For a text target that names no format: the formats other targets of the TDM hold (by type or by name), and which target. */
  elsewhere: Map<NamedFormat, string>;
  /** Whether its key and label name an identifier (id, number, code) or a name, for {@link kindConflict}. */
  kinds: Set<ValueKind>;
  /** For a text target: the shape of its `example` (`K-10023` → `A-9`), when the example has one ({@link exampleShape}). */
  example: string | null;
  /** The events of a record its key and label name (*Paid at*: payment), for {@link eventsOf}. */
  events: Set<string>;
  /** The parties of a transaction its key and label name (*Delivery city*: the receiving party), for {@link partiesOf}. */
  parties: Set<string>;
  /** The records its key and label name (*Shipment status*: the shipment), for {@link ENTITY_CLASSES}. */
  entities: Set<string>;
  /** Whether its key names a person's name (*Guest name*, *Full name*) and no other target's key does ({@link PERSON_ROLES}). */
  onlyPersonName: boolean;
  /** Whether its key and label name a rate, a price, an amount of money or a period ({@link RATE_WORDS}): a rate fits it. */
  rate: boolean;
  /** Whether its key and label count packaging units (*Parcels*, *Number of packages*), for {@link PACKAGING_WORDS}. */
  packaging: boolean;
  /** The stems of the agent nouns its key and label name (*Approver*: approv), for {@link agentStem}. */
  agents: Set<string>;
}

/** Added when the sampled values have the shape of the target's example. */
const EXAMPLE_BONUS = 0.05;
/** Multiplies a text target's score when almost no sampled value has its example's shape. */
const EXAMPLE_MISMATCH_FACTOR = 0.85;
/** Share of sampled values of the example's shape below which the values count against the target. */
const EXAMPLE_MISMATCH_SHARE = 0.2;

/** Multiplies a text target's score when the values are of a format another target of the TDM holds (IBANs, and an IBAN column exists). */
const FORMAT_ELSEWHERE_FACTOR = 0.85;
/** Multiplies a pair whose header names an identifier and the target a name, or the other way round (`codeCommune` and *name*). */
const KIND_CONFLICT_FACTOR = 0.85;
/** Multiplies the name score of a question header (`Employee?`) against a target that is no yes/no: it names what it asks about, not what it holds. */
const QUESTION_FACTOR = 0.5;
/** Added when what the header's core set aside (`(Foreign Currency)`) is in the target's description. */
const SET_ASIDE_BONUS = 0.06;

/** Identifier or name, as a list of canonical tokens says (`customer id` → identifier; `company name` → name). */
function kindsOf(tokens: readonly string[]): Set<ValueKind> {
  const out = new Set<ValueKind>();
  for (const t of tokens) {
    if (t === 'id' || t === 'number' || t === 'code') out.add('identifier');
    else if (t === 'name') out.add('name');
    else if (t === 'type' || t === 'category' || t === 'status') out.add('category');
    else if (t === 'date') out.add('date');
  }
  return out;
}

/** What kind of value a name says a column holds: an identifier, a name, a category. */
type ValueKind = 'identifier' | 'name' | 'category' | 'date';
const KIND_WORDS_OF: Record<ValueKind, string> = { identifier: 'an identifier', name: 'a name', category: 'a type or category', date: 'a date' };

/** Words of a name that make it a rate, a price, an amount of money or a quantity per period (*Weekly hours*), which a rate may fill. */
const RATE_WORDS: ReadonlySet<string> = new Set(['rate', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'annual', 'price', 'cost', 'fee', 'amount', 'percent', 'percentage', 'tariff', 'wage', 'salary', 'pay', 'charge', 'per']);

/** Words of packaging units, as written and as the lexicon reads them (*Parcels*, `Colli`, `Pakete`: packages); pieces too, which freight counts as packages and shops as units. */
const PACKAGING_WORDS: ReadonlySet<string> = new Set(['packages', 'package', 'parcel', 'parcels', 'pallet', 'pallets', 'carton', 'cartons', 'box', 'boxes', 'colli', 'handling', 'piece', 'pieces', 'pcs']);

/** Multiplies the score of a quantity that names no packaging unit against a target counting packages ({@link PACKAGING_WORDS}). */
const PACKAGING_MISMATCH_FACTOR = 0.6;
/** Multiplies the score of a header that is a participle against a target naming who does it (`Approved`, *Approver*). */
const AGENT_MISMATCH_FACTOR = 0.6;

/** Multiplies the name score of a header naming a rate against a target naming a quantity (`Per hour` and *Hours*). */
const RATE_CONFLICT_FACTOR = 0.45;

/** Units and spans a rate is written per (`per hour`, `pro Stück`). */
const PER_UNITS: ReadonlySet<string> = new Set(['hour', 'day', 'week', 'month', 'year', 'night', 'unit', 'piece', 'item', 'person', 'kg', 'km', 'minute']);

/**
 * Whether a header names a rate: its reading has *rate* or *hourly* (`Hourly rate`, `Stundensatz`),
 * or it is written "per" / "pro" / "je" a unit or span (`Per hour`, `Per uur`, `Pro Stunde`): a
 * price or a ratio, not a quantity of the unit.
 */
function namesRate(header: string, tokens: readonly string[]): boolean {
  if (tokens.includes('rate') || tokens.includes('hourly')) return true;
  const per = /(?:^|[^\p{L}])(?:per|pro|je)\s+(\p{L}+)/iu.exec(header);
  return per !== null && translateTokens(headerTokens(per[1])).tokens.some((token) => PER_UNITS.has(token));
}

/** The kind a header names that the target's names contradict (an identifier against a name, a type against an identifier), or null. */
function kindConflict(header: Set<ValueKind>, target: Set<ValueKind>): string | null {
  if (header.size !== 1 || target.size !== 1) return null;
  const [h] = header;
  const [t] = target;
  return h === t ? null : `the header names ${KIND_WORDS_OF[h]}, the target ${KIND_WORDS_OF[t]}`;
}

/**
 * The value format a `string` target's key, label or description names (./value-profile.ts
 * FORMAT_WORDS), when it names exactly one; null otherwise. Its sampled values can then be evidence.
 */
function namedFormat(column: TdmColumn): NamedFormat | null {
  if (column.columnType !== 'string') return null;
  const tokens = new Set(headerTokens(`${column.key} ${column.label ?? ''} ${column.description ?? ''}`));
  const found = FORMAT_WORDS.filter(([, words]) => words.every((w) => tokens.has(w))).map(([format]) => format);
  return found.length === 1 ? found[0] : null;
}

/** Column types that are a {@link NamedFormat}. */
const FORMAT_TYPES: ReadonlySet<string> = new Set(['iban', 'bic', 'email', 'url']);

/** Added when a text target's sampled values are of the format its name or description names. */
const FORMAT_BONUS = 0.05;
/** Multiplies a text target's score when fewer than half the sampled values are of the format it names (a text target is never vetoed: "IBAN or account number"). */
const FORMAT_MISMATCH_FACTOR = 0.85;

/** Added when the header's reading (two words or more) is a phrase of the target's description (`accountNum` and "… IBAN or account number"). */
const DESCRIPTION_PHRASE_BONUS = 0.06;

/**
 * Whether `phrase` (two tokens or more) occurs in one of `texts`: its words together, within one
 * word more than the phrase has, in any order ("kind of transaction" reads `type transaction`, and
 * names a `Transaction type`).
 */
function namedInDescription(phrase: readonly string[], texts: string[][]): boolean {
  if (phrase.length < 2) return false;
  for (const text of texts) {
    for (let i = 0; i + phrase.length <= text.length; i++) {
      if (!phrase.includes(text[i])) continue;
      const window = text.slice(i, i + phrase.length + 1);
      if (phrase.every((w) => window.includes(w))) return true;
    }
  }
  return false;
}

/** Name score of a header whose reading (two words or more) the target's description names, where its names say nothing. */
const DESCRIBED_PHRASE_SCORE = 0.61;

/** Canonical words of a target's name that say it holds one of a few categories. */
const CATEGORY_WORDS: ReadonlySet<string> = new Set(['type', 'kind', 'category', 'status', 'class', 'group', 'mode', 'method', 'channel', 'priority', 'level', 'tier', 'segment', 'gender']);
/** Canonical words of a target's name that say it holds free text. */
const FREE_TEXT_WORDS: ReadonlySet<string> = new Set(['description', 'note', 'comment', 'purpose', 'memo', 'remark', 'text', 'message', 'details', 'remittance', 'explanation']);

/**
 * Whether a text target holds a few repeated categories (`Transaction type`, `Status`) or free text
 * (`Payment reference`, `Notes`), from the canonical words of its key and label (and, when they say
 * neither, its description); null for other targets and when the words say both or neither.
 */
function expectedShape(column: TdmColumn, names: TargetName[]): TextShape | null {
  if (column.columnType !== 'string') return null;
  const decide = (words: Iterable<string>): TextShape | null => {
    let categories = false;
    let free = false;
    for (const w of words) {
      if (CATEGORY_WORDS.has(w)) categories = true;
      if (FREE_TEXT_WORDS.has(w)) free = true;
    }
    return categories === free ? null : categories ? 'categories' : 'free text';
  };
  // The description, where it says one of the two, is the TDM author's own word on what the column
  // holds: it decides over the name (`Booking text`, described as "the kind of transaction").
  // Its own words, not the lexicon's reading: "what the payment is for" speaks of no payment method.
  const described = column.description ? decide(headerTokens(column.description)) : null;
  return described ?? decide(names.flatMap((n) => n.canonical.tokens));
}

/**
 * Name score of a header that reads only as a word of free text (`Libellé`, `Omschrijving`,
 * `Description-1`: description, note, comment, …, with numbers and words the lexicon does not know
 * beside it) against a text target whose name says it holds free text (`Purpose`, `Remarks`): both
 * say "free-form words", the values' shape checks it.
 */
const FREE_TEXT_SCORE = 0.62;

/** The word of `words` a header's reading consists of (besides numbers and unknown words), with its variant's factor, or null. */
function onlyWordOf(reads: ReadVariant[], words: ReadonlySet<string>): { word: string; factor: number; read: ReadVariant } | null {
  for (const read of reads) {
    if (read.variant.literal) continue;
    const { tokens, used } = read.canonical;
    const known = new Set(used.flatMap((e) => e.tokens));
    const word = tokens.find((t) => words.has(t));
    if (!word) continue;
    if (tokens.every((t) => t === word || /^\d+$/u.test(t) || !known.has(t))) return { word, factor: read.variant.factor, read };
  }
  return null;
}

/** Multiplies a text target's score when the values' shape contradicts what its name says it holds. */
const SHAPE_MISMATCH_FACTOR = 0.55;
/** Added when the values' shape is what the target's name says it holds. */
const SHAPE_MATCH_BONUS = 0.02;

/** A header variant with its lexicon translation. */
interface ReadVariant {
  variant: HeaderVariant;
  canonical: Translation;
  /** Whether the reading used a phrase of business software's interface translations (it then counts {@link CATALOG_FACTOR}). */
  catalog: boolean;
  /** `variant.tokens` and `canonical.tokens` prepared once for {@link listSimilarity} (every target meets them). */
  list: TokenList;
  canonicalList: TokenList;
  /** Set on a reading with a concept replaced by the broader one it is a kind of ({@link broaderReads}): the narrower concept, for the reason. */
  narrower?: { concept: string; broader: string; tokens: string[] };
}

/**
 * Multiplies the name score of a header read with a concept replaced by the broader concept it is a
 * kind of (`Begünstigter`, a payee, for a target named *Counterparty*): a fit, but a target named by
 * the narrower concept itself fits better.
 */
const BROADER_FACTOR = 0.8;

/**
 * The readings of a header with each concept of a reading that is a kind of a broader one
 * (the lexicon's `payee < counterparty`) replaced by the broader concept's words, at
 * {@link BROADER_FACTOR}; none when no concept of the readings has a broader one.
 */
function broaderReads(reads: readonly ReadVariant[]): ReadVariant[] {
  const { broader, concepts } = headerLexicon();
  const out: ReadVariant[] = [];
  for (const read of reads) {
    for (const entry of read.canonical.used) {
      const wide = broader.get(entry.concept);
      const wideTokens = wide ? concepts.get(wide)?.[0]?.tokens : undefined;
      if (!wide || !wideTokens) continue;
      const at = indexOfRun(read.canonical.tokens, entry.tokens);
      if (at < 0) continue;
      const tokens = [...read.canonical.tokens.slice(0, at), ...wideTokens, ...read.canonical.tokens.slice(at + entry.tokens.length)];
      out.push({ ...rereadAs(read, { ...read.canonical, tokens }, BROADER_FACTOR), narrower: { concept: entry.concept, broader: wide, tokens: read.canonical.tokens } });
    }
  }
  return out;
}

/** Words that make a target an identifier of what the rest of its name names (*Shipment number*, *Order ID*). */
const ID_WORDS: ReadonlySet<string> = new Set(['id', 'number', 'code', 'reference']);

/** Words that say which of an entity's attributes a name holds: a header with none names the entity itself ({@link entityNameOfTie}). */
const ATTRIBUTE_WORDS: ReadonlySet<string> = new Set([...ID_WORDS, 'name', 'email', 'phone', 'address', 'date', 'type', 'status', 'username', 'login']);

/** Attribute words a record beside them qualifies ({@link withoutOwnAttribute}): {@link ATTRIBUTE_WORDS} and a record's figures and places. */
const QUALIFIED_ATTRIBUTES: ReadonlySet<string> = new Set([...ATTRIBUTE_WORDS, 'amount', 'total', 'note', 'currency', 'balance', 'description', 'quantity', 'price', 'city', 'country',
  'street', 'terms', 'discount', 'tax']);

/** The name word alone, of a thing read as its name ({@link withoutOwnAttribute}). */
const NAME_WORD: ReadonlySet<string> = new Set(['name']);

/** The attribute words a record may be read with (`Factura`: invoice number; `Kunde`: customer name), {@link withoutOwnAttribute}. */
const OWN_ATTRIBUTES: ReadonlySet<string> = new Set(['name', 'number', 'id']);

/**
 * A reading without the attribute word of a concept the lexicon read a thing or a record as, the
 * thing and one of its attributes (`product name` for `Item`, `Produit`; `invoice number` for
 * `Factura`): the first such concept whose attribute is one of `attributes`, when `beside` is null
 * or the rest of the reading has a word of `beside` other than that attribute. So:
 * - a number holds no thing's name: a number target's name (*Items* of an `item_count`: product
 *   quantity), a column of numbers (`ventas de productos`: the products' sales), and a name or
 *   header with an identifier word (`Code de produit`, `item_code`: the product's code) lose their
 *   *name* (`attributes` {@link NAME_WORD}, `beside` null);
 * - a record beside another attribute qualifies it (`Factura Fecha`, `Factura Notas`, `Kunde
 *   Telefon`: the invoice's date and note, the customer's phone; {@link OWN_ATTRIBUTES} beside
 *   {@link QUALIFIED_ATTRIBUTES}).
 * The reading itself when nothing goes.
 */
function withoutOwnAttribute(read: Translation, attributes: ReadonlySet<string>, beside: ReadonlySet<string> | null): Translation {
  for (const entry of read.used) {
    const run = entry.tokens;
    if (run?.length !== 2 || !attributes.has(run[1])) continue;
    const at = indexOfRun(read.tokens, run);
    if (at < 0) continue;
    if (beside && !read.tokens.some((t, i) => (i < at || i > at + 1) && beside.has(t) && t !== run[1])) continue;
    return { ...read, tokens: [...read.tokens.slice(0, at + 1), ...read.tokens.slice(at + 2)] };
  }
  return read;
}

/** Whether a column type holds numbers a thing's name cannot be ({@link withoutOwnAttribute}). */
const isNumberType = (columnType: string): boolean => columnType === 'int' || columnType === 'float';

/** The stem of a regular English participle (`approved` → approv, `submitted` → submit), or null. */
function participleStem(token: string): string | null {
  if (token.length < 6 || !token.endsWith('ed')) return null;
  let stem = token.slice(0, -2);
  if (/([bdgklmnprt])\1$/u.test(stem)) stem = stem.slice(0, -1);
  return stem.replace(/e$/u, '');
}

/** The stem of an English agent noun (`approver` → approv, `creator` → creat), or null. */
function agentStem(token: string): string | null {
  const m = /^(.{4,}?)(?:er|or)$/u.exec(token);
  return m ? m[1].replace(/e$/u, '') : null;
}

/** Words for the shipment or its shipping that, beside a party's attribute, name the party it goes to ({@link shippedToReads}). */
const SHIPPING_WORDS: ReadonlySet<string> = new Set(['shipment', 'shipping', 'ship']);
/** Attributes of a party: its name and how it is reached ({@link shippedToReads}). */
const PARTY_ATTRIBUTES: ReadonlySet<string> = new Set(['name', 'address', 'street', 'city', 'postal', 'zip', 'country', 'phone', 'email', 'company', 'contact']);
/** Multiplies the name score of a shipping attribute read as the recipient's ({@link shippedToReads}). */
const SHIPPED_TO_FACTOR = 0.9;

/**
 * A shipment's party attribute (`Versandname`, `Nombre de envío`, `Morada de Envio`: shipping and a
 * name, an address, a phone) is the attribute of whom the shipment goes to: the reading is read
 * again as English with the shipping word replaced by *delivery*, put first (`delivery address`,
 * which the lexicon reads as the shipping address; `delivery name`, close to *Recipient name*), at
 * {@link SHIPPED_TO_FACTOR}. Not when the header names a party itself (`Shipper name`).
 */
function shippedToReads(reads: readonly ReadVariant[]): ReadVariant[] {
  const out: ReadVariant[] = [];
  for (const read of reads) {
    const tokens = read.canonical.tokens;
    const at = tokens.findIndex((t) => SHIPPING_WORDS.has(t));
    if (at < 0 || !tokens.some((t) => PARTY_ATTRIBUTES.has(t)) || tokens.some((t) => PARTY_CLASSES.has(t))) continue;
    if (partiesOf(read.variant.tokens).size > 0) continue;
    // Read again as English with the party first (`delivery address`, the lexicon's shipping address).
    const english = translateTokens(['delivery', ...tokens.slice(0, at), ...tokens.slice(at + 1)]);
    const recipient = { ...english, used: [...read.canonical.used, ...english.used] };
    out.push(rereadAs(read, recipient, SHIPPED_TO_FACTOR, `${read.variant.note ? `${read.variant.note}; ` : ''}the shipping ${tokens.filter((t) => PARTY_ATTRIBUTES.has(t)).join(' ')} is the recipient's`));
  }
  return out;
}

/**
 * Multiplies the name score of a header read in the other sense a word has in the file's domain
 * (`Valuta` in a bank statement is the value date first, the currency second; `Descripción` a
 * description first, the payment's purpose second).
 */
const OTHER_SENSE_FACTOR = 0.9;

/**
 * The readings of a header in the other sense of a word that has two in the file's domain
 * ({@link translateTokens} with `otherSense`), each at {@link OTHER_SENSE_FACTOR}: a bank
 * statement's `Description` fills a *Payment reference* when the TDM has no description.
 */
function otherSenses(reads: readonly ReadVariant[], domain: string | undefined, language: string | undefined): ReadVariant[] {
  const out: ReadVariant[] = [];
  for (const read of reads) {
    if (!read.canonical.otherSense || read.variant.literal) continue;
    const other = translateTokens(read.variant.tokens, undefined, domain, true);
    // A header written without accents in a file of another language is not that language's accented
    // word (`Reference` in a German export is no French `référence`).
    if (language !== undefined && writtenPlain(read.variant.text) && other.used.some((e) => e.language !== language && e.language !== 'en' && !writtenPlain(e.term))) continue;
    out.push(rereadAs(read, other, OTHER_SENSE_FACTOR));
  }
  return out;
}

/** How far a header's neighbours are looked at, each side, for {@link neighbourReads}. */
const NEIGHBOURHOOD = 2;

/**
 * A header also read in the domain of its neighbours, when that is not the file's: exports keep a
 * record's parts together, so a word of two senses between a city and a postal code (`Estado`,
 * `Stato`, `Staat`) is read in the sense of an address — the state — beside its first sense (the
 * status). The domain is one that at least two of the {@link NEIGHBOURHOOD} headers on either
 * side are read in; the reading counts at {@link OTHER_SENSE_FACTOR} and says so.
 */
function neighbourReads(readsOf: readonly ReadVariant[][], source: number, domain: string | undefined): ReadVariant[] {
  const read = readsOf[source][0];
  if (!read || read.variant.literal) return [];
  const votes = new Map<string, number>();
  for (let j = Math.max(0, source - NEIGHBOURHOOD); j <= Math.min(readsOf.length - 1, source + NEIGHBOURHOOD); j++) {
    if (j === source || !readsOf[j][0]) continue;
    for (const d of new Set(readsOf[j][0].canonical.used.map((e) => e.domain))) if (!NEUTRAL_DOMAINS.has(d)) votes.set(d, (votes.get(d) ?? 0) + 1);
  }
  const out: ReadVariant[] = [];
  for (const [local, n] of votes) {
    if (n < 2 || local === domain) continue;
    const translation = translateTokens(read.variant.tokens, undefined, local, true);
    if (translation.sense !== local || sameTokens(translation.tokens, read.canonical.tokens)) continue;
    out.push(rereadAs(read, translation, OTHER_SENSE_FACTOR, `in the sense of its neighbours' ${local.replace('_', ' ')}`));
  }
  return out;
}

/** Multiplies the name score of a header read with an abbreviation written out ({@link truncatedReads}). */
const TRUNCATION_FACTOR = 0.95;

/**
 * A header with a word cut short and marked so by a full stop (`Omschr.`, `Fec. factura`,
 * `Pobl.`) that no vocabulary reads: also read with that word as the lexicon word it begins
 * ({@link truncatedTerm}), at {@link TRUNCATION_FACTOR}, the reason saying which.
 */
function truncatedReads(reads: readonly ReadVariant[], header: string): ReadVariant[] {
  const read = reads[0];
  if (!read || read.variant.literal || !header.includes('.')) return [];
  const folded = header.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  let tokens = read.canonical.tokens;
  const used = [...read.canonical.used];
  const notes: string[] = [];
  for (const token of read.canonical.tokens) {
    if (!/^[a-z]{3,}$/u.test(token) || !read.variant.tokens.includes(token) || !new RegExp(`(^|[^a-z])${token}\\.`, 'u').test(folded)) continue;
    const entry = truncatedTerm(token);
    if (!entry) continue;
    const at = tokens.indexOf(token);
    tokens = [...tokens.slice(0, at), ...entry.tokens, ...tokens.slice(at + 1)];
    used.push(entry);
    notes.push(`"${token}." read as "${entry.term}"`);
  }
  return notes.length === 0 ? [] : [rereadAs(read, { ...read.canonical, tokens, used }, TRUNCATION_FACTOR, notes.join(', '))];
}

/** Multiplies the name score of a bare name read as the part of a person's name its neighbour is not ({@link personNameReads}). */
const NAME_PART_FACTOR = 0.95;

/**
 * A header that reads only "name" (`Nom`, `Name`, `Naam`, `Nombre`) in a file whose other header
 * reads "first name" (`Prénom`, `Vorname`) is the family name, and in one whose other header reads
 * "last name" (`Apellidos`, `Surname`) the first name: that reading at {@link NAME_PART_FACTOR},
 * the reason naming the neighbour. None when the file has both or neither.
 */
function personNameReads(reads: readonly ReadVariant[], headers: readonly string[], readsOf: readonly ReadVariant[][]): ReadVariant[] {
  const read = reads[0];
  if (!read || read.variant.literal || read.canonical.tokens.join(' ') !== 'name') return [];
  const beside = (part: string) => readsOf.findIndex((other) => other.length > 0 && other[0].canonical.tokens.join(' ') === part);
  const first = beside('first name');
  const last = beside('last name');
  if ((first < 0) === (last < 0)) return [];
  const [neighbour, tokens, part] = first >= 0 ? [headers[first], ['last', 'name'], 'family name'] : [headers[last], ['first', 'name'], 'first name'];
  return [rereadAs(read, { tokens, used: [] }, NAME_PART_FACTOR, `beside "${neighbour}", the ${part}`)];
}

/**
 * `read` read again as `canonical` (another sense, a broader concept, a part of a name), its name
 * score multiplied by `factor`, and `note` for the reason when given; what the header's other
 * readings ({@link otherSenses}, {@link personNameReads}, {@link broaderReads}) are made of.
 */
function rereadAs(read: ReadVariant, canonical: Translation, factor: number, note?: string): ReadVariant {
  return {
    ...read,
    variant: { ...read.variant, factor: read.variant.factor * factor, ...(note === undefined ? {} : { note }) },
    canonical,
    catalog: canonical.used.some((entry) => entry.domain === CATALOG_DOMAIN && !fromDictionary(entry)),
    canonicalList: tokenList(canonical.tokens),
  };
}

/** Where `run` occurs in `tokens` as consecutive tokens, or -1. */
function indexOfRun(tokens: readonly string[], run: readonly string[]): number {
  outer: for (let i = 0; i + run.length <= tokens.length; i++) {
    for (let j = 0; j < run.length; j++) if (tokens[i + j] !== run[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The lexicon entry to name in a reason: the one written as the header is, else the one found —
 * in the file's `language` when the same word is a term of that language too (`data` is Italian
 * and Portuguese for date: in a Portuguese file, Portuguese).
 */
function termFor(header: string, entry: LexiconTerm, language?: string): LexiconTerm {
  const lexicon = headerLexicon();
  const entries = lexicon.concepts.get(entry.concept);
  if (!entries) return entry;
  const written = termsByName(entries).get(exactName(header));
  const found = written ?? entry;
  if (!language || found.language === language) return found;
  return lexicon.all.get(lexicon.key(found.term))?.find((e) => e.concept === found.concept && e.language === language) ?? found;
}

/**
 * The language a file's headers are written in: each word the lexicon knows in one language only
 * (for its concept) votes for it; the language of most votes, or undefined on a tie or none.
 */
function fileLanguage(translations: readonly Translation[]): string | undefined {
  const lexicon = headerLexicon();
  const votes = new Map<string, number>();
  for (const translation of translations) {
    for (const entry of translation.used) {
      const languages = new Set((lexicon.all.get(lexicon.key(entry.term)) ?? [entry]).filter((e) => e.concept === entry.concept).map((e) => e.language));
      if (languages.size === 1) votes.set(entry.language, (votes.get(entry.language) ?? 0) + 1);
    }
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  return ranked.length > 0 && (ranked.length === 1 || ranked[0][1] > ranked[1][1]) ? ranked[0][0] : undefined;
}

/**
 * A concept's entries by {@link exactName} of their term, the first entry for each name (as a
 * search of the list in order finds it); built once per list and again when the list has grown.
 */
function termsByName(entries: readonly LexiconTerm[]): Map<string, LexiconTerm> {
  const known = termIndex.get(entries);
  if (known && known.size === entries.length) return known.byName;
  const byName = new Map<string, LexiconTerm>();
  for (const e of entries) {
    const name = exactName(e.term);
    if (!byName.has(name)) byName.set(name, e);
  }
  termIndex.set(entries, { size: entries.length, byName });
  return byName;
}
const termIndex = new WeakMap<readonly LexiconTerm[], { size: number; byName: Map<string, LexiconTerm> }>();

/**
 * The name score of a header against one target's names: the best, over the header's variants
 * (./label-structure.ts) and the target's key, label and alternative matches, of the token
 * similarity and the lexicon similarity, times the variant's factor; the reason is written for the
 * best only.
 */
interface NameBest { kind: 'raw' | 'lexical' | 'same' | 'initials'; read: ReadVariant; target: TargetName; value: number }

/** Whether two token lists are the same words in the same order. */
function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The name score ({@link nameScore}); its reason is written only when asked ({@link nameReason}): most pairs are dropped unread. */
function nameScore(reads: ReadVariant[], names: TargetName[], initials: string): { name: number; best: NameBest | null; generic: boolean } {
  let name = 0;
  // The best so far, kept in locals: one NameBest is made at the end, not one per improvement.
  let kind: NameBest['kind'] | null = null;
  let bestRead = reads[0];
  let bestTarget = names[0];
  let generic = false;
  for (const read of reads) {
    const { variant, canonical } = read;
    for (const target of names) {
      const raw = listSimilarity(read.list, target.list) * variant.factor;
      if (raw > name) {
        name = raw;
        kind = 'raw';
        bestRead = read;
        bestTarget = target;
      }
      if (canonical.used.length === 0 && target.canonical.used.length === 0) continue;
      const same = sameTokens(canonical.tokens, target.canonical.tokens);
      const lexical = (same ? (target.shared ? SHARED_SYNONYM_CONFIDENCE : SYNONYM_CONFIDENCE) : listSimilarity(read.canonicalList, target.canonicalList)) * variant.factor * (read.catalog ? CATALOG_FACTOR : 1);
      if (lexical > name + 1e-9) {
        name = lexical;
        kind = same ? 'same' : 'lexical';
        bestRead = read;
        bestTarget = target;
      }
      if (variant.factor === 1 && !generic && canonical.tokens.length < target.canonical.tokens.length && canonical.tokens.every((t) => target.canonical.tokens.includes(t))) {
        generic = true;
      }
    }
  }
  if (initials && name < INITIALS_SCORE) {
    const target = names.find((n) => n.tokens.includes(initials));
    if (target) {
      name = INITIALS_SCORE;
      kind = 'initials';
      bestRead = reads[0];
      bestTarget = target;
    }
  }
  if (kind === null) return { name: 0, best: null, generic };
  return { name, best: { kind, read: bestRead, target: bestTarget, value: name }, generic };
}

/** The reason of a {@link nameScore}: which reading of the header matched which name of the target, and how. */
function nameReason(header: string, best: NameBest | null, initials: string, language?: string): string {
  if (!best) return '';
  const { kind, read, target, value } = best;
  const note = read.variant.note ? ` (${read.variant.note})` : '';
  if (kind === 'initials') return `the initials of "${header}" are "${initials}", a word of ${target.what} "${target.text}"`;
  if (kind === 'raw') return `header "${header}" ≈ ${target.what} "${target.text}" (${value.toFixed(2)})${note}`;
  const { canonical } = read;
  const shown = read.variant.text;
  const senseName = canonical.sense === 'hr' ? 'HR' : canonical.sense?.replace('_', ' ');
  const sense = senseName ? `, in the sense of ${/^(?:[aeiou]|HR$)/u.test(senseName) ? 'an' : 'a'} ${senseName} file, as its other columns make it` : '';
  const words = canonical.used.map((entry) => describeTerm(termFor(shown, entry, language))).join(' + ');
  // One term that is the whole header (`Datum` is German for "date"); a term beside words it does
  // not read (`IBAN Zahlungsbeteiligter`) is said as a reading of its parts.
  const only = canonical.used.length === 1 ? termFor(shown, canonical.used[0], language) : null;
  const single = only && exactName(only.term) === exactName(shown) ? only : null;
  const catalog = canonical.used.some((entry) => entry.domain === CATALOG_DOMAIN && !fromDictionary(entry)) ? ', as business software translates it'
    : canonical.used.some(fromDictionary) ? ', as a dictionary translates it' : '';
  const said = read.narrower ? read.narrower.tokens.join(' ') : canonical.tokens.join(' ');
  const kindOf = read.narrower ? `, a kind of ${read.narrower.broader}` : '';
  const reading = single
    ? `"${shown}" is ${LEXICON_LANGUAGES[single.language] ?? single.language} for "${said}"${kindOf}${catalog}`
    : `"${shown}" reads "${said}"${words ? ` (${words})` : ''}${kindOf}${catalog}`;
  if (kind === 'same' && target.shared) return `header ${reading}${sense}, as ${target.what} "${target.text}" reads, and so does another target column (${value.toFixed(2)})${note}`;
  return kind === 'same'
    ? `header synonym of ${target.what} "${target.text}": ${reading}${sense}${note}`
    : `header ${reading}${sense} ≈ ${target.what} "${target.text}" (${value.toFixed(2)})${note}`;
}

/**
 * Multiplies the lexicon similarity of a header read through business software's interface
 * translations (./ui-catalog-vocabulary.ts): a phrase those translate one way is good evidence, but
 * weaker than the hand-written lexicon's terms, so they decide when the two disagree.
 */
const CATALOG_FACTOR = 0.9;
/** What a value that fits a target's type without being exactly of it (a date-time in a date column) counts as evidence. */
const LOOSE_FIT = 0.75;
/** Multiplies the name of a generic header against a text target it shares with others. */
const GENERIC_FACTOR = 0.8;
/** Name score of a header whose initials are a word of the target (`Miles_per_Gallon` → `mpg`). */
const INITIALS_SCORE = 0.8;
/**
 * Name score of a pair that shares a word no other header and no other target of the file has
 * (`Wildlife Size` and *Animal size*): the one word that tells the columns apart is theirs.
 */
const DISTINCTIVE_SCORE = 0.62;
/** The same through a word of the target's description only (`Published` and *Whether the product is published*). */
const DESCRIBED_SCORE = 0.61;
/** Words shorter than this are too common to be distinctive (`id`, `no`). */
const MIN_DISTINCTIVE_LENGTH = 4;
/** Words that name the kind of a value rather than its subject: never distinctive (`accountNum` is no invoice number). */
const KIND_WORDS: ReadonlySet<string> = new Set(['number', 'code', 'reference', 'name', 'date', 'time', 'type', 'value', 'amount', 'text', 'description', 'total']);
/** Name score a unit gives on its own when the target names what it measures (`Variant Grams` → weight), or a dimension word when the target is named by its unit. */
const UNIT_SCORE = 0.62;
/** Dimensions of physical measures: naming one (`Duration`) says what a unit-named target (`hours`) holds; money and shares are read from words. */
const PHYSICAL: ReadonlySet<Dimension> = new Set(['length', 'mass', 'area', 'volume', 'time', 'speed', 'power']);

/**
 * What a header's qualifiers and units say about one target (docs/mapping.md "Label structure"):
 * a qualifier the target's label or description shares (business) adds a little, another one
 * (home against business) takes off; a unit of the target's dimension agrees, one of another
 * dimension disagrees; a unit of the dimension the target names, where the names alone say little,
 * is enough for {@link UNIT_SCORE}.
 */
function structureEvidence(input: InputColumn, name: number, facts: TargetFacts, numeric: boolean): { name: number; notes: string[] } {
  const notes: string[] = [];
  const { qualifiers, units } = input;
  if (qualifiers.size > 0 && facts.qualifiers.size > 0) {
    const shared = [...qualifiers].filter((q) => facts.qualifiers.has(q));
    if (shared.length > 0) {
      name = Math.min(1, name + 0.03);
      notes.push(`"${shared[0]}" as the target says`);
    } else {
      name -= 0.1;
      notes.push(`"${[...qualifiers][0]}", the target says "${[...facts.qualifiers][0]}"`);
    }
  }
  for (const [dimension, unit] of units) {
    if (facts.units.has(dimension)) {
      name = Math.min(1, name + 0.05);
      notes.push(`unit "${unit}" agrees with "${facts.units.get(dimension)}"`);
    } else if (facts.units.size > 0 || (facts.dimensions.size > 0 && !facts.dimensions.has(dimension))) {
      if (facts.dimensions.has(dimension)) continue;
      name *= 0.7;
      notes.push(`unit "${unit}" measures ${dimension}, the target ${[...facts.units.keys(), ...facts.dimensions.keys()][0]}`);
    } else if (numeric && facts.named.has(dimension) && name < UNIT_SCORE) {
      name = UNIT_SCORE;
      notes.push(`unit "${unit}" measures ${dimension}, as "${facts.dimensions.get(dimension)}" is`);
    }
  }
  // The other way round: a header naming a physical dimension (`Dauer`, `Gewicht`) and no unit, a
  // numeric target named by a unit of it (`hours`, `weight_kg`).
  if (numeric && units.size === 0 && name < UNIT_SCORE) {
    for (const [dimension, word] of input.dimensions) {
      const unit = facts.namedUnits.get(dimension);
      if (!unit || !PHYSICAL.has(dimension)) continue;
      name = UNIT_SCORE;
      notes.push(`"${word}" names ${dimension}, which the target measures in "${unit}"`);
      break;
    }
  }
  return { name, notes };
}

/**
 * One input column as its pairs with the targets need it, prepared once per column rather than
 * per pair: its readings, sampled values, and what its header says besides its words.
 */
interface InputColumn {
  header: string;
  reads: ReadVariant[];
  initials: string;
  samples: CellValue[];
  /** `cellText` of each sampled value. */
  texts: readonly string[];
  shape: ReturnType<typeof textShape>;
  /** Value profiles by target type (category: per target), filled as the targets ask for them. */
  profiles: Map<string, ValueProfile | null>;
  /** {@link qualifiersOf} and the units of {@link unitsOf} the header, for {@link structureEvidence}. */
  qualifiers: Set<string>;
  units: Map<Dimension, string>;
  /** The dimensions the header's words name (`Dauer` → time), for {@link structureEvidence}. */
  dimensions: Map<Dimension, string>;
  /** What kind of value the header's first reading names ({@link kindsOf}). */
  kinds: Set<ValueKind>;
  /** The events of a record the header's first reading names ({@link eventsOf}). */
  events: Set<string>;
  /** The parties of a transaction the header's first reading names ({@link partiesOf}). */
  parties: Set<string>;
  /** The records the header's first reading names (`Bestellstatus`: the order), for {@link ENTITY_CLASSES}. */
  entities: Set<string>;
  /** Whether the header names a rate ({@link namesRate}). */
  rate: boolean;
  /** Whether the header's first reading counts something (quantity, count) without naming a packaging unit ({@link PACKAGING_WORDS}). */
  unpackedCount: boolean;
  /** The stem of the participle the header is (`Approved`, `Genehmigt` read as approved: approv), or null ({@link participleStem}). */
  participle: string | null;
  /** The role of a person the header names alone or with its name (`User`, `Kunde`: customer), see {@link personRoleOf}. */
  personRole: string | undefined;
  /** {@link onlyWordOf} the header's readings: a word for free text, a word for a kind. */
  freeTextWord: ReturnType<typeof onlyWordOf>;
  kindWord: ReturnType<typeof onlyWordOf>;
  /** What the header's core set aside (`Foreign Currency` of `Amount (Foreign Currency)`), and its tokens when they can name a target (a phrase, or one word of five letters or more that is no unit). */
  setAside: string | undefined;
  setAsidePhrase: string[] | null;
  /** The language most of the file's headers are written in ({@link fileLanguage}), for naming a word several languages share. */
  language?: string;
  /** The header's identifier and the word that owns it, or null ({@link identifierOwner}). */
  identifierOwner: IdentifierOwner | null;
}

function inputColumn(header: string, reads: ReadVariant[], samples: CellValue[]): InputColumn {
  const texts = samples.map(cellText);
  const setAside = reads.find((r) => r.variant.setAside)?.variant.setAside;
  let setAsidePhrase: string[] | null = null;
  if (setAside) {
    const tokens = headerTokens(setAside);
    setAsidePhrase = tokens.length >= 2 ? tokens : tokens.length === 1 && tokens[0].length >= 5 && !/\d/u.test(tokens[0]) && unitsOf(setAside).units.size === 0 ? tokens : null;
  }
  return {
    header, reads, initials: initialsOf(header), samples, texts, shape: textShape(samples, texts), profiles: new Map(),
    qualifiers: qualifiersOf(header), ...unitsOf(header), kinds: kindsOf(reads[0].canonical.tokens), events: eventsOf([...reads[0].variant.tokens, ...reads[0].canonical.tokens]),
    parties: partiesOf([...reads[0].variant.tokens, ...reads[0].canonical.tokens]), entities: classesOf(ENTITY_CLASSES, [...reads[0].variant.tokens, ...reads[0].canonical.tokens]), personRole: personRoleOf(reads[0]), rate: namesRate(header, reads[0].canonical.tokens),
    unpackedCount: reads[0].canonical.tokens.includes('quantity') && ![...reads[0].variant.tokens, ...reads[0].canonical.tokens].some((t) => PACKAGING_WORDS.has(t)),
    participle: reads.map((r) => (r.canonical.tokens.length === 1 ? participleStem(r.canonical.tokens[0]) : null)).find((stem) => stem !== null) ?? null,
    freeTextWord: onlyWordOf(reads, FREE_TEXT_WORDS), kindWord: onlyWordOf(reads, CATEGORY_WORDS), setAside, setAsidePhrase,
    identifierOwner: identifierOwner(reads[0]),
  };
}

/**
 * Scores one (input column, TDM column) pair: name (raw and through the lexicon), values, and the
 * veto of contradicting values (see the module comment and docs/mapping.md "Scoring"). In three
 * steps, each its own function ({@link nameEvidence}, {@link valueEvidence}, {@link pairReason}):
 * kept apart, each stays small enough for the JIT to optimise quickly and alone.
 */
function score(input: InputColumn, column: TdmColumn, names: TargetName[], facts: TargetFacts, distinct: Distinct | undefined): { candidate: Omit<Candidate, 'source' | 'target'> | null; veto?: ValueProfile; name: number } {
  const named = nameEvidence(input, column, names, facts, distinct);
  const { name } = named;
  const profile = typeProfile(input, column);
  if (profile && CHECKED_TYPES.has(column.columnType) && profile.share < CONTRADICTION_SHARE) {
    return { candidate: null, veto: profile, name };
  }
  const values = valueEvidence(input, column, facts, name, profile);
  // Below this the pair is neither a candidate nor an alternative: its reason is never read.
  if (values.confidence < MIN_ALTERNATIVE) return { candidate: null, name };
  const typed = (profile !== null && values.fit >= 0.9 && column.columnType !== 'string') || values.formatted !== null || values.exampled !== null;
  return { candidate: { confidence: values.confidence, reason: pairReason(input, column, facts, named, values), match: 'similar', typed, generic: named.generic, conflicted: named.conflicted || values.conflicted, shaped: values.shaped === true }, name };
}

/** What a pair's names say: the name score after the label structure, the description and the kinds, and the notes of its reason. */
interface NameEvidence {
  name: number;
  best: NameBest | null;
  generic: boolean;
  /** Said instead of the name's reason (a distinctive word, a word for free text or a kind, the description). */
  note: string;
  notes: string[];
  /** A kind conflict, a rate for a quantity or a yes/no question lowered the name score. */
  conflicted: boolean;
}

/** The name part of {@link score}. */
function nameEvidence(input: InputColumn, column: TdmColumn, names: TargetName[], facts: TargetFacts, distinct: Distinct | undefined): NameEvidence {
  const { reads, initials, shape } = input;
  const named = nameScore(reads, names, initials);
  let distinctNote = '';
  const distinctScore = distinct?.described ? DESCRIBED_SCORE : DISTINCTIVE_SCORE;
  if (distinct !== undefined && named.name < distinctScore) {
    named.name = distinctScore;
    distinctNote = distinct.described
      ? `"${distinct.word}" is in the description of "${column.key}" and of no other target, and in this header only`
      : `"${distinct.word}" is a word of this header and of "${column.key}" only, of all the file's columns and the TDM's`;
  }
  if (facts.expects === 'free text' && !distinctNote && shape?.shape === 'free text') {
    const free = input.freeTextWord;
    if (free && named.name < FREE_TEXT_SCORE * free.factor && !names.some((n) => n.canonical.tokens.includes(free.word))) {
      named.name = FREE_TEXT_SCORE * free.factor;
      distinctNote = `"${free.read.variant.text}" reads "${free.word}", a word for free text${free.read.variant.note ? ` (${free.read.variant.note})` : ''}`;
    }
  }
  // A header naming a person by a role (`User`, `Kunde`, `Aluno`) and the model's only person's name
  // (*Guest name*): the person the record is about or by, whatever the role is called.
  if (input.personRole && facts.onlyPersonName && !distinctNote && named.name < PERSON_SCORE && !companiesIn(input.texts)) {
    named.name = PERSON_SCORE;
    distinctNote = `"${input.header}" names a person (${input.personRole}), and "${column.key}" is the only person's name of the TDM`;
  }
  // A header that reads only as a word for a kind (`TIPO`, `Umsatzart`), with categories for values,
  // and a target that holds categories and whose description uses that word ("the kind of transaction").
  if (facts.expects === 'categories' && !distinctNote && shape?.shape === 'categories' && facts.describedTokens.length > 1) {
    const kind = input.kindWord;
    if (kind && named.name < FREE_TEXT_SCORE * kind.factor && facts.describedTokens[1].includes(kind.word)) {
      named.name = FREE_TEXT_SCORE * kind.factor;
      distinctNote = `"${kind.read.variant.text}" reads "${kind.word}", a word the description of "${column.key}" uses${kind.read.variant.note ? ` (${kind.read.variant.note})` : ''}`;
    }
  }
  const numeric = column.columnType === 'int' || column.columnType === 'float' || column.columnType === 'percentage';
  const evidence = structureEvidence(input, named.name, facts, numeric);
  // A generic header (only the head `name` of `first name`, `middle name`, `company name`) that
  // several targets share says little of which one: for a text target, whose values cannot settle
  // it, the name counts less.
  const shared = named.generic && !CHECKED_TYPES.has(column.columnType) && reads[0].canonical.tokens.every((t) => (facts.sharing.get(t) ?? 0) >= 3);
  if (shared) evidence.notes.push('a word several target columns share');
  let name = Math.max(0, shared ? evidence.name * GENERIC_FACTOR : evidence.name);
  // The description names the header's reading: a little for it (settles `accountNum` against `accountLabel`).
  if (facts.describedTokens.length > 0 && reads.some((r) => namedInDescription(r.variant.tokens, facts.describedTokens) || namedInDescription(r.canonical.tokens, facts.describedTokens))) {
    if (name > 0) {
      name = Math.min(1, name + DESCRIPTION_PHRASE_BONUS);
      evidence.notes.push(`the description of "${column.key}" says "${reads[0].variant.text}"`);
    } else {
      name = DESCRIBED_PHRASE_SCORE;
      distinctNote = `the description of "${column.key}" says "${reads[0].variant.text}"`;
    }
  }
  // What the core set aside (`Amount (Foreign Currency)`) is what the description says the target is.
  const { setAside, setAsidePhrase: phrase } = input;
  if (name > 0 && setAside && facts.describedTokens.length > 0) {
    if (phrase && (phrase.length >= 2 ? namedInDescription(phrase, facts.describedTokens) : facts.describedTokens.some((d) => d.includes(phrase[0])))) {
      name = Math.min(1, name + SET_ASIDE_BONUS);
      evidence.notes.push(`"${setAside}" is in the description of "${column.key}"`);
    }
  }
  let conflicted = false;
  const conflict = name > 0 ? kindConflict(input.kinds, facts.kinds) : null;
  if (conflict) {
    conflicted = true;
    name *= KIND_CONFLICT_FACTOR;
    evidence.notes.push(conflict);
  }
  // A rate (`Hourly rate`, `Stundensatz`, `Per hour`) is no quantity of what it is per (*Hours*).
  if (name > 0 && input.rate && !facts.rate && column.columnType !== 'percentage') {
    conflicted = true;
    name *= RATE_CONFLICT_FACTOR;
    evidence.notes.push('the header names a rate, the target a quantity');
  }
  // An identifier of another record (`Order Item ID`, `ID del insumo pedido`) against a target that
  // names the identifier of a record the header mentions only beside it (*PO number*).
  const owner = input.identifierOwner;
  if (name > 0 && owner && ownerMismatch(owner, names)) {
    conflicted = true;
    name *= OWNER_MISMATCH_FACTOR;
    evidence.notes.push(`but the header's ${owner.id} is the "${owner.owner}"'s`);
  }
  // A question (`Employee?`, `Billable?`) holds a yes or no, not the thing it names.
  if (name > 0 && isQuestion(input.header) && column.columnType !== 'boolean') {
    conflicted = true;
    name *= QUESTION_FACTOR;
    evidence.notes.push('the header asks a yes/no question, the target holds no yes or no');
  }
  return { name, best: named.best, generic: named.generic, note: distinctNote, notes: evidence.notes, conflicted };
}

/**
 * A profile of the input column's values, computed once per `key` (a type, a format, an example's
 * shape) by `compute(input, what)`: a function of the module, not a closure, so the pairs that find
 * the profile computed (all but the first per key) allocate nothing.
 */
function profileOnce<T>(input: InputColumn, key: string, compute: (input: InputColumn, what: T) => ValueProfile | null, what: T): ValueProfile | null {
  let profile = input.profiles.get(key);
  if (profile === undefined) {
    profile = compute(input, what);
    input.profiles.set(key, profile);
  }
  return profile;
}

/** The input column's values profiled against the target's type, once per type (category: per target, its options decide). */
function typeProfile(input: InputColumn, column: TdmColumn): ValueProfile | null {
  const key = column.columnType === 'category' ? `category\u0000${column.key}` : column.columnType;
  return profileOnce(input, key, byType, column);
}
const byType = (input: InputColumn, column: TdmColumn): ValueProfile | null => profileValues(input.samples, column, input.texts);

/** The input column's values profiled as a {@link NamedFormat}, once per format. */
function formatProfile(input: InputColumn, format: NamedFormat): ValueProfile | null {
  return profileOnce(input, FORMAT_KEYS[format], byFormat, format);
}
const byFormat = (input: InputColumn, format: NamedFormat): ValueProfile | null => profileFormat(input.samples, format, input.texts);
/** The profile keys of the formats, made once. */
const FORMAT_KEYS = Object.fromEntries(FORMAT_WORDS.map(([format]) => [format, `format\u0000${format}`])) as Record<NamedFormat, string>;

/** The input column's values profiled against the shape of a target's example, once per shape. */
function shapeProfile(input: InputColumn, example: string): ValueProfile | null {
  return profileOnce(input, `example\u0000${example}`, byShape, example);
}
const byShape = (input: InputColumn, example: string): ValueProfile | null => profileShape(input.samples, example, input.texts);

/** What a pair's sampled values say, given its name score: the confidence and the evidence its reason names. */
interface ValueEvidence {
  confidence: number;
  profile: ValueProfile | null;
  /** What the type profile counts as evidence: its share, a date-time in a date column {@link LOOSE_FIT} of a date. */
  fit: number;
  /** The confidence is the values' (a distinctive type, a named format or an example's shape nearly all values have). */
  byValues: boolean;
  /** Values of the format the text target names, or too few of them; values of a format another target holds. */
  formatted: ValueProfile | null;
  unformatted: ValueProfile | null;
  heldElsewhere: [NamedFormat, string, ValueProfile] | null;
  /** Values of the shape of the target's example, or almost none of them. */
  exampled: ValueProfile | null;
  unexampled: ValueProfile | null;
  /** Whether the values' shape is what a text target's name says it holds (null: nothing said). */
  shaped: boolean | null;
  /** The event the header names and the other one the target names, when they differ ({@link EVENT_MISMATCH_FACTOR}). */
  events: [string, string] | null;
  /** The party the header names and the other one the target names, when they differ ({@link PARTY_MISMATCH_FACTOR}). */
  parties: [string, string] | null;
  /** The record the header names and the other one the target names, when they differ ({@link ENTITY_MISMATCH_FACTOR}). */
  entities: [string, string] | null;
  /** The header counts goods, the target packages ({@link PACKAGING_WORDS}). */
  unpacked: boolean;
  /** The header is a participle, the target names who does it (`Approved`, *Approver*). */
  agent: boolean;
  /** Any of the values' or classes' conflicts above lowered the confidence. */
  conflicted: boolean;
}

/**
 * The first class a header names and the first a target names when both name some and none is the
 * same (events, parties, records of {@link classesOf}): another event's date, another party's or
 * another record's field; null otherwise.
 */
function mismatch(header: ReadonlySet<string>, target: ReadonlySet<string>): [string, string] | null {
  if (header.size === 0 || target.size === 0) return null;
  for (const name of header) if (target.has(name)) return null;
  return [header.values().next().value!, target.values().next().value!];
}

/** The value part of {@link score} (the veto aside). */
function valueEvidence(input: InputColumn, column: TdmColumn, facts: TargetFacts, name: number, profile: ValueProfile | null): ValueEvidence {
  const { shape } = input;
  // Evidence is what is exactly of the type (dates for a date column); a date-time there counts
  // {@link LOOSE_FIT} of a date: it fits, but fits a date-time column better.
  const fit = profile ? (profile.exact === undefined ? profile.share : profile.exact + LOOSE_FIT * (profile.share - profile.exact)) : 0;
  let confidence = profile ? 0.8 * name + 0.2 * fit : name;
  let byValues = false;
  if (profile && DISTINCTIVE_TYPES.has(column.columnType) && fit >= 0.9) {
    const onValues = 0.62 + 0.8 * (fit - 0.9);
    if (onValues > confidence) {
      confidence = onValues;
      byValues = true;
    }
  }
  // A text target whose name or description names a format (`IBAN or account number of the other
  // party`): values of that format are evidence for it, as for a typed target.
  let formatted: ValueProfile | null = null;
  let unformatted: ValueProfile | null = null;
  let heldElsewhere: [NamedFormat, string, ValueProfile] | null = null;
  if (!profile && !facts.format && facts.elsewhere.size > 0 && name > 0) {
    for (const [format, key] of facts.elsewhere) {
      const found = formatProfile(input, format);
      if (found && found.share >= 0.9) {
        heldElsewhere = [format, key, found];
        confidence *= FORMAT_ELSEWHERE_FACTOR;
        break;
      }
    }
  }
  if (!profile && facts.format) {
    const found = formatProfile(input, facts.format);
    if (found && found.share < CONTRADICTION_SHARE) {
      unformatted = found;
      confidence *= FORMAT_MISMATCH_FACTOR;
    } else if (found && found.share >= 0.9) {
      formatted = found;
      if (name > 0) confidence = Math.min(1, confidence + FORMAT_BONUS);
      const onValues = 0.62 + 0.8 * (found.share - 0.9);
      if (onValues > confidence) {
        confidence = onValues;
        byValues = true;
      }
    }
  }
  // A text target with an example of a telling shape (`K-10023`, `ORD/2026/0001`): values of that
  // shape are evidence for it, as a format is; a sample of which almost none has it counts against it.
  let exampled: ValueProfile | null = null;
  let unexampled: ValueProfile | null = null;
  if (!profile && facts.example) {
    const found = shapeProfile(input, facts.example);
    if (found && found.share >= 0.9) {
      exampled = found;
      if (name > 0) confidence = Math.min(1, confidence + EXAMPLE_BONUS);
      const onValues = 0.62 + 0.8 * (found.share - 0.9);
      if (onValues > confidence) {
        confidence = onValues;
        byValues = true;
      }
    } else if (found && found.share < EXAMPLE_MISMATCH_SHARE && name > 0) {
      unexampled = found;
      confidence *= EXAMPLE_MISMATCH_FACTOR;
    }
  }
  // A text target whose name says categories (a type, a status) or free text (a reference, a note):
  // values of the other shape count against it, values of its shape a little for it.
  const shaped = shape && facts.expects && name > 0 ? shape.shape === facts.expects : null;
  if (shaped === false) confidence *= SHAPE_MISMATCH_FACTOR;
  else if (shaped === true) confidence = Math.min(1, confidence + SHAPE_MATCH_BONUS);
  // The header names one event of a record (`Last modified`, `Due amount`), the target another
  // (*Cancelled on*, *Amount paid*): a different date or amount, whatever its values.
  const events = mismatch(input.events, facts.events);
  if (events) confidence *= EVENT_MISMATCH_FACTOR;
  // The header names one party of a transaction (`Shipper postal code`, `Billing city`), the
  // target another (*Delivery postal code*): another party's address, whatever its values.
  const parties = mismatch(input.parties, facts.parties);
  if (parties) confidence *= PARTY_MISMATCH_FACTOR;
  // The header names one record (`Bestellstatus`, `Order number`), the target another (*Shipment
  // status*, *Shipment number*): another record's field, whatever its values.
  const entities = mismatch(input.entities, facts.entities);
  if (entities) confidence *= ENTITY_MISMATCH_FACTOR;
  // A quantity that names no packaging unit (`Total quantity`, `Gesamtmenge`) counts the goods, not
  // the parcels they travel in (*Parcels*): packages are always named as such.
  const unpacked = input.unpackedCount && facts.packaging;
  if (unpacked) confidence *= PACKAGING_MISMATCH_FACTOR;
  // A header that is a participle (`Approved`) against a target naming who does it (*Approver*):
  // whether or when it happened, not who did it.
  const agent = input.participle !== null && facts.agents.has(input.participle);
  if (agent) confidence *= AGENT_MISMATCH_FACTOR;
  const conflicted = heldElsewhere !== null || unformatted !== null || unexampled !== null || shaped === false || events !== null || parties !== null || entities !== null || unpacked || agent;
  return { confidence, profile, fit, byValues, formatted, unformatted, heldElsewhere, exampled, unexampled, shaped, events, parties, entities, unpacked, agent, conflicted };
}

/** The reason of a pair that is a candidate or an alternative: its name evidence, then its values'. */
function pairReason(input: InputColumn, column: TdmColumn, facts: TargetFacts, named: NameEvidence, values: ValueEvidence): string {
  const { shape } = input;
  const { profile, heldElsewhere, unformatted, formatted, exampled, unexampled, byValues, shaped, events, parties, entities } = values;
  const reasons: string[] = [];
  if (named.name > 0) reasons.push([named.note || nameReason(input.header, named.best, input.initials, input.language), ...named.notes].filter((r) => r !== '').join('; '));
  if (profile && profile.exact !== undefined) {
    // Dates and date-times fit each other's columns; the reason says how many are exactly of the column's kind.
    reasons.push(`${pct(profile.share)} of ${profile.values} sampled values are dates (${pct(profile.exact)} ${column.columnType === 'datetime' ? 'with' : 'without'} a time)`);
  } else if (profile) reasons.push(`${pct(profile.share)} of ${profile.values} sampled values are ${TYPE_WORDS[column.columnType] ?? column.columnType}`);
  if (heldElsewhere) reasons.push(`but ${pct(heldElsewhere[2].share)} of ${heldElsewhere[2].values} sampled values are ${FORMAT_NAMES[heldElsewhere[0]]}, which "${heldElsewhere[1]}" holds`);
  if (unformatted && facts.format) reasons.push(`but only ${pct(unformatted.share)} of ${unformatted.values} sampled values are ${FORMAT_NAMES[facts.format]}, which the name or description of "${column.key}" names`);
  if (formatted && facts.format) reasons.push(`${pct(formatted.share)} of ${formatted.values} sampled values are ${FORMAT_NAMES[facts.format]}, as the name or description of "${column.key}" says`);
  if (exampled) reasons.push(`${pct(exampled.share)} of ${exampled.values} sampled values are shaped as the example of "${column.key}" ("${column.example}")`);
  if (unexampled) reasons.push(`but only ${pct(unexampled.share)} of ${unexampled.values} sampled values are shaped as the example of "${column.key}" ("${column.example}")`);
  if (byValues) reasons.push('matched on values');
  if (events) reasons.push(`but the header names the ${events[0]}, "${column.key}" the ${events[1]}`);
  if (parties) reasons.push(`but the header names the ${parties[0]}, "${column.key}" the ${parties[1]}`);
  if (entities) reasons.push(`but the header names the ${entities[0]}'s, "${column.key}" the ${entities[1]}'s`);
  if (values.unpacked) reasons.push(`but the header counts goods, "${column.key}" the packages they travel in`);
  if (values.agent) reasons.push(`but the header says it was done, "${column.key}" who did it`);
  if (shaped === false && shape) {
    reasons.push(`but the values are ${shape.shape === 'categories' ? `${shape.distinct} short values repeated in ${shape.values}` : `free text (${shape.distinct} different values in ${shape.values})`}, and "${column.key}" holds ${facts.expects}`);
  } else if (shaped === true && shape) {
    reasons.push(`the values are ${shape.shape}, as "${column.key}" holds`);
  }
  return reasons.join('; ');
}

/**
 * Pairs of (input column, target) that share a word no other input column and no other target has,
 * among the words of every reading of the headers and of the targets' key, label and alternative
 * matches (as written and through the lexicon): source → target position → the word.
 */
function distinctiveWords(headers: string[], readsOf: ReadVariant[][], targetNames: TargetName[][], descriptions: string[], domain: string | undefined, language?: string): Map<number, Map<number, Distinct>> {
  const keep = (w: string): boolean => w.length >= MIN_DISTINCTIVE_LENGTH && !/\d/u.test(w) && !KIND_WORDS.has(w);
  const targetWords = targetNames.map((names) => new Set(names.flatMap((n) => [...n.tokens, ...n.canonical.tokens]).filter(keep)));
  // A description's words count where the names have no such word: `published` in "Whether the product is published".
  const described = descriptions.map((text) => {
    if (text.trim() === '') return new Set<string>();
    const tokens = headerTokens(text);
    return new Set([...tokens, ...translateTokens(tokens, undefined, domain).tokens].filter(keep));
  });
  // A reading through another language than the file's (or English) names nothing distinctive:
  // `via` in a Dutch `Gekocht via` is no Italian street.
  const lexicon = headerLexicon();
  const foreign = (entry: LexiconTerm) => language !== undefined && entry.language !== language && entry.language !== 'en' && entry.domain !== CATALOG_DOMAIN
    && !(lexicon.all.get(lexicon.key(entry.term)) ?? []).some((e) => e.concept === entry.concept && (e.language === language || e.language === 'en'));
  const readWords = (r: ReadVariant) => (r.variant.literal ? [] : r.canonical.tokens.filter((token) => !r.canonical.used.some((entry) => foreign(entry) && entry.tokens.includes(token))));
  const headerWords = headers.map((_, source) => new Set(readsOf[source].flatMap((r) => [...r.variant.tokens, ...readWords(r)]).filter(keep)));
  const inTargets = new Map<string, number>();
  for (const words of targetWords) for (const w of words) inTargets.set(w, (inTargets.get(w) ?? 0) + 1);
  const inHeaders = new Map<string, number>();
  for (const words of headerWords) for (const w of words) inHeaders.set(w, (inHeaders.get(w) ?? 0) + 1);
  const inDescriptions = new Map<string, number>();
  for (const words of described) for (const w of words) inDescriptions.set(w, (inDescriptions.get(w) ?? 0) + 1);
  const out = new Map<number, Map<number, Distinct>>();
  headerWords.forEach((words, source) => {
    for (const w of words) {
      if (inHeaders.get(w) !== 1) continue;
      let found: Distinct | null = null;
      if (inTargets.get(w) === 1) found = { word: w, target: targetWords.findIndex((set) => set.has(w)), described: false };
      // A word of one description only, when the header names nothing else the lexicon knows that
      // the target's names and description do not (`Published`; `Commissioni di vendita` for a fee
      // described by "commission on each sale"): beside a word that names another concept (`School
      // Status`, `Último login`) it is a qualifier of that other thing, not the target.
      else if (!inTargets.has(w) && inDescriptions.get(w) === 1) {
        const target = described.findIndex((set) => set.has(w));
        const explained = (token: string) => described[target].has(token) || targetWords[target].has(token) || !keep(token);
        if ((readsOf[source][0]?.canonical.used ?? []).every((entry) => entry.tokens.every((token) => token === w || explained(token)))) found = { word: w, target, described: true };
      }
      if (!found) continue;
      const map = out.get(source) ?? new Map<number, Distinct>();
      if (!map.has(found.target) || (map.get(found.target)!.described && !found.described)) map.set(found.target, found);
      out.set(source, map);
    }
  });
  return out;
}

/** A word one header and one target share ({@link distinctiveWords}); `described`: in the target's description, not its names. */
interface Distinct {
  word: string;
  target: number;
  described: boolean;
}

interface Pending extends Candidate {
  penalised: boolean;
  /** Set while the pair is penalised for a tie: its rivals then, and its confidence and reason before. */
  tie?: { rivals: Pending[]; confidence: number; reason: string };
}

/**
 * Greedy one-to-one assignment with an ambiguity check: before the best free pair is taken, every
 * free pair sharing its input or TDM column within {@link AMBIGUITY_MARGIN} is a rival; the whole
 * tie group loses a quarter once, and the choice is made again; a group still tied then is left for
 * a person (a wrong mapping costs more than a missing one). Pairs whose columns are already taken
 * are no longer rivals, so "Date" still goes to order_date once "Birth date" took birth_date.
 * Remembered mappings are never penalised: the tenant chose them. Before the penalty, `prefer` may
 * settle a tie by a convention of labels ({@link preferredOfTie}). A penalised pair whose every
 * rival later loses its input column or target to a pair at least as confident as the rival was
 * (not merely to a weaker one) is tied no more and gets its confidence back.
 */
function assign(candidates: Candidate[], threshold: number, describe: (c: Candidate) => string, qualified: (tied: Candidate[]) => boolean, ambiguous: Map<string, string> = new Map(),
  prefer: (tied: Candidate[]) => { pick: Candidate; why: string } | undefined = () => undefined,
  genericPick: (tied: Candidate[]) => { pick: Candidate; why: string } = firstInTdm): Candidate[] {
  const pending: Pending[] = candidates.map((c) => ({ ...c, penalised: c.match === 'memory' }));
  const usedSources = new Set<number>();
  const usedTargets = new Set<number>();
  const chosen: Candidate[] = [];
  const better = (a: Pending, b: Pending): boolean =>
    a.confidence > b.confidence || (a.confidence === b.confidence && (a.source < b.source || (a.source === b.source && a.target < b.target)));
  const taken = (c: Candidate) => usedSources.has(c.source) || usedTargets.has(c.target);
  // The confidence of the pair that took each input column and each target.
  const takenWith = new Map<string, number>();
  const fitsBefore = (c: Pending) => c.tie?.confidence ?? c.confidence;
  const take = (c: Candidate) => {
    usedSources.add(c.source);
    usedTargets.add(c.target);
    takenWith.set(`s${c.source}`, c.confidence);
    takenWith.set(`t${c.target}`, c.confidence);
    chosen.push(c);
  };
  const displaced = (c: Pending) => (takenWith.get(`s${c.source}`) ?? -1) >= fitsBefore(c) || (takenWith.get(`t${c.target}`) ?? -1) >= fitsBefore(c);
  for (;;) {
    const free = pending.filter((c) => !taken(c));
    if (free.length === 0) break;
    // A pair penalised for a tie whose every rival has since lost its place to a pair that fits it at
    // least as well (`City` tied between billing and delivery city, then `Delivery` took the
    // delivery city) is tied no more: it gets its confidence back.
    for (const c of free) {
      if (c.tie && c.tie.rivals.every(displaced)) {
        c.confidence = c.tie.confidence;
        c.reason = c.tie.reason;
        c.penalised = false;
        c.tie = undefined;
      }
    }
    let best = free[0];
    for (const c of free) if (better(c, best)) best = c;
    // Values settle a tie of one input column between a target of its values' type and an untyped one.
    const ties = free.filter((c) => c !== best && (c.source === best.source || c.target === best.target) && best.confidence - c.confidence < AMBIGUITY_MARGIN
      && !(c.source === best.source && best.typed && !c.typed));
    // A generic header (`Datum`) fitting several typed targets equally (`booking date`, `value date`),
    // values agreeing with each: `genericPick` chooses (by default the first of them in the TDM: TDMs
    // list the main one first).
    // Not when the targets differ by whose or where (`work email`, `home email`): that is a person's choice.
    if (ties.length > 0 && best.generic && best.typed && ties.every((c) => c.source === best.source && c.generic && c.typed) && !qualified([best, ...ties])) {
      const { pick: first, why } = genericPick([best, ...ties]);
      if (first.confidence >= threshold) {
        first.reason += `; fits ${ties.length + 1} columns equally, ${why}`;
        take(first);
        continue;
      }
    }
    // Values settle it either way: of one input column's rivals, the only one its values are typed for takes it.
    const group = [best, ...ties];
    const typedOnes = group.filter((c) => c.typed);
    if (ties.length > 0 && typedOnes.length === 1 && group.every((c) => c.source === best.source) && typedOnes[0].confidence >= threshold) {
      const pick = typedOnes[0];
      take(pick);
      continue;
    }
    // Input columns tied for one target where a convention of labels names one of them: that one.
    // Where the tie is both ways (the best pair's input column fits other targets as well, and its
    // target other input columns), a convention naming, of the target's input columns, one tied
    // for nothing else settles that target: `Creato` for *Booked on*, beside `Inizio`, which also
    // fits *Arrival*.
    const sameTarget = group.filter((c) => c.target === best.target);
    const sameSource = group.filter((c) => c.source === best.source);
    const mixed = ties.length > 0 && sameTarget.length > 1 && sameSource.length > 1;
    const onlyHere = (c: Candidate) => group.every((other) => other.source !== c.source || other.target === c.target);
    const fromTarget = mixed ? prefer(sameTarget) : undefined;
    const preferred = ties.length > 0 && (group.every((c) => c.target === best.target) || group.every((c) => c.source === best.source))
      ? prefer(group)
      : fromTarget && onlyHere(fromTarget.pick) ? fromTarget : undefined;
    if (preferred && preferred.pick.confidence >= threshold) {
      preferred.pick.reason += `; ${preferred.why}`;
      take(preferred.pick);
      continue;
    }
    const fresh = [best, ...ties].filter((c) => !c.penalised);
    if (ties.length > 0 && fresh.length > 0) {
      for (const c of fresh) {
        const rival = c === best ? ties[0] : best;
        c.tie = { rivals: [best, ...ties].filter((r) => r !== c), confidence: c.confidence, reason: c.reason };
        c.reason += `; ambiguous with ${describe(rival)}`;
        ambiguous.set(`${c.source}:${c.target}`, describe(rival));
        c.confidence *= AMBIGUITY_FACTOR;
        c.penalised = true;
      }
      continue;
    }
    // Still tied after losing a quarter: a person decides. The tied pairs are dropped; their input
    // columns may still take another target, and their target another input column. Remembered
    // mappings are the tenant's choice: of those, the best is taken.
    if (ties.length > 0 && best.match !== 'memory' && ties.every((c) => c.match !== 'memory')) {
      for (const c of [best, ...ties]) pending.splice(pending.indexOf(c), 1);
      continue;
    }
    if (best.confidence < threshold) break;
    take(best);
  }
  return chosen;
}

/**
 * A second pass by elimination, once {@link assign} has placed what is sure: of the input columns
 * left, one whose values are of a free target's type (nine in ten: {@link Candidate.typed}) or of
 * the shape it holds ({@link Candidate.shaped}) takes that target when its name fits it somewhat
 * (within {@link ELIMINATION_SLACK} below the threshold; not below it in a wide file), no other free
 * target fits the column within {@link ELIMINATION_LEAD} of it, no other free column fits the
 * target within {@link ELIMINATION_LEAD} of it, and no conflict lowered the pair
 * ({@link Candidate.conflicted}). The places taken leave it as the one fit both ways:
 * `From` beside `To`, once `To` took the end date, is the start date; `Date d'inscription`, once
 * `Date de naissance` took the birth date, is the enrolment date. Remembered pairs are not
 * considered (they were placed already or are not wanted). Returns the pairs to add, their
 * reasons saying so.
 *
 * @param all        each input column's candidates (its alternatives included), unpenalised
 * @param usedSources input columns {@link assign} placed (exact matches and saved mappings have no candidates)
 * @param usedTargets TDM column indexes {@link assign} placed
 */
function byElimination(all: readonly Candidate[][], usedSources: ReadonlySet<number>, usedTargets: ReadonlySet<number>, threshold: number, wide: boolean): Candidate[] {
  // A wide file's threshold is raised because most of its columns have no target: none below it.
  const floor = wide ? threshold : threshold - ELIMINATION_SLACK;
  const free = all.map((own, source) => (usedSources.has(source) ? [] : own.filter((c) => c.match === 'similar' && !usedTargets.has(c.target)).sort((a, b) => b.confidence - a.confidence)));
  const out: Candidate[] = [];
  free.forEach((own, source) => {
    const best = own[0];
    if (!best || !(best.typed || best.shaped) || best.conflicted || best.confidence < floor) return;
    if (own[1] && own[1].confidence > best.confidence - ELIMINATION_LEAD) return;
    if (free.some((other, s) => s !== source && other.some((c) => c.target === best.target && c.confidence > best.confidence - ELIMINATION_LEAD))) return;
    out.push({ ...best, reason: `${best.reason}; the one free column of its kind this one fits, and no other free column fits it` });
  });
  return out;
}

/** A column's sampled values as trimmed text, an empty cell as `''`. */
function sampleTexts(values: readonly CellValue[] | undefined): string[] {
  return (values ?? []).map((v) => (v === null || v === undefined ? '' : String(v).trim()));
}


/** Words a person's or a thing's name target may carry besides *name* (*Full name*, *Display name*). */
const NAME_QUALIFIERS: ReadonlySet<string> = new Set(['full', 'display']);

/**
 * People a record names beside its own subject, by role: its contact person, a pupil's guardian or
 * parent, an emergency contact, a representative ({@link ownNameOfTie}).
 */
const ATTACHED_PERSONS: ReadonlySet<string> = new Set(['contact', 'guardian', 'parent', 'emergency', 'representative', 'agent', 'spouse', 'referrer']);

/**
 * A bare `Name` (`Naam`, `Nome`, `name`) tied between the name of what the file lists (*Customer*,
 * *Student name*) and the name of a person attached to it (*Contact person*, *Guardian name*): the
 * listed thing's own. A file names its subject plainly and an attached person by the role
 * ({@link ATTACHED_PERSONS}). Undefined unless exactly one tied target names no attached person.
 */
function ownNameOfTie(tied: Candidate[], readsOf: ReadVariant[][], writtenOf: (target: number) => readonly string[]): { pick: Candidate; why: string } | undefined {
  if (tied.length < 2 || tied.some((c) => c.source !== tied[0].source)) return undefined;
  const read = readsOf[tied[0].source][0]?.canonical.tokens ?? [];
  if (read.length !== 1 || read[0] !== 'name') return undefined;
  // The target's words as written (key and label): canonical words read *Contact person* as a full name.
  const own = tied.filter((c) => !writtenOf(c.target).some((t) => ATTACHED_PERSONS.has(t)));
  if (own.length !== 1) return undefined;
  return { pick: own[0], why: 'a bare name is the listed record\'s own, not its contact person\'s' };
}

/**
 * Headers tied for one target where all but one name a person attached to the record (`Telefonnummer
 * des Kontakts`, `Guardian email`: {@link ATTACHED_PERSONS}, as written or as the vocabulary read
 * it) and the target names none: the one that does not, the record's own (`Kunden Telefon` is the
 * client's phone, the contact's is another). Undefined otherwise.
 */
function ownOfAttachedTie(tied: Candidate[], headers: readonly string[], readsOf: ReadVariant[][], writtenOf: (target: number) => readonly string[]): { pick: Candidate; why: string } | undefined {
  if (tied.length < 2 || tied.some((c) => c.target !== tied[0].target)) return undefined;
  if (writtenOf(tied[0].target).some((t) => ATTACHED_PERSONS.has(t))) return undefined;
  const attached = (c: Candidate) => headerTokens(headers[c.source]).some((t) => ATTACHED_PERSONS.has(t))
    || (readsOf[c.source][0]?.canonical.used ?? []).some((e) => [...e.term.split(' '), ...e.concept.split(' ')].some((t) => ATTACHED_PERSONS.has(t)));
  const own = tied.filter((c) => !attached(c));
  if (own.length !== 1) return undefined;
  const others = tied.filter((c) => c !== own[0]).map((c) => `"${headers[c.source]}"`).join(', ');
  return { pick: own[0], why: `taken over ${others}, which name${tied.length > 2 ? '' : 's'} a person attached to the record` };
}

/**
 * One input column tied between targets that each name a word of its reading (`Address 1 Country`:
 * *Street address* by `address`, *Country* by `country`): the one naming its head word, what the
 * header is about, the other words qualifying it. English, German and Dutch labels end in their
 * head (`Address 1 Country`, `Lieferland`), French, Spanish, Italian and Portuguese begin with it
 * (`Pays de l'adresse`), and a genitive begins with it in any of them (`Country of birth`,
 * `Land der Adresse`). Undefined unless exactly one tied target names the head and another names
 * another word of the header.
 */
function headWordOfTie(tied: Candidate[], headers: readonly string[], readsOf: ReadVariant[][], language: string | undefined, tokensOf: (target: number) => ReadonlySet<string>): { pick: Candidate; why: string } | undefined {
  if (tied.length < 2 || tied.some((c) => c.source !== tied[0].source)) return undefined;
  const read = (readsOf[tied[0].source][0]?.canonical.tokens ?? []).filter((t) => !/^\d+$/u.test(t));
  if (read.length < 2) return undefined;
  // A genitive puts the head first in any of the languages (`Country of birth`, `Telefonnummer des
  // Kontakts`); without one, the file's language says where it is (none when the file's is unknown).
  const genitive = namesGenitive(headers[tied[0].source]);
  if (!genitive && language === undefined) return undefined;
  const head = genitive || HEAD_FIRST.has(language!) ? read[0] : read[read.length - 1];
  const naming = tied.filter((c) => tokensOf(c.target).has(head));
  if (naming.length !== 1 || !tied.some((c) => c !== naming[0] && read.some((t) => t !== head && tokensOf(c.target).has(t)))) return undefined;
  return { pick: naming[0], why: `"${head}" is the header's head word, the others qualify it` };
}

/** Fewest confidence of the pick {@link fileLanguageOfTie} makes: a synonym's, not a guess from a word or the values. */
const FILE_LANGUAGE_TIE_FLOOR = 0.9;

/**
 * Headers tied for one target where exactly one is written in the file's language and the others
 * only in another (`Boletín` and `Opt-in` in a Spanish shop's customer list, both read as a
 * newsletter consent): the one in the file's language. A program names its own fields in the
 * language it exports; a borrowed word beside them names something the program took over (a
 * partner's opt-in), not the field the translated one is. Undefined unless the file's language is
 * known and not English, the one is read as a synonym of the target (confidence at least
 * {@link FILE_LANGUAGE_TIE_FLOOR}) through words of that language and none of English, and the others through
 * English words only.
 */
function fileLanguageOfTie(tied: Candidate[], headers: readonly string[], readsOf: ReadVariant[][], language: string | undefined): { pick: Candidate; why: string } | undefined {
  if (language === undefined || language === 'en' || tied.length < 2 || tied.some((c) => c.target !== tied[0].target)) return undefined;
  const languages = tied.map((c) => new Set((readsOf[c.source][0]?.canonical.used ?? []).map((entry) => entry.language)));
  const own = tied.filter((_, i) => languages[i].has(language) && !languages[i].has('en'));
  if (own.length !== 1 || own[0].confidence < FILE_LANGUAGE_TIE_FLOOR || !languages.every((set, i) => tied[i] === own[0] || (set.size === 1 && set.has('en')))) return undefined;
  const others = tied.filter((c) => c !== own[0]).map((c) => `"${headers[c.source]}"`).join(', ');
  return { pick: own[0], why: `taken over ${others}: written in the file's language, the other${tied.length > 2 ? 's' : ''} not` };
}

/** Of targets a generic header fits equally, the first in the TDM: TDMs list the main one first ({@link assign}). */
function firstInTdm(tied: Candidate[]): { pick: Candidate; why: string } {
  return { pick: [...tied].sort((a, b) => a.target - b.target)[0], why: 'the first in the TDM taken' };
}

/**
 * Words of a target's name that say it is an amount's whole, not a part of it (net, tax, paid, due,
 * a discount). A gross amount is not counted: the lexicon reads *Amount due* as one.
 */
const WHOLE_WORDS: ReadonlySet<string> = new Set(['total']);

/**
 * A bare amount (`Amount`, `Montant`, `Bedrag`: a word for an amount and nothing else) fitting
 * several amount targets equally (*Net amount*, *Tax amount*, *Total amount*, *Amount paid*): the
 * one naming the whole ({@link WHOLE_WORDS}), when exactly one does. An amount nobody qualified is
 * all of it; its parts are named as such. Undefined otherwise ({@link firstInTdm} then chooses).
 */
function wholeAmountOfTie(tied: Candidate[], readsOf: ReadVariant[][], tokensOf: (target: number) => ReadonlySet<string>): { pick: Candidate; why: string } | undefined {
  if (tied.some((c) => c.source !== tied[0].source)) return undefined;
  const read = (readsOf[tied[0].source][0]?.canonical.tokens ?? []).filter((t) => !/^\d+$/u.test(t));
  if (read.length !== 1 || read[0] !== 'amount') return undefined;
  const whole = tied.filter((c) => [...tokensOf(c.target)].some((t) => WHOLE_WORDS.has(t)));
  return whole.length === 1 ? { pick: whole[0], why: 'and a bare amount is the whole one' } : undefined;
}

/** Languages whose labels begin with their head word (`Pays de livraison`); the others end in it (`Delivery country`). */
const HEAD_FIRST: ReadonlySet<string> = new Set(['fr', 'es', 'it', 'pt']);

/**
 * Input columns of one numbered series (`Phone 1`, `Phone 2`, `Phone 3`; `Omschrijving-1`,
 * `Omschrijving-2`; `Phone`, `Phone 2`) tied for one target: the first of the series, the one with
 * the lowest number (a name without a number counts as the first). Programs number the further
 * copies of a field and keep the first for the main one; the target, a single column, is that
 * main one. Every tied column must belong to the series (same words, a different trailing
 * number, not in brackets nor after `=` or `#`: `Conversions (goal 1)` is a part of the
 * conversions, and qualified variants stay a person's choice) and one of them must be the file's
 * first of it; undefined otherwise.
 */
function firstOfSeriesTie(tied: Candidate[], headers: readonly string[]): { pick: Candidate; why: string } | undefined {
  if (tied.length < 2 || tied.some((c) => c.target !== tied[0].target)) return undefined;
  const member = (header: string) => {
    const name = exactName(header);
    // A number in a qualifier (`Conversions (goal 1)`, `(Ziel idgoal=2)`) names a part, a breakdown
    // by something numbered: qualified variants stay a person's choice.
    if (/[)\]]\s*$/u.test(header) || /[=#]\s*\d{1,2}\s*$/u.test(header)) return { stem: `\u0000${header}`, number: 0 };
    const m = /^(.*\D)\s?(\d{1,2})$/u.exec(name);
    return m ? { stem: m[1].trim(), number: Number(m[2]) } : { stem: name, number: 0 };
  };
  const members = tied.map((c) => member(headers[c.source]));
  const stem = members[0].stem;
  if (stem === '' || members.some((m) => m.stem !== stem) || new Set(members.map((m) => m.number)).size !== members.length) return undefined;
  // The series' first column in the whole file: a tie of later ones (`Omschrijving-2`, `-3`) settles nothing.
  const lowest = Math.min(...headers.map(member).filter((m) => m.stem === stem).map((m) => m.number));
  const first = members.findIndex((m) => m.number === lowest);
  if (first < 0) return undefined;
  const pick = tied[first];
  return { pick, why: `the first of the numbered columns ${tied.map((c) => `"${headers[c.source]}"`).join(', ')}` };
}

/**
 * A header that names an entity and nothing of it (`Student`, `Élève`, `Customer`), tied between
 * that entity's name and another attribute of it (*Student name* and *Student ID*, *Customer name*
 * and *Customer email*): the name, when the values are names — words with a space between them,
 * at least half of the non-empty sampled values, none an e-mail address. A list is headed by what
 * it lists, and a list of people or things shows their names. Usernames or numbers decide nothing.
 */
function entityNameOfTie(tied: Candidate[], samples: readonly (readonly CellValue[])[], readsOf: ReadVariant[][], tokensOf: (target: number) => ReadonlySet<string>): { pick: Candidate; why: string } | undefined {
  if (tied.length < 2 || !tied.every((c) => c.source === tied[0].source)) return undefined;
  const read = readsOf[tied[0].source][0]?.canonical.tokens ?? [];
  if (read.length === 0 || read.some((t) => ATTRIBUTE_WORDS.has(t))) return undefined;
  const texts = sampleTexts(samples[tied[0].source]).filter((t) => t !== '');
  const names = tied.filter((c) => {
    const tokens = tokensOf(c.target);
    return tokens.has('name') && [...tokens].every((t) => t === 'name' || NAME_QUALIFIERS.has(t) || read.includes(t));
  });
  if (names.length !== 1) {
    // With no name among them, the entity's identifier, when the values are identifiers: at least
    // half of them different, each with a digit and no space (`Versand` of `000000123`: the shipment number).
    const ids = names.length === 0 ? tied.filter((c) => {
      const tokens = tokensOf(c.target);
      return [...tokens].some((t) => ID_WORDS.has(t)) && [...tokens].every((t) => ID_WORDS.has(t) || read.includes(t));
    }) : [];
    const distinct = new Set(texts).size;
    if (ids.length !== 1 || texts.length < 5 || distinct < 0.5 * texts.length || !texts.every((t) => /\d/u.test(t) && !/\s/u.test(t))) return undefined;
    return { pick: ids[0], why: 'a column headed by what it lists identifies them, as its values do' };
  }
  const nameLike = texts.filter((t) => /^\p{L}[\p{L}'’.-]*(?:,? \p{L}[\p{L}'’.-]*)+$/u.test(t)).length;
  if (texts.length < 5 || nameLike * 2 < texts.length || texts.some((t) => t.includes('@'))) return undefined;
  const [pick] = names;
  return { pick, why: 'a column headed by what it lists holds their names, as its values are' };
}

/**
 * Input columns tied for a target that holds categories (a status, a type), one of them worded
 * categories (`Completed`, `Pending`) and the others codes (at least nine in ten of their values
 * numbers: `10`, `20`, `40`): the worded one — a program exports a code beside its wording, and a
 * model's category is the wording a person reads. Undefined otherwise.
 */
function wordedOfTie(tied: Candidate[], samples: readonly (readonly CellValue[])[], expects: (target: number) => TextShape | null): { pick: Candidate; why: string } | undefined {
  if (tied.length < 2 || !tied.every((c) => c.target === tied[0].target) || expects(tied[0].target) !== 'categories') return undefined;
  const worded = tied.filter((c) => textShape(samples[c.source] ?? [])?.shape === 'categories');
  if (worded.length !== 1 || !tied.every((c) => c === worded[0] || numericShare(samples[c.source] ?? []) >= 0.9)) return undefined;
  return { pick: worded[0], why: 'its values are the categories in words, the others codes' };
}

/** Fewest non-empty sampled values that, all the same, make a column one account's throughout ({@link ownAccountOfTie}). */
const SAME_ACCOUNT_MIN_VALUES = 5;

/**
 * Whether a column's sampled values are one value on every row: at least
 * {@link SAME_ACCOUNT_MIN_VALUES} non-empty, all equal, and at most one row in five empty (the
 * statement's own account is on every row; a column filled now and then with one account is some
 * other account, a bank account for withdrawals, a payee's).
 */
function oneValueThroughout(values: readonly CellValue[] | undefined): boolean {
  const all = sampleTexts(values);
  const texts = all.filter((t) => t !== '');
  return texts.length >= SAME_ACCOUNT_MIN_VALUES && texts.length >= 0.8 * all.length && texts.every((t) => t === texts[0]);
}

/**
 * A tie between the statement's own account and another party's, settled by the values: an export
 * of one account's transactions repeats that account (its IBAN or number) on every row, while the
 * other party's changes from row to row. Of input columns tied for an own-account target (named by
 * *account* or *IBAN* and no party: `account_iban`), the only one whose values are one account
 * throughout; of one such column tied between an own-account and a party's target
 * (`counterparty_iban`), the own account — unless the header names a party (`Payee Account
 * Number`). Only repetition is read as evidence: values that vary say nothing on their own.
 * Undefined when the values do not settle it.
 */
function ownAccountOfTie(tied: Candidate[], headers: readonly string[], samples: readonly (readonly CellValue[])[], readsOf: ReadVariant[][], tokensOf: (target: number) => ReadonlySet<string>): { pick: Candidate; why: string } | undefined {
  const { broader } = headerLexicon();
  const party = (tokens: ReadonlySet<string>) => [...tokens].some((t) => t === 'counterparty' || broader.get(t) === 'counterparty');
  // A header that names a party (`Payee Account Number`) holds that party's account, whatever its values.
  const namesParty = (source: number) => readsOf[source].some((r) => party(new Set(r.canonical.tokens)) || r.narrower !== undefined);
  const own = (target: number) => {
    const tokens = tokensOf(target);
    return (tokens.has('account') || tokens.has('iban')) && !party(tokens);
  };
  const why = 'one account on every row: the statement\'s own';
  if (tied.every((c) => c.target === tied[0].target) && own(tied[0].target)) {
    const repeated = tied.filter((c) => oneValueThroughout(samples[c.source]) && !namesParty(c.source));
    if (repeated.length === 1) return { pick: repeated[0], why: `${why}, unlike ${tied.filter((c) => c !== repeated[0]).map((c) => `"${headers[c.source]}"`).join(', ')}` };
  }
  if (tied.every((c) => c.source === tied[0].source) && oneValueThroughout(samples[tied[0].source]) && !namesParty(tied[0].source)) {
    const owns = tied.filter((c) => own(c.target));
    if (owns.length === 1 && tied.every((c) => c === owns[0] || party(tokensOf(c.target)))) return { pick: owns[0], why };
  }
  return undefined;
}

/**
 * Pairs of words that tell two otherwise equal headers apart, the first being what a target naming
 * neither means ({@link preferredOfTie}), with the reason's words.
 */
const PAIRED_WORDS: ReadonlyArray<readonly [string, string, string]> = [
  ['start', 'end', 'a span is dated by its start'],
  ['gross', 'net', 'an amount is the gross one unless a target says net'],
];

/**
 * Events of a record, by the canonical English words that name them (`paid` and `payment` one
 * event): a header naming one and a target naming another are a different date or amount
 * ({@link EVENT_MISMATCH_FACTOR}). Only events no language confuses with another are here (a
 * delivery may be the receipt, an end the completion: those are left out).
 */
const EVENT_CLASSES: ReadonlyMap<string, string> = new Map([
  ...['created', 'creation'].map((w) => [w, 'creation'] as const),
  ...['update', 'updated', 'modified', 'modification'].map((w) => [w, 'last change'] as const),
  ...['deleted', 'deletion'].map((w) => [w, 'deletion'] as const),
  ...['cancelled', 'canceled', 'cancellation'].map((w) => [w, 'cancellation'] as const),
  // Due and expiry one: several languages name both with one word (`scadenza`, `vervaldatum`).
  ...['due', 'expiry', 'expiration', 'expires', 'expired'].map((w) => [w, 'due or expiry'] as const),
  ...['payment', 'paid'].map((w) => [w, 'payment'] as const),
  ...['birth', 'birthday'].map((w) => [w, 'birth'] as const),
  ...['hire', 'hired'].map((w) => [w, 'hiring'] as const),
  ...['refund', 'refunded'].map((w) => [w, 'refund'] as const),
  ...['login', 'logon', 'signin', 'accessed'].map((w) => [w, 'login'] as const),
]);

/** The events of a record that `tokens` name ({@link EVENT_CLASSES}). */
const eventsOf = (tokens: readonly string[]): Set<string> => classesOf(EVENT_CLASSES, tokens);

/**
 * Parties of a transaction, by the canonical English words (and the words as written, `shipper`)
 * that name them: who receives a shipment (recipient, consignee, delivery, destination, drop-off),
 * who sends it (sender, shipper, consignor, origin, pick-up), who is billed and who is paid. A
 * header naming one and a target naming another are another party's data
 * ({@link PARTY_MISMATCH_FACTOR}); words naming one party are one word to the name similarity
 * (./similarity.ts, `Recipient city` and *Delivery city*).
 */
const PARTY_CLASSES: ReadonlyMap<string, string> = new Map([
  ...['recipient', 'consignee', 'receiver', 'delivery', 'destination', 'dropoff'].map((w) => [w, 'receiving party'] as const),
  ...['sender', 'shipper', 'consignor', 'origin', 'pickup'].map((w) => [w, 'sending party'] as const),
  ...['billing', 'billed', 'payer'].map((w) => [w, 'billed party'] as const),
  ...['payee', 'beneficiary'].map((w) => [w, 'paid party'] as const),
]);

/** The parties of a transaction that `tokens` name ({@link PARTY_CLASSES}). */
const partiesOf = (tokens: readonly string[]): Set<string> => classesOf(PARTY_CLASSES, tokens);

/**
 * Roles of persons, as the lexicon's canonical English names them: a header naming one (`User`,
 * `Kunde`, `Schüler`) names a person, and a target keyed by one and a name (*Guest name*,
 * *Employee name*) or a full name holds a person's name.
 */
const PERSON_ROLES: ReadonlySet<string> = new Set([
  'customer', 'client', 'user', 'employee', 'student', 'pupil', 'learner', 'guest', 'patient', 'member', 'person', 'contact', 'tenant',
  'buyer', 'attendee', 'participant', 'visitor', 'applicant', 'candidate', 'subscriber', 'donor', 'volunteer', 'passenger', 'traveller', 'traveler',
]);

/** Name score of a header naming a person by a role and the TDM's only person's name ({@link PERSON_ROLES}). */
const PERSON_SCORE = 0.62;

/**
 * The role of a person a header's reading names, alone or with a name (`User`, `Kunde` → customer,
 * `Utente` → employee through its second sense), or undefined.
 */
function personRoleOf(read: ReadVariant): string | undefined {
  const words = read.canonical.tokens.filter((token) => token !== 'name');
  if (words.length !== 1) return undefined;
  if (PERSON_ROLES.has(words[0])) return words[0];
  const lexicon = headerLexicon();
  return lexicon.all.get(words[0])?.find((entry) => PERSON_ROLES.has(entry.concept))?.concept;
}

/** Legal forms of companies that end a company's name (`Acme GmbH`, `Lumen S.A.S.`, `Foo Ltd.`), folded and without dots. */
const LEGAL_FORMS: ReadonlySet<string> = new Set([
  'gmbh', 'ag', 'kg', 'ohg', 'ug', 'ev', 'ltd', 'limited', 'llc', 'llp', 'plc', 'inc', 'corp', 'co', 'sa', 'sas', 'sarl', 'sasu', 'eurl', 'sl', 'slu',
  'spa', 'srl', 'snc', 'bv', 'nv', 'vof', 'lda', 'ltda', 'me', 'eireli',
]);

/** Whether a fifth or more of the non-empty values end with a company's legal form ({@link LEGAL_FORMS}): names of companies, not persons. */
function companiesIn(texts: readonly string[]): boolean {
  let values = 0;
  let companies = 0;
  for (const text of texts) {
    const trimmed = text.trim();
    if (trimmed === '') continue;
    values++;
    const last = trimmed.slice(trimmed.lastIndexOf(' ') + 1).replace(/[.,]/gu, '').toLowerCase();
    if (LEGAL_FORMS.has(last)) companies++;
  }
  return values > 0 && companies >= 0.2 * values;
}

/** Whether a target key names a person's name: a role and a name (`guest_name`), or a full name. */
function namesPersonName(key: string, domain: string | undefined): boolean {
  const tokens = translateTokens(headerTokens(key), undefined, domain).tokens;
  return tokens.length === 2 && tokens[1] === 'name' && (PERSON_ROLES.has(tokens[0]) || tokens[0] === 'full');
}

/**
 * Records a column can belong to, by the canonical English words (and words as written) that name
 * them, synonyms as one: a header naming one (`Order status`, `Estado de pedido`) and a target
 * naming another (*Shipment status*, *Invoice number*) are another record's field
 * ({@link ENTITY_MISMATCH_FACTOR}). Documents and things with their own number, status and dates
 * only: a customer or a supplier is no such record (an order's city is its customer's).
 */
const ENTITY_CLASSES: ReadonlyMap<string, string> = new Map([
  ...['order'].map((w) => [w, 'order'] as const),
  ...['shipment', 'consignment', 'dispatch'].map((w) => [w, 'shipment'] as const),
  ...['invoice', 'bill'].map((w) => [w, 'invoice'] as const),
  ...['product', 'item', 'article'].map((w) => [w, 'product'] as const),
  ...['project'].map((w) => [w, 'project'] as const),
  ...['task', 'ticket', 'issue'].map((w) => [w, 'task'] as const),
  ...['contract'].map((w) => [w, 'contract'] as const),
  ...['reservation', 'booking'].map((w) => [w, 'reservation'] as const),
]);

/** The classes of `classes` (word → class: {@link EVENT_CLASSES}, {@link PARTY_CLASSES}, {@link ENTITY_CLASSES}) that `tokens` name. */
function classesOf(classes: ReadonlyMap<string, string>, tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const token of tokens) {
    const found = classes.get(token);
    if (found) out.add(found);
  }
  return out;
}

/** Multiplies the name score of a header whose identifier is another record's than the target's ({@link ownerMismatch}). */
const OWNER_MISMATCH_FACTOR = 0.6;

/** A header's identifier and the word beside it that owns it ({@link identifierOwner}), with the header's other words. */
interface IdentifierOwner { id: string; owner: string; others: readonly string[] }

/**
 * The record whose identifier a header is: an identifier (`ID`, `number`, `code`, `reference`) at
 * one end of a header belongs to the word beside it — before it when it ends the header (`Order
 * Item ID`: the item's), after it when it begins it (`ID del insumo pedido`: the supply's). Read
 * from canonical tokens (synonyms as one), once per input column; null when the header has fewer
 * than three words, identifiers at both ends or none, or the word beside it is another identifier,
 * a person (`Buyer User ID` is the buyer's) or a word the vocabulary does not read (`avviamento` of
 * `Codice di avviamento postale`).
 */
function identifierOwner(read: ReadVariant): IdentifierOwner | null {
  const words = read.canonical.tokens.filter((t) => !/^\d+$/u.test(t));
  if (words.length < 3) return null;
  const last = words.length - 1;
  const at = ID_WORDS.has(words[last]) && !ID_WORDS.has(words[0]) ? [last, last - 1] : ID_WORDS.has(words[0]) && !ID_WORDS.has(words[last]) ? [0, 1] : null;
  if (!at) return null;
  const [id, owner] = at;
  const word = words[owner];
  const known = read.canonical.used.some((e) => e.tokens.includes(word)) || (headerLexicon().englishWords?.has(word) ?? false);
  if (ID_WORDS.has(word) || PERSON_ROLES.has(word) || !known) return null;
  return { id: words[id], owner: word, others: words.filter((_, i) => i !== id && i !== owner) };
}

/**
 * Whether a target names another record's identifier than the header's ({@link identifierOwner}):
 * it names an identifier and another word of the header, but not the word that owns the header's
 * identifier (*PO number* for `Order Item ID`, by `order`).
 */
function ownerMismatch(header: IdentifierOwner, names: readonly TargetName[]): boolean {
  let identifier = false;
  let other = false;
  for (const name of names) {
    for (const token of name.canonical.tokens) {
      if (token === header.owner) return false;
      if (ID_WORDS.has(token)) identifier = true;
      if (header.others.includes(token)) other = true;
    }
  }
  return identifier && other;
}

/** Multiplies a pair's confidence when the header and the target name different records (`Order status`, *Shipment status*). */
const ENTITY_MISMATCH_FACTOR = 0.6;

/** Multiplies a pair's confidence when the header and the target name different parties (`Shipper city`, *Delivery city*). */
const PARTY_MISMATCH_FACTOR = 0.6;

/** Multiplies a pair's confidence when the header and the target name different events of a record (`Last modified`, *Cancelled on*). */
const EVENT_MISMATCH_FACTOR = 0.6;

/**
 * Words of a target's name that say which event of a record its date is, other than the record's
 * making (`due`, `start`, `completion`, `delivery`, `expiry`, `cancelled`, …, as the lexicon's
 * canonical English reads them): such a date is not the creation's, nor a span's start or end
 * ({@link preferredOfTie}).
 */
const EVENT_WORDS: ReadonlySet<string> = new Set([
  // The events a header and a target can contradict each other by, the creation aside …
  ...[...EVENT_CLASSES].filter(([, event]) => event !== 'creation').map(([word]) => word),
  // … and the broader ones that only say a date is not the creation's.
  'start', 'end', 'finish', 'completion', 'completed', 'delivery', 'delivered', 'ship', 'shipped', 'shipping', 'dispatch', 'close', 'closed', 'closing',
  'last', 'next', 'return', 'returned', 'planned', 'expected', 'scheduled', 'received', 'sent', 'valid', 'effective', 'arrival', 'departure', 'checkout', 'checkin',
]);

/** Words that say a value is a figure and nothing of what it is of (`Discount Amount`, `Effort Value`, `Montant total`), for {@link preferredOfTie}. */
const VALUE_WORDS: ReadonlySet<string> = new Set(['amount', 'value', 'total', 'sum', 'number']);

/**
 * Of tied candidates, the one a convention of labels decides for, with the reason's words; undefined
 * when none does. `tied` is either one input column's candidates for several targets, or several
 * input columns' candidates for one target (`tokensOf` gives a target's canonical tokens,
 * `describeTarget` its key):
 * - one input column between a target and the same target qualified (*Currency*, *Original
 *   currency*): the plain one, unless a reading of the header names the qualifier (`Payee Account
 *   Number` names the counterparty of *Counterparty IBAN*);
 * - the bare header over the same header with a qualifier: `Devise` over `Devise (local)`, `Amount`
 *   over `Amount (EUR)` — the qualified one is a variant of the plain one;
 * - of two headers that differ only by start and end, the start, when the target names neither:
 *   `Start date` over `End date` for a *Date*, `Data inizio` over `Data fine` — a span is dated by
 *   when it starts; likewise the gross over the net for a plain *Amount* (`Brutto`, `Netto`);
 * - of dates of a record's events (`Created at`, `Paid at`), the creation's, when the target names
 *   no creation itself (*Order date*): a record is dated by when it was made — and no other event
 *   either ({@link EVENT_WORDS}: a *Due date* is not when the record was made).
 */
function preferredOfTie(tied: Candidate[], headers: readonly string[], readsOf: ReadVariant[][], tokensOf: (target: number) => ReadonlySet<string>, describeTarget: (target: number) => string): { pick: Candidate; why: string } | undefined {
  const besides = (pick: Candidate, name: (c: Candidate) => string) => tied.filter((c) => c !== pick).map((c) => `"${name(c)}"`).join(', ');
  const header = (c: Candidate) => headers[c.source];
  // One input column tied between a target and the same target qualified (`currency`, `original
  // currency`): the plain one, the file's own, unless the header names the qualifier itself.
  if (tied.every((c) => c.source === tied[0].source)) {
    const sets = tied.map((c) => tokensOf(c.target));
    const plain = tied.filter((_, i) => sets.every((other, j) => j === i || (other.size > sets[i].size && [...sets[i]].every((t) => other.has(t)))));
    if (plain.length !== 1) return undefined;
    const [pick] = plain;
    // Every reading counts: `Payee Account Number` also reads as the counterparty's.
    const read = new Set(readsOf[pick.source].flatMap((r) => [...r.canonical.tokens, ...(r.narrower ? [r.narrower.concept, ...r.narrower.broader.split(' ')] : [])]));
    const extras = tied.filter((c) => c !== pick).flatMap((c) => [...tokensOf(c.target)].filter((t) => !tokensOf(pick.target).has(t)));
    if (extras.some((t) => read.has(t))) return undefined;
    return { pick, why: `taken over ${besides(pick, (c) => describeTarget(c.target))}, the same with a qualifier` };
  }
  const targetTokens = tokensOf(tied[0].target);
  const whole = (c: Candidate) => readsOf[c.source][0]?.canonical.tokens.join(' ');
  const bare = tied.filter((c) => !readsOf[c.source].some((r) => r.variant.setAside !== undefined));
  if (bare.length === 1) {
    const [pick] = bare;
    const others = tied.filter((c) => c !== pick);
    const cores = others.map((c) => readsOf[c.source].find((r) => r.variant.setAside !== undefined)?.canonical.tokens.join(' '));
    if (cores.every((core) => core !== undefined && core === whole(pick))) {
      return { pick, why: `taken over ${besides(pick, header)}, the same name with a qualifier` };
    }
  }
  // Of headers tied for one target, the one that adds nothing to the target's words but a word for a
  // kind of value (`Discount Amount`), over those naming something the target does not (`Shipping
  // Discount`): the others are the same thing qualified.
  const added = (c: Candidate) => {
    const tokens = readsOf[c.source][0]?.canonical.tokens ?? [];
    if (!tokens.some((t) => targetTokens.has(t))) return -1;
    return tokens.filter((t) => !targetTokens.has(t) && !VALUE_WORDS.has(t) && !/^\d+$/u.test(t)).length;
  };
  const counts = tied.map(added);
  if (counts.filter((n) => n === 0).length === 1 && counts.every((n) => n !== -1)) {
    const pick = tied[counts.indexOf(0)];
    return { pick, why: `taken over ${besides(pick, header)}, which name what "${describeTarget(pick.target)}" does not` };
  }
  for (const [first, second, why] of PAIRED_WORDS) {
    if (tied.length !== 2 || targetTokens.has(first) || targetTokens.has(second)) continue;
    // A date the target names by an event (*Cancelled on*) is neither a span's start nor its end.
    if (first === 'start' && [...targetTokens].some((t) => EVENT_WORDS.has(t))) continue;
    const [a, b] = tied.map((c) => readsOf[c.source][0]?.canonical.tokens ?? []);
    const without = (tokens: string[], word: string) => tokens.filter((token) => token !== word).join(' ');
    for (const [pick, mine, theirs, other] of [[tied[0], a, b, tied[1]], [tied[1], b, a, tied[0]]] as const) {
      if (mine.includes(first) && theirs.includes(second) && !mine.includes(second) && !theirs.includes(first) && without(mine, first) === without(theirs, second)) {
        return { pick, why: `taken over "${header(other)}": ${why}` };
      }
    }
  }
  // Dates of a record's events tied for a date the target names by no event: the creation's.
  if (!targetTokens.has('created') && ![...targetTokens].some((t) => EVENT_WORDS.has(t))) {
    const created = tied.filter((c) => readsOf[c.source][0]?.canonical.tokens.includes('created'));
    if (created.length === 1 && tied.every((c) => readsOf[c.source][0]?.canonical.tokens.includes('date'))) {
      const [pick] = created;
      return { pick, why: `taken over ${besides(pick, header)}: a record is dated by its creation` };
    }
  }
  return undefined;
}

/** One input column's answer (SPEC-style `POST /mapping/suggest` item). */
export interface ColumnSuggestion {
  /** The input header, as given. */
  source_column: string;
  /** TDM key, or null when no column fits well enough (an honest answer). */
  target_column: string | null;
  /** 0–1; for an unmapped column, the best score it had (0 when none). */
  confidence: number;
  /** Evidence a person can check, or why the column stays unmapped. */
  reason: string;
  /** Other TDM columns, best first (at most 3, confidence ≥ 0.2). */
  alternatives: Array<{ target_column: string; confidence: number }>;
  /** How it was found: `exact` name, the tenant's `memory`, `similar` by scoring, `joined` (many-to-one). */
  match?: 'exact' | 'memory' | 'similar' | 'joined';
  /** Unmapped because the values contradict this target's type although the name fits it. */
  contradicts?: string;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** First + last name into one full-name column: the documented many-to-one (docs/mapping.md). */
const NAME_PARTS = ['first name', 'middle name', 'last name'];

/** Share of a file's headers that must begin with the same words for those words to be the file's prefix ({@link withoutFilePrefix}). */
const FILE_PREFIX_SHARE = 0.6;
/** Fewest headers a file's prefix is read from. */
const FILE_PREFIX_MIN_HEADERS = 4;
/** Multiplies the name score of a header read with the file's prefix ({@link withoutFilePrefix}). */
const FILE_PREFIX_FACTOR = 0.9;

/**
 * Headers that most of a file's headers begin with the same words (`Facture Montant`, `Facture
 * Solde`, `Facture Numéro de facture`: an export that names every column by its record first): those
 * words say what the file is about, not which column a header is. Such a header is read first
 * without them (`Montant`, its note says what was set aside) and second as written, at
 * {@link FILE_PREFIX_FACTOR}. The prefix is the longest run of whole words at least
 * {@link FILE_PREFIX_SHARE} of the headers (and {@link FILE_PREFIX_MIN_HEADERS} or more) begin
 * with; a header that is the prefix alone is read as written.
 */
function withoutFilePrefix(headers: readonly string[], variantsOf: HeaderVariant[][]): HeaderVariant[][] {
  const words = headers.map((header) => header.trim().split(/\s+/u));
  const counted = variantsOf.filter((v) => v.length > 0).length;
  if (counted < FILE_PREFIX_MIN_HEADERS) return variantsOf;
  const needed = Math.max(FILE_PREFIX_MIN_HEADERS, Math.ceil(FILE_PREFIX_SHARE * counted));
  let prefix: string[] = [];
  for (let n = 1; n <= 3; n++) {
    const counts = new Map<string, number>();
    for (let i = 0; i < headers.length; i++) {
      if (variantsOf[i].length === 0 || words[i].length <= n) continue;
      const key = words[i].slice(0, n).join(' ').toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const best = [...counts].find(([, count]) => count >= needed);
    if (!best) break;
    prefix = best[0].split(' ');
  }
  if (prefix.length === 0) return variantsOf;
  const written = prefix.join(' ');
  return variantsOf.map((variants, i) => {
    if (variants.length === 0 || words[i].length <= prefix.length || words[i].slice(0, prefix.length).join(' ').toLowerCase() !== written) return variants;
    const rest = words[i].slice(prefix.length).join(' ');
    const core = headerVariants(rest).map((variant) => ({ ...variant, note: [variant.note, `"${words[i].slice(0, prefix.length).join(' ')}", which most of the file's headers begin with, set aside`].filter((n) => n !== '').join('; ') }));
    return [...core, ...variants.map((variant) => ({ ...variant, factor: variant.factor * FILE_PREFIX_FACTOR }))];
  });
}

/**
 * Suggests a target for every input column (see the module comment and docs/mapping.md).
 *
 * @param headers    input column names (distinct)
 * @param samples    `samples[i]`: sampled values of `headers[i]` (20–100 is plenty)
 * @param tdmColumns the TDM's columns
 * @param already    input columns and TDM keys taken by saved mappings (not suggested, not suggested to)
 * @param options    threshold and the tenant's memory
 * @returns one entry per header, in header order; a header in `already.sources` answers
 *          `target_column: null` with the reason "used by a saved mapping"
 */
export function suggestColumns(
  headers: string[],
  samples: CellValue[][],
  tdmColumns: TdmColumn[],
  already: AlreadyMapped = { sources: new Set(), targets: new Set() },
  options: SuggestOptions = {},
): ColumnSuggestion[] {
  const wide = options.threshold === undefined && headers.length >= WIDE_FILE_MIN_COLUMNS && headers.length >= WIDE_FILE_RATIO * tdmColumns.length;
  const threshold = options.threshold ?? (wide ? WIDE_FILE_THRESHOLD : DEFAULT_MATCH_THRESHOLD);
  const takenSources = new Set(already.sources);
  const takenTargets = new Set(already.targets);
  const corrected = new Set<string>();
  for (const entry of options.memory ?? []) if (entry.negative) corrected.add(`${entry.header}\u0000${entry.target_column}`);
  const exact = exactMatches(headers, tdmColumns, takenSources, takenTargets, corrected);
  const targets = tdmColumns.map((column, index) => ({ column, index })).filter(({ column }) => !takenTargets.has(column.key));
  // What the file is about, decided by all its headers and the TDM's names together: a word of
  // several senses is then read in that domain's sense (docs/mapping.md "The file's domain").
  const variantsOf = withoutFilePrefix(headers, headers.map((header) => (takenSources.has(header) ? [] : headerVariants(header))));
  const domain = fileDomain([
    ...variantsOf.filter((v) => v.length > 0).map((v) => translateTokens(v[0].tokens, undefined, undefined, false, writtenPlain(v[0].text))),
    ...tdmColumns.flatMap((column) => [column.key, column.label ?? ''].map((text) => translateHeader(text))),
  ]);
  const targetNames: TargetName[][] = targets.map(({ column }) =>
    [
      { what: 'key', text: column.key },
      { what: 'label', text: column.label ?? '' },
      ...(column.alternativeMatches ?? []).map((text) => ({ what: 'alternative match', text })),
    ]
      .filter((n) => n.text.trim() !== '')
      .map((n) => {
        const tokens = headerTokens(n.text);
        const read = translateTokens(tokens, undefined, domain);
        // A number or a thing's code holds no name (*Items* of an `item_count`, `item_code`).
        const canonical = isNumberType(column.columnType) || read.tokens.some((t) => ID_WORDS.has(t)) ? withoutOwnAttribute(read, NAME_WORD, null) : read;
        return { ...n, tokens, canonical, list: tokenList(tokens), canonicalList: tokenList(canonical.tokens) };
      }),
  );
  // A concept two targets' names read as (`Province` and `Region` both read "region"): the lexicon cannot tell them apart.
  const readers = new Map<string, Set<number>>();
  targetNames.forEach((names, t) => {
    for (const n of names) {
      if (n.canonical.used.length === 0) continue;
      const reading = n.canonical.tokens.join(' ');
      const set = readers.get(reading) ?? new Set<number>();
      set.add(t);
      readers.set(reading, set);
    }
  });
  // Except for the one target whose key is that concept when the others read it only through a
  // label or an alternative (`start_date`, beside *Starts in the* of `start_half`): the key names
  // the concept, the label only says something of it.
  const keyReaders = new Map<string, Set<number>>();
  targetNames.forEach((names, t) => {
    for (const n of names) {
      if (n.what !== 'key' || n.canonical.used.length === 0) continue;
      const reading = n.canonical.tokens.join(' ');
      keyReaders.set(reading, (keyReaders.get(reading) ?? new Set<number>()).add(t));
    }
  });
  targetNames.forEach((names, t) => {
    for (const n of names) {
      if (n.canonical.used.length === 0) continue;
      const reading = n.canonical.tokens.join(' ');
      if ((readers.get(reading)?.size ?? 0) < 2) continue;
      const owners = keyReaders.get(reading);
      if (owners?.size === 1 && owners.has(t)) continue;
      n.shared = true;
    }
  });
  // How many targets each canonical token occurs in: a header naming only a shared head is generic.
  const sharing = new Map<string, number>();
  for (const names of targetNames) for (const token of new Set(names.flatMap((n) => n.canonical.tokens))) sharing.set(token, (sharing.get(token) ?? 0) + 1);
  const targetFacts: TargetFacts[] = targets.map(({ column }, t) => {
    const described = `${column.label ?? ''} ${column.description ?? ''}`;
    const measured = unitsOf(`${column.key.replace(/_/g, ' ')} ${described}`);
    const named = unitsOf(`${column.key.replace(/_/g, ' ')} ${column.label ?? ''}`);
    // The words of its key and label, as written and through the lexicon (alternative matches are other people's words).
    const ownWords = targetNames[t].filter((n) => n.what !== 'alternative match').flatMap((n) => [...n.tokens, ...n.canonical.tokens]);
    return { qualifiers: qualifiersOf(described), units: measured.units, dimensions: measured.dimensions, named: named.dimensions, namedUnits: named.units, sharing, expects: expectedShape(column, targetNames[t]),
      describedTokens: column.description ? [headerTokens(column.description), translateTokens(headerTokens(column.description), undefined, domain).tokens] : [], format: namedFormat(column),
      elsewhere: new Map(), kinds: kindsOf(ownWords), example: column.columnType === 'string' ? exampleShape(column.example) : null,
      events: eventsOf(ownWords), parties: partiesOf(ownWords), entities: classesOf(ENTITY_CLASSES, ownWords), onlyPersonName: namesPersonName(column.key, domain), rate: ownWords.some((token) => RATE_WORDS.has(token)),
      packaging: ownWords.some((token) => PACKAGING_WORDS.has(token)),
      agents: new Set(ownWords.map(agentStem).filter((stem): stem is string => stem !== null)) };
  });
  // A person's name counts as the TDM's only one when no other target's key names one.
  if (targetFacts.filter((facts) => facts.onlyPersonName).length > 1) for (const facts of targetFacts) facts.onlyPersonName = false;
  // Formats the TDM has a place for: a text target naming none counts values of those formats less.
  const held: Array<[NamedFormat, string]> = [];
  targets.forEach(({ column }, t) => {
    const format = targetFacts[t].format ?? (FORMAT_TYPES.has(column.columnType) ? (column.columnType as NamedFormat) : null);
    if (format && !held.some(([f]) => f === format)) held.push([format, column.key]);
  });
  targets.forEach(({ column }, t) => {
    if (column.columnType !== 'string' || targetFacts[t].format) return;
    for (const [format, key] of held) if (key !== column.key) targetFacts[t].elsewhere.set(format, key);
  });
  const memory = new Map<string, MappingMemoryEntry>();
  for (const entry of options.memory ?? []) {
    const key = `${entry.header}\u0000${entry.target_column}`;
    if (corrected.has(key)) continue;
    const known = memory.get(key);
    if (!known || MEMORY_CONFIDENCE[entry.scope] > MEMORY_CONFIDENCE[known.scope] || (entry.scope === known.scope && entry.count > known.count)) memory.set(key, entry);
  }

  // Columns of numbers (nine in ten of their sampled values).
  const numbersOf = samples.map((column) => numericShare(column ?? []) >= 0.9);
  // Each input column's readings, through the lexicon in the file's domain (a literal variant by its words only).
  const readsOf: ReadVariant[][] = variantsOf.map((variants, source) => variants.map((variant) => {
    // A header written without accents reads an English word as English (`Reference`, not French `référence`).
    const read = variant.literal ? { tokens: variant.tokens, used: [] } : translateTokens(variant.tokens, undefined, domain, false, writtenPlain(variant.text));
    // A column of numbers holds no thing's name: `ventas de productos` is the products' sales; nor
    // does a thing's code (`Code de produit`).
    const counted = numbersOf[source] || read.tokens.some((t) => ID_WORDS.has(t)) ? withoutOwnAttribute(read, NAME_WORD, null) : read;
    const canonical = counted === read ? withoutOwnAttribute(read, OWN_ATTRIBUTES, QUALIFIED_ATTRIBUTES) : counted;
    return { variant, canonical, catalog: canonical.used.some((entry) => entry.domain === CATALOG_DOMAIN), list: tokenList(variant.tokens), canonicalList: tokenList(canonical.tokens) };
  }));
  const language = fileLanguage(readsOf.filter((reads) => reads.length > 0).map((reads) => reads[0].canonical));
  const distinctive = distinctiveWords(headers, readsOf, targetNames, targets.map(({ column }) => column.description ?? ''), domain, language);
  // A header with a word of two senses in the file's domain is also read in the other one, at less.
  for (const reads of readsOf) reads.push(...otherSenses(reads, domain, language));
  // And in the sense of its neighbours' domain, when that is another (`Estado` between a city and a postal code).
  const neighbours = readsOf.map((_, source) => neighbourReads(readsOf, source, domain));
  neighbours.forEach((extra, source) => readsOf[source].push(...extra));
  // A bare name beside a first name is the family name, beside a family name the first name.
  for (const reads of readsOf) reads.push(...personNameReads(reads, headers, readsOf));
  // A word cut short with a full stop (`Omschr.`) is also read as the lexicon word it begins.
  readsOf.forEach((reads, source) => reads.push(...truncatedReads(reads, headers[source])));
  // A header naming a kind of a broader concept (a payee) also reads as the broader one (a counterparty), at less.
  for (const reads of readsOf) reads.push(...broaderReads(reads));
  // A shipment's name or address is its recipient's.
  for (const reads of readsOf) reads.push(...shippedToReads(reads));

  const candidates: Candidate[] = [];
  // Each input column's candidates of at least MIN_ALTERNATIVE (and remembered ones), in target order: its alternatives and unmapped reason.
  const all: Candidate[][] = headers.map(() => []);
  const vetoes = new Map<number, Veto[]>();
  const canonicalOf = new Map<number, Translation>();
  headers.forEach((header, source) => {
    if (takenSources.has(header)) return;
    const reads = readsOf[source];
    canonicalOf.set(source, reads[0].canonical);
    const normalised = exactName(header);
    const input = inputColumn(header, reads, samples[source] ?? []);
    input.language = language;
    targets.forEach(({ column, index }, t) => {
      if (corrected.size > 0 && corrected.has(`${normalised}\u0000${column.key}`)) {
        const list = vetoes.get(source) ?? [];
        list.push({ target: index, reason: 'a person corrected this mapping before', name: 1, corrected: true });
        vetoes.set(source, list);
        return;
      }
      const scored = score(input, column, targetNames[t], targetFacts[t], distinctive.get(source)?.get(t));
      const remembered = memory.size > 0 ? memory.get(`${normalised}\u0000${column.key}`) : undefined;
      if (remembered && !scored.veto) {
        const who = remembered.scope === 'SUB_ORGANIZATION' ? 'this customer' : 'this organization';
        const candidate: Candidate = {
          source, target: index, confidence: MEMORY_CONFIDENCE[remembered.scope], match: 'memory',
          reason: `mapped so ${remembered.count} time${remembered.count === 1 ? '' : 's'} before for ${who}`,
        };
        candidates.push(candidate);
        all[source].push(candidate);
        return;
      }
      if (scored.veto) {
        const list = vetoes.get(source) ?? [];
        list.push({ target: index, profile: scored.veto, name: scored.name });
        vetoes.set(source, list);
        return;
      }
      if (!scored.candidate) return;
      const candidate: Candidate = { ...scored.candidate, source, target: index };
      if (candidate.confidence >= MIN_ALTERNATIVE) all[source].push(candidate);
      if (candidate.confidence >= threshold * AMBIGUITY_FACTOR) candidates.push(candidate);
    });
  });

  const qualifierOf = new Map(targets.map(({ index }, t) => [index, targetFacts[t].qualifiers]));
  const ambiguous = new Map<string, string>();
  const targetTokensOf = new Map(targets.map(({ index }, t) => [index, new Set(targetNames[t].flatMap((n) => n.canonical.tokens))]));
  const tokensOf = (target: number): ReadonlySet<string> => targetTokensOf.get(target) ?? new Set();
  const expectsOf = new Map(targets.map(({ index }, t) => [index, targetFacts[t].expects]));
  // A target's key and label as written (canonical words read *Contact person* as a full name).
  const writtenOf = (target: number): readonly string[] => headerTokens(`${tdmColumns[target].key} ${tdmColumns[target].label ?? ''}`);
  const prefer = (tied: Candidate[]) => ownAccountOfTie(tied, headers, samples, readsOf, tokensOf) ?? entityNameOfTie(tied, samples, readsOf, tokensOf)
    ?? wordedOfTie(tied, samples, (target) => expectsOf.get(target) ?? null) ?? preferredOfTie(tied, headers, readsOf, tokensOf, (target) => tdmColumns[target].key)
    ?? firstOfSeriesTie(tied, headers) ?? ownNameOfTie(tied, readsOf, writtenOf)
    ?? headWordOfTie(tied, headers, readsOf, language, tokensOf) ?? fileLanguageOfTie(tied, headers, readsOf, language)
    ?? ownOfAttachedTie(tied, headers, readsOf, writtenOf);
  const chosen = assign(candidates, threshold, (c) => `"${headers[c.source]}" → "${tdmColumns[c.target].key}"`, (tied) => tied.some((c) => (qualifierOf.get(c.target)?.size ?? 0) > 0), ambiguous, prefer,
    (tied) => wholeAmountOfTie(tied, readsOf, tokensOf) ?? firstInTdm(tied));
  // Exact matches and saved mappings are in takenSources/takenTargets, never among the candidates.
  chosen.push(...byElimination(all, new Set(chosen.map((c) => c.source)), new Set(chosen.map((c) => c.target)), threshold, wide));
  const bySource = new Map<number, ColumnSuggestion>();
  for (const e of exact) {
    const source = headers.indexOf(e.source_column);
    bySource.set(source, { source_column: e.source_column, target_column: e.target_column, confidence: 1, reason: e.reason, alternatives: [], match: 'exact' });
  }
  for (const c of chosen) {
    bySource.set(c.source, { source_column: headers[c.source], target_column: tdmColumns[c.target].key, confidence: round3(c.confidence), reason: c.reason, alternatives: [], match: c.match });
  }
  joinNameParts(headers, tdmColumns, canonicalOf, bySource, takenTargets);

  const assignedTo = new Map<number, number>();
  for (const c of chosen) assignedTo.set(c.target, c.source);
  return headers.map((header, source) => {
    const alternatives = all[source]
      .filter((c) => tdmColumns[c.target].key !== bySource.get(source)?.target_column)
      .sort((a, b) => b.confidence - a.confidence || a.target - b.target)
      .slice(0, MAX_ALTERNATIVES)
      .map((c) => ({ target_column: tdmColumns[c.target].key, confidence: round3(c.confidence) }));
    const found = bySource.get(source);
    if (found) return { ...found, alternatives };
    if (takenSources.has(header)) {
      return { source_column: header, target_column: null, confidence: 0, reason: 'used by a saved mapping', alternatives: [] };
    }
    return { source_column: header, target_column: null, ...unmappedReason(source, all[source], vetoes.get(source) ?? [], tdmColumns, headers, assignedTo, threshold, ambiguous, wide), alternatives };
  });
}

/** Why an input column stays unmapped, in words, and the best score it had (`candidates`: its own, in target order). */
function unmappedReason(source: number, candidates: Candidate[], vetoes: Veto[], tdmColumns: TdmColumn[], headers: string[], assignedTo: Map<number, number>, threshold: number, ambiguous: Map<string, string>, wide = false): { confidence: number; reason: string; contradicts?: string } {
  const own = [...candidates].sort((a, b) => b.confidence - a.confidence);
  const best = own[0];
  const correction = vetoes.find((v) => v.corrected);
  const strongVeto = vetoes.filter((v) => !v.corrected && v.name >= threshold).sort((a, b) => b.name - a.name)[0];
  if (correction && !best && !strongVeto) {
    return { confidence: 0, reason: `not mapped to "${tdmColumns[correction.target].key}": a person corrected "${headers[source]}" → "${tdmColumns[correction.target].key}" before` };
  }
  if (strongVeto && (!best || strongVeto.name > best.confidence)) {
    return { confidence: 0, contradicts: tdmColumns[strongVeto.target].key, reason: `not mapped to "${tdmColumns[strongVeto.target].key}" although the name fits: only ${vetoReason(strongVeto.profile!, tdmColumns[strongVeto.target])}` };
  }
  if (!best) return { confidence: 0, reason: 'no target column has a similar name or fitting values' };
  const key = tdmColumns[best.target].key;
  const rival = ambiguous.get(`${source}:${best.target}`);
  if (rival && best.confidence >= threshold && !assignedTo.has(best.target)) {
    return { confidence: round3(best.confidence * AMBIGUITY_FACTOR), reason: `left for a person: "${key}" (${best.confidence.toFixed(2)}) fits as well as ${rival} — ${best.reason}` };
  }
  const taker = assignedTo.get(best.target);
  if (taker !== undefined && best.confidence >= threshold * AMBIGUITY_FACTOR) {
    return { confidence: round3(best.confidence), reason: `best fit "${key}" (${best.confidence.toFixed(2)}) went to "${headers[taker]}", which fits it better` };
  }
  return { confidence: round3(best.confidence), reason: `no target column fits well enough: best "${key}" (${best.confidence.toFixed(2)}, needs ${threshold.toFixed(2)}${wide ? ', as the file has at least twice as many columns as the TDM' : ''}) — ${best.reason}` };
}

/**
 * The documented many-to-one: when a free TDM column reads "full name" and the free input columns
 * include a first name and a last name (and maybe a middle name), they all map to it, joined in
 * first–middle–last order by the run.
 */
function joinNameParts(headers: string[], tdmColumns: TdmColumn[], canonicalOf: Map<number, Translation>, bySource: Map<number, ColumnSuggestion>, takenTargets: Set<string>): void {
  const assigned = new Set([...bySource.values()].map((s) => s.target_column));
  const full = tdmColumns.find((c) => !assigned.has(c.key) && !takenTargets.has(c.key) && [c.key, c.label ?? '', ...(c.alternativeMatches ?? [])].some((n) => translateHeader(n).tokens.join(' ') === 'full name'));
  if (!full) return;
  const parts = NAME_PARTS.map((part) => [...canonicalOf.entries()].find(([source, t]) => !bySource.has(source) && t.tokens.join(' ') === part)?.[0]);
  const [first, , last] = parts;
  if (first === undefined || last === undefined) return;
  for (const source of parts) {
    if (source === undefined) continue;
    bySource.set(source, {
      source_column: headers[source], target_column: full.key, confidence: 0.9, match: 'joined', alternatives: [],
      reason: `${parts.filter((p) => p !== undefined).map((p) => `"${headers[p!]}"`).join(' + ')} joined into "${full.key}" (first, middle and last name make a full name)`,
    });
  }
}

/**
 * Suggests mappings for the input columns and TDM columns not in `already` (the run's DEFAULT mode).
 *
 * @param headers    input column names (distinct, as the header stage names them)
 * @param samples    `samples[i]` is a sample of the values of `headers[i]` (any length; 20–100 is plenty)
 * @param tdmColumns the TDM's columns
 * @returns suggestions at or above the threshold, one per input column; one per TDM column except a
 *          joined full name (several inputs, in first–middle–last order)
 */
export function suggestMappings(
  headers: string[],
  samples: CellValue[][],
  tdmColumns: TdmColumn[],
  already: AlreadyMapped,
  options: SuggestOptions = {},
): MappingSuggestion[] {
  return toMappingSuggestions(suggestColumns(headers, samples, tdmColumns, already, options));
}

/** The mapped answers of {@link suggestColumns} as mapping suggestions, joined name parts in first–middle–last order. */
export function toMappingSuggestions(answers: ColumnSuggestion[]): MappingSuggestion[] {
  const part = (header: string): number => NAME_PARTS.indexOf(translateHeader(header).tokens.join(' '));
  // Joined name parts take the places of the joined answers in first–middle–last order; the rest keep theirs.
  const joined = answers.filter((a) => a.match === 'joined').sort((a, b) => part(a.source_column) - part(b.source_column));
  let next = 0;
  return answers
    .map((a) => (a.match === 'joined' ? joined[next++] : a))
    .filter((s): s is ColumnSuggestion & { target_column: string } => s.target_column !== null && s.match !== undefined)
    .map((s) => ({
      source_column: s.source_column,
      target_column: s.target_column,
      confidence: s.confidence,
      reason: s.reason,
      match: s.match === 'exact' ? 'exact' : s.match === 'memory' ? 'memory' : s.match === 'joined' ? 'joined' : 'similar',
    }));
}
