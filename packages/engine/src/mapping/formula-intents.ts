/**
 * Formulas from prompts, offline (docs/mapping.md "Formulas from prompts"): a transformation's
 * `prompt` ("join first and last name", "format as DD.MM.YYYY", "Großbuchstaben") is matched
 * against a library of intents written in the lexicon's seven languages; the intent's parameters
 * (columns, a date pattern, a count, texts in quotes) are read from the prompt and the sample, and
 * it yields HYPER_FORMULA candidates. {@link tryFormula} then runs each candidate on the sample
 * rows; the first that gives no formula error on any sampled value is offered, with its before
 * and after values.
 *
 * Intents: upper case, lower case, title case, trim, join columns (first + last name, or columns
 * named in the prompt), date format, amount cleanup (currency symbols, thousands separators,
 * decimal comma), first/last N characters, yes/no → true/false, replace, remove, round, multiply,
 * divide, default for empty, prefix, suffix, e-mail domain, first word.
 */
import { compileTransformations } from '../transform/index.ts';
import type { CellError, CellValue, Row, TdmColumn } from '../types.ts';
import { translateHeader } from './lexicon.ts';

/** A recognised intent and its formula candidates, best first. */
export interface IntentMatch {
  /** Intent name, e.g. `upper_case`, `join_columns`. */
  intent: string;
  /** What the formula does, in words. */
  explanation: string;
  /** HYPER_FORMULA functions to try in order. */
  candidates: string[];
}

/** What a prompt is read against. */
export interface PromptContext {
  /** The sample's input headers. */
  headers: string[];
  /** Sample rows (cells in header order). */
  rows: Row[];
  /** The input column the target is mapped from (its values are `{value}`), if any. */
  sourceColumn?: string | null;
  /** The target column, if known. */
  target?: TdmColumn | null;
}

const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;
const ref = (header: string): string => `{${header.replace(/\{/g, '{{').replace(/\}/g, '}}')}}`;

/** Texts in straight or typographic quotes, in order. */
function quoted(prompt: string): string[] {
  return [...prompt.matchAll(/["“”„«»']([^"“”„«»']*)["“”„«»']/g)].map((m) => m[1]);
}

function number(prompt: string): number | null {
  const m = prompt.match(/(-?\d+(?:[.,]\d+)?)/);
  return m ? Number(m[1].replace(',', '.')) : null;
}

/** The headers a prompt names: written out, or by meaning (`first and last name` → Vorname, Nachname). */
function namedColumns(prompt: string, headers: string[]): string[] {
  const lower = prompt.toLowerCase();
  const spelt = headers.filter((h) => h.trim() !== '' && lower.includes(h.toLowerCase())).sort((a, b) => lower.indexOf(a.toLowerCase()) - lower.indexOf(b.toLowerCase()));
  if (spelt.length >= 2) return spelt;
  const wanted: string[] = [];
  if (/\b(first|vor|pr[ée]nom|nombre|nome|voor|primeiro)/i.test(prompt)) wanted.push('first name');
  if (/\b(middle|zweit|deuxi|segundo nombre|secondo nome|tussen)/i.test(prompt)) wanted.push('middle name');
  if (/\b(last|nach|famil|surname|nom de famille|apellido|cognome|achter|sobrenome|apelido)/i.test(prompt)) wanted.push('last name');
  if (/\b(street|stra(ss|ß)e|rue|calle|via|straat|rua)/i.test(prompt)) wanted.push('street');
  if (/\b(house number|hausnummer|num[ée]ro de rue|n[uú]mero|civico|huisnummer)/i.test(prompt)) wanted.push('house number');
  if (/\b(postal|zip|plz|postleitzahl|code postal|c[oó]digo postal|cap\b|postcode)/i.test(prompt)) wanted.push('postal code');
  if (/\b(city|stadt|ort\b|ville|ciudad|citt[aà]|plaats|cidade)/i.test(prompt)) wanted.push('city');
  const found: string[] = [];
  for (const concept of wanted) {
    const header = headers.find((h) => translateHeader(h).tokens.join(' ') === concept && !found.includes(h));
    if (header) found.push(header);
  }
  return found.length >= 2 ? found : spelt;
}

/** A date pattern in the prompt (`DD.MM.YYYY`, `TT.MM.JJJJ`, `jj/mm/aaaa`, `MM/DD/YY`) as HyperFormula's TEXT format. */
function datePattern(prompt: string): string | null {
  const m = prompt.match(/\b([a-zA-Z]{1,4})([./\- ])([a-zA-Z]{1,4})\2([a-zA-Z]{1,4})\b/);
  if (!m) return null;
  const groups = [m[1], m[3], m[4]];
  if (!groups.every((g) => /^(d{1,2}|t{1,2}|j{1,4}|g{1,2}|m{1,2}|y{2,4}|a{2,4})$/i.test(g))) return null;
  const out = groups.map((g) => {
    if (g.length === 4 || /^[ya]+$/i.test(g)) return g.length === 2 ? 'YY' : 'YYYY';
    if (/^m+$/i.test(g)) return 'MM';
    return 'DD';
  });
  if (new Set(out.map((o) => o[0])).size !== 3) return null;
  return out.join(m[2]);
}

/** The sample's values of the source column (or the first column), as text. */
function sampleTexts(ctx: PromptContext): string[] {
  const index = ctx.sourceColumn ? ctx.headers.indexOf(ctx.sourceColumn) : 0;
  if (index < 0) return [];
  return ctx.rows.map((r) => r[index]).filter((v) => v !== null && v !== undefined && v !== '').map((v) => (v instanceof Date ? v.toISOString() : String(v)));
}

const YES = ['yes', 'y', 'ja', 'j', 'oui', 'o', 'si', 'sí', 's', 'sì', 'sim', 'true', 'wahr', 'vrai', 'x', '1'];
const NO = ['no', 'n', 'nein', 'non', 'não', 'nao', 'nee', 'false', 'falsch', 'faux', 'falso', '0'];
const anyOf = (words: string[]): string => `OR(${words.map((w) => `LOWER(TRIM({value}))=${quote(w)}`).join(',')})`;

interface Intent {
  name: string;
  test: RegExp;
  build: (prompt: string, ctx: PromptContext) => Omit<IntentMatch, 'intent'> | null;
}

/** The intent library, checked in order (more specific first). */
const INTENTS: Intent[] = [
  {
    name: 'join_columns',
    test: /\b(join|combine|concat\w*|merge|verbind\w*|zusammen\w*|verkett\w*|joindre|combiner|fusionner|concat[ée]ner|unir|juntar|combinar|unire|unisci|combina\w*|samenvoeg\w*|voeg\w* samen|combineer|juntar)\b/i,
    build: (prompt, ctx) => {
      const columns = namedColumns(prompt, ctx.headers);
      if (columns.length < 2) return null;
      const separator = /\bcomma|komma|virgule|coma|virgola|vírgula/i.test(prompt) ? ', ' : /\bdash|bindestrich|tiret|guion|trattino|streepje|hífen/i.test(prompt) ? ' - ' : quoted(prompt)[0] ?? ' ';
      const parts = columns.map(ref).join(`, ${quote(separator)}, `);
      return { explanation: `joins ${columns.map((c) => `"${c}"`).join(', ')} with ${JSON.stringify(separator)}`, candidates: [`=TRIM(CONCATENATE(${parts}))`, `=CONCATENATE(${parts})`] };
    },
  },
  {
    name: 'date_format',
    test: /(d{1,2}|t{1,2}|j{1,2}|g{1,2})[./\- ]m{1,2}[./\- ](y{2,4}|j{2,4}|a{2,4})|(y{4}|j{4}|a{4})[./\- ]m{1,2}[./\- ](d{1,2}|t{1,2}|j{1,2})|m{1,2}[./\- ](d{1,2}|t{1,2}|j{1,2})[./\- ](y{2,4}|j{2,4}|a{2,4})/i,
    build: (prompt) => {
      const pattern = datePattern(prompt);
      if (!pattern) return null;
      const iso = `DATE(VALUE(LEFT({value},4)),VALUE(MID({value},6,2)),VALUE(MID({value},9,2)))`;
      return {
        explanation: `writes the date as ${pattern}`,
        candidates: [`=TEXT(${iso},${quote(pattern)})`, `=TEXT(DATEVALUE({value}),${quote(pattern)})`, `=TEXT({value},${quote(pattern)})`],
      };
    },
  },
  {
    name: 'amount',
    test: /(currency|w[äa]hrung|devise|moneda|valuta|moeda|€|\$|£|decimal|dezimal|d[ée]cimal|punto|punt|ponto|thousands|tausender|milliers)/i,
    build: (_prompt, ctx) => {
      const texts = sampleTexts(ctx);
      const comma = texts.filter((t) => /\d,\d{1,2}\s*\D*$/.test(t) || /\d\.\d{3},/.test(t)).length > texts.length / 2;
      let inner = 'TRIM({value})';
      for (const symbol of ['€', '$', '£', 'EUR', 'USD', 'GBP', 'CHF', ' ', '\u00a0']) inner = `SUBSTITUTE(${inner},${quote(symbol)},"")`;
      const cleaned = comma ? `SUBSTITUTE(SUBSTITUTE(${inner},".",""),",",".")` : `SUBSTITUTE(${inner},",","")`;
      return { explanation: `removes currency symbols and codes${comma ? ', reads "1.234,56" as 1234.56' : ' and thousands commas'}, and gives a number`, candidates: [`=VALUE(${cleaned})`] };
    },
  },
  {
    name: 'yes_no_boolean',
    test: /(yes|ja|oui|s[ií]|sim)\s*\/?\s*(no|nein|non|n[ãa]o|nee)|(true|wahr|vrai|verdadero|vero|waar|verdadeiro)\s*\/?\s*(false|falsch|faux|falso|onwaar)|boolean|logical|wahrheitswert|bool[ée]en|booleano/i,
    build: () => ({ explanation: 'turns yes/no words of seven languages (and 1/0, x) into TRUE/FALSE; other values stay as they are', candidates: [`=IF(${anyOf(YES)},TRUE,IF(${anyOf(NO)},FALSE,{value}))`] }),
  },
  {
    name: 'first_characters',
    test: /\b(first|erste\w*|premiers?|premi[eè]res?|primer\w*|prim[ie]|eerste|primeir\w*)\s+(\d+)\s*(char|zeichen|caract|car[aá]t|letter|buchstab|lettre|letra|lettere|tekens|cifre|digits|ziffern|chiffres|d[ií]gitos)/i,
    build: (prompt) => {
      const n = Number(prompt.match(/\d+/)![0]);
      return { explanation: `keeps the first ${n} characters`, candidates: [`=LEFT({value},${n})`] };
    },
  },
  {
    name: 'last_characters',
    test: /\b(last|letzte\w*|derniers?|derni[eè]res?|[uú]ltim\w*|laatste)\s+(\d+)\s*(char|zeichen|caract|car[aá]t|letter|buchstab|lettre|letra|lettere|tekens|cifre|digits|ziffern|chiffres|d[ií]gitos)/i,
    build: (prompt) => {
      const n = Number(prompt.match(/\d+/)![0]);
      return { explanation: `keeps the last ${n} characters`, candidates: [`=RIGHT({value},${n})`] };
    },
  },
  {
    name: 'replace',
    test: /\b(replace|ersetze\w*|remplace\w*|reemplaz\w*|sustitu\w*|sostitui\w*|vervang\w*|substitu\w*)\b/i,
    build: (prompt) => {
      const [from, to] = quoted(prompt);
      if (from === undefined || to === undefined) return null;
      return { explanation: `replaces ${JSON.stringify(from)} with ${JSON.stringify(to)}`, candidates: [`=SUBSTITUTE({value},${quote(from)},${quote(to)})`] };
    },
  },
  {
    name: 'default_if_empty',
    test: /\b(empty|blank|missing|leer|fehlt|vide|manquant|vac[ií]o|vuot[oa]|mancante|leeg|ontbreekt|vazio)\b/i,
    build: (prompt) => {
      const [fallback] = quoted(prompt);
      if (fallback === undefined) return null;
      return { explanation: `uses ${JSON.stringify(fallback)} when the value is empty`, candidates: [`=IF(TRIM({value})="",${quote(fallback)},{value})`] };
    },
  },
  {
    name: 'remove',
    test: /\b(remove|delete|strip|entfern\w*|l[öo]sch\w*|supprim\w*|enlever|elimin\w*|quitar|rimuov\w*|togli\w*|verwijder\w*|remov\w*|retirar)\b/i,
    build: (prompt) => {
      const [text] = quoted(prompt);
      if (text === undefined) return null;
      return { explanation: `removes every ${JSON.stringify(text)}`, candidates: [`=SUBSTITUTE({value},${quote(text)},"")`] };
    },
  },
  {
    name: 'prefix',
    test: /\b(prefix|prepend|voranstell\w*|pr[ée]fix\w*|prefij\w*|prefiss\w*|voorvoegsel|prefixo)\b/i,
    build: (prompt) => {
      const [text] = quoted(prompt);
      return text === undefined ? null : { explanation: `puts ${JSON.stringify(text)} before the value`, candidates: [`=${quote(text)}&{value}`] };
    },
  },
  {
    name: 'suffix',
    test: /\b(suffix|append|anh[äa]ng\w*|suffixe|sufij\w*|suffiss\w*|achtervoegsel|sufixo)\b/i,
    build: (prompt) => {
      const [text] = quoted(prompt);
      return text === undefined ? null : { explanation: `puts ${JSON.stringify(text)} after the value`, candidates: [`={value}&${quote(text)}`] };
    },
  },
  {
    name: 'round',
    test: /\b(round|runde\w*|arrondi\w*|redonde\w*|arrotond\w*|afrond\w*|arredond\w*)\b/i,
    build: (prompt) => {
      const n = number(prompt) ?? 0;
      return { explanation: `rounds to ${n} decimal place${n === 1 ? '' : 's'}`, candidates: [`=ROUND(VALUE({value}),${Math.max(0, Math.min(10, Math.trunc(n)))})`, `=ROUND({value},${Math.max(0, Math.min(10, Math.trunc(n)))})`] };
    },
  },
  {
    name: 'multiply',
    test: /\b(multipl\w*|times|mal\b|vermenigvuldig\w*|moltiplic\w*)\b/i,
    build: (prompt) => {
      const n = number(prompt);
      return n === null ? null : { explanation: `multiplies by ${n}`, candidates: [`=VALUE({value})*${n}`, `={value}*${n}`] };
    },
  },
  {
    name: 'divide',
    test: /\b(divid\w*|teil\w*|diviser|dividir|divider|deel\w*)\b/i,
    build: (prompt) => {
      const n = number(prompt);
      return n === null || n === 0 ? null : { explanation: `divides by ${n}`, candidates: [`=VALUE({value})/${n}`, `={value}/${n}`] };
    },
  },
  {
    name: 'email_domain',
    test: /\b(domain|dom[äa]ne|domaine|dominio|dom[ií]nio)\b/i,
    build: () => ({ explanation: 'keeps the part of an e-mail address after the @', candidates: ['=MID({value},FIND("@",{value})+1,LEN({value}))'] }),
  },
  {
    name: 'first_word',
    test: /\b(first word|erstes wort|premier mot|primera palabra|prima parola|eerste woord|primeira palavra)\b/i,
    build: () => ({ explanation: 'keeps the text before the first space', candidates: ['=LEFT(TRIM({value}),FIND(" ",TRIM({value})&" ")-1)'] }),
  },
  {
    name: 'upper_case',
    test: /\b(upper[- ]?case|uppercase|capitals?|all caps|caps|gro(ß|ss)buchstaben|gro(ß|ss)schreib\w*|majuscules?|may[uú]sculas?|maiuscol[oaie]|hoofdletters|mai[uú]sculas?)\b/i,
    build: () => ({ explanation: 'writes the value in capitals', candidates: ['=UPPER({value})'] }),
  },
  {
    name: 'lower_case',
    test: /\b(lower[- ]?case|lowercase|small letters|kleinbuchstaben|kleinschreib\w*|minuscules?|min[uú]sculas?|minuscol[oaie]|kleine letters)\b/i,
    build: () => ({ explanation: 'writes the value in small letters', candidates: ['=LOWER({value})'] }),
  },
  {
    name: 'title_case',
    test: /\b(title[- ]?case|proper[- ]?case|capitali[sz]e|each word|jedes wort|chaque mot|cada palabra|ogni parola|elk woord|cada palavra)\b/i,
    build: () => ({ explanation: 'capitalises each word', candidates: ['=PROPER({value})'] }),
  },
  {
    name: 'trim',
    test: /\b(trim|spaces|whitespace|leerzeichen|espaces|espacios|spazi|spaties|espa[çc]os)\b/i,
    build: () => ({ explanation: 'removes spaces at the ends and repeated spaces', candidates: ['=TRIM({value})'] }),
  },
];

/** The first intent of the library a prompt matches (see the module comment), or null. */
export function matchIntent(prompt: string, ctx: PromptContext): IntentMatch | null {
  const text = prompt.trim().slice(0, 500);
  if (text === '') return null;
  for (const intent of INTENTS) {
    if (!intent.test.test(text)) continue;
    const built = intent.build(text, ctx);
    if (built) return { intent: intent.name, ...built };
  }
  return null;
}

/** A formula tried on sample rows: the values before and after, and the cells it failed on. */
export interface FormulaTrial {
  /** `{value}` per sample row (the source column's cell, or null). */
  before: CellValue[];
  /** The formula's result per sample row (null where it failed). */
  after: CellValue[];
  /** Rows (0-based in the sample) where the formula gave an error, with the message. */
  errors: Array<{ row: number; message: string }>;
}

/**
 * Runs `formula` as the one transformation of a string target fed by `sourceColumn` (none: an
 * empty `{value}`) on `rows`. Throws EngineError TRANSFORMATION_INVALID for a formula that does
 * not parse or names a column the headers lack.
 */
export function tryFormula(formula: string, headers: string[], rows: Row[], sourceColumn?: string | null): FormulaTrial {
  const target: TdmColumn = { key: '__value', label: 'value', columnType: 'string' };
  const plan = compileTransformations({
    tdm: { columns: [target] },
    mapping: { mappings: [{ source_columns: sourceColumn ? [sourceColumn] : [], target_column: target.key, transformations: [{ type: 'HYPER_FORMULA', function: formula }] }] },
    headers,
    formulaDeadlineMs: 2000,
  });
  try {
    const index = sourceColumn ? headers.indexOf(sourceColumn) : -1;
    const before = rows.map((r) => (index >= 0 ? (r[index] ?? null) : null));
    const values: CellValue[][] = before.map((v) => [v]);
    const failed = rows.map(() => [false]);
    const errors: FormulaTrial['errors'] = [];
    plan.applyBatch(rows, rows.map((_, i) => i + 1), values, failed, (e: CellError) => errors.push({ row: e.row - 1, message: e.message }));
    return { before, after: values.map((v, i) => (failed[i][0] ? null : v[0])), errors };
  } finally {
    plan.dispose();
  }
}
