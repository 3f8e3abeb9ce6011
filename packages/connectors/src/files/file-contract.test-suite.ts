/**
 * The contract every file driver (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE) passes against its real
 * peer: the shared input and output contracts (contract.test-suite.ts) plus what file sources
 * promise — listings with tags and supported types only, not recursive; streaming reads of a file
 * larger than one would buffer; after-process DELETE, RENAME (placeholders) and UNCHANGED; writes
 * that no reader sees half-done and that a retry repeats under the same name; connection tests
 * with precise results; abort. Expected values (names, results) are written out here, not taken
 * from the implementation's own tables.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { isFileSource, type ConnectorContext, type InputConnector, type OutputConnector, type SourceFile } from '../contract.ts';
import { testInputConnector, testOutputConnector } from '../contract.test-suite.ts';
import { ConnectorError } from '../errors.ts';
import { createNetworkGuard, type NetworkGuard, type NetworkGuardOptions } from '../network/guard.ts';
import { createConnector } from '../registry.ts';
import { closedPort, memoryLogger } from '../testing/http-peer.ts';

/** How the file contract reaches a driver's peer. */
export interface FileFixture {
  /** Shown in test names, e.g. `SFTP (password)`. */
  name: string;
  /** A reason to skip (the peer cannot run here), or false. */
  skip?: string | false;
  nodeType: 'OBJSTORE' | 'FTP' | 'BLOB' | 'CLOUDSTORE';
  setup(): Promise<{ allowList: string[]; guard?: Partial<NetworkGuardOptions> }>;
  teardown(): Promise<void>;
  /** A configuration pointing at `directory` (relative; created by `put`). */
  configuration(directory: string): Record<string, unknown>;
  /** The same with wrong credentials. */
  wrongCredentials(directory: string): Record<string, unknown>;
  /** A configuration whose host refuses connections (port closed), or whose endpoint does. */
  unreachable(port: number): Record<string, unknown>;
  /** A configuration whose peer accepts TCP and drops it at once (a passing fault). */
  dropping(port: number): Record<string, unknown>;
  put(directory: string, name: string, content: Buffer | string): Promise<void>;
  get(directory: string, name: string): Promise<Buffer | null>;
  list(directory: string): Promise<string[]>;
  remove(directory: string, name: string): Promise<void>;
  /**
   * False for a peer known to expose an object while it is being written (s3rver writes in place,
   * even after it answered a completed upload): the partial-read check is then skipped, the rest of
   * the write contract still holds. Real S3, Azure Blob and GCS commit atomically.
   */
  atomicPeer?: boolean;
  /** True when a missing directory is an error (FTP, SFTP); object stores answer an empty listing. */
  hasDirectories: boolean;
  secrets: string[];
}

let counter = 0;
/** A fresh directory name per test. */
const dir = (what: string) => `contract-${process.pid}-${Date.now().toString(36)}-${++counter}-${what}`;

function context(guard: NetworkGuard, o: Partial<ConnectorContext> = {}): ConnectorContext {
  return { executionId: 'exec-contract-1', idempotencyKey: 'exec-contract-1', guard, log: memoryLogger(), maxBytes: 256 * 1024 * 1024, executionCreatedAt: new Date('2026-11-24T08:09:10Z'), ...o };
}

async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

/** A TCP server that accepts every connection and never says a word (a hung peer). */
async function startSilent(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

/** A TCP server that accepts and resets every connection (a passing network fault). */
async function startDropper(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Registers the file contract (and the shared input/output contracts) for a driver. */
export function testFileConnector(fixture: FileFixture): void {
  let dropper: { port: number; close(): Promise<void> };
  let silent: { port: number; close(): Promise<void> };
  let closed: number;
  let setupOnce: Promise<{ allowList: string[]; guard?: Partial<NetworkGuardOptions> }> | null = null;
  // One peer for the three suites: started by the first that needs it, stopped after the file's tests.
  const setup = async () => {
    setupOnce ??= (async () => {
      dropper = await startDropper();
      silent = await startSilent();
      closed = await closedPort();
      return fixture.setup();
    })();
    return setupOnce;
  };
  const teardown = async () => {};
  after(async () => {
    if (!setupOnce) return;
    await setupOnce.catch(() => {});
    await fixture.teardown();
    await dropper?.close();
    await silent?.close();
  });

  const outDir = dir('out');
  testInputConnector({
    skip: fixture.skip ?? false,
    name: fixture.name,
    nodeType: fixture.nodeType,
    keepsFileName: true,
    secrets: fixture.secrets,
    setup,
    teardown,
    async withFile(file) {
      const d = dir('in');
      await fixture.put(d, file.fileName, file.content);
      return fixture.configuration(d);
    },
    async withEmptySource() {
      const d = dir('empty');
      await fixture.put(d, '.keep', '');
      return fixture.configuration(d);
    },
    unreachable: async () => fixture.unreachable(closed),
  });
  testOutputConnector({
    skip: fixture.skip ?? false,
    name: fixture.name,
    nodeType: fixture.nodeType,
    secrets: fixture.secrets,
    setup,
    teardown,
    async destination() {
      await fixture.put(outDir, '.keep', '');
      return { ...fixture.configuration(outDir), file_name: 'orders-{execution_id}', file_extension: 'csv' };
    },
    // One entry per file a reader would see: a repeated delivery under another name would count twice.
    received: async () => Promise.all((await fixture.list(outDir)).filter((n) => !n.startsWith('.')).map(async (n) => ({ content: (await fixture.get(outDir, n))! }))),
    async reset() {
      for (const n of await fixture.list(outDir)) if (!n.startsWith('.')) await fixture.remove(outDir, n);
    },
    unreachable: async () => ({ ...fixture.unreachable(closed), file_name: 'orders', file_extension: 'csv' }),
    // A destination that cannot exist: permanent.
    rejecting: async () => ({ ...fixture.configuration(fixture.hasDirectories ? dir('missing') : outDir), ...(fixture.hasDirectories ? {} : rejectingStore(fixture)), file_name: 'orders', file_extension: 'csv' }),
    failingTransiently: async () => ({ ...fixture.dropping(dropper.port), file_name: 'orders', file_extension: 'csv' }),
  });
  describe(`file connector contract: ${fixture.name}`, { skip: fixture.skip ?? false }, () => {
    let guard: NetworkGuard;
    let strict: NetworkGuard;
    before(async () => {
      const { allowList, guard: options } = await setup();
      guard = createNetworkGuard({ ...options, allowList, connectTimeoutMs: 3000 });
      strict = createNetworkGuard({ ...options, allowList: [], connectTimeoutMs: 3000 });
    });
    after(async () => {
      await guard?.close();
      await strict?.close();
    });
    const input = (config: Record<string, unknown>) => {
      const c = createConnector({ nodeType: fixture.nodeType, type: 'INPUT', configuration: config });
      assert.ok(isFileSource(c));
      return c as InputConnector & Required<Pick<InputConnector, 'listFiles' | 'readFile' | 'afterProcess' | 'test'>>;
    };
    const output = (config: Record<string, unknown>) => createConnector({ nodeType: fixture.nodeType, type: 'OUTPUT', configuration: config }) as OutputConnector & Required<Pick<OutputConnector, 'deliver' | 'test'>>;

    it('lists supported files whose names pass the tags, not recursively, with size and version', async () => {
      const d = dir('list');
      for (const name of ['orders-1.csv', 'orders-2.XLSX', 'orders-3.json', 'orders-draft.csv', 'notes.csv', 'orders-4.pdf', 'orders-5', '.orders-6.csv']) await fixture.put(d, name, `content of ${name}`);
      await fixture.put(`${d}/nested`, 'orders-7.csv', 'nested');
      const files = await all(input({ ...fixture.configuration(d), advanced_config: { inclusion_tag: ['orders'], exclusion_tag: ['draft'] } }).listFiles(context(guard)));
      assert.deepEqual(files.map((f) => f.name).sort(), ['orders-1.csv', 'orders-2.XLSX', 'orders-3.json']);
      const one = files.find((f) => f.name === 'orders-1.csv')!;
      assert.equal(one.size, Buffer.byteLength('content of orders-1.csv'));
      assert.ok(one.version.length > 0);
      assert.ok(one.path.endsWith(`${d}/orders-1.csv`), one.path);
      const untagged = await all(input(fixture.configuration(d)).listFiles(context(guard)));
      assert.deepEqual(untagged.map((f) => f.name).sort(), ['notes.csv', 'orders-1.csv', 'orders-2.XLSX', 'orders-3.json', 'orders-draft.csv']);
    });

    it('a changed file gets another size or version', async () => {
      const d = dir('version');
      await fixture.put(d, 'a.csv', 'id\n1\n');
      const [before] = await all(input(fixture.configuration(d)).listFiles(context(guard)));
      await new Promise((r) => setTimeout(r, 1100));
      await fixture.put(d, 'a.csv', 'id\n2\n');
      const [after] = await all(input(fixture.configuration(d)).listFiles(context(guard)));
      assert.notEqual(`${before!.size}/${before!.version}`, `${after!.size}/${after!.version}`);
    });

    it('streams a 96 MB file: a consumer that stops reading stops the transfer (nothing is buffered whole)', async () => {
      const d = dir('big');
      const chunk = randomBytes(1024 * 1024);
      const big = Buffer.concat(Array.from({ length: 96 }, () => chunk));
      const expected = createHash('sha256').update(big).digest('hex');
      await fixture.put(d, 'big.csv', big);
      const c = input(fixture.configuration(d));
      const [file] = await all(c.listFiles(context(guard)));
      const incoming = await c.readFile(file!, context(guard));
      const hash = createHash('sha256');
      let bytes = 0;
      const reader = incoming.body[Symbol.asyncIterator]();
      const first = await reader.next();
      hash.update(first.value as Buffer);
      bytes += (first.value as Buffer).length;
      // Stop reading for a while: with backpressure the stream holds at most a few buffers.
      await new Promise((r) => setTimeout(r, 1000));
      assert.ok(incoming.body.readableLength <= 8 * 1024 * 1024, `${incoming.body.readableLength} bytes buffered while the consumer paused`);
      for (let next = await reader.next(); !next.done; next = await reader.next()) {
        hash.update(next.value as Buffer);
        bytes += (next.value as Buffer).length;
      }
      assert.equal(bytes, big.length);
      assert.equal(hash.digest('hex'), expected);
    });

    it('after-process: RENAME with placeholders, DELETE, UNCHANGED', async () => {
      const d = dir('after');
      for (const n of ['a.csv', 'b.csv', 'c.csv']) await fixture.put(d, n, 'id\n1\n');
      const files = await all(input(fixture.configuration(d)).listFiles(context(guard)));
      const f = (n: string) => files.find((x) => x.name === n)!;
      const renamed = await input({ ...fixture.configuration(d), advanced_config: { after_process_option: 'RENAME', new_name: 'done-{stem}-{execution_id}-{timestamp}.{extension}.bak' } }).afterProcess(f('a.csv'), context(guard));
      assert.equal(renamed.option, 'RENAME');
      assert.ok(renamed.renamedTo!.endsWith(`${d}/done-a-exec-contract-1-20261124T080910Z.csv.bak`), renamed.renamedTo);
      const deleted = await input({ ...fixture.configuration(d), advanced_config: { after_process_option: 'DELETE' } }).afterProcess(f('b.csv'), context(guard));
      assert.equal(deleted.option, 'DELETE');
      const unchanged = await input(fixture.configuration(d)).afterProcess(f('c.csv'), context(guard));
      assert.equal(unchanged.option, 'UNCHANGED');
      assert.deepEqual((await fixture.list(d)).sort(), ['c.csv', 'done-a-exec-contract-1-20261124T080910Z.csv.bak']);
      // A rename onto an existing name is refused, not an overwrite.
      await fixture.put(d, 'x.csv', 'id\n1\n');
      await fixture.put(d, 'x.csv.done', 'keep me');
      const [x] = (await all(input(fixture.configuration(d)).listFiles(context(guard)))).filter((g) => g.name === 'x.csv');
      await assert.rejects(input({ ...fixture.configuration(d), advanced_config: { after_process_option: 'RENAME', new_name: '{name}.done' } }).afterProcess(x!, context(guard)), ConnectorError);
      assert.equal(String(await fixture.get(d, 'x.csv.done')), 'keep me');
    });

    it('writes under the final name only when complete, and a retry replaces the same file', async () => {
      const d = dir('write');
      await fixture.put(d, '.keep', '');
      const c = output({ ...fixture.configuration(d), file_name: 'result-{date}-{execution_id}', file_extension: 'CSV' });
      const name = 'result-2026-11-24-exec-contract-1.csv';
      const body = randomBytes(3 * 1024 * 1024);
      let seenPartial = false;
      let polling = true;
      const poll = (async () => {
        while (polling) {
          const got = await fixture.get(d, name);
          if (got && !got.equals(body)) seenPartial = true;
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      // A slow producer: the upload takes a while, so a reader would catch a partial file.
      const slow = () => Readable.from((async function* () {
        for (let i = 0; i < body.length; i += 256 * 1024) {
          yield body.subarray(i, i + 256 * 1024);
          await new Promise((r) => setTimeout(r, 30));
        }
      })());
      const result = await c.deliver({ path: '/nonexistent', fileName: 'x.csv', contentType: 'text/csv', format: 'CSV', size: body.length, open: slow }, context(guard));
      polling = false;
      await poll;
      assert.ok(result.deliveredTo.endsWith(`${d}/${name}`), result.deliveredTo);
      if (fixture.atomicPeer !== false) assert.equal(seenPartial, false, 'a reader saw a partial file under the final name');
      assert.ok((await fixture.get(d, name))!.equals(body));
      await c.deliver({ path: '/nonexistent', fileName: 'x.csv', contentType: 'text/csv', format: 'CSV', size: 5, open: () => Readable.from([Buffer.from('a,b\n1')]) }, context(guard));
      assert.deepEqual((await fixture.list(d)).filter((n) => !n.startsWith('.')), [name]);
      assert.equal(String(await fixture.get(d, name)), 'a,b\n1');
    });

    it('undo deletes the delivered file while unchanged, refuses a changed one, and says when it is gone', async () => {
      const d = dir('undo');
      await fixture.put(d, '.keep', '');
      const c = output({ ...fixture.configuration(d), file_name: 'undo-{execution_id}', file_extension: 'CSV' }) as OutputConnector & Required<Pick<OutputConnector, 'deliver' | 'undo'>>;
      const body = Buffer.from('id,name\n1,Ada\n');
      const deliver = async (id: string) => c.deliver({ path: '/nonexistent', fileName: 'x.csv', contentType: 'text/csv', format: 'CSV', size: body.length, open: () => Readable.from([body]) }, context(guard, { executionId: id, idempotencyKey: id }));
      const first = await deliver('exec-undo-1');
      assert.deepEqual(first.receipt && [first.receipt.size, first.receipt.sha256], [body.length, createHash('sha256').update(body).digest('hex')]);
      const undone = await c.undo(first.receipt!, context(guard, { executionId: 'exec-undo-1' }));
      assert.equal(undone.details?.file_deleted, true, undone.message);
      assert.deepEqual((await fixture.list(d)).filter((n) => !n.startsWith('.')), []);
      const gone = await c.undo(first.receipt!, context(guard, { executionId: 'exec-undo-1' }));
      assert.equal(gone.details?.file_deleted, false);
      assert.match(gone.message, /no longer/);
      const second = await deliver('exec-undo-2');
      await fixture.put(d, 'undo-exec-undo-2.csv', 'id,name\n1,Changed by someone\n');
      await assert.rejects(c.undo(second.receipt!, context(guard, { executionId: 'exec-undo-2' })), (err: Error & { reason?: string }) => err.name === 'UndoRefusal' && err.reason === 'CHANGED_SINCE' && /changed since/.test(err.message));
      assert.deepEqual((await fixture.list(d)).filter((n) => !n.startsWith('.')), ['undo-exec-undo-2.csv']);
    });

    it('connection tests answer precise results without secrets', async () => {
      const d = dir('test');
      await fixture.put(d, 'one.csv', 'id\n1\n');
      await fixture.put(d, 'two.tsv', 'id\n2\n');
      const ok = await input(fixture.configuration(d)).test(context(guard));
      assert.deepEqual([ok.ok, ok.result, ok.matchingFiles], [true, 'OK', 2], ok.message);
      const wrong = await input(fixture.wrongCredentials(d)).test(context(guard));
      assert.equal(wrong.result, 'AUTHENTICATION_FAILED', wrong.message);
      const refused = await input(fixture.unreachable(closed)).test(context(guard));
      assert.equal(refused.result, 'CONNECTION_REFUSED', refused.message);
      const guarded = await input(fixture.configuration(d)).test(context(strict));
      assert.equal(guarded.result, 'NETWORK_REFUSED', guarded.message);
      if (fixture.hasDirectories) {
        const missing = await input(fixture.configuration(dir('nowhere'))).test(context(guard));
        assert.equal(missing.result, 'DIRECTORY_MISSING', missing.message);
        const outMissing = await output({ ...fixture.configuration(dir('nowhere')), file_name: 'x', file_extension: 'csv' }).test(context(guard));
        assert.equal(outMissing.result, 'DIRECTORY_MISSING', outMissing.message);
      }
      for (const t of [ok, wrong, refused, guarded]) for (const s of fixture.secrets) assert.ok(!t.message.includes(s), `secret in: ${t.message}`);
    });

    it('a peer that accepts and never answers is a TIMEOUT after ctx.timeoutMs, retryable', async () => {
      const t = await input(fixture.dropping(silent.port)).test(context(guard, { timeoutMs: 1000 }));
      assert.equal(t.result, 'TIMEOUT', t.message);
      const err = await all(input(fixture.dropping(silent.port)).listFiles(context(guard, { timeoutMs: 1000 }))).then(() => null, (e: unknown) => e);
      assert.ok(err instanceof ConnectorError, String(err));
      assert.equal(err.retryable, true, err.message);
    });

    it('stops reading when the signal aborts mid-stream', async () => {
      const d = dir('abort');
      await fixture.put(d, 'long.csv', randomBytes(8 * 1024 * 1024));
      const c = input(fixture.configuration(d));
      const [file] = await all(c.listFiles(context(guard)));
      const controller = new AbortController();
      const incoming = await c.readFile(file as SourceFile, context(guard, { signal: controller.signal }));
      let bytes = 0;
      await assert.rejects(
        (async () => {
          for await (const part of incoming.body) {
            bytes += (part as Buffer).length;
            if (bytes > 64 * 1024) controller.abort();
          }
        })(),
      );
      assert.ok(bytes < 8 * 1024 * 1024);
    });
  });
}

/** For stores without directories: a configuration naming a bucket or container that does not exist. */
function rejectingStore(fixture: FileFixture): Record<string, unknown> {
  if (fixture.nodeType === 'OBJSTORE') return { objstore_bucket_name: 'no-such-bucket-contract' };
  if (fixture.nodeType === 'BLOB') return { blob_container_name: 'no-such-container' };
  return { cloudproj_bucket_name: 'no-such-bucket-contract' };
}
