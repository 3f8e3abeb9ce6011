/**
 * Heavy libraries load on first use: a run whose formulas compile to code and whose TDM has no
 * phone, e-mail, URL or country column loads none of HyperFormula, libphonenumber-js, validator
 * and i18n-iso-countries (their loading was about 300 ms of every part process of a split file,
 * and of `ferry run`); a formula that needs HyperFormula, a phone column, an address the engine's
 * own check does not decide or a country column loads what it needs and gives the same results. Checked in a fresh process, which
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
function runFresh(dir: string, formula: string, phoneColumn: boolean, moreColumns = false): { output: string; status: string; hyperformula: boolean; libphonenumber: boolean; validator: boolean; countries: boolean } {
  const input = join(dir, 'in.csv');
  const output = join(dir, `out-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(input, 'Amount,Phone,Email,Country\n5,+49 30 901820,ana@example.com,DE\n2000,+1 202 555 0143,"""x y""@Example.COM",Frankreich\n');
  const script = `
    import { registerHooks } from 'node:module';
    import { readFileSync } from 'node:fs';
    const seen = [];
    registerHooks({ resolve(spec, ctx, next) { const r = next(spec, ctx); seen.push(r.url); return r; } });
    const { runImport } = await import(${JSON.stringify(runModule)});
    const columns = [{ key: 'band', label: 'Band', columnType: 'string' }];
    if (${phoneColumn}) columns.push({ key: 'phone', label: 'Phone', columnType: 'phone' });
    if (${moreColumns}) columns.push({ key: 'email', label: 'Email', columnType: 'email' }, { key: 'country', label: 'Country', columnType: 'country_code_alpha_2' });
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
      validator: seen.some((u) => u.includes('/node_modules/validator/')),
      countries: seen.some((u) => u.includes('/node_modules/i18n-iso-countries/')),
    }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('HyperFormula, libphonenumber-js, validator and i18n-iso-countries load only when a run needs them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-lazy-'));
  try {
    const compiled = runFresh(dir, '=IF(VALUE({Amount})>1000,"large","small")', false);
    assert.equal(compiled.status, 'SUCCESSFUL');
    assert.equal(compiled.output, 'band\r\nsmall\r\nlarge\r\n');
    assert.equal(compiled.hyperformula, false, 'a formula compiled to code does not load HyperFormula');
    assert.equal(compiled.libphonenumber, false, 'a TDM without a phone column does not load libphonenumber-js');
    assert.equal(compiled.validator, false, 'no e-mail or URL column: validator is not loaded');
    assert.equal(compiled.countries, false, 'no country column: i18n-iso-countries is not loaded');

    // An address the engine's own check does not decide (a quoted local part) loads validator's
    // isEmail; a country column loads i18n-iso-countries (`Frankreich` -> FR).
    const more = runFresh(dir, '=IF(VALUE({Amount})>1000,"large","small")', false, true);
    assert.equal(more.status, 'SUCCESSFUL');
    assert.equal(more.output, 'band,email,country\r\nsmall,ana@example.com,DE\r\nlarge,"""x y""@example.com",FR\r\n');
    assert.equal(more.validator, true);
    assert.equal(more.countries, true);

    const evaluated = runFresh(dir, '=ROMAN({Amount})', true);
    assert.equal(evaluated.status, 'SUCCESSFUL');
    assert.equal(evaluated.output, 'band,phone\r\nV,+4930901820\r\nMM,+12025550143\r\n');
    assert.equal(evaluated.hyperformula, true, 'ROMAN is evaluated by HyperFormula');
    assert.equal(evaluated.libphonenumber, true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
