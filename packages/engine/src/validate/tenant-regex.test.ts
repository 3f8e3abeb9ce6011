import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileTenantRegex, MAX_REGEX_LENGTH, MAX_REGEX_PROGRAM_SIZE } from './tenant-regex.ts';

describe('compileTenantRegex', () => {
  it('compiles ordinary RE2 patterns', () => {
    for (const pattern of ['^[A-Z]{2}\\d{4}$', '^\\d{5}(-\\d{4})?$', '(?i)^abc', '^\\p{Lu}', '[[:alpha:]]+', '^(?P<year>\\d{4})-']) {
      const result = compileTenantRegex(pattern);
      assert.ok(result.ok, pattern);
    }
  });

  it('matches unanchored, as RE2 test does', () => {
    const result = compileTenantRegex('\\d{3}');
    assert.ok(result.ok);
    assert.equal(result.regex.test('ab123cd'), true);
    assert.equal(result.regex.test('ab12cd'), false);
  });

  it('refuses what RE2 refuses, with the reason', () => {
    for (const pattern of ['(a)\\1', '(?<=a)b', '(?=a)', 'a**', '(', '[z-a]', 'a{1001}']) {
      const result = compileTenantRegex(pattern);
      assert.ok(!result.ok, pattern);
      assert.match(result.message, /not valid RE2 syntax/);
    }
  });

  it('refuses empty, non-text, over-long and over-complex patterns', () => {
    for (const pattern of ['', null, 42, undefined]) assert.ok(!compileTenantRegex(pattern).ok);
    const long = compileTenantRegex('a'.repeat(MAX_REGEX_LENGTH + 1));
    assert.ok(!long.ok && /limit is 1000/.test(long.message));
    assert.ok(compileTenantRegex('a'.repeat(MAX_REGEX_PROGRAM_SIZE - 10)).ok);
    const complex = compileTenantRegex('.{1000}');
    assert.ok(!complex.ok && /too complex/.test(complex.message));
  });

  it('stays linear on the classic ReDoS pattern', () => {
    const result = compileTenantRegex('^(a+)+$');
    assert.ok(result.ok);
    // A backtracking engine needs ~2^30 steps here; RE2 answers at once (asserted by finishing).
    assert.equal(result.regex.test(`${'a'.repeat(30)}!`), false);
    assert.equal(result.regex.test(`${'a'.repeat(100_000)}!`), false);
  });
});
