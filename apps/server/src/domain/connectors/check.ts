/**
 * "Test connection" (an extension): does Ferry reach what a connector points at, with its stored
 * settings and secrets (or, for `POST /connector/test`, with a configuration not saved yet),
 * through the network guard? Nothing is imported, delivered, written or changed:
 * - file connectors (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE) sign in and look at the directory:
 *   an input counts the files it would pick up, an output checks the directory exists; an SFTP
 *   server's host key is pinned on a saved connector when none is yet;
 * - an input that fetches files (HTTP PROACTIVE) requests its file and stops after the answer's
 *   headers (the file is not stored, the file ledger is not touched);
 * - an HTTP output: its host is resolved and checked by the guard and a TCP connection is opened
 *   and closed; nothing is sent (only a delivery tells whether the destination accepts the output);
 * - a DATABASE output signs in and looks at the table: with a target data model (`tdm_id`) it
 *   checks the table's columns against it and the user's privileges (statements touching no row);
 * - MANUAL connectors and REACTIVE inputs connect to nothing; other kinds do not run yet.
 * A failure is an answer (`ok: false` with the reason in words), not an error.
 */
import { connect } from 'node:net';
import { classifyConnectorError, connectionTestResultOf, createConnector, isConnectorError, isNetworkGuardError, type ConnectionTestResult, type ConnectorLogger, type ConnectorOptions, type NetworkGuard, type OutgoingTable } from '@ferry/connectors';
import { outgoingTable } from '../../runtime/output-rows.ts';
import { findVisibleTdm } from '../tdms/service.ts';
import type { ConnectorType, NodeType } from '@ferry/schemas/connectors';
import { mergeConfiguration, normaliseConfigurationPatch, validateConfiguration, type Configuration } from './configuration.ts';
import { pinConnectorHostKey } from './service.ts';
import type { Database } from '../../db/client.ts';
import type { Keys } from '../../security/master-key.ts';
import type { Principal } from '../principal.ts';
import { getConnector, loadConnectorForRun } from './service.ts';

export interface ConnectionCheck {
  ok: boolean;
  /** One code per outcome (CONNECTION_TEST_RESULTS): OK, DNS_FAILURE, CONNECTION_REFUSED, AUTHENTICATION_FAILED, … */
  result: ConnectionTestResult;
  message: string;
  duration_ms: number;
  matching_files?: number;
  host_key?: string;
}

/** A configuration to test without saving it (`POST /connector/test`). */
export interface UnsavedConnector {
  type: ConnectorType;
  node_type: NodeType;
  configuration?: Record<string, unknown>;
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

/** The columns and key of a TDM the principal can see, for a DATABASE test (`tdm_id`). @throws FerryError 404 */
export async function tableOfTdm(db: Database, principal: Principal, tdmId: string | undefined): Promise<OutgoingTable | undefined> {
  if (!tdmId) return undefined;
  const tdm = await findVisibleTdm(db, principal, tdmId);
  return outgoingTable({ columns: tdm.columns, ...(tdm.key?.length ? { key: tdm.key } : {}) });
}

/** Checks the connector `id` visible to `principal` (a DATABASE output against `tdmId` when given). @throws FerryError 404 */
export async function checkConnector(db: Database, keys: Keys, guard: NetworkGuard, log: ConnectorLogger, principal: Principal, id: string, maxBytes: number, options: ConnectorOptions = {}, timeoutMs?: number, tdmId?: string): Promise<ConnectionCheck> {
  const visible = await getConnector(db, principal, id);
  const connector = await loadConnectorForRun(db, keys, principal.organizationId, visible.id);
  const table = await tableOfTdm(db, principal, tdmId);
  return testConfiguration(connector.nodeType, visible.type, connector.configuration, guard, log, maxBytes, {
    options,
    timeoutMs,
    table,
    executionId: `test-${visible.id}`,
    pinHostKey: (fingerprint) => pinConnectorHostKey(db, principal.organizationId, visible.id, fingerprint),
  });
}

/**
 * Tests a configuration that is not saved (`POST /connector/test`): validated like a new
 * connector's, then tried. @throws FerryError 400 VALIDATION_FAILED naming the field
 */
export async function testUnsavedConnector(guard: NetworkGuard, log: ConnectorLogger, input: UnsavedConnector, maxBytes: number, options: ConnectorOptions = {}, timeoutMs?: number, table?: OutgoingTable): Promise<ConnectionCheck> {
  const merged = mergeConfiguration({}, normaliseConfigurationPatch((input.configuration ?? {}) as Configuration)) as Configuration;
  const configuration = validateConfiguration(input.node_type, input.type, merged);
  return testConfiguration(input.node_type, input.type, configuration, guard, log, maxBytes, { executionId: 'test-unsaved', options, timeoutMs, table });
}

async function testConfiguration(
  nodeType: NodeType,
  type: ConnectorType,
  configuration: Record<string, unknown>,
  guard: NetworkGuard,
  log: ConnectorLogger,
  maxBytes: number,
  extra: { executionId: string; pinHostKey?: (fingerprint: string) => Promise<void>; options?: ConnectorOptions; timeoutMs?: number | undefined; table?: OutgoingTable | undefined },
): Promise<ConnectionCheck> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const answer = (ok: boolean, message: string, result: ConnectionTestResult = ok ? 'OK' : 'FAILED'): ConnectionCheck => ({ ok, result, message, duration_ms: elapsed() });
  const config = configuration;
  if (nodeType === 'MANUAL') {
    return answer(true, type === 'INPUT' ? 'Files are uploaded to this connector: there is nothing to connect to.' : 'Results are kept for download: there is nothing to connect to.', 'NOTHING_TO_CONNECT');
  }
  const controller = new AbortController();
  let driver;
  try {
    driver = createConnector({ nodeType, type, configuration, options: extra.options ?? {} });
  } catch (err) {
    return answer(false, (err as Error).message, 'CONFIGURATION_INVALID');
  }
  if (driver.test) {
    let seenKey: string | undefined;
    try {
      const got = await driver.test({
        executionId: extra.executionId,
        idempotencyKey: extra.executionId,
        guard,
        log,
        maxBytes,
        signal: controller.signal,
        ...(extra.timeoutMs ? { timeoutMs: extra.timeoutMs } : {}),
        ...(extra.table ? { table: extra.table } : {}),
        pinHostKey: async (fingerprint) => {
          seenKey = fingerprint;
          await extra.pinHostKey?.(fingerprint);
        },
      });
      return {
        ok: got.ok,
        result: got.result,
        message: got.ok && seenKey && extra.pinHostKey ? `${got.message} The server's host key ${seenKey} is now pinned: a different key will be refused.` : got.message,
        duration_ms: elapsed(),
        ...(got.matchingFiles !== undefined ? { matching_files: got.matchingFiles } : {}),
        ...(got.hostKey ?? seenKey ? { host_key: got.hostKey ?? seenKey } : {}),
      };
    } catch (err) {
      const e = classifyConnectorError(err);
      return answer(false, e.message, connectionTestResultOf(e));
    } finally {
      controller.abort();
    }
  }
  if (nodeType !== 'HTTP') return answer(false, `Connectors of kind ${nodeType} cannot be tested in this version of Ferry.`);
  try {
    if (type === 'INPUT') {
      if (config.type === 'REACTIVE') return answer(true, 'Systems push files to this connector: there is nothing to connect to.', 'NOTHING_TO_CONNECT');
      const file = await (driver as { fetch: NonNullable<import('@ferry/connectors').InputConnector['fetch']> }).fetch({ executionId: extra.executionId, idempotencyKey: extra.executionId, guard, log, maxBytes, signal: controller.signal });
      file.body.destroy();
      return answer(true, `Ferry read ${file.fileName}${file.contentType ? ` (${file.contentType})` : ''} from ${String(config.url)}.`);
    }
    const url = guard.checkUrl(String(config.url));
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const destination = await guard.checkHost(url.hostname.replace(/^\[|\]$/g, ''), port, { signal: controller.signal });
    await tcpReach(destination.address, port, controller.signal);
    return answer(true, `Ferry reaches ${url.host} (${destination.address}). Nothing was sent: the first delivery tells whether it accepts the output.`);
  } catch (err) {
    if (isConnectorError(err) || isNetworkGuardError(err)) {
      const e = classifyConnectorError(err);
      return answer(false, e.message, connectionTestResultOf(e));
    }
    const code = (err as { code?: string }).code;
    const host = (err as { hostname?: string }).hostname;
    const reason = code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? `the host name${host ? ` ${host}` : ''} does not resolve (no DNS entry reachable from the Ferry server)`
      : code === 'ECONNREFUSED' ? 'the host refused the connection (nothing listens on that port)'
      : code === 'EHOSTUNREACH' || code === 'ENETUNREACH' ? 'the host cannot be reached from the Ferry server'
      : (err as Error).message;
    return answer(false, `Ferry could not connect: ${reason}.`, code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'DNS_FAILURE' : code === 'ECONNREFUSED' ? 'CONNECTION_REFUSED' : 'FAILED');
  } finally {
    controller.abort();
  }
}
