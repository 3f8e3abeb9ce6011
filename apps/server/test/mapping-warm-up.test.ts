/**
 * The column matcher's warm-up (docs/mapping.md "Latency"): once the server listens, the header
 * lexicon is compiled in the background, before any request and without delaying listen(). Its
 * own file: node --test runs each file in a process of its own, so nothing suggested before.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { mappingWarm } from '@ferry/engine/mapping';
import { createTestContext } from './helpers/context.ts';

it('warms the column matcher up once the server listens, after listen() resolved, before any request', async () => {
  const ctx = await createTestContext('pglite');
  try {
    assert.equal(mappingWarm(), false, 'building the application compiles nothing');
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    assert.equal(mappingWarm(), false, 'listen() does not wait for the warm-up');
    // The warm-up was queued (setImmediate) when the server started listening: before this.
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(mappingWarm(), true);
    assert.ok(ctx.logs.some((line) => JSON.parse(line).msg === 'mapping suggestions warmed up'), ctx.logs.join('\n'));
    const r = await ctx.request('POST', '/mapping/suggest', {
      body: { columns: [{ key: 'order_date', label: 'Order date', columnType: 'date' }], headers: ['Bestelldatum'], rows: [['2026-03-01'], ['2026-03-02'], ['2026-03-03']] },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.mappings[0].target_column, 'order_date');
  } finally {
    await ctx.close();
  }
});
