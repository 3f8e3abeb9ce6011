/**
 * Cost table (`npm run bench:costs` in packages/engine): where a run's time goes, per stage, per
 * column type and validation rule, and per formula family, each beside the cost of parsing the
 * cell it works on (papaparse, measured in the same run). Figures are printed, never asserted;
 * docs/performance.md records them.
 *
 *   node bench/costs.ts                   1,000,000-row orders file, 200,000 cells per type
 *   node bench/costs.ts --rows 200000 --cells 50000     a quicker run
 *
 * 1. Stages. An orders file (10 columns: int id, first and last name joined by a formula, e-mail,
 *    ISO date output as DD.MM.YYYY, amount, quantity, a 5-option category, an ISO country code,
 *    a band `=IF(VALUE({Amount})>1000,"large","small")`, notes with a regex rule; required and
 *    unique rules) runs through `runImport` with `stageTimings`: nanoseconds per row for reading
 *    (CSV parsing into batches), building target rows, transformations, validation and writing,
 *    beside a papaparse parse + CSV write of the same file.
 * 2. Column types and rules. For every column type and rule, `validateBatch` of one column over
 *    valid text values of that type (as CSV gives them) in batches of 1,000: nanoseconds per cell,
 *    beside papaparse's nanoseconds per cell parsing the orders file.
 * 3. Formula families. One formula per family through `compileTransformations` / `applyBatch`:
 *    nanoseconds per evaluation.
 * Times are the best of three rounds (a shared machine is noisy).
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Papa from 'papaparse';
import { runImport } from '../src/run.ts';
import { compileTransformations } from '../src/transform/index.ts';
import { COLUMN_TYPES, type CellValue, type ColumnType, type Mapping, type StageTimings, type TargetDataModel, type TdmColumn } from '../src/types.ts';
import { compileValidator } from '../src/validate/validator.ts';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '1000000' }, cells: { type: 'string', default: '200000' } } });
const ROWS = Number(args.rows);
const CELLS = Number(args.cells);
const BATCH = 1000;
const dir = mkdtempSync(join(tmpdir(), 'ferry-costs-'));
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

function bestOf<T extends { ns: number }>(rounds: number, f: () => T): T {
  let best = f();
  for (let i = 1; i < rounds; i++) {
    const r = f();
    if (r.ns < best.ns) best = r;
  }
  return best;
}
async function bestOfAsync<T extends { ns: number }>(rounds: number, f: () => Promise<T>): Promise<T> {
  let best = await f();
  for (let i = 1; i < rounds; i++) {
    const r = await f();
    if (r.ns < best.ns) best = r;
  }
  return best;
}

// --- 1. stages ---------------------------------------------------------------------------------

const FIRST = ['anna', 'Ben', 'Carla', 'David', 'Emma', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas', 'Chloé', "O'Neil"];
const LAST = ['Schmidt', 'Müller', 'Meyer', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Dubois', 'Rossi', 'García', 'Smith'];
const CATEGORIES = ['Books', 'Games', 'Music', 'Garden', 'Tools'];
const COUNTRIES = ['DE', 'FR', 'NL', 'AT', 'CH', 'IT', 'ES', 'GB', 'US', 'SE', 'PL', 'BE'];
const ORDER_HEADERS = ['Order ID', 'First Name', 'Last Name', 'E-Mail', 'Order Date', 'Amount', 'Quantity', 'Category', 'Country', 'Notes'];

function orderRow(i: number): string[] {
  const day = new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString().slice(0, 10);
  return [
    String(100_000 + i), FIRST[i % 12]!, LAST[(i * 7) % 12]!, `customer${i}@example.com`, day,
    ((i * 37) % 200_000 / 100).toFixed(2), String(1 + (i % 9)), CATEGORIES[i % 5]!, COUNTRIES[i % 12]!, i % 4 === 0 ? `ref ${i % 1000}` : '',
  ];
}

async function writeOrders(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  const write = (text: string) => new Promise<void>((resolve) => (out.write(text) ? resolve() : out.once('drain', resolve)));
  await write(`${ORDER_HEADERS.join(',')}\n`);
  for (let start = 0; start < rows; start += 10_000) {
    let chunk = '';
    for (let i = start; i < Math.min(rows, start + 10_000); i++) chunk += `${orderRow(i).join(',')}\n`;
    await write(chunk);
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

const ORDERS_TDM: TargetDataModel = {
  name: 'Orders',
  columns: [
    { key: 'order_id', label: 'Order ID', columnType: 'int', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'email', label: 'E-Mail', columnType: 'email', validations: [{ validate: 'unique' }] },
    { key: 'order_date', label: 'Order date', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'quantity', label: 'Quantity', columnType: 'int' },
    { key: 'category', label: 'Category', columnType: 'category', optionConfiguration: { options: CATEGORIES.map((c) => ({ label: c, value: c.toUpperCase() })) } },
    { key: 'country', label: 'Country', columnType: 'country_code_alpha_2' },
    { key: 'band', label: 'Band', columnType: 'string' },
    { key: 'notes', label: 'Notes', columnType: 'string', validations: [{ validate: 'regex', regex: '^(ref [0-9]+)?$' }] },
  ],
};
const ORDERS_MAPPINGS: Mapping[] = [
  { source_columns: ['First Name', 'Last Name'], target_column: 'name', transformations: [{ type: 'HYPER_FORMULA', function: '=CONCATENATE({First Name}, " ", {Last Name})' }] },
  { source_columns: ['Amount'], target_column: 'band', transformations: [{ type: 'HYPER_FORMULA', function: '=IF(VALUE({Amount})>1000,"large","small")' }] },
  { source_columns: ['Order Date'], target_column: 'order_date' },
];

/** papaparse parse of the whole file and a CSV write of every row: the floor any CSV tool pays. */
function papaBaseline(input: string, output: string): { ns: number } {
  const t0 = process.hrtime.bigint();
  const text = readFileSync(input, 'utf8');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  const out = createWriteStream(output);
  let chunk = '';
  for (let i = 0; i < parsed.data.length; i++) {
    chunk += `${Papa.unparse([parsed.data[i]!], { newline: '' })}\n`;
    if (chunk.length > 1 << 20) { out.write(chunk); chunk = ''; }
  }
  out.end(chunk);
  return { ns: Number(process.hrtime.bigint() - t0) };
}

async function engineRun(input: string, output: string): Promise<{ ns: number; timings: StageTimings; errors: number; rows: number }> {
  const timings: StageTimings = { read: 0, build: 0, transform: 0, validate: 0, write: 0 };
  const t0 = process.hrtime.bigint();
  const report = await runImport({
    input: { path: input, fileName: 'orders.csv' }, tdm: ORDERS_TDM,
    configuration: { mapping_config: { mode: 'DEFAULT', mappings: ORDERS_MAPPINGS }, error_config: { error_threshold: 100 } },
    output: { format: 'CSV', path: output }, cellErrors: { path: `${output}.errors` }, stageTimings: timings,
  });
  const ns = Number(process.hrtime.bigint() - t0);
  if (report.status === 'FAILED') throw new Error(`bench run failed: ${JSON.stringify(report.error)}`);
  return { ns, timings, errors: report.stats.erroneous_cells, rows: report.stats.rows };
}

// --- 2. column types and rules ------------------------------------------------------------------

/** Valid text values of each column type, as a CSV gives them. */
const SAMPLES: Record<ColumnType, (i: number) => string> = {
  string: (i) => `${FIRST[i % 12]} ${LAST[i % 12]}`,
  int: (i) => String(i * 7),
  float: (i) => (i / 8).toFixed(3),
  boolean: (i) => (i % 2 ? 'true' : 'false'),
  date: (i) => new Date(Date.UTC(2020, 0, 1) + (i % 3000) * 86_400_000).toISOString().slice(0, 10),
  datetime: (i) => new Date(Date.UTC(2020, 0, 1) + i * 61_000).toISOString(),
  time: (i) => `${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
  email: (i) => `user${i}@example.com`,
  url: (i) => `https://example.com/items/${i}`,
  phone: (i) => `+49 30 ${String(1_000_000 + (i % 8_999_999))}`,
  category: (i) => CATEGORIES[i % 5]!,
  country_code_alpha_2: (i) => COUNTRIES[i % 12]!,
  country_code_alpha_3: (i) => ['DEU', 'FRA', 'NLD', 'AUT', 'CHE', 'ITA'][i % 6]!,
  currency_code: (i) => ['EUR', 'USD', 'GBP', 'CHF', 'JPY'][i % 5]!,
  percentage: (i) => `${i % 100}%`,
  iban: (i) => ['DE89370400440532013000', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'NL91ABNA0417164300'][i % 4]!,
  bic: (i) => ['DEUTDEFF', 'NWBKGB2L', 'ABNANL2A', 'BNPAFRPP'][i % 4]!,
  gtin: (i) => ['4006381333931', '0012345678905', '96385074', '5901234123457'][i % 4]!,
};

function columnFor(type: ColumnType): TdmColumn {
  const column: TdmColumn = { key: 'c', label: 'C', columnType: type };
  if (type === 'category') column.optionConfiguration = { options: CATEGORIES.map((c) => ({ label: c, value: c.toUpperCase() })) };
  return column;
}

function cellsOf(sample: (i: number) => string, count: number): CellValue[][][] {
  const batches: CellValue[][][] = [];
  for (let start = 0; start < count; start += BATCH) batches.push(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => [sample(start + k)]));
  return batches;
}

/** ns per cell of validateBatch over `batches` with a one-column (or two-column) TDM. */
function validateCost(tdm: TargetDataModel, batches: CellValue[][][]): { ns: number; errors: number } {
  const validator = compileValidator(tdm);
  let errors = 0;
  let ns = 0;
  let cells = 0;
  let row = 2;
  for (const batch of batches) {
    const failed = batch.map((r) => new Array<boolean>(r.length).fill(false));
    const numbers = batch.map(() => row++);
    const copy = batch.map((r) => r.slice());
    const t0 = process.hrtime.bigint();
    validator.validateBatch(copy, numbers, failed, () => errors++);
    ns += Number(process.hrtime.bigint() - t0);
    cells += batch.length;
  }
  return { ns: ns / cells, errors };
}

/** ns per cell of papaparse parsing the orders file (the cost of parsing a cell, as the reference). */
function parseCost(input: string, cells: number): { ns: number } {
  const text = readFileSync(input, 'utf8');
  const t0 = process.hrtime.bigint();
  Papa.parse(text, { skipEmptyLines: true });
  return { ns: Number(process.hrtime.bigint() - t0) / cells };
}

// --- 3. formula families ------------------------------------------------------------------------

const FORMULAS: Array<[string, string]> = [
  ['text: PROPER', '=PROPER({value})'],
  ['text: CONCATENATE two columns', '=CONCATENATE({First}, " ", {Last})'],
  ['text: LEFT / LEN / UPPER', '=UPPER(LEFT({value}, LEN({value})-1))'],
  ['text: SUBSTITUTE', '=SUBSTITUTE({value}, "a", "4")'],
  ['math: ROUND({Amount}*1.19, 2)', '=ROUND({Amount}*1.19, 2)'],
  ['logical: IF(VALUE(..)>1000, ..)', '=IF(VALUE({Amount})>1000,"large","small")'],
  ['date: TEXT(DATEVALUE(..), "DD.MM.YYYY")', '=TEXT(DATEVALUE({Date}), "DD.MM.YYYY")'],
  ['date: YEAR(DATEVALUE(..))', '=YEAR(DATEVALUE({Date}))'],
  ['lookup: CHOOSE', '=CHOOSE(MOD(INT(VALUE({Amount})), 3)+1, "a", "b", "c")'],
  ['statistical: MAX / MIN', '=MAX({Amount}, 10) - MIN({Amount}, 5)'],
  ['information: ISNUMBER / ISBLANK', '=IF(ISNUMBER({Amount}), ISBLANK({First}), FALSE())'],
  ['text: IFERROR(FIND(..))', '=IFERROR(FIND("@", {First}), 0)'],
];
const FORMULA_HEADERS = ['First', 'Last', 'Amount', 'Date'];
function formulaRows(count: number): CellValue[][][] {
  const batches: CellValue[][][] = [];
  for (let start = 0; start < count; start += BATCH) {
    batches.push(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      return [FIRST[i % 12]!, LAST[i % 12]!, ((i * 37) % 200_000 / 100).toFixed(2), SAMPLES.date(i)];
    }));
  }
  return batches;
}

function formulaCost(formula: string, batches: CellValue[][][], formulaEngine: 'auto' | 'hyperformula'): { ns: number; errors: number } {
  const tdm: TargetDataModel = { columns: [{ key: 'out', label: 'Out', columnType: 'string' }] };
  const mapping = { mappings: [{ source_columns: ['First'], target_column: 'out', transformations: [{ type: 'HYPER_FORMULA' as const, function: formula }] }] };
  const plan = compileTransformations({ tdm, mapping, headers: FORMULA_HEADERS, formulaEngine });
  let ns = 0;
  let cells = 0;
  let errors = 0;
  let row = 2;
  for (const batch of batches) {
    const values = batch.map((r) => [r[0] as CellValue]);
    const failed = batch.map(() => [false]);
    const numbers = batch.map(() => row++);
    const t0 = process.hrtime.bigint();
    plan.applyBatch(batch, numbers, values, failed, () => errors++);
    ns += Number(process.hrtime.bigint() - t0);
    cells += batch.length;
  }
  return { ns: ns / cells, errors };
}

// --- run ------------------------------------------------------------------------------------------

try {
  console.log(`Cost table: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}; ${fmt(ROWS)}-row orders file, ${fmt(CELLS)} cells per type; best of 3`);
  const input = join(dir, 'orders.csv');
  await writeOrders(input, ROWS);
  const cellsInFile = ROWS * ORDER_HEADERS.length;
  console.log(`\n1. Stages (orders file, ${fmt(statSync(input).size / 1e6, 1)} MB, ${fmt(cellsInFile)} cells)`);
  const papa = bestOf(3, () => papaBaseline(input, join(dir, 'papa.csv')));
  await engineRun(input, join(dir, 'warm.csv'));
  const engine = await bestOfAsync(3, () => engineRun(input, join(dir, 'engine.csv')));
  const t = engine.timings;
  const other = engine.ns - (t.read + t.build + t.transform + t.validate + t.write);
  const stageRows: Array<[string, number]> = [['read (CSV → batches)', t.read], ['build target rows', t.build], ['transformations (2 formulas)', t.transform], ['validation (10 columns, 4 rules)', t.validate], ['write (rows and cell errors)', t.write], ['header, mapping, set-up, other', other]];
  console.log(`${pad('stage', 36)} ${lpad('s', 7)} ${lpad('ns/row', 8)} ${lpad('ns/cell', 8)}`);
  for (const [name, ns] of stageRows) console.log(`${pad(name, 36)} ${lpad(fmt(ns / 1e9, 2), 7)} ${lpad(fmt(ns / ROWS), 8)} ${lpad(fmt(ns / cellsInFile), 8)}`);
  console.log(`${pad('engine total', 36)} ${lpad(fmt(engine.ns / 1e9, 2), 7)} ${lpad(fmt(engine.ns / ROWS), 8)} ${lpad(fmt(engine.ns / cellsInFile), 8)}   (${fmt(engine.rows)} rows, ${fmt(engine.errors)} cell errors)`);
  console.log(`${pad('papaparse parse + write (baseline)', 36)} ${lpad(fmt(papa.ns / 1e9, 2), 7)} ${lpad(fmt(papa.ns / ROWS), 8)} ${lpad(fmt(papa.ns / cellsInFile), 8)}   engine / baseline = ${fmt(engine.ns / papa.ns, 2)}×`);

  const parse = bestOf(3, () => parseCost(input, cellsInFile)).ns;
  console.log(`\n2. Column types and rules: validateBatch, ns per cell; papaparse parses a cell of the orders file in ${fmt(parse)} ns ("× parse")`);
  console.log(`${pad('column type / rule', 44)} ${lpad('ns/cell', 8)} ${lpad('× parse', 8)}`);
  const line = (name: string, ns: number) => console.log(`${pad(name, 44)} ${lpad(fmt(ns), 8)} ${lpad(fmt(ns / parse, 1), 8)}`);
  for (const type of COLUMN_TYPES) {
    const batches = cellsOf(SAMPLES[type], CELLS);
    const tdm: TargetDataModel = { columns: [columnFor(type)] };
    validateCost(tdm, batches.slice(0, 20));
    const cost = bestOf(3, () => validateCost(tdm, batches));
    line(type + (cost.errors ? ` (${fmt(cost.errors)} errors!)` : ''), cost.ns);
  }
  const rules: Array<[string, TdmColumn[], (i: number) => CellValue[]]> = [
    ['string (no rule)', [{ key: 'a', label: 'A', columnType: 'string' }], (i) => [SAMPLES.string(i)]],
    ['string + required', [{ key: 'a', label: 'A', columnType: 'string', validations: [{ validate: 'required' }] }], (i) => [SAMPLES.string(i)]],
    ['string + unique (all distinct)', [{ key: 'a', label: 'A', columnType: 'string', validations: [{ validate: 'unique' }] }], (i) => [`${SAMPLES.string(i)} ${i}`]],
    ['string + regex ^[^0-9]+$', [{ key: 'a', label: 'A', columnType: 'string', validations: [{ validate: 'regex', regex: '^[^0-9]+$' }] }], (i) => [SAMPLES.string(i)]],
    ['string + required_with (2 columns)', [{ key: 'a', label: 'A', columnType: 'string', validations: [{ validate: 'required_with', columns: ['b'] }] }, { key: 'b', label: 'B', columnType: 'string' }], (i) => [SAMPLES.string(i), 'x']],
  ];
  for (const [name, columns, sample] of rules) {
    const batches: CellValue[][][] = [];
    for (let start = 0; start < CELLS; start += BATCH) batches.push(Array.from({ length: Math.min(BATCH, CELLS - start) }, (_, k) => sample(start + k)));
    const tdm: TargetDataModel = { columns };
    const cost = bestOf(3, () => validateCost(tdm, batches));
    line(`${name}${cost.errors ? ` (${fmt(cost.errors)} errors!)` : ''}`, cost.ns);
  }

  console.log(`\n3. Formula families: ns per evaluation (compileTransformations → applyBatch, batches of ${BATCH}); "run" is what a run uses`);
  console.log(`   (formulas the engine compiles to JavaScript, else HyperFormula), "HyperFormula" forces HyperFormula`);
  console.log(`${pad('family: formula', 44)} ${lpad('run', 7)} ${lpad('HyperFormula', 13)}`);
  const rowsForFormulas = formulaRows(Math.min(CELLS, 100_000));
  for (const [name, formula] of FORMULAS) {
    formulaCost(formula, rowsForFormulas.slice(0, 5), 'auto');
    const auto = bestOf(3, () => formulaCost(formula, rowsForFormulas, 'auto'));
    const hf = bestOf(3, () => formulaCost(formula, rowsForFormulas, 'hyperformula'));
    console.log(`${pad(name, 44)} ${lpad(fmt(auto.ns), 7)} ${lpad(fmt(hf.ns), 13)}${auto.errors || hf.errors ? `  (cell errors: ${fmt(auto.errors)} / ${fmt(hf.errors)})` : ''}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
