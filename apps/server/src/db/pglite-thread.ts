/**
 * PGlite in its own worker thread (./pglite-proxy.ts is the other side): the embedded database's
 * query work — parsing, planning, executing in WebAssembly, encoding rows — runs beside the HTTP
 * server's event loop instead of on it, so a slow query no longer delays every other request, and
 * the two cores of a small machine both work.
 *
 * Messages in: `{id, op, …}` — `open`, `query` (sql, params, rowMode, identity-parsed types, tx),
 * `exec` (sql, tx), `begin`, `commit`/`rollback` (tx), `listen`/`unlisten` (channel), `close`.
 * Messages out: `{id, ok, result}` or `{id, ok: false, error}` (the database error's fields), and
 * `{notify: channel}` for notifications. A transaction holds PGlite's one connection from `begin`
 * to `commit`/`rollback`; other queries wait for it, as on the one connection in-process.
 */
import { parentPort } from 'node:worker_threads';
// First: a V8 setting that must be in place before PGlite's WebAssembly is instantiated.
import '../wasm-flags.ts';
import { PGlite, type Transaction } from '@electric-sql/pglite';

type Request =
  | { id: number; op: 'open'; dir: string | null }
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; identityTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** The fields of a database error worth carrying across (PGlite's DatabaseError, like pg's). */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'dataType', 'constraint', 'severity', 'where', 'routine'] as const;

function serialiseError(err: unknown): Record<string, unknown> {
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { name: e?.name ?? 'Error', message: e?.message ?? String(err) };
  for (const field of ERROR_FIELDS) if (e && e[field] !== undefined) out[field] = e[field];
  return out;
}

let db: PGlite | null = null;
let nextTx = 1;
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
const outcomes = new Map<number, Promise<unknown>>();
const listeners = new Map<string, () => Promise<void>>();
const post = (m: unknown) => parentPort!.postMessage(m);

class Rollback extends Error {}

async function handle(m: Request): Promise<unknown> {
  if (m.op === 'open') {
    db = m.dir ? await PGlite.create(m.dir) : await PGlite.create();
    return null;
  }
  if (!db) throw new Error('the database is not open');
  switch (m.op) {
    case 'query': {
      const target = m.tx ? transactions.get(m.tx)?.tx : db;
      if (!target) throw new Error('the transaction has ended');
      const parsers = m.identityTypes ? Object.fromEntries(m.identityTypes.map((t) => [t, (v: string) => v])) : undefined;
      const r = await target.query(m.sql, m.params ?? [], { ...(m.rowMode ? { rowMode: m.rowMode } : {}), ...(parsers ? { parsers } : {}) });
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'exec': {
      const target = m.tx ? transactions.get(m.tx)?.tx : db;
      if (!target) throw new Error('the transaction has ended');
      const results = await target.exec(m.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin': {
      const id = nextTx++;
      let opened!: () => void;
      const isOpen = new Promise<void>((resolve) => (opened = resolve));
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const outcome = db.transaction(async (tx) => {
        transactions.set(id, { tx, end });
        opened();
        if (!(await ended)) throw new Rollback();
      });
      outcomes.set(id, outcome);
      // A transaction that cannot open (BEGIN fails) rejects here.
      await Promise.race([isOpen, outcome]);
      return id;
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(m.tx);
      const outcome = outcomes.get(m.tx);
      if (!open || !outcome) throw new Error('the transaction has ended');
      open.end(m.op === 'commit');
      try {
        await outcome; // PGlite's COMMIT (or ROLLBACK); a failing COMMIT rejects here
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
      } finally {
        transactions.delete(m.tx);
        outcomes.delete(m.tx);
      }
      return null;
    }
    case 'listen': {
      if (!listeners.has(m.channel)) listeners.set(m.channel, await db.listen(m.channel, (payload: string) => post({ notify: m.channel, payload })));
      return null;
    }
    case 'unlisten': {
      const stop = listeners.get(m.channel);
      listeners.delete(m.channel);
      await stop?.();
      return null;
    }
    case 'close': {
      await db.close();
      db = null;
      return null;
    }
  }
}

parentPort!.on('message', (m: Request) => {
  handle(m).then(
    (result) => {
      post({ id: m.id, ok: true, result });
      // Closed: nothing is left to keep the thread, which ends by itself (see PGliteProxy.close).
      if (m.op === 'close') parentPort!.close();
    },
    (err: unknown) => post({ id: m.id, ok: false, error: serialiseError(err) }),
  );
});
