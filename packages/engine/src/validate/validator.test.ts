import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { OutputValue } from '../contracts.ts';
import { COLUMN_TYPES, EngineError, type CellError, type CellValue, type TargetDataModel, type TdmColumn } from '../types.ts';
import { compileValidator } from './validator.ts';

function col(key: string, columnType: TdmColumn['columnType'], extra: Partial<TdmColumn> = {}): TdmColumn {
  return { key, label: key.toUpperCase(), columnType, ...extra };
}

/** Runs one batch; rows are numbered from `firstRow`. */
function run(validator: ReturnType<typeof compileValidator>, rows: CellValue[][], firstRow = 2, failed?: boolean[][]) {
  const errors: CellError[] = [];
  const flags = failed ?? rows.map((r) => r.map(() => false));
  const out = validator.validateBatch(rows, rows.map((_, i) => firstRow + i), flags, (e) => errors.push(e));
  return { out, errors, failed: flags };
}

describe('compileValidator', () => {
  it('refuses an invalid TDM with EngineError TDM_INVALID and the problems', () => {
    assert.throws(
      () => compileValidator({ columns: [col('a', 'nope' as never)] }),
      (e: unknown) => e instanceof EngineError && e.type === 'TDM_INVALID'
        && Array.isArray(e.details?.problems) && /unknown columnType/.test(e.message),
    );
  });

  it('accepts the lenient forms the TDM check normalises', () => {
    const v = compileValidator({ columns: [{ key: 'n', label: 'N', columnType: 'Integer' as never, validations: null as never }] });
    assert.deepEqual(run(v, [['1.234']]).out, [[1234]]);
  });

  it('types every column and outputs the normal forms', () => {
    const v = compileValidator({
      columns: [col('s', 'string'), col('i', 'int'), col('f', 'float'), col('b', 'boolean'), col('d', 'date'), col('e', 'email')],
    });
    const { out, errors } = run(v, [
      ['  text  ', '1,234', '3.5', 'ja', '12.01.2024', 'A@B.DE'],
      [42, 7, 2.25, true, new Date(Date.UTC(2024, 0, 12)), 'x@y.org'],
      [null, '', '   ', null, '', null],
    ]);
    assert.deepEqual(errors, []);
    assert.deepEqual(out, [
      ['text', 1234, 3.5, true, '2024-01-12', 'A@b.de'],
      ['42', 7, 2.25, true, '2024-01-12', 'x@y.org'],
      [null, null, null, null, null, null],
    ]);
  });

  it('records type errors with rule type:<columnType>, marks cells failed and keeps their input', () => {
    const v = compileValidator({ columns: [col('i', 'int'), col('d', 'date'), col('c', 'category', { optionConfiguration: { options: [{ label: 'A', value: 'a' }] } })] });
    const { out, errors, failed } = run(v, [['abc', '2024-02-30', 'zzz'], ['5', new Date(NaN), 'A']], 10);
    assert.deepEqual(errors, [
      { row: 10, column: 'i', value: 'abc', message: '"abc" is not a whole number', rule: 'type:int' },
      { row: 10, column: 'd', value: '2024-02-30', message: '"2024-02-30" is not a date', rule: 'type:date' },
      { row: 10, column: 'c', value: 'zzz', message: '"zzz" is not one of the allowed options', rule: 'option' },
      { row: 11, column: 'd', value: 'Invalid Date', message: '"Invalid Date" is not a date', rule: 'type:date' },
    ]);
    assert.deepEqual(failed, [[true, true, true], [false, true, false]]);
    assert.deepEqual(out, [['abc', '2024-02-30', 'zzz'], [5, 'Invalid Date', 'a']]);
  });

  it('skips cells already failed by a transformation: no error, input kept', () => {
    const v = compileValidator({ columns: [col('i', 'int', { validations: [{ validate: 'required' }] })] });
    const { out, errors } = run(v, [['abc'], [null]], 2, [[true], [true]]);
    assert.deepEqual(errors, []);
    assert.deepEqual(out, [['abc'], [null]]);
  });

  it('reports errors in row order and column order within a row', () => {
    const v = compileValidator({
      columns: [
        col('a', 'string', { validations: [{ validate: 'required' }] }),
        col('b', 'int'),
        col('c', 'string', { validations: [{ validate: 'regex', regex: '^x' }] }),
      ],
    });
    const { errors } = run(v, [[null, 'q', 'y'], ['ok', 'z', 'x'], [null, null, 'nope']]);
    assert.deepEqual(errors.map((e) => `${e.row}:${e.column}:${e.rule}`), [
      '2:a:required', '2:b:type:int', '2:c:regex', '3:b:type:int', '4:a:required', '4:c:regex',
    ]);
  });

  it('gives a cell at most one error: its type error, else its first failing rule', () => {
    const v = compileValidator({
      columns: [col('e', 'email', { validations: [{ validate: 'regex', regex: '^a' }, { validate: 'unique' }] })],
    });
    const { errors } = run(v, [['bad'], ['b@x.de'], ['b@x.de'], ['a@x.de'], ['a@x.de']]);
    assert.deepEqual(errors.map((e) => `${e.row}:${e.rule}`), ['2:type:email', '3:regex', '4:regex', '6:unique']);
  });
});

describe('validation rules', () => {
  it('keys, labels and messages that look like code are data in the generated row loop', () => {
    const nasty = '`${globalThis.pwned = 1}` */ }); globalThis.pwned = 2; //';
    const v = compileValidator({
      columns: [
        { key: nasty, label: nasty, columnType: 'string', validations: [
          { validate: 'required', errorMessage: nasty },
          { validate: 'regex', regex: '^a', errorMessage: `${nasty}!` },
          { validate: 'unique', errorMessage: `${nasty}?` },
        ] },
        ...Array.from({ length: 12 }, (_, i) => col(`c${i}`, i % 2 ? 'int' : 'string', i === 11 ? { validations: [{ validate: 'required' }] } : {})),
      ],
    });
    const row = (first: CellValue) => [first, ...Array.from({ length: 12 }, (_, i) => (i % 2 ? String(i) : `t${i}`))];
    const { errors } = run(v, [row(null), row('b'), row('ab'), row('ab'), [...row('ac').slice(0, 12), null]]);
    assert.equal((globalThis as { pwned?: number }).pwned, undefined);
    assert.deepEqual(errors.map((e) => [e.row, e.column, e.rule, e.message]), [
      [2, nasty, 'required', nasty], [3, nasty, 'regex', `${nasty}!`], [5, nasty, 'unique', `${nasty}?`], [6, 'c11', 'required', 'A value is required'],
    ]);
  });

  it('writes into arrays the caller reuses between batches, with the same output and errors', () => {
    const tdm: TargetDataModel = { columns: [col('i', 'int', { validations: [{ validate: 'unique' }] }), col('e', 'email'), col('s', 'string')] };
    const batches: CellValue[][][] = [
      [['1', 'a@b.de', 'x'], ['2', 'bad', null], ['1', 'c@d.de', ' y ']],
      [['3', null, 'z']],
      [['4', 'e@f.de', 'w'], ['2', 'g@h.de', 'v']],
    ];
    const fresh = compileValidator(tdm);
    const pooled = compileValidator(tdm);
    const into: OutputValue[][] = [];
    let first = 2;
    for (const rows of batches) {
      const expected = run(fresh, rows, first);
      const errors: CellError[] = [];
      const flags = rows.map((r) => r.map(() => false));
      const out = pooled.validateBatch(rows, rows.map((_, i) => first + i), flags, (e) => errors.push(e), into);
      assert.deepEqual(out, expected.out);
      assert.deepEqual(errors, expected.errors);
      assert.deepEqual(flags, expected.failed);
      assert.ok(out.every((row) => into.includes(row)));
      first += rows.length;
    }
  });

  it('required: empty, blank and null cells fail; the errorMessage replaces the default', () => {
    const v = compileValidator({
      columns: [col('a', 'string', { validations: [{ validate: 'required' }] }), col('b', 'int', { validations: [{ validate: 'required', errorMessage: 'B fehlt' }] })],
    });
    const { errors } = run(v, [['', '   '], [null, '1'], ['x', null]]);
    assert.deepEqual(errors.map((e) => [e.row, e.column, e.message, e.value]), [
      [2, 'a', 'A value is required', null], [2, 'b', 'B fehlt', null], [3, 'a', 'A value is required', null], [4, 'b', 'B fehlt', null],
    ]);
  });

  it('required_with / _with_all / _without / _without_all', () => {
    const v = compileValidator({
      columns: [
        col('x', 'string'), col('y', 'string'),
        col('w', 'string', { validations: [{ validate: 'required_with', columns: ['x', 'y'] }] }),
        col('wa', 'string', { validations: [{ validate: 'required_with_all', columns: ['x', 'y'] }] }),
        col('wo', 'string', { validations: [{ validate: 'required_without', columns: ['x', 'y'] }] }),
        col('woa', 'string', { validations: [{ validate: 'required_without_all', columns: ['x', 'y'] }] }),
      ],
    });
    const { errors } = run(v, [
      ['1', '2', null, null, null, null], // with, with_all
      ['1', ' ', null, null, null, null], // with, without
      [null, null, null, null, null, null], // without, without_all
      ['1', '2', 'v', 'v', 'v', 'v'], // none: all filled
    ]);
    assert.deepEqual(errors.map((e) => `${e.row}:${e.column}`), ['2:w', '2:wa', '3:w', '3:wo', '4:wo', '4:woa']);
    assert.equal(errors[0].message, 'A value is required when "X" or "Y" is filled in');
    assert.equal(errors[1].message, 'A value is required when "X" and "Y" are all filled in');
  });

  it('counts a cell that failed its type as filled for required_with', () => {
    const v = compileValidator({ columns: [col('n', 'int'), col('w', 'string', { validations: [{ validate: 'required_with', columns: ['n'] }] })] });
    const { errors } = run(v, [['abc', null]]);
    assert.deepEqual(errors.map((e) => e.rule), ['type:int', 'required_with']);
  });

  it('required_with_values / required_without_values compare normalised and input text', () => {
    const v = compileValidator({
      columns: [
        col('status', 'category', { optionConfiguration: { options: [{ label: 'Active', value: 'ACTIVE' }, { label: 'Closed', value: 'CLOSED' }] } }),
        col('flag', 'boolean'),
        col('w', 'string', { validations: [{ validate: 'required_with_values', columnValues: { status: ['ACTIVE'], flag: ['true'] } }] }),
        col('wo', 'string', { validations: [{ validate: 'required_without_values', columnValues: { status: ['CLOSED'] } }] }),
      ],
    });
    const { errors } = run(v, [
      ['active', null, null, 'x'], // status → ACTIVE: w required
      [null, 'yes', null, 'x'], // flag → true: w required
      ['Closed', 'no', null, null], // neither; status CLOSED: wo not required
      [null, null, null, null], // wo required (status is not CLOSED)
    ]);
    assert.deepEqual(errors.map((e) => `${e.row}:${e.column}`), ['2:w', '3:w', '5:wo']);
    assert.equal(errors[0].message, 'A value is required when "STATUS" is "ACTIVE", or "FLAG" is "true"');
    assert.equal(errors[2].message, 'A value is required unless "STATUS" is "CLOSED"');
  });

  it('regex tests the normalised text, unanchored, and skips empty cells', () => {
    const v = compileValidator({
      columns: [
        col('d', 'date', { outputFormat: 'DD.MM.YYYY', validations: [{ validate: 'regex', regex: '\\.2024$' }] }),
        col('s', 'string', { validations: [{ validate: 'regex', regex: '[0-9]', errorMessage: 'needs a digit' }] }),
      ],
    });
    const { errors } = run(v, [['2024-01-12', 'ab1c'], ['2023-01-12', 'abc'], [null, '']]);
    assert.deepEqual(errors.map((e) => [e.row, e.column, e.message]), [
      [3, 'd', '"12.01.2023" does not match the pattern \\.2024$'], [3, 's', 'needs a digit'],
    ]);
  });

  it('unique: normalised values, across batches, every duplicate after the first', () => {
    const v = compileValidator({ columns: [col('n', 'float', { validations: [{ validate: 'unique' }] })] });
    const first = run(v, [['1,234.5'], ['7'], [null], ['']], 2);
    const second = run(v, [['1234.5'], ['7.0'], ['8'], [7], [null]], 6);
    assert.deepEqual(first.errors, []);
    assert.deepEqual(second.errors.map((e) => [e.row, e.message]), [
      [6, '"1234.5" appears more than once (first in row 2)'],
      [7, '"7" appears more than once (first in row 3)'],
      [9, '"7" appears more than once (first in row 3)'],
    ]);
    assert.equal(second.errors[0].value, '1234.5');
  });

  it('unique: text compares case-sensitively after trimming', () => {
    const v = compileValidator({ columns: [col('s', 'string', { validations: [{ validate: 'unique' }] })] });
    assert.deepEqual(run(v, [['abc'], ['ABC'], [' abc ']]).errors.map((e) => e.row), [4]);
  });

  it('unique with columns: a composite key; empty parts count, failed parts skip', () => {
    const v = compileValidator({
      columns: [col('order', 'string', { validations: [{ validate: 'unique', columns: ['line'] }] }), col('line', 'int')],
    });
    const { errors } = run(v, [
      ['A', '1'], ['A', '2'], ['B', '1'], ['A', '1'], ['A', null], ['A', ''], ['A', 'x'], ['A', 'x'], [null, '1'], [null, '1'],
    ]);
    assert.deepEqual(errors.map((e) => `${e.row}:${e.column}:${e.rule}`), ['5:order:unique', '7:order:unique', '8:line:type:int', '9:line:type:int']);
    assert.equal(errors[0].message, 'The combination of "ORDER" and "LINE" appears more than once (first in row 2)');
  });

  it('unique rules of different columns keep separate memories', () => {
    const v = compileValidator({
      columns: [col('a', 'string', { validations: [{ validate: 'unique' }] }), col('b', 'string', { validations: [{ validate: 'unique' }] })],
    });
    assert.deepEqual(run(v, [['x', 'y'], ['y', 'x']]).errors, []);
  });
});

describe('robustness (property)', () => {
  const everyType: TargetDataModel = {
    columns: COLUMN_TYPES.map((t) => col(`c_${t}`, t, {
      validations: [{ validate: 'unique' }, { validate: 'regex', regex: '^.{0,20}$' }],
      ...(t === 'category' ? { optionConfiguration: { options: [{ label: 'A', value: 'a' }, { label: 'Bee', value: 'b' }] } } : {}),
      ...(t === 'date' ? { outputFormat: 'DD.MM.YYYY dddd' } : {}),
    })),
  };
  const cell = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('__proto__', 'constructor', 'toString', '1.234,5', '12/13/2024', '45303', 'DE89370400440532013000', '+49 30 1234567', 'ja', '12%', 'Jan 12, 2024 3pm'),
    fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.date({ noInvalidDate: false }),
  );

  it('every parser survives scanner-stressing and long strings', () => {
    const v = compileValidator(everyType);
    const width = everyType.columns.length;
    const soup = fc.oneof(
      fc.stringMatching(/^[0-9.,:\/\- apmTZ+%']{0,30}$/),
      fc.string({ maxLength: 3000 }),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
    );
    fc.assert(fc.property(soup, (text) => {
      const errors: CellError[] = [];
      const failed = [new Array<boolean>(width).fill(false)];
      const out = v.validateBatch([new Array<CellValue>(width).fill(text)], [2], failed, (e) => errors.push(e));
      assert.equal(out[0].length, width);
      assert.equal(errors.length, failed[0].filter(Boolean).length);
    }), { numRuns: 400 });
  });

  it('any cell yields an output value or a CellError, never a throw, and Object.prototype stays clean', () => {
    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const v = compileValidator(everyType);
    const width = everyType.columns.length;
    fc.assert(fc.property(fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 5 }), (rows) => {
      const errors: CellError[] = [];
      const failed = rows.map(() => new Array<boolean>(width).fill(false));
      const out = v.validateBatch(rows, rows.map((_, i) => i + 2), failed, (e) => errors.push(e));
      assert.equal(out.length, rows.length);
      for (let r = 0; r < rows.length; r++) {
        for (let c = 0; c < width; c++) {
          const value: OutputValue = out[r][c];
          assert.ok(value === null || ['string', 'number', 'boolean'].includes(typeof value));
          const cellErrors = errors.filter((e) => e.row === r + 2 && e.column === everyType.columns[c].key);
          assert.ok(cellErrors.length <= 1);
          assert.equal(failed[r][c], cellErrors.length === 1);
        }
      }
      for (const e of errors) assert.ok(typeof e.message === 'string' && e.message.length > 0 && typeof e.rule === 'string');
    }), { numRuns: 300 });
    assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.keys(Object.prototype).length, 0);
  });
});
