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
import { Readable as ReadableStream } from 'node:stream';
import type { ConnectorContext, DeliveryResult, OutgoingBatch, OutgoingFile, OutputConnector } from '../contract.ts';
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

  /** One request (with the token refresh) whose body `open()` makes; a non-2xx answer throws. */
  async function post(ctx: ConnectorContext, defaults: Record<string, string>, ferry: Record<string, string>, open: () => Readable): Promise<SentResponse> {
    const attempt = async (headers: Record<string, string>, secrets: readonly string[]): Promise<SentResponse> => {
      const own = mergeHeaders(headers);
      const body: Readable = open();
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
    return res;
  }

  async function deliver(file: OutgoingFile, ctx: ConnectorContext): Promise<DeliveryResult> {
    const defaults = {
      'user-agent': options.userAgent,
      accept: '*/*',
      'content-type': file.contentType || OUTPUT_CONTENT_TYPES[file.format] || 'application/octet-stream',
      'content-disposition': attachmentDisposition(file.fileName),
    };
    const ferry = { 'idempotency-key': ctx.idempotencyKey, 'x-ferry-execution-id': ctx.executionId, 'content-length': String(file.size) };
    const res = await post(ctx, defaults, ferry, () => (file.open ? file.open() : createReadStream(file.path)));
    ctx.log.info({ connector: 'HTTP', execution: ctx.executionId, status: res.status, bytes: file.size }, 'HTTP output delivered');
    return { deliveredTo: requestLabel(undefined, config.method, url), status: res.status };
  }

  /**
   * One batch of a BATCHES delivery: a JSON array, `Idempotency-Key: <execution id>:<number>`,
   * `X-Ferry-Batch: <number>/<total>` and `X-Ferry-Batch-Rows`.
   */
  async function deliverBatch(batch: OutgoingBatch, ctx: ConnectorContext): Promise<DeliveryResult> {
    const defaults = { 'user-agent': options.userAgent, accept: '*/*', 'content-type': 'application/json; charset=utf-8' };
    const ferry = {
      'idempotency-key': ctx.idempotencyKey,
      'x-ferry-execution-id': ctx.executionId,
      'x-ferry-batch': `${batch.number}/${batch.total}`,
      'x-ferry-batch-rows': String(batch.rows),
      'content-length': String(batch.body.length),
    };
    const res = await post(ctx, defaults, ferry, () => ReadableStream.from([batch.body]));
    ctx.log.debug({ connector: 'HTTP', execution: ctx.executionId, batch: batch.number, of: batch.total, status: res.status }, 'HTTP batch delivered');
    return { deliveredTo: requestLabel(undefined, config.method, url), status: res.status };
  }

  return Object.freeze(
    config.batchSize
      ? ({ nodeType: 'HTTP', type: 'OUTPUT', deliver, batchSize: config.batchSize, deliverBatch } as const)
      : ({ nodeType: 'HTTP', type: 'OUTPUT', deliver } as const),
  );
}
