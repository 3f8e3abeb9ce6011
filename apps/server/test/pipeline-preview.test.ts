/**
 * The CreatePipeline flow's server side: a sample file, then previews of the configuration being
 * built — header row and reason, suggested mappings with confidence, rows before and after a
 * formula, cell errors — on PGlite and PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipart } from './helpers/upload.ts';


// A title line above the header, as exports from accounting tools carry.
const CSV = 'Customer export 2026-11\n\nName,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\nAlan Turing,not-an-email,7\nGrace Hopper,grace@example.com,3\n';

for (const kind of databaseKinds()) {
  describe(`pipeline sample and preview (${kind})`, () => {
    let ctx: TestContext;
    let tdm: string;
    let source: Server;
    let sourceUrl: string;
    before(async () => {
      source = createServer((req, res) => {
        if (req.url === '/exports/customers.csv') res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
        else res.writeHead(500).end('broken');
      });
      await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
      sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
      ctx = await createTestContext(kind, { storage: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      const t = await ctx.request('POST', '/tdm', {
        body: {
          name: 'Customers',
          columns: [
            { key: 'name', label: 'Name', columnType: 'string' },
            { key: 'email', label: 'Email', columnType: 'email' },
            { key: 'amount', label: 'Amount', columnType: 'float' },
          ],
        },
      });
      tdm = t.body.data.id;
    });
    after(async () => {
      await ctx.close();
      await new Promise<void>((resolve) => source.close(() => resolve()));
    });

    it('keeps a sample and previews header, suggestions, transformations and cell errors', async () => {
      const s = await ctx.request('POST', '/pipeline/sample', multipart([{ name: 'customers.csv', content: CSV, type: 'text/csv' }]));
      assert.equal(s.status, 201, JSON.stringify(s.body));
      assert.equal(s.body.data.format, 'CSV');
      assert.equal(s.body.data.file_name, 'customers.csv');
      const sampleId = s.body.data.sample_id;

      const p = await ctx.request('POST', '/pipeline/preview', { body: { sample_id: sampleId, tdm } });
      assert.equal(p.status, 200, JSON.stringify(p.body));
      const d = p.body.data;
      assert.equal(d.status, 'SUCCESSFUL');
      assert.equal(d.header.row_number, 3, d.header.reason);
      assert.deepEqual(d.header.columns, ['Name', 'E-Mail', 'Amount']);
      assert.ok(d.header.reason.length > 10);
      assert.equal(d.head[0].cells[0], 'Customer export 2026-11');
      const byTarget = Object.fromEntries(d.mapping.mappings.map((m: any) => [m.target_column, m]));
      assert.deepEqual(byTarget.email.source_columns, ['E-Mail']);
      assert.equal(byTarget.email.origin, 'SUGGESTED');
      assert.ok(byTarget.email.confidence > 0.5 && byTarget.email.confidence <= 1);
      assert.deepEqual(d.columns, ['name', 'email', 'amount']);
      assert.deepEqual(d.row_numbers, [4, 5, 6]);
      assert.deepEqual(d.rows[0], ['Ada Lovelace', 'ada@example.com', 12.5]);
      assert.deepEqual(d.rows[1], ['Alan Turing', 'not-an-email', 7], 'erroneous rows are shown with the cell as read');
      assert.equal(d.cell_errors.length, 1);
      assert.equal(d.cell_errors[0].row, 5);
      assert.equal(d.cell_errors[0].column, 'email');

      const t = await ctx.request('POST', '/pipeline/preview', {
        body: {
          sample_id: sampleId,
          tdm,
          mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Name'], target_column: 'name', transformations: [{ type: 'HYPER_FORMULA', function: '=UPPER({value})' }] }] },
          rows: 2,
        },
      });
      assert.equal(t.status, 200, JSON.stringify(t.body));
      assert.deepEqual(t.body.data.rows_before.map((r: any[]) => r[0]), ['Ada Lovelace', 'Alan Turing']);
      assert.deepEqual(t.body.data.rows.map((r: any[]) => r[0]), ['ADA LOVELACE', 'ALAN TURING']);

      const st = await ctx.request('POST', '/pipeline/preview', { body: { sample_id: sampleId, tdm, header_config: { type: 'STATIC', row_index: 0 } } });
      assert.equal(st.status, 200);
      assert.deepEqual(st.body.data.header.columns[0], 'Customer export 2026-11');
    });

    it('previews a form (a label with a value beside it on each row) as one record whose columns are its labels', async () => {
      const form = 'Name:,Ada Lovelace\nE-Mail:,ada@example.com\nAmount:,12.5\nSigned on:,2026-11-02\n';
      const s = await ctx.request('POST', '/pipeline/sample', multipart([{ name: 'order-form.csv', content: form, type: 'text/csv' }]));
      assert.equal(s.status, 201, JSON.stringify(s.body));
      const p = await ctx.request('POST', '/pipeline/preview', { body: { sample_id: s.body.data.sample_id, tdm } });
      assert.equal(p.status, 200, JSON.stringify(p.body));
      const d = p.body.data;
      assert.equal(d.status, 'SUCCESSFUL', JSON.stringify(d.error));
      assert.equal(d.header.form_rows, 4);
      assert.equal(d.header.row_index, -1);
      assert.deepEqual(d.header.columns, ['Name', 'E-Mail', 'Amount', 'Signed on']);
      assert.match(d.header.reason, /reads as a form/);
      assert.deepEqual(d.row_numbers, [1]);
      assert.deepEqual(d.rows, [['Ada Lovelace', 'ada@example.com', 12.5]]);
      assert.equal(d.head.length, 4, 'the sheet as read is shown whole, for choosing a header row instead');
    });

    it('answers a broken formula as a FAILED preview with its reason, and unknown samples with 404', async () => {
      const s = await ctx.request('POST', '/pipeline/sample', multipart([{ name: 'c.csv', content: CSV, type: 'text/csv' }]));
      const p = await ctx.request('POST', '/pipeline/preview', {
        body: { sample_id: s.body.data.sample_id, tdm, mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Name'], target_column: 'name', transformations: [{ type: 'HYPER_FORMULA', function: '=NOSUCHFUNCTION({value})' }] }] } },
      });
      assert.equal(p.status, 200, JSON.stringify(p.body));
      assert.equal(p.body.data.status, 'FAILED');
      assert.match(p.body.data.error.message, /NOSUCHFUNCTION|function/i);
      const missing = await ctx.request('POST', '/pipeline/preview', { body: { sample_id: '00000000-0000-4000-8000-000000000000', tdm } });
      assert.equal(missing.status, 404);
      const bad = await ctx.request('POST', '/pipeline/preview', { body: { sample_id: '../x', tdm } });
      assert.equal(bad.status, 404);
    });

    it('reads a sample from an input connector that fetches files, and says why one that does not cannot', async () => {
      const http = await ctx.request('POST', '/connector', { body: { name: 'Exports', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: `${sourceUrl}/exports/customers.csv` } } });
      const s = await ctx.request('POST', '/pipeline/sample', { body: { input_connector: http.body.data.id } });
      assert.equal(s.status, 201, JSON.stringify(s.body));
      assert.equal(s.body.data.file_name, 'customers.csv');
      const p = await ctx.request('POST', '/pipeline/preview', { body: { sample_id: s.body.data.sample_id, tdm } });
      assert.deepEqual(p.body.data.header.columns, ['Name', 'E-Mail', 'Amount']);

      const manual = await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } });
      const m = await ctx.request('POST', '/pipeline/sample', { body: { input_connector: manual.body.data.id } });
      assert.equal(m.status, 409);
      assert.equal(m.body.code, 'CONNECTOR_CANNOT_FETCH');
      assert.match(m.body.message, /upload a sample file instead/);

      const broken = await ctx.request('POST', '/connector', { body: { name: 'Broken', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: `${sourceUrl}/missing.csv` } } });
      const b = await ctx.request('POST', '/pipeline/sample', { body: { input_connector: broken.body.data.id } });
      assert.equal(b.status, 502, JSON.stringify(b.body));
      assert.equal(b.body.code, 'SOURCE_FAILED');

      const bad = await ctx.request('POST', '/pipeline/sample', { body: { input_connector: 7 } });
      assert.equal(bad.status, 400);
    });

    it('keeps samples apart per organization and refuses files Ferry does not read', async () => {
      const s = await ctx.request('POST', '/pipeline/sample', multipart([{ name: 'c.csv', content: CSV, type: 'text/csv' }]));
      const other = await ctx.otherOrganization();
      const otherTdm = await ctx.request('POST', '/tdm', { token: other.ownerToken, body: { name: 'T', columns: [{ key: 'name', label: 'Name', columnType: 'string' }] } });
      const p = await ctx.request('POST', '/pipeline/preview', { token: other.ownerToken, body: { sample_id: s.body.data.sample_id, tdm: otherTdm.body.data.id } });
      assert.equal(p.status, 404);
      const png = await ctx.request('POST', '/pipeline/sample', multipart([{ name: 'x.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 1, 2, 3]) }]));
      assert.equal(png.status, 415, JSON.stringify(png.body));
    });
  });
}
