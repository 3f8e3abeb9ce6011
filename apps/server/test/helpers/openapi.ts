/**
 * The OpenAPI document in tests: resolving `$ref`s, and checking a response against the schema the
 * document gives for its operation and status (ajv, JSON Schema draft 2020-12, as OpenAPI 3.1 says).
 * The test context validates every JSON answer with it, so the contract cannot drift from the code.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Doc = { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } };

/** Follows `#/components/schemas/…` references until a schema object. */
export function deref(doc: Doc, node: any): any {
  let n = node;
  for (let i = 0; n && typeof n.$ref === 'string' && i < 20; i++) {
    const name = n.$ref.replace('#/components/schemas/', '');
    n = doc.components.schemas[name];
    if (!n) throw new Error(`unresolved $ref ${node.$ref}`);
  }
  return n;
}

interface Route {
  method: string;
  pattern: RegExp;
  template: string;
  responses: Record<string, any>;
}

/** Validates answers against one document; compiled schemas are cached. */
export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly routes: Route[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(doc: Doc) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: true, validateFormats: true });
    (addFormats as unknown as (a: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ $id: 'ferry', components: withoutMappings(doc.components) } as object);
    for (const [template, item] of Object.entries(doc.paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
      for (const [method, op] of Object.entries(item)) this.routes.push({ method: method.toUpperCase(), pattern, template, responses: op.responses ?? {} });
    }
  }

  /**
   * Problems of one JSON answer (empty when it matches). Routes outside the document (the
   * reference page, the document itself) and non-JSON answers are not checked.
   */
  check(method: string, url: string, status: number, contentType: string, body: unknown): string[] {
    if (!contentType.includes('json')) return [];
    const path = url.split('?')[0]!;
    const route = this.routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
    if (!route) return [];
    const byStatus = route.responses[String(status)] ?? route.responses[`${String(status)[0]}XX`] ?? route.responses.default;
    if (!byStatus) return [`${method} ${route.template}: the document has no ${status} answer`];
    const media = byStatus.content?.['application/json'];
    if (!media?.schema) return [`${method} ${route.template} ${status}: the document has no application/json schema`];
    const key = `${method} ${route.template} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(withoutMappings(media.schema)) as object);
      this.compiled.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `${key}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
  }
}

/** Ajv finds discriminated branches by their `const`; it refuses OpenAPI's `discriminator.mapping`. */
function withoutMappings<T>(node: T): T {
  return JSON.parse(JSON.stringify(node), (key, value) => (key === 'discriminator' && value && typeof value === 'object' ? { propertyName: value.propertyName } : value));
}

/** Points `#/components/…` references of a schema at the document registered as `ferry`. */
function rebase(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"ferry#/components/'));
}
