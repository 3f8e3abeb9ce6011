/**
 * The HTTP input connector (SPEC.md §Connector, node type HTTP, connector type INPUT).
 * - PROACTIVE: each run requests `url` with `method` and `headers`; the answer's body is the input
 *   file (name from Content-Disposition, else the URL path, else `download`). A 401 triggers the
 *   token refresh once (refresh.ts). Redirects are followed (at most 5, every hop re-checked by the
 *   network guard; tenant headers are dropped when a hop leaves the origin).
 * - REACTIVE: nothing to fetch; data is pushed to `POST /connector/{id}/data` (DESIGN.md §4), so
 *   the connector has the `inbound: 'PUSH'` capability and no `fetch`.
 * docs/http-connector.md describes both for users.
 */
import type { ConnectorContext, IncomingFile, InputConnector } from '../contract.ts';
import { ConnectorError } from '../errors.ts';
import { openBody } from './body.ts';
import type { HttpConfiguration } from './config.ts';
import { fileNameFor } from './file-name.ts';
import type { ResolvedHttpOptions } from './options.ts';
import { sendWithTokenRefresh } from './refresh.ts';
import { discard, headerValue, mergeHeaders, requestLabel, send, statusError } from './transport.ts';

/** An HTTP INPUT connector for a checked configuration. */
export function createHttpInput(config: HttpConfiguration, options: ResolvedHttpOptions): InputConnector {
  if (config.mode === 'REACTIVE') return Object.freeze({ nodeType: 'HTTP', type: 'INPUT', inbound: 'PUSH' } as const);
  const url = config.url!;
  const base = { 'user-agent': options.userAgent, accept: '*/*' };

  async function fetch(ctx: ConnectorContext): Promise<IncomingFile> {
    const { res, secrets } = await sendWithTokenRefresh(
      config,
      (headers, secrets) => {
        const own = mergeHeaders(headers);
        return send({
          guard: ctx.guard,
          side: 'SOURCE',
          url,
          method: config.method,
          headers: mergeHeaders(base, own),
          tenantHeaderNames: new Set(Object.keys(own)),
          maxRedirects: options.maxRedirects,
          timeouts: options.timeouts,
          signal: ctx.signal,
          secrets,
        });
      },
      { ...ctx, side: 'SOURCE', timeouts: options.timeouts, userAgent: options.userAgent },
    );
    const label = requestLabel(undefined, config.method, url);
    if (res.status === 204 || res.status === 205) {
      discard(res.body);
      throw new ConnectorError('SOURCE_EMPTY', `${label} answered ${res.status} No Content; there is no file to import`, { retryable: false, status: res.status });
    }
    if (res.status < 200 || res.status >= 300) throw await statusError(res, { side: 'SOURCE', secrets });
    const contentType = headerValue(res.headers, 'content-type');
    const fileName = fileNameFor(res.url, headerValue(res.headers, 'content-disposition'), contentType);
    const { body, size } = await openBody(res, { maxBytes: ctx.maxBytes, label, secrets });
    ctx.log.debug({ connector: 'HTTP', execution: ctx.executionId, fileName, size, status: res.status }, 'HTTP input answered a file');
    const file: IncomingFile = { fileName, body };
    if (contentType) file.contentType = contentType.trim();
    if (size !== undefined) file.size = size;
    return file;
  }

  return Object.freeze({ nodeType: 'HTTP', type: 'INPUT', fetch } as const);
}
