/**
 * The OpenAPI document as a value, without a database or a listening server: what
 * `npm run openapi` writes to openapi/ferry.openapi.json and what tests compare with the served
 * document (`GET /dp/api/v1/openapi.json`).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { deriveKeys } from '../security/master-key.ts';

/** An object that refuses every use: building the document never queries the database. */
function refusing<T extends object>(what: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      if (property === 'db') return refusing(`${what}.db`);
      throw new Error(`the OpenAPI export has no database (used: ${what}.${String(property)})`);
    },
  });
}
const NO_DATABASE = refusing<DatabaseHandle>('database');

/** Builds the application on the default settings and answers its OpenAPI 3.1 document. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ LOG_LEVEL: 'silent' }, tmpdir());
  const app = await buildApp({ config, database: NO_DATABASE, keys: deriveKeys(randomBytes(32)) });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

/** The document as committed: two-space JSON with a final newline. */
export function formatDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
