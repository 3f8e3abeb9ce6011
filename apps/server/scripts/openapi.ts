/**
 * `npm run openapi`: writes the OpenAPI document (openapi/ferry.openapi.json) and the typed client
 * generated from it (packages/client/src/generated/). Commit the result: the contract test fails
 * when the served document or the client differs from what is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_PATHS, generateFiles } from './openapi-generate.ts';

const root = new URL('../../../', import.meta.url).pathname;
const files = await generateFiles();
for (const [key, path] of Object.entries(GENERATED_PATHS) as Array<[keyof typeof files, string]>) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), files[key]);
  console.log(`wrote ${path} (${files[key].length} bytes)`);
}
