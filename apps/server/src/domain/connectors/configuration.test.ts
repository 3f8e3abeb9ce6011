import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mergeConfiguration, normaliseConfigurationPatch } from './configuration.ts';

describe('mergeConfiguration (RFC 7396 JSON merge patch)', () => {
  it('gives the results of RFC 7396 Appendix A', () => {
    const cases: Array<[unknown, unknown, unknown]> = [
      [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
      [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
      [{ a: 'b' }, { a: null }, {}],
      [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
      [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
      [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
      [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
      [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
      [['a', 'b'], ['c', 'd'], ['c', 'd']],
      [{ a: 'b' }, ['c'], ['c']],
      [{ a: 'foo' }, null, null],
      [{ a: 'foo' }, 'bar', 'bar'],
      [{ e: null }, { a: 1 }, { e: null, a: 1 }],
      [[1, 2], { a: 'b', c: null }, { a: 'b' }],
      [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
    ];
    for (const [target, patch, result] of cases) assert.deepEqual(mergeConfiguration(target, patch), result, JSON.stringify([target, patch]));
  });

  it('never writes through a __proto__ key and leaves its inputs untouched', () => {
    const target = { headers: { A: '1' } };
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "headers": {"B": "2"}}');
    const merged = mergeConfiguration(target, patch) as Record<string, unknown>;
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.getPrototypeOf(merged), Object.prototype);
    assert.deepEqual(target, { headers: { A: '1' } });
    assert.deepEqual(merged.headers, { A: '1', B: '2' });
  });
});

describe('normaliseConfigurationPatch (SPEC sample quirks)', () => {
  it('renames advance_config, upper-cases the extension, treats "" as not set, drops authentication_method', () => {
    assert.deepEqual(
      normaliseConfigurationPatch({ advance_config: { after_process_option: 'RENAME', new_name: '' }, file_extension: '.csv', directory_path: '', authentication_method: 'KEY', headers: { 'X-Empty': '' } }),
      { advanced_config: { after_process_option: 'RENAME', new_name: null }, file_extension: 'CSV', directory_path: null, headers: { 'X-Empty': '' } },
    );
    assert.throws(() => normaliseConfigurationPatch({ advance_config: {}, advanced_config: {} }), /cannot be sent together/);
  });
});
