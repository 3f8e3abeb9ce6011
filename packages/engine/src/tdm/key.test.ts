import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkTdm } from './check-tdm.ts';
import { tdmKey } from './key.ts';
import type { TargetDataModel } from '../types.ts';

const col = (key: string, validations: unknown[] = []) => ({ key, label: key, columnType: 'string', validations });

/** The TDM as checkTdm returns it (the form tdmKey expects). */
function checked(input: unknown): TargetDataModel {
  const result = checkTdm(input);
  assert.ok(result.ok, JSON.stringify(result));
  return result.tdm;
}

describe('the TDM key', () => {
  it('is the key setting when set, in its order, stored with the columns\' own spelling', () => {
    const tdm = checked({ name: 'T', key: ['Order', ' line '], columns: [col('line'), col('order'), col('id', [{ validate: 'unique' }])] });
    assert.deepEqual(tdm.key, ['order', 'line']);
    assert.deepEqual(tdmKey(tdm), ['order', 'line']);
  });

  it('falls back on the first unique rule in column order, composite uniques with their columns', () => {
    assert.deepEqual(tdmKey(checked({ columns: [col('a'), col('b', [{ validate: 'required' }, { validate: 'unique' }]), col('c', [{ validate: 'unique' }])] })), ['b']);
    assert.deepEqual(tdmKey(checked({ columns: [col('a'), col('b', [{ validate: 'unique', columns: ['c', 'a'] }]), col('c')] })), ['b', 'c', 'a']);
  });

  it('is empty without a key or a unique rule, and an empty or null key means none set', () => {
    assert.deepEqual(tdmKey(checked({ columns: [col('a', [{ validate: 'required' }])] })), []);
    const empty = checked({ key: [], columns: [col('a', [{ validate: 'unique' }])] });
    assert.equal('key' in empty, false);
    assert.deepEqual(tdmKey(empty), ['a']);
    assert.equal('key' in checked({ key: null, columns: [col('a')] }), false);
  });

  it('is refused naming an unknown column, a column twice, or a non-list', () => {
    const refused = (input: unknown) => {
      const result = checkTdm(input);
      assert.equal(result.ok, false);
      return result.ok ? [] : result.problems;
    };
    assert.deepEqual(refused({ key: ['a', 'x'], columns: [col('a')] }), [{ path: 'key[1]', message: '"key" names "x", which is not a column of this TDM' }]);
    assert.deepEqual(refused({ key: ['a', 'A'], columns: [col('a')] }), [{ path: 'key[1]', message: '"key" names the column "a" twice' }]);
    assert.equal(refused({ key: 'a', columns: [col('a')] })[0]!.path, 'key');
    assert.equal(refused({ key: [3], columns: [col('a')] })[0]!.path, 'key[0]');
  });
});
