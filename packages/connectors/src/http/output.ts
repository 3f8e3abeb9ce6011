/**
 * The HTTP output connector (SPEC.md §Connector, node type HTTP, connector type OUTPUT): the
 * output file is the body of one request to `url` with `method` (default POST) and `headers`.
 *
 * Ferry adds `Content-Type` for the format (a configured Content-Type wins), `Content-Disposition`
 * with the file name, and — always, over any configured value — `Idempotency-Key: <execution id>`
 * and `X-Ferry-Execution-Id`, so a receiver can recognise the repeat of a delivery that Ferry
 * retried after a crash or a 5xx (SECURITY.md delivery semantics). A 401 triggers the token
 * refresh once (refresh.ts); redirects are not followed (a delivery goes where it is configured).
 * For the JSON format the body is the output file itself: one JSON array of row objects.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { ConnectorContext, DeliveryResult, OutgoingFile, OutputConnector } from '../contract.ts';
import type { HttpConfiguration } from './config.ts';
import { OUTPUT_CONTENT_TYPES } from './file-name.ts';
import type { ResolvedHttpOptions } from './options.ts';
import { sendWithTokenRefresh } from './refresh.ts';
import { discard, mergeHeaders, requestLabel, send, statusError, type SentResponse } from './transport.ts';

/** RFC 6266 `Content-Disposition` with an ASCII fallback and the RFC 8187 UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === fileName ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** An HTTP OUTPUT connector for a checked configuration. */
export function createHttpOutput(config: HttpConfiguration, options: ResolvedHttpOptions): OutputConnector {
  const url = config.url!;

  async function deliver(file: OutgoingFile, ctx: ConnectorContext): Promise<DeliveryResult> {
    const label = requestLabel(undefined, config.method, url);
    const defaults = {
      'user-agent': options.userAgent,
      accept: '*/*',
      'content-type': file.contentType || OUTPUT_CONTENT_TYPES[file.format] || 'application/octet-stream',
      'content-disposition': attachmentDisposition(file.fileName),
    };
    const ferry = { 'idempotency-key': ctx.idempotencyKey, 'x-ferry-execution-id': ctx.executionId, 'content-length': String(file.size) };
    const attempt = async (headers: Record<string, string>, secrets: readonly string[]): Promise<SentResponse> => {
      const own = mergeHeaders(headers);
      const body: Readable = file.open ? file.open() : createReadStream(file.path);
      try {
        return await send({
          guard: ctx.guard,
          side: 'DESTINATION',
          url,
          method: config.method,
          headers: mergeHeaders(defaults, own, ferry),
          tenantHeaderNames: new Set(Object.keys(own)),
          body,
          maxRedirects: 0,
          timeouts: options.timeouts,
          signal: ctx.signal,
          secrets,
        });
      } finally {
        // A peer may answer (401, 413) before reading the whole body.
        if (!body.destroyed) discard(body);
      }
    };

    const { res, secrets } = await sendWithTokenRefresh(config, attempt, { ...ctx, side: 'DESTINATION', timeouts: options.timeouts, userAgent: options.userAgent });
    if (res.status < 200 || res.status >= 300) throw await statusError(res, { side: 'DESTINATION', secrets });
    await res.body.dump().catch(() => undefined);
    ctx.log.info({ connector: 'HTTP', execution: ctx.executionId, status: res.status, bytes: file.size }, 'HTTP output delivered');
    return { deliveredTo: label, status: res.status };
  }

  return Object.freeze({ nodeType: 'HTTP', type: 'OUTPUT', deliver } as const);
}
