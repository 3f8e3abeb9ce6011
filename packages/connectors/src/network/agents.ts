/**
 * Node `http`/`https` agents whose every connection passes the network guard, for SDKs that speak
 * HTTP through Node's own modules (the AWS, Azure and Google clients) rather than undici. Each new
 * socket's host — a name or an IP literal, whatever the SDK derived from the configuration (an
 * S3 endpoint, an Azure connection string's `BlobEndpoint`, a service account's `token_uri`) — is
 * resolved and checked by {@link NetworkGuard.checkHost}, and the socket is opened to the checked
 * address (pinned: no second resolution), with TLS still verifying the certificate against the
 * host name. A refused host fails the request with the guard's NetworkGuardError.
 */
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { checkServerIdentity, type PeerCertificate } from 'node:tls';
import type { NetworkGuard } from './guard.ts';

type OnCreate = (err: Error | null, socket: Socket) => void;
type ConnectOptions = { host?: string | null; hostname?: string | null; port?: number | string | null; servername?: string; ca?: unknown } & Record<string, unknown>;

function target(options: ConnectOptions, defaultPort: number): { host: string; port: number } {
  const host = String(options.hostname ?? options.host ?? 'localhost').replace(/^\[|\]$/g, '');
  const port = Number(options.port ?? defaultPort) || defaultPort;
  return { host, port };
}

/** An `http.Agent` that connects only to addresses the guard allows. */
class GuardedHttpAgent extends http.Agent {
  readonly #guard: NetworkGuard;
  constructor(guard: NetworkGuard, options: http.AgentOptions) {
    super(options);
    this.#guard = guard;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createConnection(options: any, oncreate?: any): undefined {
    const done = oncreate as OnCreate;
    const { host, port } = target(options, 80);
    this.#guard.checkHost(host, port).then(
      (dest) => {
        try {
          const socket = (http.Agent.prototype as unknown as { createConnection(o: unknown): Socket }).createConnection.call(this, { ...options, host: dest.address, hostname: dest.address, port });
          done(null, socket);
        } catch (err) {
          done(err as Error, undefined as never);
        }
      },
      (err: Error) => done(err, undefined as never),
    );
    return undefined;
  }
}

/** An `https.Agent` that connects only to addresses the guard allows (TLS checks the host name). */
class GuardedHttpsAgent extends https.Agent {
  readonly #guard: NetworkGuard;
  constructor(guard: NetworkGuard, options: https.AgentOptions) {
    super({ ...(guard.ca ? { ca: guard.ca as https.AgentOptions['ca'] } : {}), ...options });
    this.#guard = guard;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createConnection(options: any, oncreate?: any): undefined {
    const done = oncreate as OnCreate;
    const { host, port } = target(options, 443);
    this.#guard.checkHost(host, port).then(
      (dest) => {
        try {
          const servername = options.servername || (dest.host === dest.address ? undefined : host);
          const socket = (https.Agent.prototype as unknown as { createConnection(o: unknown): Socket }).createConnection.call(this, {
            ...options,
            host: dest.address,
            hostname: dest.address,
            port,
            ...(servername ? { servername } : {}),
            // Verify the certificate against the name the SDK asked for, not the pinned address.
            checkServerIdentity: (_: string, cert: PeerCertificate) => checkServerIdentity(host, cert),
          });
          done(null, socket);
        } catch (err) {
          done(err as Error, undefined as never);
        }
      },
      (err: Error) => done(err, undefined as never),
    );
    return undefined;
  }
}

/** The agents of one connector call. Destroy them when the call is over (`destroy()`). */
export interface GuardedAgents {
  http: http.Agent;
  https: https.Agent;
  destroy(): void;
}

/**
 * Creates a pair of guarded agents (see the module comment). `keepAlive` is on so that the SDK
 * reuses connections within one call; {@link GuardedAgents.destroy} closes them.
 */
export function guardedAgents(guard: NetworkGuard, options: { timeoutMs?: number } = {}): GuardedAgents {
  const common = { keepAlive: true, maxSockets: 8, ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}) };
  const h = new GuardedHttpAgent(guard, common);
  const s = new GuardedHttpsAgent(guard, common);
  return {
    http: h,
    https: s,
    destroy() {
      h.destroy();
      s.destroy();
    },
  };
}
