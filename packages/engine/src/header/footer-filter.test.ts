import { test } from 'node:test';
import assert from 'node:assert/strict';
import Papa from 'papaparse';
import type { Row, RowBatch } from '../types.ts';
import { FooterFilter, isFooterRow } from './footer-filter.ts';

function rowsOf(text: string): Row[] {
  return Papa.parse<string[]>(text.trim()).data;
}

/** Streams `rows` through a filter in batches of `size`; returns the kept rows and the count skipped. */
function run(rows: Row[], headerWidth: number, size: number): { kept: Row[]; numbers: number[]; skipped: number } {
  const filter = new FooterFilter(headerWidth);
  const kept: Row[] = [];
  const numbers: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const batch: RowBatch = { rows: rows.slice(i, i + size), rowNumbers: rows.slice(i, i + size).map((_, k) => i + k + 2) };
    const out = filter.push(batch);
    kept.push(...out.rows);
    numbers.push(...out.rowNumbers);
  }
  const tail = filter.finish();
  kept.push(...tail.rows);
  numbers.push(...tail.rowNumbers);
  return { kept, numbers, skipped: filter.skipped };
}

const data = Array.from({ length: 25 }, (_, i) => [`Item ${i}`, String(i), `${i}.50`, 'EUR']);

test('trailing total and note rows are dropped, whatever the batch size', () => {
  const footer = rowsOf('Total,,300.00,EUR\n"Generated on 2024-05-01 by ACME ERP",,,\n* prices include VAT,,,');
  for (const size of [1, 3, 7, 100]) {
    const { kept, numbers, skipped } = run([...data, ...footer], 4, size);
    assert.equal(skipped, 3, `batch size ${size}`);
    assert.deepEqual(kept, data);
    assert.deepEqual(numbers, data.map((_, i) => i + 2), 'row numbers stay aligned with rows');
  }
});

test('German totals and a total label in a later column are footers', () => {
  for (const line of ['Summe,,,1234', 'Gesamt:,,,', ',,Grand total,999', 'Total: 1,234.50,,,', 'Anzahl,25,,', 'Stand: 01.05.2024,,,']) {
    assert.ok(isFooterRow(rowsOf(line)[0], 4), line);
  }
});

test('data that merely resembles a footer is kept', () => {
  for (const line of ['Total Wine & More,12,3.50,USD', 'Alice,,,', 'Summer sale,1,2,EUR', 'Countdown,1,2,EUR', 'x,,,']) {
    assert.equal(isFooterRow(rowsOf(line)[0], 4), false, line);
  }
  // A "Total" row in the middle of the data is data: only the tail is ever dropped.
  const middle = [...data.slice(0, 5), ['Total', '', '10', 'EUR'], ...data.slice(5)];
  const { kept, skipped } = run(middle, 4, 4);
  assert.equal(skipped, 0);
  assert.equal(kept.length, middle.length);
});

test('a sentence in a sparse row is a note only when the table is wide enough to tell', () => {
  assert.ok(isFooterRow(['Data provided by the city of Seattle', '', '', ''], 4));
  assert.equal(isFooterRow(['Data provided by the city of Seattle', ''], 2), false);
});

test('fewer rows than the lookbehind, and an all-footer tail', () => {
  const { kept, skipped } = run([['a', '1', '2', '3'], ['Total', '', '', '6']], 4, 10);
  assert.deepEqual(kept, [['a', '1', '2', '3']]);
  assert.equal(skipped, 1);
  assert.deepEqual(run([], 4, 10), { kept: [], numbers: [], skipped: 0 });
});
