/**
 * Makes uploads at once from a process of its own, for `bench:api`'s steps "+ 50 uploads": as other
 * clients make them, so that building and sending the multipart bodies does not hold up the load
 * generator's event loop (whose timed requests would then leave late and count that as latency).
 *
 *   node bench/upload-burst.ts <api base> <count> <connector id>…     the token in FERRY_BENCH_TOKEN
 *
 * Uploads `count` small CSV files to the connectors in turn (`POST /connector/{id}/upload`), all at
 * once; prints one JSON line `{"ok": n, "failed": n}` and exits 0 when every upload answered 201.
 */
import { ApiClient, CUSTOMERS_CSV } from './api-client.ts';

const [base, count, ...connectors] = process.argv.slice(2);
const token = process.env.FERRY_BENCH_TOKEN;
if (!base || !count || connectors.length === 0 || !token) {
  console.error('usage: FERRY_BENCH_TOKEN=… node bench/upload-burst.ts <api base> <count> <connector id>…');
  process.exit(2);
}
const api = new ApiClient(base, token);
const csv = new Blob([CUSTOMERS_CSV], { type: 'text/csv' });
const results = await Promise.allSettled(Array.from({ length: Number(count) }, (_, i) => api.upload(connectors[i % connectors.length]!, `during-${i}.csv`, csv)));
const failed = results.filter((r) => r.status === 'rejected');
for (const f of failed.slice(0, 3)) console.error(String((f as PromiseRejectedResult).reason));
console.log(JSON.stringify({ ok: results.length - failed.length, failed: failed.length }));
process.exitCode = failed.length ? 1 : 0;
