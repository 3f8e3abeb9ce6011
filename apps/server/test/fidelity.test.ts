/**
 * Fidelity through the product's doors (the engine suite is packages/engine/src/fidelity.test.ts):
 * public files nobody here wrote are uploaded through the REST API (PGlite and PostgreSQL), delivered
 * to an HTTP receiver and downloaded in every format with escaping off, and run through
 * `ferry run --no-escape-formulas`; every cell is compared with the input as an independent parser
 * reads it. The figures are printed; any changed cell fails the test.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FerryClient } from '@ferry/client';
import type { OutputFormat } from '@ferry/engine';
import { compareCells, readOutput, sources, stringTdm, type Source } from '@ferry/engine/testing/fidelity';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { runFerry } from './helpers/process.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';

const DOWNLOADS: OutputFormat[] = ['CSV', 'TSV', 'XML', 'XLSX', 'JSON'];
/** csv-spectrum, the LibreOffice workbooks and the smaller vega-datasets files: the run stays well under a minute. */
const apiSources = (): Source[] => sources().filter((s) => s.name.startsWith('csv-spectrum/') || s.name.startsWith('libreoffice/') || readFileSync(s.path).length < 20_000);

function summary(totals: Record<string, { files: number; cells: number; changed: number; documented: number }>): string {
  return Object.entries(totals)
    .map(([f, t]) => `${f.padEnd(14)} ${String(t.files).padStart(3)} files ${String(t.cells).padStart(7)} cells compared  ${t.changed} changed${t.documented ? `  (${t.documented} CR → LF in XLSX, documented)` : ''}`)
    .join('\n');
}

for (const kind of databaseKinds()) {
  describe(`fidelity through the REST API (${kind})`, () => {
    let ctx: TestContext;
    let receiver: Receiver;
    let ferry: FerryClient;
    let dir: string;

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ferry-fidelity-api-'));
      receiver = await startReceiver();
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      ferry = new FerryClient({ baseUrl: await ctx.app.listen({ host: '127.0.0.1', port: 0 }), accessToken: ctx.ownerToken });
    });
    after(async () => {
      await ctx?.close();
      await receiver?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('uploads public files, and every cell arrives at the receiver and in every download as it was sent', async (t) => {
      const list = apiSources();
      assert.ok(list.length >= 20, `enough files (${list.length})`);
      const output = await ferry.createConnector({ name: 'Receiver', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/in`, method: 'POST' } });
      const totals: Record<string, { files: number; cells: number; changed: number; documented: number }> = {};
      const changes: string[] = [];
      const add = (label: string, r: { cells: number; changed: number; documented: number }) => {
        const total = (totals[label] ??= { files: 0, cells: 0, changed: 0, documented: 0 });
        total.files++;
        total.cells += r.cells;
        total.changed += r.changed;
        total.documented += r.documented;
      };
      for (const source of list) {
        const tdmBody = stringTdm(source.table.headers);
        const keys = tdmBody.columns.map((c) => c.key);
        const tdm = await ferry.createTdm({ name: source.name, columns: tdmBody.columns as never });
        const input = await ferry.createConnector({ name: `${source.name} in`, type: 'INPUT', node_type: 'MANUAL' });
        await ferry.createPipeline({
          name: source.name,
          configuration: { input_connectors: [input.data.id], output_connectors: [output.data.id], tdm: tdm.data.id, mapping_config: { mode: 'DEFAULT', mappings: [] }, error_config: { error_threshold: 100 } },
        });
        const [execution] = await ferry.uploadFiles(input.data.id, [{ name: source.path.split('/').pop()!, data: new Uint8Array(readFileSync(source.path)) }]);
        const done = await ctx.waitForExecution(execution!.id);
        assert.equal(done.status, 'SUCCESSFUL', `${source.name}: ${JSON.stringify(done.error)}`);
        const delivered = receiver.requests.filter((q) => q.headers['idempotency-key'] === done.id);
        assert.equal(delivered.length, 1, `${source.name}: delivered once`);
        const deliveredPath = join(dir, 'delivered.json');
        writeFileSync(deliveredPath, delivered[0]!.body);
        add('HTTP delivery', compareCells(source, 'JSON', readOutput(deliveredPath, 'JSON', keys), changes));
        for (const format of DOWNLOADS) {
          const response = await ferry.downloadExecutionOutput(done.id, format, { escapeFormulas: false });
          const path = join(dir, `download.${format.toLowerCase()}`);
          writeFileSync(path, Buffer.from(await response.arrayBuffer()));
          add(`download ${format}`, compareCells(source, format, readOutput(path, format, keys), changes));
        }
      }
      const text = summary(totals);
      t.diagnostic(`fidelity through the REST API (${kind}), ${list.length} public files:\n${text}`);
      console.log(`fidelity through the REST API (${kind}), ${list.length} public files:\n${text}`);
      assert.deepEqual(changes, [], 'no cell changed');
    });
  });
}

describe('fidelity through ferry run', () => {
  it('runs public files into every format, and every cell is as it was', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'ferry-fidelity-cli-'));
    try {
      // Files with the hardest cells: quotes, line breaks, commas, negative numbers as text, and a workbook LibreOffice wrote.
      const picked = sources().filter((s) => ['csv-spectrum/newlines.csv', 'csv-spectrum/quotes_and_newlines.csv', 'vega-datasets/airports.csv', 'libreoffice/seattle-weather.xlsx'].includes(s.name));
      assert.equal(picked.length, 4);
      const totals: Record<string, { files: number; cells: number; changed: number; documented: number }> = {};
      const changes: string[] = [];
      for (const source of picked) {
        const tdm = stringTdm(source.table.headers);
        const tdmPath = join(dir, 'tdm.json');
        writeFileSync(tdmPath, JSON.stringify(tdm));
        for (const format of ['CSV', 'TSV', 'JSON', 'XML', 'XLSX'] as OutputFormat[]) {
          const out = join(dir, `out.${format.toLowerCase()}`);
          const r = await runFerry(['run', '--tdm', tdmPath, '--input', source.path, '--output', out, '--no-escape-formulas'], { LOG_LEVEL: 'warn' });
          assert.equal(r.code, 0, `${source.name} → ${format}: ${r.stderr}`);
          const cmp = compareCells(source, format, readOutput(out, format, tdm.columns.map((c) => c.key)), changes);
          const total = (totals[format] ??= { files: 0, cells: 0, changed: 0, documented: 0 });
          total.files++;
          total.cells += cmp.cells;
          total.changed += cmp.changed;
          total.documented += cmp.documented;
        }
      }
      t.diagnostic(`fidelity through ferry run:\n${summary(totals)}`);
      assert.deepEqual(changes, [], 'no cell changed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
