import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FALSE_WORDS, parseBoolean, TRUE_WORDS } from './boolean-parse.ts';
import { Invalid } from './cell-parser.ts';

describe('boolean', () => {
  it('reads true spellings in any case', () => {
    for (const text of ['true', 'TRUE', 'True', 'yes', 'Yes', 'Y', 'y', '1', 'x', 'X', 'on', 'ON', '✓', 'ja', 'JA', 'J',
      'wahr', 'oui', 'vrai', 'sí', 'SÍ', 'si', 'sì', 'sim', 'da', 'tak', 'igen', 'kyllä', 'evet', 'waar', 'да', 'checked']) {
      assert.equal(parseBoolean(text), true, text);
    }
  });

  it('reads false spellings in any case', () => {
    for (const text of ['false', 'FALSE', 'no', 'No', 'N', 'n', '0', 'off', 'nein', 'Nein', 'falsch', 'non', 'faux',
      'falso', 'não', 'nao', 'nee', 'nej', 'nei', 'nu', 'nie', 'ne', 'nem', 'ei', 'hayır', 'нет', 'unchecked']) {
      assert.equal(parseBoolean(text), false, text);
    }
  });

  it('takes booleans and the numbers 1 and 0', () => {
    assert.equal(parseBoolean(true), true);
    assert.equal(parseBoolean(false), false);
    assert.equal(parseBoolean(1), true);
    assert.equal(parseBoolean(0), false);
  });

  it('refuses everything else', () => {
    for (const value of ['maybe', '2', '-1', 'yess', 'true false', '-', '+', 'o', 'truetruetruetrue', 2, 0.5, new Date(0)]) {
      assert.ok(parseBoolean(value) instanceof Invalid, String(value));
    }
    const error = parseBoolean('maybe') as Invalid;
    assert.equal(error.message, '"maybe" is not a yes/no value');
  });

  it('has no word that is both true and false', () => {
    const both = TRUE_WORDS.filter((w) => FALSE_WORDS.includes(w));
    assert.deepEqual(both, []);
  });
});
