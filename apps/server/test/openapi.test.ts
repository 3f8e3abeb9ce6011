/**
 * The API contract: the committed OpenAPI document (openapi/ferry.openapi.json) is what the server
 * serves, the typed client generated from it is current, Redocly's recommended rules find nothing,
 * and every operation can be told apart by a client generator (operationId, summary, description).
 * When one of these fails after a change of routes or schemas, run `npm run openapi` and commit.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_PATHS, generateFiles } from '../scripts/openapi-generate.ts';
import { openApiDocument } from '../src/http/openapi-export.ts';
import { ERROR_CODE_LIST } from '../src/error-codes.ts';
import { EXECUTION_ERROR_TYPES } from '@ferry/schemas/executions';
import { deref, ResponseValidator } from './helpers/openapi.ts';

const root = new URL('../../../', import.meta.url).pathname;
const committed = (path: string) => readFileSync(join(root, path), 'utf8');
const HINT = 'run `npm run openapi` and commit the result';

/**
 * Where `schema`, a 2xx JSON answer, describes an object inline instead of naming it ($ref), as
 * JSON pointers below the schema: the answer may be an inline envelope (an object with `data`, and
 * `pagination` or `message` beside it), but `data`, its array's items and every object within are
 * named. An answer without `data` must be named itself.
 */
export function inlineObjects(schema: any, at = '', envelope = true): string[] {
  if (!schema || typeof schema !== 'object' || schema.$ref) return [];
  const out: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) (schema[key] ?? []).forEach((s: any, i: number) => out.push(...inlineObjects(s, `${at}/${key}/${i}`, envelope)));
  if (schema.items) out.push(...inlineObjects(schema.items, `${at}/items`, false));
  if (schema.type === 'object' || schema.properties) {
    if (!envelope || !schema.properties?.data) return [...out, at || '/'];
    for (const [name, property] of Object.entries<any>(schema.properties)) out.push(...inlineObjects(property, `${at}/properties/${name}`, false));
  }
  return out;
}

describe('the OpenAPI document and the generated client', () => {
  it('the served document is the committed one', async () => {
    const served = await openApiDocument();
    assert.deepEqual(served, JSON.parse(committed(GENERATED_PATHS.document)), `the served document differs from ${GENERATED_PATHS.document}: ${HINT}`);
  });

  it('the committed client sources are generated from the current document', async () => {
    const files = await generateFiles();
    for (const key of ['schema', 'operations'] as const) {
      assert.ok(files[key] === committed(GENERATED_PATHS[key]), `${GENERATED_PATHS[key]} is out of date: ${HINT}`);
    }
  });

  it("lints clean with Redocly's recommended rules (no error, no warning)", () => {
    const cli = join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const r = spawnSync(process.execPath, [cli, 'lint', GENERATED_PATHS.document, '--config', 'redocly.yaml', '--format', 'json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 120_000,
    });
    const json = r.stdout.slice(r.stdout.indexOf('{'));
    const report = JSON.parse(json) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }> };
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    assert.deepEqual(problems, [], 'Redocly problems');
    assert.deepEqual(report.totals, { ...report.totals, errors: 0, warnings: 0 });
  });

  it('names every operation, describes it, and names every schema a client uses', () => {
    const doc = JSON.parse(committed(GENERATED_PATHS.document));
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        assert.match(op.operationId ?? '', /^[a-z][A-Za-z]+$/, `${where} has a camelCase operationId`);
        assert.ok(!ids.has(op.operationId), `${op.operationId} is unique`);
        ids.add(op.operationId);
        assert.ok(op.summary && op.description, `${where} has a summary and a description`);
        if (op.requestBody?.content?.['application/json'] && op.requestBody.content['application/json'].schema.format !== 'binary') assert.ok(op.requestBody.content['application/json'].schema.$ref, `${where}: the JSON request body is a named schema`);
        for (const [status, answer] of Object.entries<any>(op.responses)) {
          const schema = answer.content?.['application/json']?.schema;
          if (/^2/.test(status) && schema) assert.deepEqual(inlineObjects(schema), [], `${where} ${status}: every object of the JSON answer is a named schema (named() in packages/schemas), so that generated clients name its type`);
          // The generic error answers are the Error body; a status documented on its own (503 of the readiness check) may differ.
          if (/^[45]XX$/.test(status)) assert.equal(schema?.$ref, '#/components/schemas/Error', `${where} ${status} answers the Error schema`);
        }
      }
    }
    for (const name of ['Pipeline', 'PipelineListItem', 'Execution', 'ExecutionError', 'ExecutionErrorType', 'ConnectorHttpConfiguration', 'ColumnType', 'ValidationRule', 'ProgressStage', 'ErrorCode', 'Tdm', 'User', 'SubOrganization', 'PipelineTemplate', 'CellError', 'FixRequest']) {
      assert.ok(doc.components.schemas[name], `components.schemas.${name}`);
    }
    // Enums are enums, not plain strings.
    const execution = doc.components.schemas.Execution;
    assert.deepEqual(deref(doc, deref(doc, execution.properties.error.anyOf[0]).properties.type).enum, [...EXECUTION_ERROR_TYPES]);
    assert.deepEqual(deref(doc, deref(doc, doc.components.schemas.ExecutionProgress).properties.stage).enum, ['QUEUED', 'FETCHING', 'PROCESSING', 'STORING', 'DELIVERING', 'FIXING']);
    assert.equal(deref(doc, deref(doc, doc.components.schemas.TdmColumnInput).properties.columnType).enum.length, 18);
    // One code table: the ErrorCode enum is the server's table, and the docs list every code.
    assert.deepEqual(doc.components.schemas.ErrorCode.enum, ERROR_CODE_LIST);
    const conventions = committed('docs/api-conventions.md');
    for (const code of ERROR_CODE_LIST) assert.match(conventions, new RegExp(`\\| \`${code}\` \\|`), `docs/api-conventions.md lists ${code}`);
  });

  it('finds an object described inline in an answer (the check above)', () => {
    const named = { $ref: '#/components/schemas/User' };
    assert.deepEqual(inlineObjects({ type: 'object', properties: { data: named } }), []);
    assert.deepEqual(inlineObjects({ type: 'object', properties: { data: { type: 'array', items: named }, pagination: { $ref: '#/components/schemas/Pagination' } } }), []);
    assert.deepEqual(inlineObjects({ type: 'object', properties: { data: { type: 'object', properties: { message: { type: 'string' } } } } }), ['/properties/data']);
    assert.deepEqual(inlineObjects({ type: 'object', properties: { message: { type: 'string' } } }), ['/']);
    assert.deepEqual(inlineObjects({ type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: {} } } } }), ['/properties/data/items']);
    assert.deepEqual(inlineObjects({ type: 'array', items: named }), []);
  });

  it('describes uploads, pushes and downloads with their media types', () => {
    const doc = JSON.parse(committed(GENERATED_PATHS.document));
    const upload = doc.paths['/dp/api/v1/connector/{id}/upload'].post.requestBody.content;
    assert.deepEqual(Object.keys(upload), ['multipart/form-data']);
    assert.equal(upload['multipart/form-data'].schema.properties.file.items.format, 'binary');
    const push = doc.paths['/dp/api/v1/connector/{id}/data'].post;
    assert.ok(push.requestBody.content['text/csv'] && push.requestBody.content['application/octet-stream']);
    assert.deepEqual(push.security, [{ connectorSecret: [] }]);
    const output = doc.paths['/dp/api/v1/execution/{id}/output'].get.responses['200'].content;
    assert.equal(output['application/json'].schema.$ref, '#/components/schemas/OutputRows');
    assert.equal(doc.components.schemas.OutputRows.type, 'array');
    assert.equal(output['text/csv'].schema.format, 'binary');
  });

  it('the response check used by every integration test catches a wrong answer', () => {
    const doc = JSON.parse(committed(GENERATED_PATHS.document));
    const v = new ResponseValidator(doc);
    const good = { data: { message: 'OK' } };
    assert.deepEqual(v.check('GET', '/dp/api/v1/management/health', 200, 'application/json', good), []);
    assert.notDeepEqual(v.check('GET', '/dp/api/v1/management/health', 200, 'application/json', { data: {} }), []);
    const error = { message: 'x', code: 'NOT_FOUND', request_id: 'r' };
    assert.deepEqual(v.check('GET', '/dp/api/v1/pipeline/abc', 404, 'application/json; charset=utf-8', error), []);
    assert.notDeepEqual(v.check('GET', '/dp/api/v1/pipeline/abc', 404, 'application/json', { ...error, code: 'NO_SUCH_CODE' }), [], 'an unknown code fails');
    assert.notDeepEqual(v.check('GET', '/dp/api/v1/pipeline/abc', 200, 'application/json', { data: { id: 'x' } }), [], 'a pipeline without its fields fails');
  });
});
