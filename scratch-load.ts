import { createTestContext } from './apps/server/test/helpers/context.ts';
const kind = (process.argv[2] ?? 'pglite') as 'pglite' | 'postgres';
const ctx = await createTestContext(kind, {});
const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'T', columns: [{ key: 'a', label: 'A', columnType: 'string' }, { key: 'b', label: 'B', columnType: 'email' }] } })).body.data.id;
const conns: string[] = [];
for (let i = 0; i < 400; i++) conns.push((await ctx.request('POST', '/connector', { body: { name: `C${i}`, type: i % 2 ? 'OUTPUT' : 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id);
let pid = '';
for (let i = 0; i < 200; i++) pid = (await ctx.request('POST', '/pipeline', { body: { name: `P${i}`, configuration: { input_connectors: [conns[(2 * i) % 400]], output_connectors: [conns[(2 * i + 1) % 400]], tdm, mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['A'], target_column: 'a' }] } } } })).body.data.id;
for (const [path, n] of [['/pipeline?limit=50', 200], [`/pipeline/${pid}`, 500], ['/connector?limit=50', 200]] as const) {
  for (let i = 0; i < 20; i++) await ctx.request('GET', path);
  const cpu0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) { const r = await ctx.request('GET', path); if (r.status !== 200) throw new Error(String(r.status)); }
  const ms = performance.now() - t0; const cpu = process.cpuUsage(cpu0);
  console.log(kind, path, `${(ms / n).toFixed(2)} ms/req wall, ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms CPU/req, ${(1000 * n / ms).toFixed(0)} req/s sequential`);
}
await ctx.close();
