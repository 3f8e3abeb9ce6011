/**
 * The grid store: what runImport records about every row (values as the output holds them, an
 * erroneous cell's text as read, cell errors, lineage chains), and the queries over it (filters,
 * search, sort, paging across blocks, projection, abort).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { runImport } from '../run.ts';
import type { PipelineConfiguration, RunReport, TargetDataModel } from '../types.ts';
import { queryRows, QueryAborted, radixOrder, sortInSlices, type RowQuery } from './query.ts';
import { fileSource, GridCache, GridStore } from './store-reader.ts';
import { dumpStore } from './testing.ts';

const tmp = mkdtempSync(join(tmpdir(), 'ferry-grid-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;

const TDM: TargetDataModel = {
  name: 'Customers',
  columns: [
    { key: 'id', label: 'ID', columnType: 'int', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'name', label: 'Name', columnType: 'string' },
    { key: 'email', label: 'E-mail', columnType: 'email' },
    { key: 'signup', label: 'Signup', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'country', label: 'Country', columnType: 'string' },
  ],
};
const CONFIGURATION: PipelineConfiguration = {
  mapping_config: {
    mode: 'DEFAULT',
    mappings: [{ source_columns: ['Name'], target_column: 'name', transformations: [{ name: 'proper', type: 'HYPER_FORMULA', function: '=PROPER({value})' }] }],
  },
  error_config: { error_threshold: 100 },
};

async function run(csv: string, extra: { cleanings?: Record<string, Record<string, string | null>>; threads?: number } = {}): Promise<{ report: RunReport; path: string }> {
  const id = n++;
  const input = join(tmp, `in${id}.csv`);
  const path = join(tmp, `grid${id}.fgrid`);
  writeFileSync(input, csv);
  const report = await runImport({
    input: { path: input, fileName: 'customers.csv' },
    tdm: TDM,
    configuration: CONFIGURATION,
    output: { format: 'JSON', path: join(tmp, `out${id}.json`) },
    grid: { path },
    ...(extra.cleanings ? { cleanings: extra.cleanings } : {}),
    parallel: { threads: extra.threads ?? 1, minBytes: 0 },
  });
  return { report, path };
}

async function openStore(path: string): Promise<GridStore> {
  return GridStore.open(await fileSource(path), new GridCache({ blockBytes: 1 << 20, listBytes: 1 << 20 }));
}

const CSV = [
  'ID,Name,E-mail,Signup,Amount,Country',
  '1,ada lovelace,ada@example.com,2024-03-01,"1,234.50",GB',
  '2,alan turing,not-an-email,2024-03-02,12,GB',
  '',
  '3,grace hopper,grace@example.com,03/04/2024,7,US',
  '1,duplicate id,dup@example.com,2024-01-01,x,N Mariana Islands',
  ',no id,noid@example.com,,,',
].join('\n');

describe('grid store written by runImport', () => {
  test('every row read, values as the output holds them, erroneous cells as read, errors and lineage', async () => {
    const { report, path } = await run(CSV);
    assert.deepEqual(report.grid?.rows, 5);
    const store = await openStore(path);
    try {
      const rows = await dumpStore(store);
      assert.deepEqual(rows.map((r) => r.row), [2, 3, 5, 6, 7], 'source row numbers; the blank row is not a row');
      const first = rows[0]!;
      assert.deepEqual(first.values, { id: '1', name: 'Ada Lovelace', email: 'ada@example.com', signup: '01.03.2024', amount: '1234.5', country: 'GB' });
      // The formula's chain, and the value as read where the output's text differs.
      assert.deepEqual(first.traces.name, { values: ['ada lovelace', 'Ada Lovelace'], cleaned: false });
      assert.deepEqual(first.traces.signup, { values: ['2024-03-01'], cleaned: false });
      assert.deepEqual(first.traces.amount, { values: ['1,234.50'], cleaned: false });
      assert.equal(first.traces.id, undefined, '"1" is the output\'s text');
      const second = rows[1]!;
      assert.equal(second.values.email, 'not-an-email', 'an erroneous cell holds its text as read');
      assert.equal(second.errors.email?.rule, 'type:email');
      const dup = rows[3]!;
      assert.equal(dup.errors.id?.rule, 'unique');
      assert.match(dup.errors.id!.message, /first in row 2/);
      assert.equal(dup.values.amount, 'x');
      const noId = rows[4]!;
      assert.equal(noId.values.id, null);
      assert.equal(noId.errors.id?.rule, 'required');
      assert.equal(noId.values.signup, null);
      assert.deepEqual(store.footer.counts_by_column, { id: 2, name: 0, email: 1, signup: 0, amount: 1, country: 0 });
      assert.deepEqual(store.footer.counts_by_rule, { 'type:email': 1, unique: 1, 'type:float': 1, required: 1 });
      assert.equal(store.footer.problem_rows, 3);
      assert.deepEqual(store.footer.meta.steps[1], [{ kind: 'TRANSFORMATION', name: 'proper', detail: '=PROPER({value})' }]);
      assert.deepEqual(store.footer.meta.sources[3], [{ header: 'Signup', index: 3 }]);
    } finally {
      await store.close();
    }
  });

  test('a fix: the cell keeps its chain with the edit last, and validates as the fix asks', async () => {
    const { path } = await run(CSV, { cleanings: { 3: { email: 'alan@example.com' }, 6: { name: 'Dup' } } });
    const store = await openStore(path);
    try {
      const rows = await dumpStore(store);
      assert.equal(rows[1]!.values.email, 'alan@example.com');
      assert.equal(rows[1]!.errors.email, undefined);
      assert.deepEqual(rows[1]!.traces.email, { values: ['not-an-email', 'alan@example.com'], cleaned: true });
      assert.deepEqual(rows[3]!.traces.name, { values: ['duplicate id', 'Duplicate Id', 'Dup'], cleaned: true });
    } finally {
      await store.close();
    }
  });

  test('a run that fails before its end leaves no store', async () => {
    const { report, path } = await run('ID,Name\n');
    assert.equal(report.status, 'FAILED');
    assert.equal(report.grid, undefined);
    await assert.rejects(fileSource(path), /ENOENT/);
  });
});

/** A file of `rows` rows over several blocks: every 7th e-mail bad, every 11th amount bad. */
function bigCsv(rows: number): string {
  const lines = ['ID,Name,E-mail,Signup,Amount,Country'];
  for (let i = 1; i <= rows; i++) {
    const email = i % 7 === 0 ? `bad-${i}` : `user${i}@example.com`;
    const amount = i % 11 === 0 ? 'n/a' : String((i * 37) % 1000);
    lines.push(`${i},name ${i % 50},${email},2024-01-${String(1 + (i % 28)).padStart(2, '0')},${amount},${i % 3 === 0 ? '' : `C${i % 5}`}`);
  }
  return lines.join('\n');
}

describe('queries over a grid store', async () => {
  const ROWS = 4500;
  const { path } = await run(bigCsv(ROWS));
  const store = await openStore(path);
  after(() => store.close());
  const email = store.columnIndex('email');
  const amount = store.columnIndex('amount');
  const country = store.columnIndex('country');
  const ids = (page: Awaited<ReturnType<typeof queryRows>>) => page.rows.map((r) => Number(r.values[0]));
  const q = (extra: Partial<RowQuery>): RowQuery => ({ offset: 0, limit: 10, ...extra });

  test('the rows are in several blocks', () => {
    assert.ok(store.blockCount >= 4, String(store.blockCount));
    assert.equal(store.rows, ROWS);
  });

  test('file order pages, across block boundaries, and in reverse', async () => {
    const page = await queryRows(store, q({ offset: 995, limit: 10 }));
    assert.equal(page.matched, ROWS);
    assert.deepEqual(ids(page), [996, 997, 998, 999, 1000, 1001, 1002, 1003, 1004, 1005]);
    assert.deepEqual(page.rows.map((r) => r.row), [997, 998, 999, 1000, 1001, 1002, 1003, 1004, 1005, 1006]);
    const last = await queryRows(store, q({ offset: 0, limit: 3, sort: { column: 'row', direction: 'desc' } }));
    assert.deepEqual(ids(last), [4500, 4499, 4498]);
    assert.deepEqual(ids(await queryRows(store, q({ offset: ROWS - 2 }))), [4499, 4500]);
    assert.deepEqual(ids(await queryRows(store, q({ offset: ROWS + 5 }))), []);
  });

  test('problems, column and rule filters', async () => {
    const expected = (pred: (i: number) => boolean) => Array.from({ length: ROWS }, (_, k) => k + 1).filter(pred);
    const problems = expected((i) => i % 7 === 0 || i % 11 === 0);
    const all = await queryRows(store, q({ problems: true, limit: 5000 }));
    assert.equal(all.matched, problems.length);
    assert.deepEqual(ids(all), problems);
    const deep = await queryRows(store, q({ problems: true, offset: 700, limit: 4 }));
    assert.deepEqual(ids(deep), problems.slice(700, 704));
    const byColumn = await queryRows(store, q({ column: email, offset: 150, limit: 3 }));
    assert.equal(byColumn.matched, Math.floor(ROWS / 7));
    assert.deepEqual(ids(byColumn), [151 * 7, 152 * 7, 153 * 7]);
    const byRule = await queryRows(store, q({ rule: 'type:float', limit: 2 }));
    assert.equal(byRule.matched, Math.floor(ROWS / 11));
    assert.deepEqual(ids(byRule), [11, 22]);
    assert.equal(byRule.rows[0]!.values[amount], 'n/a');
    assert.deepEqual(byRule.rows[0]!.errors.map((e) => e[0]), [amount]);
    const both = await queryRows(store, q({ column: amount, rule: 'type:email' }));
    assert.equal(both.matched, 0);
    const reversed = await queryRows(store, q({ column: email, sort: { column: 'row', direction: 'desc' }, limit: 2 }));
    assert.deepEqual(ids(reversed), [4494, 4487]);
  });

  test('search ignores case, stays within one value, covers erroneous cells, and pages', async () => {
    const page = await queryRows(store, q({ search: 'BAD-7', limit: 100 }));
    assert.deepEqual(ids(page), Array.from({ length: ROWS }, (_, k) => k + 1).filter((i) => i % 7 === 0 && String(i).startsWith('7')));
    // A match across two values of one column (name 1 + name 2…) is no match.
    assert.equal((await queryRows(store, q({ search: '1name' }))).matched, 0);
    const inColumn = await queryRows(store, q({ search: 'c4', searchColumn: country, limit: 3, offset: 2 }));
    const c4 = Array.from({ length: ROWS }, (_, k) => k + 1).filter((i) => i % 3 !== 0 && i % 5 === 4);
    assert.equal(inColumn.matched, c4.length);
    assert.deepEqual(ids(inColumn), c4.slice(2, 5));
    const filtered = await queryRows(store, q({ search: 'name 2', problems: true, limit: 1000 }));
    assert.ok(filtered.rows.every((r) => r.errors.length > 0 && /name 2/i.test(String(r.values[1]))));
    assert.equal(filtered.matched, Array.from({ length: ROWS }, (_, k) => k + 1).filter((i) => (i % 7 === 0 || i % 11 === 0) && String(i % 50).startsWith('2')).length);
  });

  test('sort by a number column and by a text column, empty cells last, ties in file order', async () => {
    const asc = await queryRows(store, q({ sort: { column: amount, direction: 'asc' }, limit: 5000 }));
    const numbers = asc.rows.map((r) => r.values[amount]);
    const firstText = numbers.indexOf('n/a');
    assert.ok(firstText > 0);
    const nums = numbers.slice(0, firstText).map(Number);
    assert.deepEqual(nums, [...nums].sort((a, b) => a - b), 'numbers ascending');
    assert.ok(numbers.slice(firstText).every((v) => v === 'n/a'), 'erroneous text after the numbers');
    const zeros = asc.rows.filter((r) => r.values[amount] === '0').map((r) => r.row);
    assert.deepEqual(zeros, [...zeros].sort((a, b) => a - b), 'ties in file order');
    const desc = await queryRows(store, q({ sort: { column: country, direction: 'desc' }, limit: 5000 }));
    const countries = desc.rows.map((r) => r.values[country]);
    assert.equal(countries[0], 'C4');
    assert.equal(countries[countries.length - 1], null, 'empty cells last');
    const firstNull = countries.indexOf(null);
    assert.ok(countries.slice(firstNull).every((v) => v === null));
    const page = await queryRows(store, q({ sort: { column: country, direction: 'asc' }, problems: true, offset: 1, limit: 2 }));
    assert.equal(page.matched, Array.from({ length: ROWS }, (_, k) => k + 1).filter((i) => i % 7 === 0 || i % 11 === 0).length);
    assert.ok(page.rows.every((r) => r.values[country] === 'C0' && r.errors.length > 0));
  });

  test('projection: only the columns asked for', async () => {
    const page = await queryRows(store, q({ offset: 6, limit: 1, columns: [email] }));
    assert.deepEqual(page.rows[0]!.values, ['bad-7']);
    assert.deepEqual(page.rows[0]!.errors.map((e) => [e[0], e[2]]), [[email, 'type:email']]);
  });

  test('an aborted query stops', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(queryRows(store, q({ search: 'nothing like this' }), controller.signal), QueryAborted);
    const late = new AbortController();
    const pending = queryRows(store, q({ search: 'zzz-not-there', searchColumn: email }), late.signal);
    late.abort();
    await assert.rejects(pending, QueryAborted);
    // The same search asked again afterwards is computed afresh, not a stale aborted result.
    assert.equal((await queryRows(store, q({ search: 'zzz-not-there', searchColumn: email }))).matched, 0);
  });
});

test('sortInSlices sorts like Array.prototype.sort over many slices', async () => {
  const values = Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 100_003);
  const order = Uint32Array.from(values.keys());
  const sorted = await sortInSlices(order, (a, b) => values[a]! - values[b]! || a - b);
  const expected = [...values.keys()].sort((a, b) => values[a]! - values[b]! || a - b);
  assert.deepEqual(Array.from(sorted), expected);
});

test('radixOrder orders numbers by value, either way, equal values in the order given', async () => {
  const values = Float64Array.from([3, -1.5, 0, -0, 1e300, -1e-300, 2.25, 3, -7, 0.1, Number.MAX_SAFE_INTEGER, -1.5, 123456.789]);
  const given = Uint32Array.from(values.keys());
  const byValue = (dir: number) => [...values.keys()].sort((a, b) => (values[a]! === values[b]! ? a - b : dir * (values[a]! - values[b]!)));
  assert.deepEqual(Array.from(await radixOrder(given.slice(), values, false)), byValue(1));
  assert.deepEqual(Array.from(await radixOrder(given.slice(), values, true)), byValue(-1));
  const many = Float64Array.from({ length: 50_000 }, (_, i) => ((i * 7919) % 1000) / 8 - 60);
  const order = Array.from(await radixOrder(Uint32Array.from(many.keys()), many, false));
  assert.deepEqual(order, [...many.keys()].sort((a, b) => many[a]! - many[b]! || a - b));
});

describe('checking values against a grid store', async () => {
  const tdm: TargetDataModel = {
    name: 'Orders',
    columns: [
      { key: 'id', label: 'ID', columnType: 'int', validations: [{ validate: 'unique' }] },
      { key: 'email', label: 'E-mail', columnType: 'email', validations: [{ validate: 'required_with', columns: ['phone'] }] },
      { key: 'phone', label: 'Phone', columnType: 'string' },
      { key: 'day', label: 'Day', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
      { key: 'code', label: 'Code', columnType: 'string', validations: [{ validate: 'regex', regex: '^[A-Z]{2}$' }, { validate: 'unique', columns: ['id'] }] },
    ],
  };
  const csv = ['id,email,phone,day,code', '1,a@x.org,,03/04/2024,AA', '2,,555,14/04/2024,BB', '3,c@x.org,,05/04/2024,cc', '3,d@x.org,,06/04/2024,DD'].join('\n');
  const input = join(tmp, 'check.csv');
  const path = join(tmp, 'check.fgrid');
  writeFileSync(input, csv);
  const report = await runImport({ input: { path: input, fileName: 'check.csv' }, tdm, configuration: { error_config: { error_threshold: 100 } }, output: { format: 'JSON', path: join(tmp, 'check.json') }, grid: { path } });
  const store = await openStore(path);
  after(() => store.close());
  const { checkCells, CheckTargetInvalid } = await import('./check.ts');

  test('the run did what the checks rely on', () => {
    assert.equal(report.stats.erroneous_cells, 3, JSON.stringify(report.sample_errors));
    assert.deepEqual(store.footer.meta.conventions[3], 'DMY', 'the day/month order the run settled');
  });

  test('type, rules with the row\'s other cells, output form, unique against the other rows', async () => {
    const results = await checkCells(store, tdm, [
      { row: 2, column: 'day', value: '07/05/2024' },
      { row: 2, column: 'email', value: 'not an email' },
      { row: 3, column: 'email', value: 'b@x.org' },
      { row: 3, column: 'id', value: '1' },
      { row: 4, column: 'code', value: 'CC' },
      { row: 5, column: 'id', value: '9' },
      { row: 5, column: 'code', value: 'AA' },
    ]);
    const by = (row: number, column: string) => results.find((r) => r.row === row && r.column === column)!;
    assert.deepEqual(by(2, 'day'), { row: 2, column: 'day', value: '07/05/2024', valid: true, output: '07.05.2024' }, 'read as day/month, as the run settled');
    assert.equal(by(2, 'email').valid, false);
    assert.equal(by(2, 'email').rule, 'type:email');
    assert.equal(by(3, 'email').valid, true);
    assert.equal(by(3, 'id').valid, false, 'row 2 holds id 1');
    assert.equal(by(3, 'id').rule, 'unique');
    assert.match(by(3, 'id').message!, /"1" appears more than once \(first in row 2\)/);
    assert.deepEqual(by(4, 'code'), { row: 4, column: 'code', value: 'CC', valid: true, output: 'CC' });
    assert.equal(by(5, 'id').valid, true);
    assert.equal(by(5, 'code').valid, true, 'AA with id 9: no other row has the pair');
    const [emptied] = await checkCells(store, tdm, [{ row: 3, column: 'email', value: '' }]);
    assert.equal(emptied!.valid, false, 'required with a phone');
    assert.equal(emptied!.rule, 'required_with');
    const [pair] = await checkCells(store, tdm, [{ row: 5, column: 'id', value: '1' }]);
    assert.equal(pair!.valid, false, 'id 1 is taken');
  });

  test('a column or a row the store lacks', async () => {
    await assert.rejects(checkCells(store, tdm, [{ row: 2, column: 'nope', value: 'x' }]), (e: unknown) => e instanceof CheckTargetInvalid && e.field === 'column');
    await assert.rejects(checkCells(store, tdm, [{ row: 1, column: 'id', value: '1' }]), (e: unknown) => e instanceof CheckTargetInvalid && e.field === 'row' && /row 1 is not one of the rows/.test(e.message));
    await assert.rejects(checkCells(store, tdm, [{ row: 99, column: 'id', value: '1' }]), CheckTargetInvalid);
  });
});

describe('the lineage of a cell', async () => {
  const { cellLineage, LineageTargetInvalid } = await import('./lineage.ts');
  const { path } = await run(CSV, { cleanings: { 3: { email: 'alan@example.com' } } });
  const store = await openStore(path);
  after(() => store.close());

  test('a cell changed by a formula: source cell, the formula with the value after it, the type', async () => {
    const l = await cellLineage(store, TDM, 2, 'name');
    assert.deepEqual(l, {
      row: 2,
      column: 'name',
      source: { sheet: null, row: 2, column: 'Name', column_index: 1, text: 'ada lovelace' },
      steps: [
        { kind: 'TRANSFORMATION', name: 'proper', detail: '=PROPER({value})', value: 'Ada Lovelace' },
        { kind: 'TYPE', name: 'string', value: 'Ada Lovelace' },
      ],
      final: { value: 'Ada Lovelace', valid: true },
    });
  });

  test('a date read and reformatted; a number read with grouping', async () => {
    const date = await cellLineage(store, TDM, 2, 'signup');
    assert.equal(date.source?.text, '2024-03-01');
    assert.deepEqual(date.steps, [{ kind: 'TYPE', name: 'date', detail: 'output format DD.MM.YYYY', value: '01.03.2024' }]);
    const amount = await cellLineage(store, TDM, 2, 'amount');
    assert.equal(amount.source?.text, '1,234.50');
    assert.equal(amount.final.value, '1234.5');
  });

  test('a person\'s edit, and a cell still erroneous', async () => {
    const edited = await cellLineage(store, TDM, 3, 'email');
    assert.equal(edited.source?.text, 'not-an-email');
    assert.deepEqual(edited.steps, [{ kind: 'EDIT', name: 'fix', value: 'alan@example.com' }, { kind: 'TYPE', name: 'email', value: 'alan@example.com' }]);
    assert.equal(edited.final.valid, true);
    const bad = await cellLineage(store, TDM, 6, 'amount');
    assert.deepEqual(bad.final, { value: 'x', valid: false, message: bad.final.message, rule: 'type:float' });
    assert.equal(bad.steps.at(-1)?.value, null);
    assert.equal(bad.source?.text, 'x');
  });

  test('a column or row the execution lacks', async () => {
    await assert.rejects(cellLineage(store, TDM, 2, 'nope'), (e: unknown) => e instanceof LineageTargetInvalid && e.field === 'column');
    await assert.rejects(cellLineage(store, TDM, 4, 'name'), (e: unknown) => e instanceof LineageTargetInvalid && e.field === 'row', 'row 4 is blank');
  });
});
