/**
 * The packages the build lists as bundled into the plain script, with their licences
 * (dist/size.json `packages`; the build refuses a licence that is not permissive): the npm packages
 * under node_modules, and the repository's own packages bundled from their sources — @ferry/client,
 * whose modules the source map names relative to dist/ (../../client/src/…), not by a path with
 * `packages/` in it. The embed package's own modules are the bundle itself, not a package in it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundledPackages } from '../scripts/bundled-packages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const built = existsSync(`${dist}size.json`) && existsSync(`${dist}ferry-embed.js.map`);

describe('bundled packages', () => {
  it('names npm packages and the repository packages bundled from their sources, as the source map writes them', () => {
    const sources = [
      '../src/base/texts-en.ts',
      '../../../node_modules/@lit/reactive-element/css-tag.js',
      '../../../node_modules/lit-html/lit-html.js',
      '../../../node_modules/openapi-fetch/dist/index.mjs',
      '../../client/src/errors.ts',
      '../../client/src/client.ts',
      '../src/plain.ts',
    ];
    assert.deepEqual([...bundledPackages(sources, dist, root)], [
      ['@lit/reactive-element', 'BSD-3-Clause'],
      ['lit-html', 'BSD-3-Clause'],
      ['openapi-fetch', 'MIT'],
      ['@ferry/client', 'MIT'],
    ]);
  });

  it('dist/size.json lists every package of the built plain script, @ferry/client among them', { skip: !built && 'needs `npm run build` (dist/size.json)' }, () => {
    const size = JSON.parse(readFileSync(`${dist}size.json`, 'utf8')) as { packages: Record<string, string> };
    const map = JSON.parse(readFileSync(`${dist}ferry-embed.js.map`, 'utf8')) as { sources: string[] };
    assert.equal(size.packages['@ferry/client'], 'MIT');
    assert.deepEqual(size.packages, Object.fromEntries(bundledPackages(map.sources, dist, root)));
    // Every bundled module outside the embed package's own sources is in a listed package.
    const outside = map.sources.filter((s) => !s.startsWith('../src/'));
    assert.ok(outside.length > 0);
    for (const s of outside) assert.ok(Object.keys(size.packages).some((name) => s.includes(name.startsWith('@ferry/') ? `/${name.slice(7)}/src/` : `/node_modules/${name}/`)), s);
  });
});
