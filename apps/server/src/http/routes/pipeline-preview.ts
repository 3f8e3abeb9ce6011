/**
 * The CreatePipeline flow's server side (an extension; packages/schemas/src/preview.ts):
 * `POST /pipeline/sample` keeps a sample file for 24 hours, `POST /pipeline/preview` runs the
 * engine on its first rows with the configuration being built. Permission: pipeline.create.
 */
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { PipelinePreview, PipelinePreviewRequest, PipelineSample, PipelineSampleSource } from '@ferry/schemas/preview';
import { previewPipeline, sampleFromConnector, storeSample } from '../../domain/pipelines/preview.ts';
import { errors } from '../../errors.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import { malformedMultipart } from './inbound.ts';
import type { FerryApp } from '../ferry-app.ts';

const tags = ['Pipelines'];

export async function pipelinePreviewRoutes(app: FerryApp) {
  const { database, clock, config } = app.deps;
  const storage = () => {
    if (!app.deps.storage) throw errors.unavailable('file storage is not configured in this process');
    return app.deps.storage;
  };

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 5, parts: 6, headerPairs: 200 } });
    scope.post(
      '/pipeline/sample',
      {
        schema: {
          operationId: 'createPipelineSample',
          tags,
          summary: 'Upload a sample file for a pipeline being created (extension)',
          description:
            'Either multipart/form-data with one `file` part, or JSON `{"input_connector": "<id>"}` to read one file from an input connector that fetches files (an HTTP PROACTIVE connector; 409 CONNECTOR_CANNOT_FETCH for one that receives uploads or pushes, 502 SOURCE_FAILED when its source fails). The file must be CSV, TSV, XLS, XLSX, XML or JSON, judged by content (415 otherwise); it is kept for 24 hours for POST /pipeline/preview, never starts an execution and is not recorded in the connector\'s file ledger. 413 past FERRY_UPLOAD_LIMIT_BYTES.',
          security: bearer,
          'x-request-body': {
            required: true,
            content: {
              'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } },
              'application/json': { schema: PipelineSampleSource },
            },
          },
          response: { 201: Type.Object({ data: PipelineSample }), ...errorResponses },
        },
        config: { permission: 'pipeline.create' },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (!request.isMultipart()) {
          const body = request.body as { input_connector?: unknown } | undefined;
          if (body && typeof body === 'object' && !Array.isArray(body)) {
            const extra = Object.keys(body).filter((k) => k !== 'input_connector');
            if (typeof body.input_connector !== 'string' || !body.input_connector || extra.length) {
              throw errors.validation('send {"input_connector": "<id>"} or a multipart "file" part', [{ field: extra[0] ?? 'input_connector', message: extra.length ? 'is not a known field' : 'must be a connector id' }]);
            }
            const sample = await sampleFromConnector(database.db, storage(), { keys: app.deps.keys, guard: app.deps.guard, log: request.log }, principal, body.input_connector, config.uploadLimitBytes, clock.now());
            return reply.code(201).send({ data: sample });
          }
          throw errors.unsupportedMediaType('send the sample as multipart/form-data with a "file" part, or JSON {"input_connector": "<id>"}');
        }
        let sample = null;
        try {
          for await (const part of request.files()) {
            if (part.fieldname !== 'file' || sample) {
              part.file.resume();
              throw errors.validation('send one sample file in a part named "file"', [{ field: part.fieldname, message: 'is not the one "file" part' }]);
            }
            sample = await storeSample(storage(), principal.organizationId, { fileName: part.filename, body: part.file, contentType: part.mimetype }, config.uploadLimitBytes, clock.now());
          }
        } catch (err) {
          throw malformedMultipart(err) ?? err;
        }
        if (!sample) throw errors.validation('no file was sent; add a multipart part named "file"', [{ field: 'file', message: 'is required' }]);
        return reply.code(201).send({ data: sample });
      },
    );
  });

  app.post(
    '/pipeline/preview',
    {
      schema: {
        operationId: 'previewPipeline',
        tags,
        summary: 'Preview a pipeline configuration on a sample (extension)',
        description:
          'Runs the engine on the first rows of a sample (POST /pipeline/sample) with a TDM and the header, sheet and mapping configuration being built. Answers the first rows of the sheet, the header row chosen and why, the mapping used (saved and suggested, with confidence and reason), the rows before and after the transformations and their cell errors. Nothing is stored; the error threshold does not apply.',
        security: bearer,
        body: PipelinePreviewRequest,
        response: { 200: Type.Object({ data: PipelinePreview }), ...errorResponses },
      },
      config: { permission: 'pipeline.create' },
    },
    async (request) => ({ data: await previewPipeline(database.db, storage(), principalOf(request), request.body, clock.now()) }),
  );
}
