/**
 * Finishing the OpenAPI document that @fastify/swagger builds from the route schemas, so client
 * generators get one named type per resource:
 *
 * 1. a schema carrying `x-documented-as` (@ferry/schemas `documentedAs`) is replaced by the schema
 *    it names — what clients should send, where validation is more lenient (aliases, any case),
 *    or one schema per node type where the server validates configuration in the domain;
 * 2. every schema carrying `x-schema-name` (@ferry/schemas `named`) moves to
 *    `components.schemas.<name>` and is referred to with `$ref` wherever it appeared.
 *
 * Two different schemas with one name are a programming error: {@link finishDocument} throws, so
 * the document test fails instead of a generated client silently merging two types.
 */
import { isDeepStrictEqual } from 'node:util';
import { DOCUMENTED_AS_KEYWORD, documentedSchemas, SCHEMA_NAME_KEYWORD } from '@ferry/schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Replaces every `x-documented-as` schema by its documented form (recursively). */
function applyDocumentedAs(node: Json): Json {
  if (Array.isArray(node)) return node.map(applyDocumentedAs);
  if (!isObject(node)) return node;
  const documented = node[DOCUMENTED_AS_KEYWORD];
  if (typeof documented === 'string') {
    const schema = documentedSchemas().get(documented);
    if (!schema) throw new Error(`x-documented-as names an unknown schema ${documented}`);
    return applyDocumentedAs(JSON.parse(JSON.stringify(schema)) as Json);
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) if (k !== DOCUMENTED_AS_KEYWORD) out[k] = applyDocumentedAs(v);
  return out;
}

/** Moves named schemas into `components` (a map filled as it goes) and answers the node with `$ref`s. */
function hoist(node: Json, components: Record<string, JsonObject>): Json {
  if (Array.isArray(node)) return node.map((n) => hoist(n, components));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) if (k !== SCHEMA_NAME_KEYWORD) out[k] = hoist(v, components);
  const name = node[SCHEMA_NAME_KEYWORD];
  if (typeof name !== 'string') return out;
  const existing = components[name];
  if (existing && !isDeepStrictEqual(existing, out)) {
    throw new Error(`two different schemas are named ${name} in the OpenAPI document:\n${JSON.stringify(existing)}\n${JSON.stringify(out)}`);
  }
  components[name] = out;
  return { $ref: `#/components/schemas/${name}` };
}

/**
 * Routes whose body is a stream (multipart uploads, raw pushes) have no body schema for Fastify to
 * validate; they describe it as `x-request-body` on the route schema (copied onto the operation by
 * @fastify/swagger), which becomes the operation's `requestBody` here. Routes whose body is
 * optional carry `x-body-optional: true`, which makes their `requestBody` not required.
 */
function moveRequestBodies(paths: JsonObject): void {
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const op of Object.values(item)) {
      if (!isObject(op)) continue;
      // A route whose body may be left out (its handler takes none as `{}`) says so with
      // `x-body-optional: true`; @fastify/swagger marks every body schema required.
      if (op['x-body-optional'] === true) {
        if (isObject(op.requestBody)) op.requestBody.required = false;
        delete op['x-body-optional'];
      }
      if (!isObject(op['x-request-body'])) continue;
      op.requestBody = op['x-request-body'];
      delete op['x-request-body'];
    }
  }
}

/**
 * Applies `x-documented-as` and hoists named schemas of a whole OpenAPI document (paths and
 * existing components). Returns a new document; components are sorted by name.
 * @throws Error when two different schemas share a name.
 */
export function finishDocument<T extends object>(document: T): T {
  const doc = applyDocumentedAs(JSON.parse(JSON.stringify(document)) as Json) as JsonObject;
  const found: Record<string, JsonObject> = {};
  const paths = hoist(doc.paths ?? {}, found) as JsonObject;
  moveRequestBodies(paths);
  const components = isObject(doc.components) ? doc.components : {};
  const existing = isObject(components.schemas) ? (hoist(components.schemas, found) as JsonObject) : {};
  const schemas: JsonObject = {};
  for (const name of Object.keys({ ...existing, ...found }).sort()) schemas[name] = found[name] ?? existing[name]!;
  return { ...doc, paths, components: { ...components, schemas } } as unknown as T;
}
