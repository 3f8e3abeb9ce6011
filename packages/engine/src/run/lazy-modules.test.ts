/**
 * Heavy libraries load on first use: a run whose formulas compile to code and whose TDM has no
 * phone column loads neither HyperFormula nor libphonenumber-js (their loading was about 150 ms of
 * every part process of a split file, and of `ferry run`); a formula that needs HyperFormula, or a
 * phone column, loads it and gives the same results as ever. Checked in a fresh process, which
 * records every module it resolves (module.registerHooks).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runModule = fileURLToPath(new URL('../run.ts', import.meta.url));

/** Runs a small import in a fresh process; answers the output and whether each library was loaded. */
function runFresh(dir: string, formula: string, phoneColumn: boolean): { output: string; status: string; hyperformula: boolean; libphonenumber: boolean } {
  const input = join(dir, 'in.csv');
  const output = join(dir, `out-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(input, 'Amount,Phone\n5,+49 30 901820\n2000,+1 202 555 0143\n');
  const script = `
    import { registerHooks } from 'node:module';
    import { readFileSync } from 'node:fs';
    const seen = [];
    registerHooks({ resolve(spec, ctx, next) { const r = next(spec, ctx); seen.push(r.url); return r; } });
    const { runImport } = await import(${JSON.stringify(runModule)});
    const columns = [{ key: 'band', label: 'Band', columnType: 'string' }];
    if (${phoneColumn}) columns.push({ key: 'phone', label: 'Phone', columnType: 'phone' });
    const report = await runImport({
      input: { path: ${JSON.stringify(input)}, fileName: 'in.csv' },
      tdm: { name: 'Orders', columns },
      configuration: { mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Amount'], target_column: 'band', transformations: [{ type: 'HYPER_FORMULA', function: ${JSON.stringify(formula)} }] }] } },
      output: { format: 'CSV', path: ${JSON.stringify(output)} },
    });
    console.log(JSON.stringify({
      output: readFileSync(${JSON.stringify(output)}, 'utf8'), status: report.status,
      hyperformula: seen.some((u) => u.includes('/node_modules/hyperformula/')),
      libphonenumber: seen.some((u) => u.includes('/node_modules/libphonenumber-js/')),
    }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('HyperFormula and libphonenumber-js load only when a run needs them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-lazy-'));
  try {
    const compiled = runFresh(dir, '=IF(VALUE({Amount})>1000,"large","small")', false);
    assert.equal(compiled.status, 'SUCCESSFUL');
    assert.equal(compiled.output, 'band\r\nsmall\r\nlarge\r\n');
    assert.equal(compiled.hyperformula, false, 'a formula compiled to code does not load HyperFormula');
    assert.equal(compiled.libphonenumber, false, 'a TDM without a phone column does not load libphonenumber-js');

    const evaluated = runFresh(dir, '=ROMAN({Amount})', true);
    assert.equal(evaluated.status, 'SUCCESSFUL');
    assert.equal(evaluated.output, 'band,phone\r\nV,+4930901820\r\nMM,+12025550143\r\n');
    assert.equal(evaluated.hyperformula, true, 'ROMAN is evaluated by HyperFormula');
    assert.equal(evaluated.libphonenumber, true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
