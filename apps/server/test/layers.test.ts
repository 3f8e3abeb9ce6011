/**
 * The server's layers point one way (CONTRIBUTING.md): routes declare schemas and authorization and
 * call the domain; SQL and the database schema stay in the domain and db layers (the runtime reads
 * and writes records through the domain's repositories); the domain, the runtime and storage never
 * import from http/.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cycles, importGraph } from '../../../scripts/import-graph.ts';

const src = new URL('../src/', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const full = join(dir, e);
    return statSync(full).isDirectory() ? files(full) : e.endsWith('.ts') && !e.endsWith('.test.ts') ? [full] : [];
  });
}

/** Value imports of a file (type-only imports carry no code and are left out). */
const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((m) => m[1]!);

describe('server layers', () => {
  it('routes reach the database only through the domain', () => {
    for (const file of files(join(src, 'http'))) {
      for (const spec of imports(file)) {
        assert.ok(spec !== 'drizzle-orm' && !spec.includes('/db/'), `${relative(src, file)} imports ${spec}`);
      }
    }
  });

  it('the runtime reaches the database only through the domain: no drizzle, no db/ module, no query of its own', () => {
    const offenders: string[] = [];
    for (const file of files(join(src, 'runtime'))) {
      const name = relative(src, file);
      const text = readFileSync(file, 'utf8');
      // Every import and re-export, type-only ones included: the tables' types are the db layer too.
      for (const m of text.matchAll(/^\s*(import|export)(\s+type)?\b[^;]*?from\s+'([^']+)';/gms)) {
        const spec = m[3]!;
        const typeOnly = Boolean(m[2]);
        const database = /^(drizzle-orm|drizzle-kit|pg|@electric-sql\/pglite)(\/|$)/.test(spec) || /(^|\/)db\//.test(spec);
        // The one exception: the connection handle's types (the runtime passes the handle to the
        // domain, and pg-boss runs on it), never a value.
        const handleType = typeOnly && /(^|\/)db\/client\.ts$/.test(spec);
        if (database && !handleType) offenders.push(`${name} imports ${spec}`);
      }
      for (const m of text.matchAll(/\bimport\(\s*'([^']+)'/g)) {
        if (/^(drizzle-orm|pg)(\/|$)/.test(m[1]!) || /(^|\/)db\//.test(m[1]!)) offenders.push(`${name} imports ${m[1]} dynamically`);
      }
      // Queries built on a Drizzle handle (`db.select()`, `tx.update(…)`, `services.db.execute(…)`, `db.query.…`) or an sql`` template.
      const code = text.replace(/^\s*(\*|\/\/).*$/gm, '');
      const query = /\b(db|tx|t)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|transaction|query)\b|\bsql`/.exec(code);
      if (query) offenders.push(`${name} runs a query itself: ${query[0]}`);
    }
    assert.deepEqual(offenders, []);
  });

  it('the domain, runtime, storage and security never import from http/', () => {
    for (const dir of ['domain', 'runtime', 'storage', 'security', 'validation']) {
      for (const file of files(join(src, dir))) {
        for (const spec of imports(file)) assert.ok(!/(^|\/)http\//.test(spec), `${relative(src, file)} imports ${spec}`);
      }
    }
  });

  it('no import cycle among the server\'s modules (type-only imports included)', () => {
    assert.deepEqual(cycles(importGraph(src.replace(/\/$/, ''))), []);
  });

  it('no route module imports app.ts, the module that registers it (type imports too): FerryApp is http/ferry-app.ts', () => {
    const offenders: string[] = [];
    for (const file of files(join(src, 'http', 'routes'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*?from '([^']+)';/gms)) {
        if (/(^|\/)app\.ts$/.test(m[1]!)) offenders.push(`${relative(src, file)} imports ${m[1]}`);
      }
    }
    assert.deepEqual(offenders, []);
  });

  it('every storage key is built by storage/layout.ts: no other file joins keys or spells a folder of the layout', () => {
    const builders = new Set(['storage/layout.ts', 'storage/keys.ts']);
    const offenders: string[] = [];
    for (const file of files(src)) {
      const name = relative(src, file);
      if (builders.has(name) || name.endsWith('.test-suite.ts')) continue;
      const text = readFileSync(file, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, '');
      for (const [what, pattern] of [['joinKey(', /\bjoinKey\(/], ['artifactKey(', /\bartifactKey\(/], ["'orgs'", /['"`]orgs['"`/]/], ['orgs/${', /orgs\/\$\{/]] as const) {
        if (pattern.test(text)) offenders.push(`${name}: ${what}`);
      }
    }
    assert.deepEqual(offenders, []);
  });

  it('@ferry/client holds no server or engine code: it imports only openapi-fetch and its own files', () => {
    const client = new URL('../../../packages/client/src/', import.meta.url).pathname;
    for (const file of files(client)) {
      for (const spec of [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*?from '([^']+)';/gms)].map((m) => m[1]!)) {
        assert.ok(spec === 'openapi-fetch' || spec.startsWith('./') || spec.startsWith('../'), `${relative(client, file)} imports ${spec}`);
        assert.ok(!spec.includes('apps/') && !spec.includes('engine'), `${relative(client, file)} imports ${spec}`);
      }
    }
  });
});
