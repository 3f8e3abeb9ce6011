/**
 * The shared contract tests every driver passes (STYLE.md, after unstorage's `testDriver`): a
 * driver's test file describes how to reach a real peer (a fixture) and calls
 * {@link testInputConnector} and/or {@link testOutputConnector}. The tests assert what the runtime
 * relies on: capabilities, exact bytes, the size cap, the error types and retryability, the network
 * guard, cancellation, repeatable deliveries, and that no secret ever reaches a message.
 *
 * Usage (see http/http.contract.test.ts):
 *   testInputConnector({ name: 'HTTP PROACTIVE', nodeType: 'HTTP', setup, teardown, withFile, … });
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { canDeliver, canFetch, type ConnectorContext, type NodeType, type OutgoingFile } from './contract.ts';
import { classifyConnectorError, ConnectorError, isConnectorError } from './errors.ts';
import { createNetworkGuard, type NetworkGuard, type NetworkGuardOptions } from './network/guard.ts';
import { createConnector } from './registry.ts';
import { memoryLogger } from './testing/http-peer.ts';

/** A file a fixture offers at its source. */
export interface OfferedFile {
  fileName: string;
  content: Buffer;
}

/** How the input contract tests reach a driver's peer. Configurations are decrypted ones. */
export interface InputFixture {
  /** Shown in test names, e.g. `HTTP PROACTIVE`. */
  name: string;
  nodeType: NodeType;
  /** A reason to skip the suite (its peer cannot run here), or false. */
  skip?: string | false;
  /** Starts the peer; returns the FERRY_NETWORK_ALLOW_LIST entries that let the guard reach it (and other guard options, e.g. a test CA). */
  setup(): Promise<{ allowList: string[]; guard?: Partial<NetworkGuardOptions> }>;
  teardown(): Promise<void>;
  /** A configuration whose source offers exactly `file` next. */
  withFile(file: OfferedFile): Promise<unknown>;
  /** A configuration whose source offers an empty file. */
  withEmptySource(): Promise<unknown>;
  /** A configuration whose peer does not listen (connection refused). */
  unreachable(): Promise<unknown>;
  /** Whether the driver delivers the offered name unchanged (HTTP: via Content-Disposition). */
  keepsFileName: boolean;
  /** Secret values inside the configurations; none may appear in an error, a log line or a result. */
  secrets: string[];
}

/** How the output contract tests reach a driver's peer. */
export interface OutputFixture {
  name: string;
  nodeType: NodeType;
  /** A reason to skip the suite (its peer cannot run here), or false. */
  skip?: string | false;
  setup(): Promise<{ allowList: string[]; guard?: Partial<NetworkGuardOptions> }>;
  teardown(): Promise<void>;
  /** A configuration delivering to the peer. */
  destination(): Promise<unknown>;
  /**
   * What the peer holds, one entry per distinct delivery as a receiver sees it (an HTTP receiver
   * keyed by `Idempotency-Key`, a file server by path).
   */
  received(): Promise<Array<{ content: Buffer }>>;
  /** Forgets what the peer received. */
  reset(): Promise<void>;
  /** A configuration whose peer does not listen. */
  unreachable(): Promise<unknown>;
  /** A configuration whose peer refuses permanently (HTTP 400, FTP 550 …). */
  rejecting(): Promise<unknown>;
  /** A configuration whose peer fails transiently (HTTP 503, FTP 421 …). */
  failingTransiently(): Promise<unknown>;
  secrets: string[];
}

/** Reads a whole stream. */
async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Fetches and reads the file; any failure (at fetch or while streaming) is returned classified. */
async function fetchBytes(configuration: unknown, nodeType: NodeType, ctx: ConnectorContext): Promise<{ fileName: string; size?: number; content: Buffer } | ConnectorError> {
  try {
    const connector = createConnector({ nodeType, type: 'INPUT', configuration });
    assert.ok(canFetch(connector));
    const file = await connector.fetch(ctx);
    return { fileName: file.fileName, size: file.size, content: await collect(file.body) };
  } catch (err) {
    assert.ok(isConnectorError(err), `expected a ConnectorError, got ${String(err)}`);
    return err;
  }
}

function assertNoSecret(where: string, text: string, secrets: readonly string[]): void {
  for (const s of secrets) assert.ok(!text.includes(s), `${where} contains a secret`);
}

/** `got` is a ConnectorError of `type`, retryable or not, whose text names none of `secrets`. */
function assertConnectorError(got: unknown, type: string, retryable: boolean, secrets: readonly string[]): void {
  assert.ok(got instanceof ConnectorError, 'expected an error');
  assert.equal(got.type, type);
  assert.equal(got.retryable, retryable);
  assertNoSecret('error', errorText(got), secrets);
}

function errorText(err: ConnectorError): string {
  return `${err.message} ${err.snippet ?? ''} ${String(err)} ${JSON.stringify({ ...err })}`;
}

function context(guard: NetworkGuard, overrides: Partial<ConnectorContext> = {}): ConnectorContext {
  return { executionId: 'contract-exec', idempotencyKey: 'contract-exec', guard, log: memoryLogger(), maxBytes: 64 * 1024 * 1024, ...overrides };
}

/** Registers the input contract tests for a driver. */
export function testInputConnector(fixture: InputFixture): void {
  describe(`input connector contract: ${fixture.name}`, { skip: fixture.skip ?? false }, () => {
    let guard: NetworkGuard;
    let strict: NetworkGuard;
    const logs: string[][] = [];
    const ctx = (o: Partial<ConnectorContext> = {}) => {
      const log = memoryLogger();
      logs.push(log.lines);
      return context(guard, { log, ...o });
    };
    // Binary content with every byte value, bigger than one socket read.
    const content = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300 * 1024)]);
    const offered: OfferedFile = { fileName: 'contract-orders.csv', content };

    before(async () => {
      const { allowList, guard: options } = await fixture.setup();
      guard = createNetworkGuard({ ...options, allowList, connectTimeoutMs: 2000 });
      strict = createNetworkGuard({ ...options, allowList: [], connectTimeoutMs: 2000 });
    });
    after(async () => {
      await fixture.teardown();
      await guard.close();
      await strict.close();
    });

    it('is an INPUT connector of its node type that can fetch', async () => {
      const c = createConnector({ nodeType: fixture.nodeType, type: 'INPUT', configuration: await fixture.withFile(offered) });
      assert.equal(c.type, 'INPUT');
      assert.equal(c.nodeType, fixture.nodeType);
      assert.ok(canFetch(c));
      assert.equal(c.inbound, undefined);
    });

    it('fetches the offered file byte for byte, with a plain file name', async () => {
      const got = await fetchBytes(await fixture.withFile(offered), fixture.nodeType, ctx());
      assert.ok(!(got instanceof Error), got instanceof Error ? got.message : '');
      assert.ok(got.content.equals(content), `got ${got.content.length} bytes, expected ${content.length}`);
      if (got.size !== undefined) assert.equal(got.size, content.length);
      assert.ok(got.fileName.length > 0 && !/[/\\]/.test(got.fileName), `file name ${got.fileName}`);
      if (fixture.keepsFileName) assert.equal(got.fileName, offered.fileName);
    });

    it('refuses a file over ctx.maxBytes with FILE_TOO_LARGE, not retryable', async () => {
      const got = await fetchBytes(await fixture.withFile(offered), fixture.nodeType, ctx({ maxBytes: content.length - 1 }));
      assertConnectorError(got, 'FILE_TOO_LARGE', false, fixture.secrets);
    });

    it('reports an empty source as SOURCE_EMPTY, not retryable', async () => {
      const got = await fetchBytes(await fixture.withEmptySource(), fixture.nodeType, ctx());
      assertConnectorError(got, 'SOURCE_EMPTY', false, fixture.secrets);
    });

    it('reports a peer that does not listen as SOURCE_UNRESPONSIVE, retryable', async () => {
      const got = await fetchBytes(await fixture.unreachable(), fixture.nodeType, ctx());
      assertConnectorError(got, 'SOURCE_UNRESPONSIVE', true, fixture.secrets);
    });

    it('goes through ctx.guard: without the allow-list the peer is refused (NETWORK_REFUSED, not retryable)', async () => {
      const got = await fetchBytes(await fixture.withFile(offered), fixture.nodeType, context(strict));
      assertConnectorError(got, 'NETWORK_REFUSED', false, fixture.secrets);
    });

    it('stops when ctx.signal aborts, with an error that is not retried', async () => {
      const controller = new AbortController();
      controller.abort();
      const got = await fetchBytes(await fixture.withFile(offered), fixture.nodeType, ctx({ signal: controller.signal }));
      assert.ok(got instanceof ConnectorError, 'expected an error');
      assert.equal(classifyConnectorError(got).retryable, false);
    });

    it('never logs a secret', () => {
      assertNoSecret('log', logs.flat().join('\n'), fixture.secrets);
    });
  });
}

/** Registers the output contract tests for a driver. */
export function testOutputConnector(fixture: OutputFixture): void {
  describe(`output connector contract: ${fixture.name}`, { skip: fixture.skip ?? false }, () => {
    let guard: NetworkGuard;
    let strict: NetworkGuard;
    const logs: string[][] = [];
    const ctx = (o: Partial<ConnectorContext> = {}) => {
      const log = memoryLogger();
      logs.push(log.lines);
      return context(guard, { log, ...o });
    };
    const csv = Buffer.from('id,name,city\n1,Ada,Zürich\n2,"Grace, Admiral",Arlington\n', 'utf8');
    const file = (content: Buffer, o: Partial<OutgoingFile> = {}): OutgoingFile => ({
      path: '/nonexistent/ferry-contract-output.csv',
      fileName: 'orders.csv',
      contentType: 'text/csv; charset=utf-8',
      format: 'CSV',
      size: content.length,
      open: () => Readable.from([content]),
      ...o,
    });
    const deliver = async (configuration: unknown, f: OutgoingFile, c: ConnectorContext) => {
      const connector = createConnector({ nodeType: fixture.nodeType, type: 'OUTPUT', configuration });
      assert.ok(canDeliver(connector));
      return connector.deliver(f, c);
    };
    const failure = async (configuration: unknown, c: ConnectorContext): Promise<ConnectorError> => {
      try {
        await deliver(configuration, file(csv), c);
      } catch (err) {
        assert.ok(isConnectorError(err), `expected a ConnectorError, got ${String(err)}`);
        assertNoSecret('error', errorText(err), fixture.secrets);
        return err;
      }
      assert.fail('expected the delivery to fail');
    };

    before(async () => {
      const { allowList, guard: options } = await fixture.setup();
      guard = createNetworkGuard({ ...options, allowList, connectTimeoutMs: 2000 });
      strict = createNetworkGuard({ ...options, allowList: [], connectTimeoutMs: 2000 });
    });
    after(async () => {
      await fixture.teardown();
      await guard.close();
      await strict.close();
    });

    it('is an OUTPUT connector of its node type that can deliver', async () => {
      const c = createConnector({ nodeType: fixture.nodeType, type: 'OUTPUT', configuration: await fixture.destination() });
      assert.equal(c.type, 'OUTPUT');
      assert.equal(c.nodeType, fixture.nodeType);
      assert.ok(canDeliver(c));
    });

    it('delivers the file byte for byte and says where, without secrets', async () => {
      await fixture.reset();
      const result = await deliver(await fixture.destination(), file(csv), ctx());
      assert.ok(result.deliveredTo.length > 0);
      assertNoSecret('deliveredTo', result.deliveredTo, fixture.secrets);
      const received = await fixture.received();
      assert.equal(received.length, 1);
      assert.ok(received[0]!.content.equals(csv));
    });

    it('reads the file through open() when given (the runtime streams from storage)', async () => {
      await fixture.reset();
      const big = randomBytes(200 * 1024);
      await deliver(await fixture.destination(), file(big, { fileName: 'big.csv' }), ctx());
      const received = await fixture.received();
      assert.equal(received.length, 1);
      assert.ok(received[0]!.content.equals(big));
    });

    it('is safe to repeat: two deliveries with the same idempotency key leave one delivery at the peer', async () => {
      await fixture.reset();
      const configuration = await fixture.destination();
      await deliver(configuration, file(csv), ctx({ idempotencyKey: 'exec-repeat', executionId: 'exec-repeat' }));
      await deliver(configuration, file(csv), ctx({ idempotencyKey: 'exec-repeat', executionId: 'exec-repeat' }));
      const received = await fixture.received();
      assert.equal(received.length, 1);
      assert.ok(received[0]!.content.equals(csv));
    });

    it('reports a peer that does not listen as DESTINATION_UNRESPONSIVE, retryable', async () => {
      const err = await failure(await fixture.unreachable(), ctx());
      assert.equal(err.type, 'DESTINATION_UNRESPONSIVE');
      assert.equal(err.retryable, true);
    });

    it('reports a permanent refusal as not retryable and a transient failure as retryable', async () => {
      const permanent = await failure(await fixture.rejecting(), ctx());
      assert.equal(permanent.type, 'DESTINATION_UNRESPONSIVE');
      assert.equal(permanent.retryable, false);
      const transient = await failure(await fixture.failingTransiently(), ctx());
      assert.equal(transient.type, 'DESTINATION_UNRESPONSIVE');
      assert.equal(transient.retryable, true);
    });

    it('goes through ctx.guard: without the allow-list the peer is refused (NETWORK_REFUSED, not retryable)', async () => {
      await fixture.reset();
      const err = await failure(await fixture.destination(), context(strict));
      assert.equal(err.type, 'NETWORK_REFUSED');
      assert.equal(err.retryable, false);
      assert.equal((await fixture.received()).length, 0);
    });

    it('never logs a secret', () => {
      assertNoSecret('log', logs.flat().join('\n'), fixture.secrets);
    });
  });
}
