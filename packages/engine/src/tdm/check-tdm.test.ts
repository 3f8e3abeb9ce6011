import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkTdm, type TdmProblem } from './index.ts';

function problems(input: unknown): TdmProblem[] {
  const result = checkTdm(input);
  assert.equal(result.ok, false, 'expected the TDM to be refused');
  return result.ok ? [] : result.problems;
}

/** Asserts exactly one problem, at `path`, whose message matches `pattern`. */
function refused(input: unknown, path: string, pattern: RegExp): void {
  const list = problems(input);
  assert.equal(list.length, 1, JSON.stringify(list));
  assert.equal(list[0].path, path);
  assert.match(list[0].message, pattern);
}

const email = { key: 'email', label: 'Email', columnType: 'email' };
const withColumns = (...columns: unknown[]) => ({ name: 'T', columns });

describe('checkTdm: accepted and normalised', () => {
  it('returns the documented form of the SPEC example', () => {
    const result = checkTdm({
      name: ' Contacts ',
      columns: [
        { key: 'email', label: 'Email', columnType: 'email', validations: [{ validate: 'unique' }, { validate: 'required', errorMessage: 'Email fehlt' }] },
        { key: 'amount', label: 'Amount', columnType: 'float' },
        { key: 'since', label: 'Since', columnType: 'date', outputFormat: 'DD.MM.YYYY', validations: [{ validate: 'required_with', columns: ['email'] }] },
        { key: 'name', label: 'Name', columnType: 'string' },
      ],
    });
    assert.deepEqual(result, {
      ok: true,
      tdm: {
        name: 'Contacts',
        columns: [
          { key: 'email', label: 'Email', columnType: 'email', validations: [{ validate: 'unique' }, { validate: 'required', errorMessage: 'Email fehlt' }] },
          { key: 'amount', label: 'Amount', columnType: 'float', validations: [] },
          { key: 'since', label: 'Since', columnType: 'date', validations: [{ validate: 'required_with', columns: ['email'] }], outputFormat: 'DD.MM.YYYY' },
          { key: 'name', label: 'Name', columnType: 'string', validations: [] },
        ],
      },
    });
  });

  it('normalises lenient spellings', () => {
    const result = checkTdm({
      columns: [
        { key: ' id ', columnType: 'Integer', validations: null, label: null, extra: 'dropped' },
        { key: 'Price', label: 'Price', columnType: 'NUMBER', outputFormat: null, optionConfiguration: null },
        { key: 'code', label: 'Code', columnType: 'Country-Code-Alpha-2', validations: [{ validate: 'UNIQUE', columns: 'ID', errorMessage: null }] },
        { key: 'colour', label: 'Colour', columnType: 'Category', optionConfiguration: ['red', { value: 2, alternativeMatches: 'two' }] },
        { key: 'need', label: 'Need', columnType: 'text', validations: [{ validate: 'Required_With_Values', columnValues: { price: 5, colour: ['red', true] }, regex: 'ignored' }] },
        { key: 'when', label: 'When', columnType: 'timestamp', outputFormat: '' },
      ],
    });
    assert.ok(result.ok, JSON.stringify(result));
    assert.deepEqual(result.tdm.columns, [
      { key: 'id', label: 'id', columnType: 'int', validations: [] },
      { key: 'Price', label: 'Price', columnType: 'float', validations: [] },
      { key: 'code', label: 'Code', columnType: 'country_code_alpha_2', validations: [{ validate: 'unique', columns: ['id'] }] },
      {
        key: 'colour', label: 'Colour', columnType: 'category', validations: [],
        optionConfiguration: { options: [{ label: 'red', value: 'red' }, { label: '2', value: '2', alternativeMatches: ['two'] }] },
      },
      { key: 'need', label: 'Need', columnType: 'string', validations: [{ validate: 'required_with_values', columnValues: { Price: ['5'], colour: ['red', 'true'] } }] },
      { key: 'when', label: 'When', columnType: 'datetime', validations: [] },
    ]);
  });

  it('keeps option mapping configuration and defaults its layers', () => {
    const result = checkTdm(withColumns({
      key: 'c', label: 'C', columnType: 'category',
      optionConfiguration: { options: [{ label: 'A', value: 'a', type: 'main' }], mappingConfiguration: { layers: ['exact', 'Fuzzy'], threshold: '0.7' } },
    }, { key: 'd', label: 'D', columnType: 'category', optionConfiguration: { options: [{ value: 'x' }], mappingConfiguration: { threshold: 1 } } }));
    assert.ok(result.ok);
    assert.deepEqual(result.tdm.columns[0].optionConfiguration, {
      options: [{ label: 'A', value: 'a', type: 'main' }], mappingConfiguration: { layers: ['EXACT', 'FUZZY'], threshold: 0.7 },
    });
    assert.deepEqual(result.tdm.columns[1].optionConfiguration?.mappingConfiguration, { layers: ['EXACT', 'FUZZY'], threshold: 1 });
  });

  it('is idempotent: checking a normalised TDM returns it unchanged', () => {
    const first = checkTdm({
      name: ' x ',
      columns: [
        { key: 'a', columnType: 'Integer', validations: [{ validate: 'UNIQUE', columns: 'B' }] },
        { key: 'b', label: 'B', columnType: 'category', optionConfiguration: { options: ['x', 'y'], mappingConfiguration: { threshold: 0.9 } } },
        { key: 'c', label: 'C', columnType: 'date', outputFormat: 'DD.MM.YYYY', validations: [{ validate: 'required_without_values', columnValues: { b: 'x' } }] },
      ],
    });
    assert.ok(first.ok);
    assert.deepEqual(checkTdm(first.tdm), first);
  });

  it('lets a rule name a column defined after it', () => {
    assert.ok(checkTdm(withColumns({ ...email, validations: [{ validate: 'required_without', columns: ['phone'] }] }, { key: 'phone', label: 'Phone', columnType: 'phone' })).ok);
  });
});

describe('checkTdm: refused', () => {
  it('non-objects and missing or empty columns', () => {
    for (const input of [null, 42, 'tdm', [], undefined]) refused(input, '', /must be an object/);
    refused({}, 'columns', /non-empty array/);
    refused({ columns: [] }, 'columns', /non-empty array/);
    refused({ columns: {} }, 'columns', /non-empty array/);
    refused({ columns: new Array(1001).fill(email) }, 'columns', /at most 1000 columns/);
    refused({ name: 5, columns: [email] }, 'name', /"name" must be text/);
  });

  it('columns that are not objects, and empty or missing keys', () => {
    refused(withColumns(email, 'x'), 'columns[1]', /Column 2: must be an object/);
    refused(withColumns(email, { label: 'L', columnType: 'string' }), 'columns[1].key', /Column 2: "key" must be a non-empty text/);
    refused(withColumns(email, { key: '  ', label: 'L', columnType: 'string' }), 'columns[1].key', /Column 2: "key" must be a non-empty/);
    refused(withColumns({ key: 'k'.repeat(257), label: 'L', columnType: 'string' }), 'columns[0].key', /longer than 256/);
    refused(withColumns(JSON.parse('{"key":"__proto__","label":"P","columnType":"string"}')), 'columns[0].key', /reserved/);
  });

  it('duplicate keys, exact and differing only in case', () => {
    refused(withColumns(email, { ...email, label: 'Other' }), 'columns[1].key', /Column "email": the key is used twice \(columns 1 and 2\)/);
    refused(withColumns(email, { ...email, key: 'EMAIL' }), 'columns[1].key', /Column "EMAIL": the key differs only in case from column 1/);
  });

  it('unknown column types, naming the column', () => {
    refused(withColumns({ ...email, columnType: 'emial' }), 'columns[0].columnType', /Column "email": unknown columnType "emial"; expected one of string, int/);
    refused(withColumns({ key: 'x', label: 'X' }), 'columns[0].columnType', /Column "x": unknown columnType null/);
    refused(withColumns({ key: 'x', label: 'X', columnType: 3 }), 'columns[0].columnType', /unknown columnType 3/);
  });

  it('labels and validations of the wrong shape', () => {
    refused(withColumns({ ...email, label: 5 }), 'columns[0].label', /"label" must be text/);
    refused(withColumns({ ...email, validations: {} }), 'columns[0].validations', /must be an array/);
    refused(withColumns({ ...email, validations: ['required'] }), 'columns[0].validations[0]', /must be an object with "validate"/);
    refused(withColumns({ ...email, validations: new Array(51).fill({ validate: 'required' }) }), 'columns[0].validations', /at most 50/);
  });

  it('unknown validation rules', () => {
    refused(withColumns({ ...email, validations: [{ validate: 'requried' }] }), 'columns[0].validations[0].validate', /Column "email": unknown validation "requried"; expected one of required, unique/);
    refused(withColumns({ ...email, validations: [{}] }), 'columns[0].validations[0].validate', /unknown validation null/);
  });

  it('regex rules without a pattern, with one RE2 refuses, or over the caps', () => {
    refused(withColumns({ ...email, validations: [{ validate: 'regex' }] }), 'columns[0].validations[0].regex', /Column "email", regex: needs "regex"/);
    refused(withColumns({ ...email, validations: [{ validate: 'regex', regex: '(a)\\1' }] }), 'columns[0].validations[0].regex', /not valid RE2 syntax/);
    refused(withColumns({ ...email, validations: [{ validate: 'regex', regex: '(?=x)' }] }), 'columns[0].validations[0].regex', /not valid RE2 syntax/);
    refused(withColumns({ ...email, validations: [{ validate: 'regex', regex: 'a'.repeat(1001) }] }), 'columns[0].validations[0].regex', /limit is 1000/);
    refused(withColumns({ ...email, validations: [{ validate: 'regex', regex: '.{600}' }] }), 'columns[0].validations[0].regex', /too complex/);
    refused(withColumns({ ...email, validations: [{ validate: 'regex', regex: 7 }] }), 'columns[0].validations[0].regex', /non-empty string/);
  });

  it('required_with family without columns, with unknown or self references', () => {
    for (const rule of ['required_with', 'required_without', 'required_with_all', 'required_without_all']) {
      refused(withColumns({ ...email, validations: [{ validate: rule }] }), 'columns[0].validations[0].columns', new RegExp(`${rule}: needs "columns"`));
    }
    refused(withColumns({ ...email, validations: [{ validate: 'required_with', columns: [] }] }), 'columns[0].validations[0].columns', /at least one column/);
    refused(withColumns({ ...email, validations: [{ validate: 'required_with', columns: ['phone'] }] }), 'columns[0].validations[0].columns[0]', /Column "email", required_with: "columns" names "phone", which is not a column/);
    refused(withColumns({ ...email, validations: [{ validate: 'required_with', columns: ['email'] }] }), 'columns[0].validations[0].columns[0]', /names the column itself/);
    refused(withColumns({ ...email, validations: [{ validate: 'required_with', columns: 5 }] }), 'columns[0].validations[0].columns', /must be an array/);
    refused(withColumns({ ...email, validations: [{ validate: 'unique', columns: ['nope'] }] }), 'columns[0].validations[0].columns[0]', /"nope", which is not a column/);
  });

  it('*_values rules without columnValues, with unknown columns or bad values', () => {
    for (const rule of ['required_with_values', 'required_without_values']) {
      refused(withColumns(email, { key: 'x', label: 'X', columnType: 'string', validations: [{ validate: rule }] }), 'columns[1].validations[0].columnValues', /needs "columnValues"/);
    }
    const x = (columnValues: unknown) => withColumns(email, { key: 'x', label: 'X', columnType: 'string', validations: [{ validate: 'required_with_values', columnValues }] });
    refused(x({}), 'columns[1].validations[0].columnValues', /names no column/);
    refused(x([]), 'columns[1].validations[0].columnValues', /must be an object/);
    refused(x({ nope: ['a'] }), 'columns[1].validations[0].columnValues.nope', /"nope", which is not a column/);
    refused(x({ x: ['a'] }), 'columns[1].validations[0].columnValues.x', /names the column itself/);
    refused(x({ email: [] }), 'columns[1].validations[0].columnValues.email', /non-empty list of texts/);
    refused(x({ email: [{}] }), 'columns[1].validations[0].columnValues.email', /non-empty list of texts/);
    refused(x(JSON.parse('{"__proto__":["a"]}')), 'columns[1].validations[0].columnValues.__proto__', /not a column/);
  });

  it('errorMessage of the wrong type or too long', () => {
    refused(withColumns({ ...email, validations: [{ validate: 'required', errorMessage: 5 }] }), 'columns[0].validations[0].errorMessage', /must be text/);
    refused(withColumns({ ...email, validations: [{ validate: 'required', errorMessage: 'x'.repeat(1001) }] }), 'columns[0].validations[0].errorMessage', /longer than 1000/);
  });

  it('category columns without options, with bad or repeated options', () => {
    const cat = (optionConfiguration: unknown) => withColumns({ key: 'c', label: 'C', columnType: 'category', optionConfiguration });
    refused(withColumns({ key: 'c', label: 'C', columnType: 'category' }), 'columns[0].optionConfiguration', /Column "c": a category column needs "optionConfiguration"/);
    refused(cat({ options: [] }), 'columns[0].optionConfiguration.options', /at least one option/);
    refused(cat({}), 'columns[0].optionConfiguration.options', /at least one option/);
    refused(cat('red'), 'columns[0].optionConfiguration', /must be an object with "options"/);
    refused(cat({ options: [{ label: 'A' }] }), 'columns[0].optionConfiguration.options[0].value', /needs a non-empty "value"/);
    refused(cat({ options: [' '] }), 'columns[0].optionConfiguration.options[0]', /must not be empty/);
    refused(cat({ options: [null] }), 'columns[0].optionConfiguration.options[0]', /must be an object/);
    refused(cat({ options: [{ value: 'a', label: {} }] }), 'columns[0].optionConfiguration.options[0].label', /"label" must be text/);
    refused(cat({ options: [{ value: 'red' }, { value: 'Red' }] }), 'columns[0].optionConfiguration.options[1].value', /"Red" repeats option 1/);
    refused(cat({ options: [{ value: 'a', alternativeMatches: [{}] }] }), 'columns[0].optionConfiguration.options[0].alternativeMatches', /list of at most 100 texts/);
    refused(cat({ options: new Array(10_001).fill('x') }), 'columns[0].optionConfiguration.options', /at most 10000/);
  });

  it('invalid option mapping layers and thresholds', () => {
    const cat = (mappingConfiguration: unknown) => withColumns({ key: 'c', label: 'C', columnType: 'category', optionConfiguration: { options: ['a'], mappingConfiguration } });
    refused(cat({ threshold: 1.5 }), 'columns[0].optionConfiguration.mappingConfiguration.threshold', /from 0 to 1; got 1.5/);
    refused(cat({ threshold: -0.1 }), 'columns[0].optionConfiguration.mappingConfiguration.threshold', /from 0 to 1/);
    refused(cat({ threshold: 'high' }), 'columns[0].optionConfiguration.mappingConfiguration.threshold', /from 0 to 1/);
    refused(cat({ layers: ['EXACT', 'MAGIC'] }), 'columns[0].optionConfiguration.mappingConfiguration.layers', /some of EXACT, FUZZY, SMART/);
    refused(cat({ layers: [] }), 'columns[0].optionConfiguration.mappingConfiguration.layers', /some of EXACT/);
    refused(cat('fuzzy'), 'columns[0].optionConfiguration.mappingConfiguration', /must be an object/);
  });

  it('outputFormat on a column that is not a date, datetime or time', () => {
    refused(withColumns({ ...email, outputFormat: 'DD.MM.YYYY' }), 'columns[0].outputFormat', /Column "email": "outputFormat" applies to date, datetime and time columns only, not email/);
    refused(withColumns({ key: 'd', label: 'D', columnType: 'date', outputFormat: 5 }), 'columns[0].outputFormat', /dayjs format/);
    refused(withColumns({ key: 'd', label: 'D', columnType: 'date', outputFormat: 'Y'.repeat(101) }), 'columns[0].outputFormat', /longer than 100/);
  });

  it('reports every problem at once, in input order', () => {
    const list = problems(withColumns(
      { key: 'a', label: 'A', columnType: 'nope' },
      { key: 'a', label: 'A2', columnType: 'string' },
      { key: 'b', label: 'B', columnType: 'int', validations: [{ validate: 'regex', regex: '(' }, { validate: 'required_with', columns: ['zzz'] }] },
    ));
    assert.deepEqual(list.map((p) => p.path), ['columns[1].key', 'columns[0].columnType', 'columns[2].validations[0].regex', 'columns[2].validations[1].columns[0]']);
  });

  it('never throws on hostile input', () => {
    const cyclic: Record<string, unknown> = { key: 'x', label: 'X', columnType: 'string' };
    cyclic.validations = [cyclic];
    for (const input of [{ columns: [cyclic] }, { columns: [Object.create(null)] }, JSON.parse('{"columns":[{"key":"a","columnType":"string","__proto__":{"polluted":1}}]}')]) {
      assert.doesNotThrow(() => checkTdm(input));
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

it('trimWhitespace: false is kept for string columns and refused, with the reason, for others', () => {
  const ok = checkTdm({ columns: [{ key: 'title', columnType: 'string', trimWhitespace: false }, { key: 'n', columnType: 'int', trimWhitespace: true }] });
  assert.ok(ok.ok);
  if (ok.ok) {
    assert.equal(ok.tdm.columns[0]!.trimWhitespace, false);
    assert.equal(ok.tdm.columns[1]!.trimWhitespace, undefined, 'true is the default and is not stored');
  }
  const refused = checkTdm({ columns: [{ key: 'n', columnType: 'int', trimWhitespace: false }] });
  assert.ok(!refused.ok);
  if (!refused.ok) assert.match(refused.problems[0]!.message, /applies to string columns only/);
});
