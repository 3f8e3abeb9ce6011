/**
 * "Test connection" (an extension): does Ferry reach what a connector points at, with its stored
 * settings and secrets, through the network guard? Nothing is imported or delivered:
 * - an input that fetches files (HTTP PROACTIVE) requests its file and stops after the answer's
 *   headers (the file is not stored, the file ledger is not touched);
 * - an HTTP output: its host is resolved and checked by the guard and a TCP connection is opened
 *   and closed; nothing is sent (only a delivery tells whether the destination accepts the output);
 * - MANUAL connectors and REACTIVE inputs connect to nothing; other kinds do not run yet.
 * A failure is an answer (`ok: false` with the reason in words), not an error.
 */
import { connect } from 'node:net';
import { createConnector, isConnectorError, isNetworkGuardError, type ConnectorLogger, type NetworkGuard } from '@ferry/connectors';
import type { Database } from '../../db/client.ts';
import type { Keys } from '../../security/master-key.ts';
import type { Principal } from '../principal.ts';
import { getConnector, loadConnectorForRun } from './service.ts';

export interface ConnectionCheck {
  ok: boolean;
  message: string;
  duration_ms: number;
}

const CONNECT_TIMEOUT_MS = 10_000;

function tcpReach(host: string, port: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, signal });
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)));
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/** Checks the connector `id` visible to `principal`. @throws FerryError 404 */
export async function checkConnector(db: Database, keys: Keys, guard: NetworkGuard, log: ConnectorLogger, principal: Principal, id: string, maxBytes: number): Promise<ConnectionCheck> {
  const visible = await getConnector(db, principal, id);
  const connector = await loadConnectorForRun(db, keys, principal.organizationId, visible.id);
  const started = performance.now();
  const answer = (ok: boolean, message: string): ConnectionCheck => ({ ok, message, duration_ms: Math.round(performance.now() - started) });
  const config = connector.configuration as Record<string, unknown>;
  if (connector.nodeType === 'MANUAL') {
    return answer(true, visible.type === 'INPUT' ? 'Files are uploaded to this connector: there is nothing to connect to.' : 'Results are kept for download: there is nothing to connect to.');
  }
  if (connector.nodeType !== 'HTTP') return answer(false, `Connectors of kind ${connector.nodeType} do not run yet in this version of Ferry, so they cannot be tested.`);
  const controller = new AbortController();
  try {
    if (visible.type === 'INPUT') {
      if (config.type === 'REACTIVE') return answer(true, 'Systems push files to this connector: there is nothing to connect to.');
      const driver = createConnector({ nodeType: 'HTTP', type: 'INPUT', configuration: connector.configuration });
      const file = await driver.fetch!({ executionId: `check-${visible.id}`, idempotencyKey: `check-${visible.id}`, guard, log, maxBytes, signal: controller.signal });
      file.body.destroy();
      return answer(true, `Ferry read ${file.fileName}${file.contentType ? ` (${file.contentType})` : ''} from ${String(config.url)}.`);
    }
    const url = guard.checkUrl(String(config.url));
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const destination = await guard.checkHost(url.hostname.replace(/^\[|\]$/g, ''), port, { signal: controller.signal });
    await tcpReach(destination.address, port, controller.signal);
    return answer(true, `Ferry reaches ${url.host} (${destination.address}). Nothing was sent: the first delivery tells whether it accepts the output.`);
  } catch (err) {
    if (isConnectorError(err) || isNetworkGuardError(err)) return answer(false, (err as Error).message);
    const code = (err as { code?: string }).code;
    const host = (err as { hostname?: string }).hostname;
    const reason = code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? `the host name${host ? ` ${host}` : ''} does not resolve (no DNS entry reachable from the Ferry server)`
      : code === 'ECONNREFUSED' ? 'the host refused the connection (nothing listens on that port)'
      : code === 'EHOSTUNREACH' || code === 'ENETUNREACH' ? 'the host cannot be reached from the Ferry server'
      : (err as Error).message;
    return answer(false, `Ferry could not connect: ${reason}.`);
  } finally {
    controller.abort();
  }
}
