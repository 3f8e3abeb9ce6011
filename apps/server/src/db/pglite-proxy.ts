/**
 * The main thread's side of PGlite in a worker thread (./pglite-thread.ts): an object with the
 * parts of PGlite's interface that Drizzle, pg-boss's PGlite adapter and ./client.ts use — `query`,
 * `exec`, `transaction`, `listen`, `close` — each a message to the thread and its answer.
 *
 * Semantics stay those of PGlite's one connection: statements run one at a time in arrival order;
 * a transaction holds the connection from BEGIN to COMMIT/ROLLBACK. Database errors arrive as
 * Errors carrying the same fields (`code`, `constraint`, `detail`, …) as in-process. Row parsers:
 * Drizzle asks for some types as raw text (identity parsers); the types are sent and the thread
 * applies identity parsers to them (functions cannot cross threads).
 */
import { Worker } from 'node:worker_threads';

interface Answer {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: Record<string, unknown>;
}

/** A query result as PGlite answers it. */
export interface ProxyResults {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The part of a PGlite transaction handed to `transaction`'s callback. */
export interface ProxyTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ProxyResults>;
  exec(sql: string): Promise<ProxyResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

function rebuildError(fields: Record<string, unknown> | undefined): Error {
  const err = new Error(String(fields?.message ?? 'database error'));
  if (fields) for (const [k, v] of Object.entries(fields)) if (k !== 'message') (err as unknown as Record<string, unknown>)[k] = v;
  return err;
}

/** PGlite running in a worker thread; see the module comment. Create with {@link PGliteProxy.open}. */
export class PGliteProxy {
  readonly #worker: Worker;
  #nextId = 1;
  readonly #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #closed = false;

  private constructor() {
    this.#worker = new Worker(new URL('./pglite-thread.ts', import.meta.url));
    this.#worker.on('message', (m: Answer | { notify: string; payload?: string }) => {
      if ('notify' in m) {
        for (const fn of this.#listeners.get(m.notify) ?? []) fn(m.payload ?? '');
        return;
      }
      const waiting = this.#pending.get(m.id);
      if (!waiting) return;
      this.#pending.delete(m.id);
      if (m.ok) waiting.resolve(m.result);
      else waiting.reject(rebuildError(m.error));
    });
    const fail = (err: Error) => {
      for (const waiting of this.#pending.values()) waiting.reject(err);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
  }

  /** Starts the thread and opens PGlite on `dir` (null: in memory). */
  static async open(dir: string | null): Promise<PGliteProxy> {
    const proxy = new PGliteProxy();
    try {
      await proxy.#call({ op: 'open', dir });
    } catch (err) {
      await proxy.#worker.terminate();
      throw err;
    }
    return proxy;
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#closed && message.op !== 'close') return Promise.reject(new Error('database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  #queryMessage(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    return {
      op: 'query', sql, params: params ?? [], tx,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options?.parsers ? { identityTypes: Object.keys(options.parsers).map(Number) } : {}),
    };
  }

  /** One statement with `$1…` parameters. */
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ProxyResults> {
    return this.#call(this.#queryMessage(sql, params, options));
  }

  /** Statements without parameters (a script); one result per statement. */
  exec(sql: string): Promise<ProxyResults[]> {
    return this.#call({ op: 'exec', sql });
  }

  /** Runs `fn` in a transaction: COMMIT when it resolves, ROLLBACK when it throws or calls `rollback()`. */
  async transaction<T>(fn: (tx: ProxyTransaction) => Promise<T>): Promise<T> {
    const txId = await this.#call<number>({ op: 'begin' });
    let ended = false;
    const tx: ProxyTransaction = {
      query: (sql, params, options) => this.#call(this.#queryMessage(sql, params, options, txId)),
      exec: (sql) => this.#call({ op: 'exec', sql, tx: txId }),
      rollback: async () => {
        if (ended) return;
        ended = true;
        await this.#call({ op: 'rollback', tx: txId });
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      if (!ended) {
        ended = true;
        await this.#call({ op: 'rollback', tx: txId }).catch(() => {});
      }
      throw err;
    }
    if (!ended) {
      ended = true;
      await this.#call({ op: 'commit', tx: txId });
    }
    return result;
  }

  /** Calls `callback` on each notification of `channel`; answers the function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      await this.#call({ op: 'listen', channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size === 0 && this.#listeners.get(channel) === set) {
        this.#listeners.delete(channel);
        if (!this.#closed) await this.#call({ op: 'unlisten', channel });
      }
    };
  }

  /**
   * Closes PGlite and ends the thread. The thread ends by itself once PGlite is closed: stopping a
   * thread that holds PGlite's WebAssembly by force is what V8 crashed in once (a check failure
   * freeing wasm wrapper code); one that has not ended within 5 s is stopped all the same.
   */
  async close(): Promise<void> {
    if (this.#closed) return;
    const exited = new Promise<void>((resolve) => this.#worker.once('exit', () => resolve()));
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([exited.then(() => false), new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(true), 5000); })]);
      clearTimeout(timer);
      if (late) await this.#worker.terminate();
    }
  }
}
