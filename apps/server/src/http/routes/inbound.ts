/**
 * Files pushed to connectors (DESIGN.md §4 connector inbound):
 * - `POST /connector/{id}/upload` — MANUAL input connectors; multipart/form-data with one or more
 *   `file` parts (the FileUploader component). Needs a token with execution.create.
 * - `POST /connector/{id}/data` — REACTIVE HTTP input connectors; the request body is the file;
 *   authenticated by the connector's own secret (`X-Ferry-Connector-Secret`), not a token, so a
 *   customer's system can push without Ferry credentials.
 * - `POST /connector/{id}/inbound-secret` — rotates that secret (connector.write); shown once.
 * Each answers the executions it created (`{data:[…]}`), one per file and active pipeline.
 */
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { IdParams, named } from '@ferry/schemas';
import { Execution } from '@ferry/schemas/executions';
import { mediaType } from '@ferry/connectors';
import { pushedFileName, pushTarget, rotateInboundSecret, uploadTarget } from '../../domain/connectors/inbound.ts';
import { startEventExecutions } from '../../domain/executions/inbound.ts';
import { MAX_FILES_PER_REQUEST, storeIncomingFile, type StoredUpload } from '../../domain/executions/incoming-file.ts';
import { errors, FerryError } from '../../errors.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const tags = ['Connectors'];
const Executions = Type.Object({ data: Type.Array(Execution) });
const binary = { type: 'string', format: 'binary' };
/** The file types Ferry reads, as media types a push may declare (the format is judged by content). */
const PUSH_MEDIA_TYPES = [
  'text/csv',
  'text/tab-separated-values',
  'application/json',
  'application/xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/octet-stream',
];
const InboundSecret = named(
  'InboundSecret',
  Type.Object({
    inbound_secret: Type.String({ description: 'Send as X-Ferry-Connector-Secret with POST /connector/{id}/data; shown once' }),
    inbound_url: Type.String({ description: 'Where to push data' }),
  }),
);

/**
 * The multipart parser's (busboy's) errors for a malformed body — no boundary, a broken part
 * header, a body that ends mid-part — as 400 INVALID_MULTIPART; anything else stays as it is.
 * busboy raises plain Errors, so they are told apart by their messages.
 */
export function malformedMultipart(err: unknown): FerryError | null {
  if (err instanceof FerryError || !(err instanceof Error)) return null;
  const cause = err.cause instanceof Error ? err.cause : err;
  if (!MALFORMED_MULTIPART.test(cause.message)) return null;
  return errors.badRequest('INVALID_MULTIPART', `the multipart/form-data body is malformed (${cause.message}); send it with a boundary and complete parts`);
}

const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Malformed part header|Malformed content type|Missing Content-Type|Unsupported content type|Unexpected end of (form|file|multipart data)|.* terminated early due to unexpected end of multipart data)/;

export async function inboundRoutes(app: FerryApp) {
  const { database, clock, config } = app.deps;
  const db = database.db;
  const storage = () => {
    if (!app.deps.storage) throw errors.unavailable('file storage is not configured in this process');
    return app.deps.storage;
  };

  // Multipart uploads, streamed (busboy); the size limit answers 413.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: MAX_FILES_PER_REQUEST, fields: 10, parts: 40, headerPairs: 200 } });
    scope.post(
      '/connector/:id/upload',
      {
        schema: {
          operationId: 'uploadFiles',
          tags,
          summary: 'Upload files to a MANUAL input connector',
          description:
            `multipart/form-data with one to ${MAX_FILES_PER_REQUEST} \`file\` parts (413 for more). Each file is stored, its type checked by content (CSV, TSV, XLS, XLSX, XML, JSON: 415 otherwise), and one execution (trigger_type EVENT_BASE) is created per file for each active pipeline of the uploading tenant whose input is this connector (an organization user's upload starts the organization's own pipelines only, a sub-organization's upload its own). 413 past FERRY_UPLOAD_LIMIT_BYTES; 400 INVALID_MULTIPART for a malformed body (no boundary, a part cut off); 409 NO_PIPELINE when the uploading tenant has no active pipeline on the connector.`,
          security: bearer,
          params: IdParams,
          'x-request-body': {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'array', items: { ...binary, description: 'A CSV, TSV, XLS, XLSX, XML or JSON file; its name is kept' } } },
                  required: ['file'],
                },
              },
            },
          },
          response: { 201: Executions, ...errorResponses },
        },
        config: { permission: 'execution.create' },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { fed } = await uploadTarget(db, principal, (request.params as { id: string }).id);
        if (!request.isMultipart()) throw errors.unsupportedMediaType('send the files as multipart/form-data with a "file" part');
        const stored: StoredUpload[] = [];
        try {
          for await (const part of request.files()) {
            if (part.fieldname !== 'file') {
              part.file.resume();
              throw errors.validation(`unexpected part "${part.fieldname}"; send files in parts named "file"`, [{ field: part.fieldname, message: 'is not "file"' }]);
            }
            stored.push(await storeIncomingFile(storage(), principal.organizationId, { fileName: part.filename, body: part.file, contentType: part.mimetype }, config.uploadLimitBytes));
            if (part.file.truncated) throw errors.payloadTooLarge(`${part.filename} is larger than the upload limit of ${config.uploadLimitBytes} bytes`);
          }
        } catch (err) {
          // A failed upload keeps nothing: the files stored before it are removed again.
          await Promise.all(stored.map((s) => storage().delete(s.key).catch(() => {})));
          throw malformedMultipart(err) ?? err;
        }
        if (stored.length === 0) throw errors.validation('no file was sent; add a multipart part named "file"', [{ field: 'file', message: 'is required' }]);
        return reply.code(201).send({ data: await startEventExecutions(db, clock, principal.actor, fed, stored, app.deps.dispatcher) });
      },
    );
  });

  // Pushed data: any content type, streamed as it comes.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(
      '/connector/:id/data',
      {
        bodyLimit: config.uploadLimitBytes,
        schema: {
          operationId: 'pushData',
          tags,
          summary: 'Send data to a REACTIVE HTTP input connector',
          description:
            'The request body is the file (any content type; the format is judged by content). Authenticate with the connector secret shown when the connector was created: header `X-Ferry-Connector-Secret: ferry_cs_…` (or `Authorization: Bearer ferry_cs_…`). Name the file with `X-File-Name` or Content-Disposition (reduced to its base name). Creates one execution (EVENT_BASE) per active pipeline of the connector\'s owner whose input is this connector. 400 EMPTY_FILE for an empty body, 413 past FERRY_UPLOAD_LIMIT_BYTES, 415 for a file Ferry does not read.',
          params: IdParams,
          security: [{ connectorSecret: [] }],
          'x-request-body': {
            required: true,
            description: 'The file itself. Name it with X-File-Name or Content-Disposition: attachment; filename="orders.csv".',
            content: Object.fromEntries(PUSH_MEDIA_TYPES.map((t) => [t, { schema: binary }])),
          },
          response: { 201: Executions, ...errorResponses },
        },
        config: { customAuth: true, rateLimit: { max: config.pushRateLimitPerMinute, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const header = request.headers['x-ferry-connector-secret'];
        const secret = typeof header === 'string' ? header.trim() : (/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
        // A stream, or undefined when the request has no Content-Type (Fastify then parses nothing).
        const body = request.body as Readable | undefined;
        try {
          const { connector, fed } = await pushTarget(db, app.deps.keys.hashing, (request.params as { id: string }).id, secret);
          const fileName = pushedFileName(request.headers);
          if (!body) throw errors.badRequest('EMPTY_FILE', `${fileName}: the request has no body; send the file as the request body`);
          const contentType = mediaType(request.headers['content-type']) ?? null;
          const stored = await storeIncomingFile(storage(), connector.organizationId, { fileName, body, contentType }, config.uploadLimitBytes);
          // Pushed by a system holding the connector secret, not by a user or sub-organization: no actor.
          return reply.code(201).send({ data: await startEventExecutions(db, clock, null, fed, [stored], app.deps.dispatcher) });
        } catch (err) {
          body?.resume(); // a refused push still reads the body, so the client gets the answer
          throw err;
        }
      },
    );
  });

  app.post(
    '/connector/:id/inbound-secret',
    {
      schema: {
        operationId: 'rotateInboundSecret',
        tags,
        summary: 'Rotate the secret of a REACTIVE HTTP input connector',
        description: 'Answers the new secret once; the old one stops working at once.',
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: InboundSecret }), ...errorResponses },
      },
      config: { permission: 'connector.write' },
    },
    async (request) => {
      return { data: await rotateInboundSecret(db, clock, app.deps.keys.hashing, principalOf(request), request.params.id, app.deps.publicUrl()) };
    },
  );
}
