import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RepeatedHeader } from './repeated-header.ts';

test('a data row that reads exactly as the header row is a repeat; rows that only resemble it are data', () => {
  const repeated = new RepeatedHeader(['Name', ' E-Mail ', null, 'Amount']);
  assert.equal(repeated.matches(['Name', 'E-Mail', '', 'Amount']), true, 'spacing as cellText reads it');
  assert.equal(repeated.matches(['Name', 'E-Mail', null, 'Amount', null]), true, 'trailing empty cells');
  assert.equal(repeated.matches(['Name', 'E-Mail', null, 'Amount', 'x']), false, 'an extra filled cell');
  assert.equal(repeated.matches(['Name', 'E-Mail', null, 'Total']), false);
  assert.equal(repeated.matches(['name', 'e-mail', null, 'amount']), false, 'case counts');
  assert.equal(repeated.matches(['Ada', 'ada@example.com', null, 12.5]), false);
  assert.equal(repeated.matches([]), false);
  assert.equal(repeated.skipped, 2);
  const single = new RepeatedHeader(['Name']);
  assert.equal(single.matches(['Name']), false, 'a one-column header is never taken for a repeat: a record can hold the same word');
  assert.equal(new RepeatedHeader(null).matches(['Name', 'E-Mail']), false);
});
