/**
 * The change comparison (changes/compare.ts): exact counts and kinds by key, duplicates, a key
 * change, spilled runs giving what memory gives — up to a million rows changed in known places —
 * and a whole run (runImport with `changes`) on a real CSV.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runImport } from '../run.ts';
import type { TargetDataModel } from '../types.ts';
import { compareOutput, kindOf, readRowsFile } from './compare.ts';
import type { ChangeReport } from '../types.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-compare-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** Writes rows as the JSON writer does, and their row numbers (2, 3, …: a header on row 1). */
async function output(rows: Array<Record<string, unknown>> | { count: number; row: (i: number) => Record<string, unknown> }) {
  const id = ++n;
  const path = join(dir, `out-${id}.json`);
  const count = Array.isArray(rows) ? rows.length : rows.count;
  const at = (i: number) => (Array.isArray(rows) ? rows[i]! : rows.row(i));
  const stream = createWriteStream(path);
  stream.write('[');
  let chunk = '';
  for (let i = 0; i < count; i++) {
    chunk += `${i === 0 ? '\n' : ',\n'}${JSON.stringify(at(i))}`;
    if (chunk.length > 1 << 16) {
      if (!stream.write(chunk)) await new Promise<void>((r) => stream.once('drain', () => r()));
      chunk = '';
    }
  }
  stream.end(`${chunk}${count === 0 ? ']\n' : '\n]\n'}`);
  await finished(stream);
  const numbers = new Uint32Array(count);
  for (let i = 0; i < count; i++) numbers[i] = i + 2;
  writeFileSync(`${path}.numbers`, numbers);
  return path;
}

async function compare(path: string, key: string[], previous: string | null, memoryBytes?: number) {
  const report = await compareOutput({
    outputPath: path,
    rowNumbersPath: `${path}.numbers`,
    key,
    previous,
    fingerprintsPath: `${path}.fp`,
    rowsPath: `${path}.rows`,
    removedPath: `${path}.removed`,
    ...(memoryBytes !== undefined ? { memoryBytes } : {}),
  });
  const rows = readRowsFile(readFileSync(`${path}.rows`));
  const kinds = [...rows.codes].map(kindOf);
  const removed = readFileSync(`${path}.removed`, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  return { report, kinds, rowNumbers: [...rows.rowNumbers], removed, fingerprints: `${path}.fp` };
}

const counts = (r: ChangeReport) => ({ created: r.created, updated: r.updated, unchanged: r.unchanged, removed: r.removed });

describe('compareOutput', () => {
  it('marks every row created without a previous delivery, then created, updated, unchanged and removed by key', async () => {
    const first = await compare(await output([{ id: 'a', v: 1 }, { id: 'b', v: 2 }, { id: 'c', v: 3 }]), ['id'], null);
    assert.deepEqual(counts(first.report), { created: 3, updated: 0, unchanged: 0, removed: 0 });
    assert.equal(first.report.compared, false);
    const header = readFileSync(first.fingerprints, 'utf8').split('\n')[0];
    assert.deepEqual(JSON.parse(header!), { ferry_fingerprints: 1, key: ['id'], rows: 3 });

    // b changed, c gone, d new; a untouched but now last.
    const second = await compare(await output([{ id: 'd', v: 4 }, { id: 'b', v: 20 }, { id: 'a', v: 1 }]), ['id'], first.fingerprints);
    assert.equal(second.report.compared, true);
    assert.deepEqual(counts(second.report), { created: 1, updated: 1, unchanged: 1, removed: 1 });
    assert.deepEqual(second.kinds, ['created', 'updated', 'unchanged'], 'in output order');
    assert.deepEqual(second.rowNumbers, [2, 3, 4]);
    assert.deepEqual(second.removed, [{ id: 'c' }]);
    assert.deepEqual(second.report.removed_keys, [{ id: 'c' }]);
  });

  it('tells keys by type and by every key column; pairs rows sharing a key in order', async () => {
    const first = await compare(await output([{ o: 1, l: 1, q: 'x' }, { o: 1, l: 2, q: 'y' }, { o: '1', l: 1, q: 'x' }, { o: 2, l: 1, q: 'z' }, { o: 2, l: 1, q: 'w' }]), ['o', 'l'], null);
    assert.equal(first.report.duplicate_keys, 1);
    const second = await compare(await output([{ o: 2, l: 1, q: 'z' }, { o: 1, l: 2, q: 'y!' }, { o: 1, l: 1, q: 'x' }, { o: '1', l: 1, q: 'x' }]), ['o', 'l'], first.fingerprints);
    // (2,1) twice before (z then w), once now (z): unchanged, the second removed.
    assert.deepEqual(second.kinds, ['unchanged', 'updated', 'unchanged', 'unchanged']);
    assert.deepEqual(second.removed, [{ o: 2, l: 1 }]);
  });

  it('compares nothing with fingerprints of another key: every row created', async () => {
    const first = await compare(await output([{ id: 'a', v: 1 }]), ['id'], null);
    const second = await compare(await output([{ id: 'a', v: 1 }]), ['id', 'v'], first.fingerprints);
    assert.equal(second.report.compared, false);
    assert.deepEqual(counts(second.report), { created: 1, updated: 0, unchanged: 0, removed: 0 });
  });

  it('handles an empty output on either side', async () => {
    const empty = await compare(await output([]), ['id'], null);
    assert.deepEqual(counts(empty.report), { created: 0, updated: 0, unchanged: 0, removed: 0 });
    const some = await compare(await output([{ id: 'a' }]), ['id'], empty.fingerprints);
    assert.equal(some.report.created, 1);
    const none = await compare(await output([]), ['id'], some.fingerprints);
    assert.deepEqual(counts(none.report), { created: 0, updated: 0, unchanged: 0, removed: 1 });
  });

  it('gives exact counts on 200,000 rows changed in known places, spilling sorted runs to disk', async () => {
    // A 1 MiB budget makes this many rows spill in several runs, as a million do at the default
    // (npm run bench, case engine-changes, measures a million rows).
    const rows = 200_000;
    const row = (i: number) => ({ customer: `C${String(i).padStart(7, '0')}`, email: `c${i}@example.com`, amount: (i * 37) % 10_000 / 100, city: ['Berlin', 'Paris', 'Rome'][i % 3] });
    // Previous delivery: rows 0 … 199,999.
    const before = await compare(await output({ count: rows, row }), ['customer'], null, 1 << 20);
    assert.equal(before.report.created, rows);
    // Now: every 10th row's amount changed (19,500 updated), rows 0–4,999 gone (5,000 removed; 500
    // of them were also among the changed ones), 7,000 new rows at the end, the rest unchanged.
    const changed = (i: number) => i % 10 === 0;
    const now = await compare(await output({
      count: rows - 5_000 + 7_000,
      row: (j) => {
        const i = j + 5_000;
        const r = row(i);
        return i < rows && changed(i) ? { ...r, amount: r.amount + 1 } : r;
      },
    }), ['customer'], before.fingerprints, 1 << 20);
    const updated = (rows - 5_000) / 10;
    assert.deepEqual(counts(now.report), { created: 7_000, updated, unchanged: rows - 5_000 - updated, removed: 5_000 });
    assert.equal(now.removed.length, 5_000);
    assert.deepEqual(now.removed[0], { customer: 'C0000000' });
    assert.equal(now.kinds.filter((k) => k === 'updated').length, updated);
    assert.equal(now.kinds[10], 'updated', 'customer C0005010 was changed');
    assert.equal(now.kinds[11], 'unchanged');
    assert.equal(now.kinds[now.kinds.length - 1], 'created');
  });
});

describe('runImport with changes', () => {
  const tdm: TargetDataModel = { name: 'Customers', key: ['id'], columns: [{ key: 'id', label: 'ID', columnType: 'string' }, { key: 'amount', label: 'Amount', columnType: 'float' }] };
  const run = async (csv: string, previous: string | null) => {
    const id = ++n;
    const input = join(dir, `in-${id}.csv`);
    writeFileSync(input, csv);
    const out = join(dir, `run-${id}`);
    const report = await runImport({
      input: { path: input, fileName: 'c.csv' },
      tdm,
      output: { format: 'JSON', path: `${out}.json` },
      changes: { key: ['id'], previous, fingerprintsPath: `${out}.fp`, rowsPath: `${out}.rows`, removedPath: `${out}.removed` },
    });
    return { report, fingerprints: `${out}.fp`, rows: readRowsFile(readFileSync(`${out}.rows`)) };
  };

  it('reports the changes of a SUCCESSFUL run, with each output row by its source row number', async () => {
    const first = await run('id,amount\nA,1\nB,2\nC,3\n', null);
    assert.equal(first.report.changes?.created, 3);
    const second = await run('id,amount\n\nB,2.5\nA,1\nD,4\n', first.fingerprints);
    assert.equal(second.report.status, 'SUCCESSFUL');
    const c = second.report.changes!;
    assert.deepEqual([c.created, c.updated, c.unchanged, c.removed], [1, 1, 1, 1]);
    assert.deepEqual([...second.rows.rowNumbers], [3, 4, 5], 'the blank row 2 is not an output row');
    assert.deepEqual([...second.rows.codes].map(kindOf), ['updated', 'unchanged', 'created']);
  });
});
