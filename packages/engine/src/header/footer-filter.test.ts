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

test('a note spread over cells below the table is dropped as a block; an incomplete last record stays', () => {
  // readxl's deaths.xlsx (written by Excel): ten records, then a note written across four rows.
  const people: Row[] = [
    ['David Bowie', 'musician', 69, true, new Date('1947-01-08'), new Date('2016-01-10')],
    ['Carrie Fisher', 'actor', 60, true, new Date('1956-10-21'), new Date('2016-12-27')],
    ['Chuck Berry', 'musician', 90, true, new Date('1926-10-18'), new Date('2017-03-18')],
    ['Prince', 'musician', 57, true, new Date('1958-06-07'), new Date('2016-04-21')],
  ];
  const note: Row[] = [
    ['Some', null, null, null, null, null],
    [null, 'also like to write stuff', null, null, null, null],
    [null, null, 'at the', 'bottom,', null, null],
    [null, null, null, null, null, 'too!'],
  ];
  for (const size of [1, 3, 100]) {
    const { kept, skipped } = run([...people, ...note], 6, size);
    assert.deepEqual(kept, people, `batch size ${size}`);
    assert.equal(skipped, 4);
  }
  // The note's first row alone is a short text in the first column: an incomplete record.
  assert.deepEqual(run([...people, note[0]!], 6, 10).kept, [...people, note[0]]);
  // An incomplete last record with text in a number column, its first cell filled: data.
  const bob: Row = ['Bob', null, 'n/a', null, null, null];
  assert.deepEqual(run([...people, bob], 6, 10).kept, [...people, bob]);
  // An incomplete record above a note that starts a new sentence: the record stays, the note goes.
  const { kept, skipped } = run([...people, ['Alice', null, null, null, null, null], ['Note: ages as of the date of death', null, null, null, null, null]], 6, 10);
  assert.deepEqual(kept, [...people, ['Alice', null, null, null, null, null]]);
  assert.equal(skipped, 1);
  // Text in a column of numbers, the first cell empty, is a note even without a sentence.
  assert.deepEqual(run([...people, [null, null, 'see below', null, null, null]], 6, 10).kept, people);
});
