/** The committed React and Vue wrappers are what the current Custom Elements Manifest generates. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const embed = fileURLToPath(new URL('..', import.meta.url));

describe('framework wrappers', () => {
  it('are generated from the current manifest (npm run build regenerates them)', () => {
    if (!existsSync(`${embed}dist/custom-elements.json`)) execFileSync(process.execPath, [`${embed}scripts/build.ts`], { stdio: 'inherit' });
    const r = spawnSync(process.execPath, [`${embed}scripts/wrappers.ts`, '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  });
});
