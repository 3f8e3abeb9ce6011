/**
 * `detectHeader` (contracts.ts `DetectHeader`): which of the first rows of a table is the header?
 *
 * STATIC (SPEC.md §Pipeline `header_config`): the row at `row_index` (0-based over all rows of the
 * sheet, blank rows included); an index beyond the rows looked at → EngineError HEADER_NOT_FOUND.
 *
 * SMART scores every non-blank row among the first ones (at most 100) by evidence that people use
 * when they look at a sheet (docs/engine.md "Header row"):
 * - the row's cells are text (not numbers, dates, e-mails…), read like names (short, no digits:
 *   `Person 7` or `not-an-email-3` read like data), and are distinct;
 * - the row covers the columns the rows below it fill (a title or a group-header row covers few);
 * - below a text header cell sit data-like values (type contrast), and its values do not recur
 *   below (a data row's category values do).
 * The best score wins; ties go to the upper row. In a multi-row header (group names above column
 * names) the lower row covers the data columns and sits right above the data, so it wins; the
 * group row is skipped like a title. A row of codes (`B3`, `SKU-1042`) above codes of the same
 * shape is a record, not a header. A row with nothing below it is not a candidate (it would leave
 * no data), unless it is the only row. When no row looks like a header (all rows look like data),
 * there is no header: `row_index` -1, `row_number` 0, every row is data and the columns are named
 * A, B, C… as in a spreadsheet; the reason says so. A sheet that reads as a form (label–value
 * pairs) is read as a person reads a form: one record whose columns are the labels (`form_rows`
 * set, `row_index` -1); a form that goes on beyond the rows looked at is refused with
 * HEADER_NOT_FOUND and a message that says what it is.
 */
import { EngineError, type CellValue, type HeaderConfig, type Row } from '../types.ts';
import type { DetectHeader, HeaderChoice } from '../contracts.ts';
import { cellKind, cellText, isBlankRow, isDataKind, type CellKind } from './cell-kind.ts';
import { headerNames } from './header-names.ts';

/** Rows looked at by SMART detection. */
export const HEADER_WINDOW = 100;
/** Non-blank rows below a candidate that serve as its evidence. */
const BELOW = 12;
/** A row must reach this score to count as a header rather than data. */
const MIN_SCORE = 0.55;

interface RowProfile {
  index: number;
  kinds: CellKind[];
  texts: string[];
  nonEmpty: number;
  textCells: number;
  /** Text cells that read like a column name: no digits, at most 40 characters. */
  nameCells: number;
}

const DIGIT = /\d/;

function profile(row: Row, index: number): RowProfile {
  const kinds: CellKind[] = [];
  const texts: string[] = [];
  let nonEmpty = 0;
  let textCells = 0;
  let nameCells = 0;
  for (let i = 0; i < row.length; i++) {
    const kind = cellKind(row[i]);
    const text = kind === 'empty' ? '' : cellText(row[i]).toLowerCase();
    kinds.push(kind);
    texts.push(text);
    if (kind !== 'empty') nonEmpty++;
    if (kind === 'text') {
      textCells++;
      if (text.length <= 40 && !DIGIT.test(text)) nameCells++;
    }
  }
  // Years as column names ("Region | 2021 | 2022 | 2023") read as names, not as numbers.
  const years = yearColumns(row, kinds);
  for (const c of years) {
    kinds[c] = 'text';
    textCells++;
    nameCells++;
  }
  return { index, kinds, texts, nonEmpty, textCells, nameCells };
}

/**
 * The columns of a row that name years: two or more whole numbers from 1900 to 2100, increasing
 * from left to right by 1 to 10 (2021, 2022, 2023 or 2010, 2015, 2020). Empty otherwise.
 */
function yearColumns(row: Row, kinds: CellKind[]): number[] {
  const columns: number[] = [];
  let previous = -1;
  for (let c = 0; c < kinds.length; c++) {
    if (kinds[c] !== 'number') continue;
    const year = Number(cellText(row[c]));
    if (!Number.isInteger(year) || year < 1900 || year > 2100) return [];
    if (previous >= 0 && (year - previous < 1 || year - previous > 10)) return [];
    previous = year;
    columns.push(c);
  }
  return columns.length >= 2 ? columns : [];
}

interface Score {
  score: number;
  textFraction: number;
  coverage: number;
  contrast: number;
  distinct: number;
}

/** Scores `candidate` as a header over the profiles of the rows below it. */
function scoreRow(candidate: RowProfile, below: RowProfile[]): Score {
  const distinctValues = new Set(candidate.texts.filter((t) => t !== '')).size;
  const distinct = candidate.nonEmpty === 0 ? 0 : distinctValues / candidate.nonEmpty;
  const textFraction = candidate.nonEmpty === 0 ? 0 : candidate.textCells / candidate.nonEmpty;
  const nameFraction = candidate.nonEmpty === 0 ? 0 : candidate.nameCells / candidate.nonEmpty;
  // Names first (0.45 in all), then how the row sits over the data (0.55).
  const own = 0.2 * textFraction + 0.15 * nameFraction + 0.1 * distinct;
  if (below.length === 0) {
    // No evidence below (the last row): neutral coverage and contrast, so it never beats an equal row above.
    const contrast = 0.5 * textFraction;
    return { score: own + 0.3 + 0.25 * contrast, textFraction, coverage: 1, contrast, distinct };
  }

  // Columns the data fills: non-empty in at least half of the rows below.
  const width = Math.max(candidate.kinds.length, ...below.map((b) => b.kinds.length));
  let dataColumns = 0;
  let covered = 0;
  let contrastSum = 0;
  let contrastColumns = 0;
  let recurring = 0;
  for (let c = 0; c < width; c++) {
    let filled = 0;
    let dataLike = 0;
    let same = 0;
    for (const b of below) {
      const kind = b.kinds[c] ?? 'empty';
      if (kind === 'empty') continue;
      filled++;
      if (isDataKind(kind)) dataLike++;
      if (b.texts[c] === candidate.texts[c]) same++;
    }
    const headerKind = candidate.kinds[c] ?? 'empty';
    if (filled * 2 >= below.length) {
      dataColumns++;
      if (headerKind !== 'empty') covered++;
    }
    if (headerKind === 'empty' || filled === 0) continue;
    contrastColumns++;
    const dataShare = dataLike / filled;
    // Text above data is the strongest sign; text above text is neutral; data above data is none.
    contrastSum += headerKind === 'text' ? 0.5 + 0.5 * dataShare : 0.5 * (1 - dataShare) * 0.5;
    if (same * 2 > filled || (same > 0 && filled <= 2)) recurring++;
  }
  const coverage = dataColumns === 0 ? (candidate.nonEmpty > 0 ? 1 : 0) : covered / dataColumns;
  const contrast = contrastColumns === 0 ? 0 : contrastSum / contrastColumns;
  const recurrence = candidate.nonEmpty === 0 ? 0 : recurring / candidate.nonEmpty;
  const score = own + 0.3 * coverage + 0.25 * contrast - 0.3 * recurrence;
  return { score, textFraction, coverage, contrast, distinct };
}

function quote(text: string, max = 40): string {
  const cut = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return `"${cut}"`;
}

/** Describes the rows above the chosen one for the report ("1 title row, 2 blank rows"). */
function describeSkipped(rows: Row[], profiles: Map<number, RowProfile>, chosen: number): string {
  if (chosen === 0) return '';
  let blank = 0;
  let sparse = 0;
  let other = 0;
  let firstText = '';
  for (let i = 0; i < chosen; i++) {
    const p = profiles.get(i);
    if (!p) { blank++; continue; }
    if (p.nonEmpty <= 2) sparse++;
    else other++;
    if (!firstText) firstText = cellText(rows[i].find((v) => cellText(v) !== '') ?? '');
  }
  const parts: string[] = [];
  if (sparse) parts.push(`${sparse} title/note row${sparse > 1 ? 's' : ''}${firstText ? ` (${quote(firstText)})` : ''}`);
  if (other) parts.push(`${other} other row${other > 1 ? 's' : ''} that cover${other > 1 ? '' : 's'} fewer columns or look less like names`);
  if (blank) parts.push(`${blank} blank row${blank > 1 ? 's' : ''}`);
  return ` Skipped above it: ${parts.join(', ')}.`;
}

/** Data width for the header names: the widest of the rows right below the header. */
function dataWidth(rows: Row[], from: number): number {
  let width = 0;
  let seen = 0;
  for (let i = from; i < rows.length && seen < BELOW * 4; i++) {
    if (isBlankRow(rows[i])) continue;
    seen++;
    let last = rows[i].length - 1;
    while (last >= 0 && cellKind(rows[i][last]) === 'empty') last--;
    width = Math.max(width, last + 1);
  }
  return width;
}

function choice(method: 'SMART' | 'STATIC', rows: Row[], index: number, reason: string): HeaderChoice {
  return {
    method,
    row_index: index,
    row_number: index + 1,
    columns: headerNames(rows[index] ?? [], dataWidth(rows, index + 1)),
    reason,
  };
}

function detectStatic(rows: Row[], rowIndex: number | undefined): HeaderChoice {
  if (rowIndex === undefined || !Number.isInteger(rowIndex) || rowIndex < 0) {
    throw new EngineError('HEADER_NOT_FOUND', `header_config.row_index must be a whole number ≥ 0 for a STATIC header (got ${String(rowIndex)})`, { row_index: rowIndex ?? null });
  }
  if (rowIndex >= rows.length) {
    throw new EngineError('HEADER_NOT_FOUND', `header row index ${rowIndex} (row ${rowIndex + 1}) is beyond the ${rows.length} row${rows.length === 1 ? '' : 's'} of the file`, { row_index: rowIndex, rows: rows.length });
  }
  const blank = isBlankRow(rows[rowIndex]);
  return choice('STATIC', rows, rowIndex, `Row ${rowIndex + 1} is the header as configured (header_config.row_index ${rowIndex})${blank ? '; it is blank, so columns are named by position' : ''}.`);
}

/**
 * The shape of a text: letters → `a`, digits → `9`, white space → ` `, other characters kept,
 * runs collapsed (`B3` → `a9`, `SKU-1042` → `a-9`, `12 Main St` → `9 a a`).
 */
function textShape(text: string): string {
  let shape = '';
  for (const ch of text) {
    const c = /\p{L}/u.test(ch) ? 'a' : /\d/.test(ch) ? '9' : /\s/.test(ch) ? ' ' : ch;
    if (shape[shape.length - 1] !== c) shape += c;
  }
  return shape;
}

/**
 * True when `candidate` reads like the rows below it, so it is a record rather than a header:
 * every non-empty cell is text holding digits (a code such as `B3`, `SKU-1042` or `Room 12`) whose
 * shape is that of at least 80% of the filled cells below it in its column (and at least two of
 * them). A header names columns; a row of codes shaped like the codes under them is one more
 * record. Cells of plain words are never evidence here: `Name` over `Ada` is how most headers sit.
 */
function readsLikeDataBelow(candidate: RowProfile, below: RowProfile[]): boolean {
  if (candidate.nonEmpty === 0 || below.length < 2) return false;
  for (let c = 0; c < candidate.kinds.length; c++) {
    const kind = candidate.kinds[c];
    if (kind === 'empty') continue;
    if (kind !== 'text' || !DIGIT.test(candidate.texts[c]!)) return false;
    const shape = textShape(candidate.texts[c]!);
    let filled = 0;
    let same = 0;
    for (const b of below) {
      if ((b.kinds[c] ?? 'empty') === 'empty') continue;
      filled++;
      if (b.kinds[c] === 'text' && textShape(b.texts[c]!) === shape) same++;
    }
    if (same < 2 || same < 0.8 * filled) return false;
  }
  return true;
}

/** True when two rows fill the same columns with texts of the same {@link textShape}. */
function sameShape(a: RowProfile, b: RowProfile): boolean {
  const width = Math.max(a.kinds.length, b.kinds.length);
  for (let i = 0; i < width; i++) {
    const ka = a.kinds[i] ?? 'empty';
    const kb = b.kinds[i] ?? 'empty';
    if ((ka === 'empty') !== (kb === 'empty')) return false;
    if (ka !== 'empty' && (ka !== kb || textShape(a.texts[i]!) !== textShape(b.texts[i]!))) return false;
  }
  return true;
}

/** True when two rows read the same, cell for cell. */
function sameTexts(a: RowProfile, b: RowProfile): boolean {
  const width = Math.max(a.texts.length, b.texts.length);
  for (let i = 0; i < width; i++) if ((a.texts[i] ?? '') !== (b.texts[i] ?? '')) return false;
  return true;
}

/** Spreadsheet column letters for 0-based `index`: A … Z, AA … AZ, BA … (as spreadsheet programs name columns). */
export function columnLetters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The reading without a header row: every row is data, columns named A, B, C… */
function noHeader(rows: Row[], reason: string): HeaderChoice {
  const width = Math.max(1, dataWidth(rows, 0));
  return { method: 'SMART', row_index: -1, row_number: 0, columns: Array.from({ length: width }, (_, i) => columnLetters(i)), reason };
}

/** The longest label a form's row can start with (a longer text is a value: a note, an address). */
const FORM_LABEL_LENGTH = 40;

/** The columns of a row's filled cells, left to right. */
function filledColumns(p: RowProfile): number[] {
  const filled: number[] = [];
  for (let c = 0; c < p.kinds.length; c++) if (p.kinds[c] !== 'empty') filled.push(c);
  return filled;
}

/**
 * Words that name the value column of a two-column key–value table ("Setting | Value",
 * "Feld | Wert"): a first row of a name and one of these is that table's header, not a form's
 * first label. English, German, French, Spanish, Italian, Dutch, Portuguese.
 */
const VALUE_COLUMN_NAMES = new Set([
  'value', 'values', 'amount', 'answer', 'content', 'contents', 'data', 'details', 'description', 'entry', 'response', 'result', 'setting', 'text',
  'wert', 'werte', 'inhalt', 'antwort', 'angabe', 'angaben', 'beschreibung',
  'valeur', 'valeurs', 'contenu', 'réponse', 'donnée', 'données',
  'valor', 'valores', 'contenido', 'respuesta', 'dato', 'datos', 'descripción',
  'valore', 'valori', 'contenuto', 'risposta', 'dati', 'descrizione',
  'waarde', 'waarden', 'inhoud', 'antwoord', 'gegevens', 'omschrijving',
  'resposta', 'dados', 'conteúdo', 'descrição',
]);

/** True when the row is a header of a key–value table: two text cells, the second a {@link VALUE_COLUMN_NAMES} word, no ":" after the first. */
function keyValueHeader(p: RowProfile): boolean {
  const filled = filledColumns(p);
  if (filled.length !== 2 || p.kinds[filled[0]!] !== 'text' || p.kinds[filled[1]!] !== 'text') return false;
  return !p.texts[filled[0]!]!.trim().endsWith(':') && VALUE_COLUMN_NAMES.has(p.texts[filled[1]!]!.trim().replace(/:$/, ''));
}

/**
 * True when the non-blank rows read as a form — a label with a value beside it on each row
 * ("Name:" | "Ada Lovelace", "Born:" | 1815-12-10) — rather than a table: at least three rows,
 * nearly all with one or two filled cells led by a short distinct text label, and labels ending
 * in ":" or values of at least three kinds (text, number, date, e-mail…: a table's column holds one).
 */
function looksLikeForm(order: RowProfile[]): boolean {
  if (order.length < 3) return false;
  // "Setting | Value" above "Timeout | 30", "Owner | ops@example.com": a key–value table.
  if (keyValueHeader(order[0]!)) return false;
  const labels = new Set<string>();
  const valueKinds = new Set<CellKind>();
  let pairs = 0;
  let colons = 0;
  for (const p of order) {
    const filled = filledColumns(p);
    if (filled.length === 0 || filled.length > 2) continue;
    const label = p.texts[filled[0]!]!;
    if (p.kinds[filled[0]!] !== 'text' || label.length > FORM_LABEL_LENGTH) continue;
    pairs++;
    labels.add(label);
    if (label.endsWith(':')) colons++;
    if (filled.length === 2) valueKinds.add(p.kinds[filled[1]!]!);
  }
  return pairs >= 0.8 * order.length && labels.size === pairs && (colons * 2 >= pairs || valueKinds.size >= 3);
}

/**
 * A form's one record. Each non-blank row's label — its first filled cell, when that is a text of
 * at most 40 characters, with a trailing ":" and the spaces around the text dropped — names a
 * column holding the value beside it (a label repeated, or a row with several values beside its
 * label, gives `Label (2)`… as repeated header names do). A label with no value beside it is a
 * column with an empty value; a row without a label names each of its values by its cell, as a
 * spreadsheet does (`B7`). Values pass unchanged; nothing on a non-blank row is left out.
 */
function formRecord(rows: Row[], order: RowProfile[]): { columns: string[]; row: Row } {
  const names: string[] = [];
  const values: CellValue[] = [];
  for (const p of order) {
    const cells = rows[p.index]!;
    const filled = filledColumns(p);
    const first = filled[0]!;
    const text = p.kinds[first] === 'text' ? cellText(cells[first]).trim() : '';
    const label = text.length > 0 && text.length <= FORM_LABEL_LENGTH ? text.replace(/\s*:$/, '') || text : null;
    if (label === null) {
      for (const c of filled) {
        names.push(`${columnLetters(c)}${p.index + 1}`);
        values.push(cells[c]!);
      }
      continue;
    }
    if (filled.length === 1) {
      names.push(label);
      values.push(null);
      continue;
    }
    for (const c of filled.slice(1)) {
      names.push(label);
      values.push(cells[c]!);
    }
  }
  return { columns: headerNames(names, names.length), row: values };
}

/** Two of a form's rows as `"label" → "value"`, for messages. */
function formSample(rows: Row[], order: RowProfile[]): string {
  return order.slice(0, 2).map((p) => p.kinds.map((k, i) => (k === 'empty' ? '' : cellText(rows[p.index]![i]))).filter(Boolean).map((t) => quote(t, 24)).join(' → ')).join('; ');
}

function detectSmart(rows: Row[], whole: boolean): HeaderChoice {
  const window = Math.min(rows.length, HEADER_WINDOW);
  const profiles = new Map<number, RowProfile>();
  const order: RowProfile[] = [];
  for (let i = 0; i < window; i++) {
    if (isBlankRow(rows[i])) continue;
    const p = profile(rows[i], i);
    profiles.set(i, p);
    order.push(p);
  }
  if (order.length === 0) {
    throw new EngineError('HEADER_NOT_FOUND', `no header row: the first ${window} row${window === 1 ? ' is' : 's are'} blank`, { rows_examined: window });
  }
  if (looksLikeForm(order)) {
    if (!whole || rows.length > HEADER_WINDOW) {
      throw new EngineError(
        'HEADER_NOT_FOUND',
        `This sheet looks like a form, not a table: each row is a label with a value beside it (${formSample(rows, order)}), and it goes on beyond the first ${HEADER_WINDOW} rows, too long to read as one record. Ferry reads tables — one header row naming the columns and one row per record below it. Send the data as a table, or choose another sheet (sheet_config).`,
        { rows_examined: window, form_rows: order.length },
      );
    }
    const record = formRecord(rows, order);
    return {
      method: 'SMART',
      row_index: -1,
      row_number: 0,
      columns: record.columns,
      reason: `This sheet reads as a form, not a table: each row is a label with a value beside it (${formSample(rows, order)}). It is read as one record: the ${order.length} labels are the columns and the values beside them the record's cells. Choose a header row (header_config STATIC) to read it as a table instead.`,
      form_rows: order.length,
      formRecord: { row: record.row, index: order[0]!.index },
    };
  }

  // A row with no non-blank row below it (in a sheet read to its end) leaves no data: it can be
  // the header only when it is the sheet's one row.
  const sheetEnds = rows.length <= window;
  let best: { profile: RowProfile; score: Score } | null = null;
  const scored: Array<{ profile: RowProfile; score: Score }> = [];
  let recordShape: RowProfile | null = null;
  for (let k = 0; k < order.length; k++) {
    const candidate = order[k];
    if (sheetEnds && k === order.length - 1 && order.length > 1) break;
    // Copies of the candidate below it (a header repeated on every printed page) are not evidence.
    const below = order.slice(k + 1).filter((b) => !sameTexts(b, candidate)).slice(0, BELOW);
    // A row of codes above rows of codes of the same shape is a record, not a header; so is every
    // row further down shaped like it (near the end there are too few rows below to tell).
    if (recordShape && sameShape(candidate, recordShape)) continue;
    if (readsLikeDataBelow(candidate, below)) {
      recordShape ??= candidate;
      continue;
    }
    const score = scoreRow(candidate, below);
    scored.push({ profile: candidate, score });
    if (!best || score.score > best.score.score + 1e-9) best = { profile: candidate, score };
  }
  // Two rows of names over the same columns, scored alike (a header whose first data rows are
  // text too): the upper one is the header — choosing the lower would lose a record.
  if (best) {
    const chosen = best;
    const rival = scored.find((r) => r.profile.index < chosen.profile.index && r.score.score >= chosen.score.score - 0.1
      && r.profile.nonEmpty >= chosen.profile.nonEmpty && r.profile.nameCells === r.profile.nonEmpty && r.score.distinct === 1
      && chosen.profile.kinds.every((k, c) => k === 'empty' || r.profile.kinds[c] !== 'empty'));
    if (rival) best = rival;
  }
  // A header that recurs further down is the first of its copies.
  if (best) {
    const chosen = best.profile;
    const earliest = order.find((p) => sameTexts(p, chosen));
    if (earliest && earliest !== chosen) best = { profile: earliest, score: best.score };
  }
  if (!best || best.score.score < MIN_SCORE || best.score.textFraction < 0.5) {
    return noHeader(rows,
      'No row looked like a header (no row of distinct names above rows of values), so every row is data and the columns are named as spreadsheets name them: A, B, C… Choose a header row (header_config STATIC) if one of them is the header.');
  }
  const p = best.profile;
  const evidence: string[] = [`${p.nonEmpty} non-empty cell${p.nonEmpty === 1 ? '' : 's'}`];
  if (best.score.distinct === 1 && p.nonEmpty > 1) evidence.push('all distinct');
  if (best.score.textFraction === 1) evidence.push('all text');
  if (best.score.coverage >= 0.999) evidence.push('covering every column the data fills');
  if (best.score.contrast >= 0.7) evidence.push('above rows of values (numbers, dates, e-mails…)');
  return choice('SMART', rows, p.index,
    `Row ${p.index + 1} looks like the header: ${evidence.join(', ')}.${describeSkipped(rows, profiles, p.index)}`);
}

/**
 * Chooses the header row among `firstRows` (the table's first rows, at most 100 are looked at by
 * SMART; STATIC needs `row_index` among them). Columns are named by {@link headerNames}. `whole`
 * says that `firstRows` hold the whole sheet: a form is read as one record only then.
 * Throws EngineError HEADER_NOT_FOUND for a STATIC index beyond the rows, when every row is blank,
 * or for a form that is not whole.
 */
export const detectHeader: DetectHeader = (firstRows: Row[], config: HeaderConfig | null | undefined, whole = false): HeaderChoice => {
  if (config?.type === 'STATIC') return detectStatic(firstRows, config.row_index);
  return detectSmart(firstRows, whole);
};
