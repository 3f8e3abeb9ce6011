/** Target data models (SPEC.md §Target data model; DESIGN.md §4): CRUD, save-time checks, visibility, integrity. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { customersTdm, seedConnector } from './helpers/seed.ts';

for (const kind of databaseKinds()) {
  describe(`target data models (${kind})`, () => {
    let ctx: TestContext;
    let subA: string;
    let subB: string;
    let subAId: string;
    before(async () => {
      ctx = await createTestContext(kind);
      subAId = (await ctx.request('POST', '/sub-organization', { body: { name: 'A', identifier: 'a' } })).body.data.id;
      await ctx.request('POST', '/sub-organization', { body: { name: 'B', identifier: 'b' } });
      subA = await ctx.token('a', 'SUB_ORG');
      subB = await ctx.token('b', 'SUB_ORG');
    });
    after(() => ctx.close());

    it('creates the SPEC payload and answers {data: tdm} with normalised columns', async () => {
      const r = await ctx.request('POST', '/tdm', {
        body: {
          name: 'Contacts',
          columns: [
            { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
            { key: 'email', label: 'Email', columnType: 'email', validations: [{ validate: 'unique', errorMessage: 'Duplicate e-mail' }] },
            { key: 'phone', label: 'Phone', columnType: 'string', validations: [{ validate: 'required_with', columns: ['email'] }] },
            { key: 'amount', label: 'Amount', columnType: 'float' },
            { key: 'birthday', label: 'Birthday', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
          ],
          permissions: { level: 'PUBLIC' },
        },
      });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      const t = r.body.data;
      assert.equal(t.name, 'Contacts');
      assert.deepEqual(t.permissions, { level: 'PUBLIC' });
      assert.equal(t.columns.length, 5);
      assert.deepEqual(t.columns[0].validations, [{ validate: 'required' }]);
      assert.equal(t.columns[4].outputFormat, 'DD.MM.YYYY');
      assert.match(t.created_at, /Z$/);
      const got = await ctx.request('GET', `/tdm/${t.id}`);
      assert.deepEqual(got.body.data, t);
    });

    it('normalises lenient column spellings', async () => {
      const r = await ctx.request('POST', '/tdm', { body: { name: 'Lenient', columns: [{ key: ' qty ', columnType: 'Integer', validations: null }] } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual(r.body.data.columns[0], { key: 'qty', label: 'qty', columnType: 'int', validations: [] });
      assert.deepEqual(r.body.data.permissions, { level: 'PRIVATE' }, 'PRIVATE by default');
    });

    it('accepts the column fields of the newer product documentation that mean something in Ferry, and says why it refuses the others', async () => {
      const created = await ctx.request('POST', '/tdm', {
        body: {
          name: 'Newer fields',
          columns: [
            { key: 'email', label: 'Email', columnType: 'email', alternativeMatches: ['E-Mail-Adresse', ' Mail ', 'Mail'], description: 'Where we write to', example: 'ada@example.com' },
            { key: 'segment', label: 'Segment', columnType: 'category', dropdownOptions: [{ label: 'Enterprise', value: 'ENT', alternativeMatches: ['large'] }, 'SMB'] },
          ],
        },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const [email, segment] = created.body.data.columns;
      assert.deepEqual(email.alternativeMatches, ['E-Mail-Adresse', 'Mail'], 'trimmed and deduplicated');
      assert.equal(email.description, 'Where we write to', 'description is kept, not dropped');
      assert.equal(email.example, 'ada@example.com');
      assert.deepEqual(segment.optionConfiguration.options.map((o: { value: string }) => o.value), ['ENT', 'SMB']);
      const both = await ctx.request('POST', '/tdm', { body: { name: 'x', columns: [{ key: 's', columnType: 'category', dropdownOptions: ['A'], optionConfiguration: { options: ['A'] } }] } });
      assert.equal(both.status, 400);
      assert.match(both.body.message, /either as "dropdownOptions" or in "optionConfiguration"/);
      for (const [field, reason] of [['isMultiSelect', /a cell holds one value/], ['numberFormat', /either notation/], ['hidden', /display setting/]] as const) {
        const r = await ctx.request('POST', '/tdm', { body: { name: 'x', columns: [{ key: 'a', columnType: 'string', [field]: true }] } });
        assert.equal(r.status, 400, field);
        assert.match(r.body.message, new RegExp(`columns\\[0\\]\\.${field} `));
        assert.match(r.body.message, reason);
      }
    });

    it('refuses a date outputFormat that would corrupt values, naming the token and suggesting the pattern', async () => {
      const r = await ctx.request('POST', '/tdm', { body: { name: 'Dates', columns: [{ key: 'signup', label: 'Signup', columnType: 'date', outputFormat: 'dd.mm.yyyy' }] } });
      assert.equal(r.status, 400);
      assert.equal(r.body.details[0].field, 'columns[0].outputFormat');
      assert.match(r.body.message, /"yyyy" is not a date token/);
      assert.match(r.body.message, /did you mean "DD\.MM\.YYYY"\?/);
      const ok = await ctx.request('POST', '/tdm', { body: { name: 'Dates', columns: [{ key: 'signup', label: 'Signup', columnType: 'date', outputFormat: 'DD.MM.YYYY' }] } });
      assert.equal(ok.status, 201);
    });

    it('refuses at save time, naming the column: duplicate keys, unknown types and rules, bad regexes, unknown columns, categories without options', async () => {
      const cases: Array<[unknown[], RegExp]> = [
        [[{ key: 'a', columnType: 'string' }, { key: 'a', columnType: 'string' }], /"a".*used twice/],
        [[{ key: 'a', columnType: 'money' }], /"a".*money|money.*"a"/],
        [[{ key: 'a', columnType: 'string', validations: [{ validate: 'sometimes' }] }], /"a".*sometimes|sometimes.*"a"/],
        [[{ key: 'a', columnType: 'string', validations: [{ validate: 'regex', regex: '(a)\\1' }] }], /"a"/],
        [[{ key: 'a', columnType: 'string', validations: [{ validate: 'required_with', columns: ['ghost'] }] }], /ghost/],
        [[{ key: 'seg', columnType: 'category' }], /"seg"/],
        [[{ key: 'seg', columnType: 'category', optionConfiguration: { options: [] } }], /"seg"/],
      ];
      for (const [columns, message] of cases) {
        const r = await ctx.request('POST', '/tdm', { body: { name: 'Bad', columns } });
        assert.equal(r.status, 400, JSON.stringify(columns));
        assert.equal(r.body.code, 'VALIDATION_FAILED');
        assert.match(r.body.message, message);
        assert.ok(r.body.details[0].field.startsWith('columns'));
      }
      const noColumns = await ctx.request('POST', '/tdm', { body: { name: 'Empty', columns: [] } });
      assert.equal(noColumns.status, 400);
      const unknownField = await ctx.request('POST', '/tdm', { body: { name: 'X', columns: [{ key: 'a', columnType: 'string', colour: 'red' }] } });
      assert.equal(unknownField.status, 400);
      assert.match(unknownField.body.message, /body\.columns\[0\]\.colour is not a known field/);
    });

    it('keeps the TDM key: checked at save against the columns, changed or removed by update, and kept in step with the columns', async () => {
      const columns = [{ key: 'order', columnType: 'string' }, { key: 'line', columnType: 'int' }, { key: 'qty', columnType: 'int' }];
      const created = await ctx.request('POST', '/tdm', { body: { name: 'Lines', columns, key: ['Order', 'line'] } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.deepEqual(created.body.data.key, ['order', 'line'], 'stored with the columns\' own spelling');
      const id = created.body.data.id;
      assert.deepEqual((await ctx.request('GET', `/tdm/${id}`)).body.data.key, ['order', 'line']);

      const unknown = await ctx.request('POST', '/tdm', { body: { name: 'Bad', columns, key: ['order', 'ghost'] } });
      assert.equal(unknown.status, 400);
      assert.deepEqual(unknown.body.details, [{ field: 'key[1]', message: '"key" names "ghost", which is not a column of this TDM' }]);
      const twice = await ctx.request('POST', '/tdm', { body: { name: 'Bad', columns, key: ['qty', 'QTY'] } });
      assert.equal(twice.status, 400);
      assert.match(twice.body.message, /"key" names the column "qty" twice/);

      // Removing a key column without a new key is refused; with a new key it is accepted.
      const dropLine = await ctx.request('PUT', `/tdm/${id}`, { body: { columns: [columns[0], columns[2]] } });
      assert.equal(dropLine.status, 400);
      assert.match(dropLine.body.message, /"key" names "line", which is not a column/);
      const rekeyed = await ctx.request('PUT', `/tdm/${id}`, { body: { columns: [columns[0], columns[2]], key: ['order'] } });
      assert.equal(rekeyed.status, 200, JSON.stringify(rekeyed.body));
      assert.deepEqual(rekeyed.body.data.key, ['order']);
      const renamed = await ctx.request('PUT', `/tdm/${id}`, { body: { name: 'Orders' } });
      assert.deepEqual(renamed.body.data.key, ['order'], 'an update without key keeps it');
      const cleared = await ctx.request('PUT', `/tdm/${id}`, { body: { key: null } });
      assert.equal(cleared.status, 200);
      assert.equal('key' in cleared.body.data, false, 'no key set: the field is absent');
      const badKeyOnly = await ctx.request('PUT', `/tdm/${id}`, { body: { key: ['nope'] } });
      assert.equal(badKeyOnly.status, 400);
    });

    it('tries a column’s type, format and rules on sample values as a run would (the test box of the editor)', async () => {
      const columns = [
        { key: 'zip', label: 'ZIP', columnType: 'string', validations: [{ validate: 'regex', regex: '^[0-9]{5}$', errorMessage: 'Five digits, please' }, { validate: 'unique' }] },
        { key: 'signed', label: 'Signed', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
        { key: 'amount', label: 'Amount', columnType: 'float' },
        { key: 'phone', label: 'Phone', columnType: 'string', validations: [{ validate: 'required_without', columns: ['zip'] }] },
        // A problem elsewhere in the TDM being edited does not stop the test of another column.
        { key: 'broken', label: 'Broken', columnType: 'category' },
      ];
      const check = async (column: string, values: Array<string | null>) => {
        const r = await ctx.request('POST', '/tdm/check-values', { body: { columns, column, values } });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        return r.body.data.results as Array<{ value: string | null; valid: boolean; output: unknown; message?: string; rule?: string }>;
      };
      const zips = await check('zip', ['10115', '1011', 'ABCDE', '10115', null]);
      assert.deepEqual(zips.map((z) => z.valid), [true, false, false, false, true]);
      assert.equal(zips[1]!.message, 'Five digits, please');
      assert.equal(zips[1]!.rule, 'regex');
      assert.equal(zips[3]!.rule, 'unique', 'unique among the values sent');
      // RE2, as the engine: a look-ahead is refused when the column is checked.
      const re2 = await ctx.request('POST', '/tdm/check-values', { body: { columns: [{ key: 'x', columnType: 'string', validations: [{ validate: 'regex', regex: '^(?=a)a$' }] }], column: 'x', values: ['a'] } });
      assert.equal(re2.status, 400);
      assert.match(re2.body.message, /regex/i);
      // Dates in any spelling the engine reads, written in the outputFormat.
      const dates = await check('signed', ['2026-11-27', '27 Nov 2026', 'yesterday']);
      assert.deepEqual(dates.map((d) => [d.valid, d.output]), [[true, '27.11.2026'], [true, '27.11.2026'], [false, 'yesterday']]);
      assert.equal(dates[2]!.rule, 'type:date');
      // Numbers read with the decimal separator the values show.
      const amounts = await check('amount', ['1.234,50', '7,25']);
      assert.deepEqual(amounts.map((a) => a.output), [1234.5, 7.25]);
      // A rule naming another column: that column is empty in each row.
      const phones = await check('phone', [null, '+49 30 1234567']);
      assert.deepEqual(phones.map((p) => [p.valid, p.rule ?? null]), [[false, 'required_without'], [true, null]]);
      const unknown = await ctx.request('POST', '/tdm/check-values', { body: { columns, column: 'nope', values: ['x'] } });
      assert.equal(unknown.status, 400);
    });

    it('lets sub-organizations see the organization’s PUBLIC TDMs read-only, never PRIVATE or a sibling’s', async () => {
      const pub = (await ctx.request('POST', '/tdm', { body: customersTdm('PUBLIC') })).body.data;
      const priv = (await ctx.request('POST', '/tdm', { body: customersTdm('PRIVATE') })).body.data;
      const own = await ctx.request('POST', '/tdm', { token: subA, body: { ...customersTdm(), permissions: undefined } });
      assert.equal(own.status, 201);
      assert.equal(own.body.data.created_by.type, 'SUB_ORG');
      const makePublic = await ctx.request('POST', '/tdm', { token: subA, body: customersTdm('PUBLIC') });
      assert.equal(makePublic.status, 400, 'a sub-organization cannot share its objects');
      assert.match(makePublic.body.message, /PUBLIC/);

      assert.equal((await ctx.request('GET', `/tdm/${pub.id}`, { token: subA })).status, 200);
      assert.equal((await ctx.request('GET', `/tdm/${priv.id}`, { token: subA })).status, 404);
      assert.equal((await ctx.request('PUT', `/tdm/${pub.id}`, { token: subA, body: { name: 'Mine now' } })).status, 403);
      assert.equal((await ctx.request('DELETE', `/tdm/${pub.id}`, { token: subA })).status, 403);
      assert.equal((await ctx.request('GET', `/tdm/${own.body.data.id}`, { token: subB })).status, 404);
      assert.equal((await ctx.request('PUT', `/tdm/${own.body.data.id}`, { token: subA, body: { name: 'Renamed' } })).status, 200);

      const listA = (await ctx.request('GET', '/tdm', { token: subA, query: { limit: '100' } })).body.data.map((t: { id: string }) => t.id);
      assert.ok(listA.includes(pub.id) && listA.includes(own.body.data.id) && !listA.includes(priv.id));
      const listOrg = (await ctx.request('GET', '/tdm', { query: { limit: '100' } })).body.data.map((t: { id: string }) => t.id);
      assert.ok(listOrg.includes(own.body.data.id), 'organization users see what sub-organizations created');
      const publicOnly = await ctx.request('GET', '/tdm', { query: { filters: '{"permissions.level":"PUBLIC"}', limit: '100' } });
      assert.ok(publicOnly.body.data.every((t: { permissions: { level: string } }) => t.permissions.level === 'PUBLIC'));
      assert.ok(publicOnly.body.data.every((t: object) => !('columns' in t) && 'column_count' in t));

      const other = await ctx.otherOrganization();
      assert.equal((await ctx.request('GET', `/tdm/${pub.id}`, { token: other.ownerToken })).status, 404);
      void subAId;
    });

    it('refuses to delete a TDM a pipeline uses, or to remove a column a pipeline maps to (409 naming the pipeline)', async () => {
      const tdm = (await ctx.request('POST', '/tdm', { body: customersTdm() })).body.data;
      const input = await seedConnector(ctx, { type: 'INPUT' });
      const output = await seedConnector(ctx, { type: 'OUTPUT' });
      const p = await ctx.request('POST', '/pipeline', {
        body: {
          name: 'Uses customers',
          configuration: { input_connectors: [input], output_connectors: [output], tdm: tdm.id, mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Mail'], target_column: 'email' }] } },
        },
      });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      const del = await ctx.request('DELETE', `/tdm/${tdm.id}`);
      assert.equal(del.status, 409);
      assert.match(del.body.message, /Uses customers/);
      const shrink = await ctx.request('PUT', `/tdm/${tdm.id}`, { body: { columns: tdm.columns.filter((c: { key: string }) => c.key !== 'email') } });
      assert.equal(shrink.status, 409);
      assert.match(shrink.body.message, /Uses customers.*email/);
      const grow = await ctx.request('PUT', `/tdm/${tdm.id}`, { body: { columns: [...tdm.columns, { key: 'notes', label: 'Notes', columnType: 'string' }] } });
      assert.equal(grow.status, 200);
      assert.equal(grow.body.data.columns.length, tdm.columns.length + 1);
      assert.equal((await ctx.request('DELETE', `/pipeline/${p.body.data.id}`)).status, 200);
      const ok = await ctx.request('DELETE', `/tdm/${tdm.id}`);
      assert.equal(ok.status, 200);
      assert.equal(ok.body.data.id, tdm.id, 'answers the deleted TDM');
      assert.equal((await ctx.request('GET', `/tdm/${tdm.id}`)).status, 404);
    });
  });
}
