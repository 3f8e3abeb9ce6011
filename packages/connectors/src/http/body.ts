/**
 * A fetched answer's body as the input file's stream: size-capped (`maxBytes`, counted on the
 * decoded bytes, so a gzip bomb stops at the cap), decoded when the peer compressed it anyway
 * (Ferry sends no Accept-Encoding), checked non-empty before it is handed over, and failing with
 * ConnectorErrors only.
 */
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { classifyConnectorError, ConnectorError, isConnectorError } from '../errors.ts';
import { redact } from '../redact.ts';
import { discard, headerValue, type SentResponse } from './transport.ts';

/** What {@link openBody} needs to word its errors and cap the size. */
export interface BodyOptions {
  /** Largest body accepted, in bytes (after decoding). */
  maxBytes: number;
  /** The request, for messages (`GET https://host/path`). */
  label: string;
  secrets: readonly string[];
}

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

const tooLarge = (o: BodyOptions, detail: string) =>
  new ConnectorError('FILE_TOO_LARGE', `${o.label}: the file is larger than the limit of ${o.maxBytes} bytes (${detail})`, { retryable: false });

const empty = (o: BodyOptions) => new ConnectorError('SOURCE_EMPTY', `${o.label} answered an empty body; there is no file to import`, { retryable: false });

function wrap(err: unknown, o: BodyOptions): ConnectorError {
  if (isConnectorError(err)) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'ERR__ERROR_FORMAT_PADDING_1' || (typeof code === 'string' && code.startsWith('ERR_BROTLI'))) {
    return new ConnectorError('SOURCE_UNRESPONSIVE', `${o.label}: the answer's compressed body is corrupt (${code})`, { retryable: false, cause: err });
  }
  const c = classifyConnectorError(err, 'SOURCE');
  return new ConnectorError(c.type, redact(`${o.label}: ${c.message}`, o.secrets), { retryable: c.retryable, status: c.status, cause: err });
}

/**
 * Opens a 2xx answer's body as the input file's stream.
 * @returns the stream and the declared size (`Content-Length`, when the body is not encoded).
 * @throws ConnectorError `FILE_TOO_LARGE` (declared or first chunk over the cap), `SOURCE_EMPTY`
 *   (no bytes), `SOURCE_UNRESPONSIVE` (an unknown `Content-Encoding`, or the transfer failing
 *   before the first bytes). Later failures (cap reached, timeout, reset) error the stream with a
 *   ConnectorError.
 */
export async function openBody(res: SentResponse, o: BodyOptions): Promise<{ body: Readable; size?: number }> {
  const encoding = (headerValue(res.headers, 'content-encoding') ?? '').trim().toLowerCase();
  const lengthText = headerValue(res.headers, 'content-length');
  const declared = encoding === '' || encoding === 'identity' ? (lengthText && /^\d+$/.test(lengthText) ? Number(lengthText) : undefined) : undefined;
  if (declared !== undefined && declared > o.maxBytes) {
    discard(res.body);
    throw tooLarge(o, `Content-Length ${declared}`);
  }
  if (declared === 0) {
    discard(res.body);
    throw empty(o);
  }
  let source: Readable = res.body;
  if (encoding !== '' && encoding !== 'identity') {
    const decoder = DECODERS[encoding];
    if (!decoder) {
      discard(res.body);
      throw new ConnectorError('SOURCE_UNRESPONSIVE', `${o.label} answered with Content-Encoding "${encoding.slice(0, 40)}", which Ferry cannot decode (gzip, deflate and br are supported)`, { retryable: false });
    }
    const d = decoder() as unknown as Readable & NodeJS.WritableStream;
    res.body.on('error', (err) => d.destroy(err));
    source = res.body.pipe(d) as unknown as Readable;
  }
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let first: IteratorResult<Buffer>;
  try {
    do first = await iterator.next();
    while (!first.done && first.value.length === 0);
  } catch (err) {
    discard(source);
    throw wrap(err, o);
  }
  if (first.done) {
    discard(source);
    throw empty(o);
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    let total = 0;
    let r = first;
    try {
      while (!r.done) {
        total += r.value.length;
        if (total > o.maxBytes) throw tooLarge(o, `more than ${o.maxBytes} bytes received`);
        yield r.value;
        r = await iterator.next();
      }
    } catch (err) {
      throw wrap(err, o);
    } finally {
      discard(source);
      discard(res.body);
    }
  }
  return { body: Readable.from(chunks(), { objectMode: false }), size: declared };
}
