/**
 * Argument guards of the functions whose running time grows without bound (./hyperformula-plugin.ts):
 * beyond the bound a cell gets #NUM! at once; within it the result is HyperFormula's own, checked
 * against a HyperFormula instance without Ferry's plugins.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HyperFormula } from 'hyperformula';
import type { CellError, CellValue } from '../types.ts';
import { compileTransformations } from './index.ts';
import { ARGUMENT_BOUNDS } from './hyperformula-plugin.ts';

function ferry(formula: string): { value: CellValue; error: string | null } {
  const plan = compileTransformations({
    tdm: { columns: [{ key: 'out', label: 'Out', columnType: 'string' }] },
    headers: ['a'],
    mapping: { mappings: [{ source_columns: ['a'], target_column: 'out', transformations: [{ type: 'HYPER_FORMULA', function: formula }] }] },
  });
  try {
    const values: CellValue[][] = [[null]];
    const errors: CellError[] = [];
    plan.applyBatch([['x']], [2], values, [[false]], (e) => errors.push(e));
    return { value: values[0][0], error: errors[0]?.message ?? null };
  } finally {
    plan.dispose();
  }
}

function plain(formula: string): unknown {
  const hf = HyperFormula.buildFromArray([[formula]], { licenseKey: 'gpl-v3' });
  try {
    return hf.getCellValue({ sheet: 0, row: 0, col: 0 });
  } finally {
    hf.destroy();
  }
}

const { maxBesselOrder, maxChiSquareDegrees, maxCumulativeCount, maxDateSerial, maxGammaShape, maxMultinomialSum } = ARGUMENT_BOUNDS;

test('beyond its bound a guarded function is #NUM! at once, whatever the argument (10^308 included)', () => {
  for (const formula of [
    `=WORKDAY(1,${maxDateSerial + 1})`, '=WORKDAY(1,1E308)', `=WORKDAY(${maxDateSerial + 1},1)`, '=WORKDAY.INTL(1,-1E308,1)',
    `=BESSELI(1,${maxBesselOrder + 1})`, '=BESSELJ(1,1E9)', '=BESSELK(1,1E308)', '=BESSELY(1,1E308)',
    `=MULTINOMIAL(${maxMultinomialSum},1)`, '=MULTINOMIAL(1E308)',
    `=CHIDIST(1,${maxChiSquareDegrees + 1})`, '=CHISQ.DIST(1,1E308,TRUE)', '=CHISQ.DIST.RT(1,1E10)',
    `=GAMMA.INV(0.5,${maxGammaShape + 1},1)`, '=GAMMAINV(0.5,1E308,1)', '=GAMMA.DIST(1,1E7,1,TRUE())', '=GAMMADIST(1,1E9,1,FALSE())',
    '=CHISQ.INV(0.5,1E7)', '=CHIINV(0.5,1E9)', '=CHISQ.INV.RT(0.5,1E308)',
    `=POISSON.DIST(${maxCumulativeCount + 1},5,TRUE())`, '=POISSON(1E7,1E7,TRUE())', '=POISSONDIST(1E308,1,TRUE())',
    `=NEGBINOM.DIST(${maxCumulativeCount + 1},10,0.5,TRUE())`, '=NEGBINOMDIST(1E7,1E7,0.5,TRUE())',
  ]) {
    const started = performance.now();
    const r = ferry(formula);
    assert.match(r.error ?? '', /#NUM!/, formula);
    assert.ok(performance.now() - started < 5000, `${formula} answered at once`);
  }
});

test('within its bound a guarded function answers what HyperFormula answers', () => {
  for (const formula of [
    '=WORKDAY(45000,10)', `=WORKDAY(1,${maxDateSerial - 1})`, '=WORKDAY.INTL(45000,-25,11)', '=WORKDAY.INTL(45000,10,"0000011")',
    '=BESSELI(2.5,3)', `=BESSELJ(700,${maxBesselOrder})`, '=BESSELK(0.5,2)', '=BESSELY(3,1)',
    '=MULTINOMIAL(2,3,4)', `=MULTINOMIAL(${maxMultinomialSum - 1},1)`,
    '=CHIDIST(3,4)', `=CHISQ.DIST(${maxChiSquareDegrees},${maxChiSquareDegrees},TRUE())`, '=CHISQ.DIST(2,3,FALSE())', '=CHISQ.DIST.RT(5,7)',
    '=GAMMA.INV(0.5,3,2)', `=GAMMAINV(0.25,${maxGammaShape},1)`, '=GAMMA.DIST(2,3,1,TRUE())', `=GAMMA.DIST(9000,${maxGammaShape},1,FALSE())`,
    '=CHISQ.INV(0.5,4)', `=CHISQ.INV.RT(0.5,${maxChiSquareDegrees})`,
    '=POISSON.DIST(3,2.5,TRUE())', `=POISSON.DIST(${maxCumulativeCount},900,TRUE())`, '=POISSON.DIST(100,90,FALSE())',
    '=NEGBINOM.DIST(10,5,0.25,TRUE())', `=NEGBINOM.DIST(${maxCumulativeCount},10,0.5,TRUE())`, '=NEGBINOM.DIST(40,10,0.5,FALSE())',
  ]) {
    const expected = plain(formula);
    const r = ferry(formula);
    if (typeof expected === 'number') {
      assert.equal(r.error, null, `${formula}: ${r.error}`);
      assert.equal(Number(r.value), expected, formula);
    } else {
      // HyperFormula's own error (a DetailedCellError): the same error type in Ferry's cell error.
      assert.match(r.error ?? '', new RegExp((expected as { value: string }).value.replace(/[#!?/]/g, (c) => `\\${c}`)), formula);
    }
  }
});
