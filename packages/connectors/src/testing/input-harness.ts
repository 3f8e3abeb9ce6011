/**
 * Shared set-up of the HTTP input tests: two loopback peers (`peer` for data, `other` for token
 * endpoints and redirect targets), a guard that allows 127.0.0.1 and a strict one, and helpers that
 * fetch a PROACTIVE connector and return its bytes or its ConnectorError. Call at the top level of
 * a test file: it registers the node:test hooks.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach } from 'node:test';
import { canFetch, type ConnectorContext, type IncomingFile, type InputConnector } from '../contract.ts';
import { ConnectorError, isConnectorError } from '../errors.ts';
import type { HttpConnectorOptions } from '../http/options.ts';
import { createNetworkGuard, type NetworkGuard } from '../network/guard.ts';
import { createConnector } from '../registry.ts';
import { startHttpPeer, testContext, type HttpPeer } from './http-peer.ts';

export interface InputHarness {
  readonly peer: HttpPeer;
  readonly other: HttpPeer;
  readonly guard: NetworkGuard;
  readonly strict: NetworkGuard;
  /** A PROACTIVE input connector (`type` filled in). */
  input(configuration: Record<string, unknown>, options?: HttpConnectorOptions): InputConnector & Required<Pick<InputConnector, 'fetch'>>;
  /** Fetches and reads; the file and bytes, or the ConnectorError (at fetch or while reading). */
  attempt(configuration: Record<string, unknown>, ctx?: Partial<ConnectorContext>, options?: HttpConnectorOptions): Promise<{ file: IncomingFile; content: Buffer } | ConnectorError>;
  /** Like attempt, but the fetch must fail, and its error must not name a secret. */
  failure(configuration: Record<string, unknown>, ctx?: Partial<ConnectorContext>, options?: HttpConnectorOptions): Promise<ConnectorError>;
}

/**
 * Canary secrets the HTTP input tests configure (tokens, refresh key, API key): the harness checks
 * that no error message names one of them.
 */
export const CANARIES = {
  OLD: 'old-token-2f9c1e77aa',
  NEW: 'new-token-81b0d3c4ff',
  REFRESH_KEY: 'refresh-canary-6d2e0b',
  API_KEY: 'api-canary-0c7d9a',
} as const;

async function read(file: IncomingFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of file.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Registers the hooks and returns the harness; `secrets` (default: the {@link CANARIES}) must never appear in an error. */
export function inputHarness(secrets: readonly string[] = Object.values(CANARIES)): InputHarness {
  let peer: HttpPeer;
  let other: HttpPeer;
  let guard: NetworkGuard;
  let strict: NetworkGuard;
  before(async () => {
    peer = await startHttpPeer();
    other = await startHttpPeer();
    guard = createNetworkGuard({ allowList: ['127.0.0.1'], connectTimeoutMs: 2000 });
    strict = createNetworkGuard({ connectTimeoutMs: 2000 });
  });
  after(async () => {
    await Promise.all([peer.close(), other.close(), guard.close(), strict.close()]);
  });
  beforeEach(() => {
    peer.requests.length = 0;
    other.requests.length = 0;
  });

  const input = (configuration: Record<string, unknown>, options?: HttpConnectorOptions) => {
    const c = createConnector({ nodeType: 'HTTP', type: 'INPUT', configuration: { type: 'PROACTIVE', ...configuration }, options: { http: options } });
    assert.ok(canFetch(c));
    return c;
  };
  const attempt = async (configuration: Record<string, unknown>, ctx: Partial<ConnectorContext> = {}, options?: HttpConnectorOptions) => {
    try {
      const file = await input(configuration, options).fetch(testContext(guard, ctx));
      return { file, content: await read(file) };
    } catch (err) {
      assert.ok(isConnectorError(err), `expected a ConnectorError, got ${(err as Error)?.stack ?? String(err)}`);
      return err;
    }
  };
  const failure = async (configuration: Record<string, unknown>, ctx: Partial<ConnectorContext> = {}, options?: HttpConnectorOptions) => {
    const got = await attempt(configuration, ctx, options);
    assert.ok(got instanceof ConnectorError, 'expected the fetch to fail');
    for (const secret of secrets) assert.ok(!`${got.message} ${got.snippet ?? ''}`.includes(secret), `error names a secret: ${got.message}`);
    return got;
  };
  return {
    get peer() {
      return peer;
    },
    get other() {
      return other;
    },
    get guard() {
      return guard;
    },
    get strict() {
      return strict;
    },
    input,
    attempt,
    failure,
  };
}
