/** Users (SPEC.md §User, §Endpoints/Users): CRUD, roles, permissions, uniqueness, password handling. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { users } from '../src/db/schema.ts';

const SPEC_TS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;
const readOnly = {
  pipeline: { create: false, read: true, write: false, delete: false },
  execution: { create: false, read: true, write: false, delete: false },
  connector: { create: false, read: true, write: false, delete: false },
  tdm: { create: false, read: true, write: false, delete: false },
  template: { create: false, read: true, write: false, delete: false },
};

for (const kind of databaseKinds()) {
  describe(`users (${kind})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestContext(kind);
    });
    after(() => ctx.close());

    it('creates a user with the SPEC fields; identifier defaults to the e-mail; password never returned', async () => {
      const r = await ctx.request('POST', '/user', {
        body: { email: 'Ada@Example.com', first_name: 'Ada', last_name: 'Lovelace', role: 'MEMBER', position: 'Developer', password: 'analytical-engine' },
      });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      const u = r.body.data;
      assert.equal(u.identifier, 'ada@example.com');
      assert.equal(u.email, 'Ada@Example.com');
      assert.equal(u.oauth_provider, 'EMAIL');
      assert.equal(u.verified, false);
      assert.equal(u.joined_date, null);
      assert.match(u.last_update_password, SPEC_TS);
      assert.match(u.created_at, SPEC_TS);
      assert.deepEqual(u.created_by, { id: ctx.org.owner.id, name: 'owner@a.example', identifier: 'owner@a.example', type: 'USER' });
      assert.equal(u.permissions.connector.delete, true, 'omitted permissions: the creator’s (an OWNER: all)');
      assert.ok(!('password' in u) && !JSON.stringify(r.body).includes('analytical-engine'));
      const [row] = await ctx.database.db.select().from(users).where((await import('drizzle-orm')).eq(users.id, u.id));
      assert.match(row!.passwordHash, /^\$argon2id\$/);

      const got = await ctx.request('GET', `/user/${u.id}`);
      assert.equal(got.status, 200);
      assert.deepEqual(got.body.data, u);
    });

    it('accepts an explicit identifier and answers 409 for a taken identifier or e-mail', async () => {
      const a = await ctx.request('POST', '/user', { body: { email: 'grace@example.com', identifier: 'grace', password: 'cobol-rules' } });
      assert.equal(a.status, 201);
      assert.equal(a.body.data.identifier, 'grace');
      const sameId = await ctx.request('POST', '/user', { body: { email: 'other@example.com', identifier: 'grace', password: 'cobol-rules' } });
      assert.equal(sameId.status, 409);
      assert.equal(sameId.body.code, 'IDENTIFIER_TAKEN');
      const sameEmail = await ctx.request('POST', '/user', { body: { email: 'GRACE@example.com', password: 'cobol-rules' } });
      assert.equal(sameEmail.status, 409);
      assert.equal(sameEmail.body.code, 'EMAIL_TAKEN');
    });

    it('keeps one spelling naming one user: identifiers are unique ignoring case, and never another user\'s e-mail', async () => {
      // Security probe: a MEMBER set its identifier to an upper-case spelling of the OWNER's and a
      // token request with that spelling answered the MEMBER's token.
      const member = await ctx.request('POST', '/user', { body: { email: 'spelling@a.example', password: 'member-password-1', role: 'MEMBER' } });
      assert.equal(member.status, 201);
      const memberToken = await ctx.token('spelling@a.example');
      const owner = ctx.org.owner.identifier;
      for (const identifier of [owner.toUpperCase(), ` ${owner.replace(/^./, (c) => c.toUpperCase())} `]) {
        const r = await ctx.request('PUT', `/user/${member.body.data.id}`, { token: memberToken, body: { identifier } });
        assert.equal(r.status, 409, identifier);
        assert.equal(r.body.code, 'IDENTIFIER_TAKEN');
      }
      const asEmail = await ctx.request('POST', '/user', { body: { email: 'other@a.example', identifier: 'OWNER@A.EXAMPLE', password: 'member-password-2' } });
      assert.equal(asEmail.status, 409, 'an identifier equal to another user\'s e-mail is taken');
      const emailAsIdentifier = await ctx.request('POST', '/user', { body: { email: 'Spelling@A.example', password: 'member-password-3' } });
      assert.equal(emailAsIdentifier.status, 409);
      // Token requests find the owner under any spelling of its identifier, and only the owner.
      const token = await ctx.request('POST', '/access/token', { token: null, body: { license_key: ctx.org.license_key, auth: { identifier: owner.toUpperCase(), type: 'USER' } } });
      assert.equal(token.status, 200);
      const me = await ctx.request('GET', `/user/${ctx.org.owner.id}`, { token: token.body.data.access_token });
      assert.equal(me.status, 200);
      assert.equal(me.body.data.role, 'OWNER');
    });

    // A password is optional: without one the user sets theirs through the invitation (invitations.test.ts).
    it('validates e-mail, role, position and password with messages naming the field', async () => {
      const cases: Array<[object, RegExp]> = [
        [{ email: 'not-an-email', password: 'long-enough' }, /body\.email/],
        [{ email: 'x@example.com', password: 'short' }, /body\.password/],
        [{ email: 'x@example.com', password: 'long-enough', role: 'ADMIN' }, /body\.role must be one of/],
        [{ email: 'x@example.com', password: 'long-enough', position: 'Janitor' }, /body\.position/],
        [{ password: 'long-enough' }, /body\.email is required/],
        [{ email: 'x@example.com', password: 'long-enough', nickname: 'x' }, /body\.nickname is not a known field/],
      ];
      for (const [body, message] of cases) {
        const r = await ctx.request('POST', '/user', { body });
        assert.equal(r.status, 400, JSON.stringify(body));
        assert.match(r.body.message, message);
        assert.equal(r.body.code, 'VALIDATION_FAILED');
      }
    });

    it('lists users without permissions, with pagination, sort and filters', async () => {
      const r = await ctx.request('GET', '/user', { query: { limit: '2', sort: '{"email":"asc"}' } });
      assert.equal(r.status, 200);
      assert.equal(r.body.data.length, 2);
      assert.deepEqual(r.body.pagination, { total: 2, offset: 0, limit: 2 });
      assert.ok(Number(r.headers['x-total-count']) >= 3);
      assert.ok(r.body.data.every((u: object) => !('permissions' in u) && !('password' in u)));
      const emails = r.body.data.map((u: { email: string }) => u.email.toLowerCase());
      assert.deepEqual(emails, [...emails].sort());
      const filtered = await ctx.request('GET', '/user', { query: { 'filters[role]': 'OWNER' } });
      assert.deepEqual(filtered.body.data.map((u: { role: string }) => u.role), ['OWNER']);
      const page2 = await ctx.request('GET', '/user', { query: { pagination: '{"offset":1,"limit":1}', sort: '{"email":"asc"}' } });
      assert.equal(page2.body.data[0].email.toLowerCase(), emails[1]);
      assert.deepEqual(page2.body.pagination, { total: 1, offset: 1, limit: 1 });
    });

    it('enforces roles: a MEMBER invites but cannot make owners, change owners, grant more than it has, or delete', async () => {
      const m = await ctx.request('POST', '/user', { body: { email: 'member@example.com', password: 'member-pass', permissions: readOnly } });
      assert.equal(m.status, 201);
      assert.equal(m.body.data.permissions.pipeline.write, false);
      const memberToken = await ctx.token('member@example.com');

      const invite = await ctx.request('POST', '/user', { token: memberToken, body: { email: 'invitee@example.com', password: 'invitee-pass' } });
      assert.equal(invite.status, 201, JSON.stringify(invite.body));
      assert.deepEqual(invite.body.data.permissions, readOnly, 'an invitee defaults to the inviter’s permissions');

      const owner = await ctx.request('POST', '/user', { token: memberToken, body: { email: 'o2@example.com', password: 'owner-pass', role: 'OWNER' } });
      assert.equal(owner.status, 403);
      assert.match(owner.body.message, /OWNER/);

      const escalate = await ctx.request('POST', '/user', {
        token: memberToken,
        body: { email: 'x2@example.com', password: 'x2-password', permissions: { ...readOnly, connector: { create: true, read: true, write: true, delete: true } } },
      });
      assert.equal(escalate.status, 403);

      const selfGrant = await ctx.request('PUT', `/user/${m.body.data.id}`, { token: memberToken, body: { permissions: { ...readOnly, tdm: { create: true, read: true, write: true, delete: true } } } });
      assert.equal(selfGrant.status, 403);

      const editOwner = await ctx.request('PUT', `/user/${ctx.org.owner.id}`, { token: memberToken, body: { first_name: 'Mallory' } });
      assert.equal(editOwner.status, 403);

      const del = await ctx.request('DELETE', `/user/${invite.body.data.id}`, { token: memberToken });
      assert.equal(del.status, 403);

      const ownEdit = await ctx.request('PUT', `/user/${m.body.data.id}`, { token: memberToken, body: { first_name: 'Mem', position: 'Product Manager' } });
      assert.equal(ownEdit.status, 200);
      assert.equal(ownEdit.body.data.first_name, 'Mem');
      assert.deepEqual(ownEdit.body.data.updated_by.id, m.body.data.id);
    });

    it('lets an OWNER promote, change passwords and delete, but never remove the last OWNER', async () => {
      const u = await ctx.request('POST', '/user', { body: { email: 'promote@example.com', password: 'promote-pass' } });
      ctx.clock.advance(1500);
      const promoted = await ctx.request('PUT', `/user/${u.body.data.id}`, { body: { role: 'OWNER', password: 'new-password-1' } });
      assert.equal(promoted.status, 200);
      assert.equal(promoted.body.data.role, 'OWNER');
      assert.notEqual(promoted.body.data.last_update_password, u.body.data.last_update_password, 'a password change is recorded');

      const demoteSelfLast = await ctx.request('DELETE', `/user/${u.body.data.id}`);
      assert.equal(demoteSelfLast.status, 200, 'another OWNER remains');

      const lastOwner = await ctx.request('DELETE', `/user/${ctx.org.owner.id}`);
      assert.equal(lastOwner.status, 409);
      assert.equal(lastOwner.body.code, 'LAST_OWNER');
      const demote = await ctx.request('PUT', `/user/${ctx.org.owner.id}`, { body: { role: 'MEMBER' } });
      assert.equal(demote.status, 409);
    });

    it('keeps tenants apart: another organization’s user is a 404', async () => {
      const other = await ctx.otherOrganization();
      const r = await ctx.request('GET', `/user/${ctx.org.owner.id}`, { token: other.ownerToken });
      assert.equal(r.status, 404);
      const list = await ctx.request('GET', '/user', { token: other.ownerToken });
      assert.deepEqual(list.body.data.map((u: { id: string }) => u.id), [other.org.owner.id]);
      const malformed = await ctx.request('GET', '/user/not-an-id');
      assert.equal(malformed.status, 404);
    });

    it('refuses weak passwords with the reason: common ones, the e-mail address, one containing it', async () => {
      const weak = async (body: Record<string, unknown>, method = 'POST', path = '/user') => {
        const r = await ctx.request(method, path, { body });
        assert.equal(r.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.code, 'WEAK_PASSWORD');
        assert.equal(r.body.details[0].field, 'password');
        return r.body.message as string;
      };
      for (const password of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou']) {
        assert.equal(await weak({ email: 'weak@example.com', password }), 'the password is one of the most common passwords, which are tried first by anyone guessing; choose another');
      }
      assert.equal(await weak({ email: 'Weak@Example.com', password: 'weak@example.com' }), 'the password is the e-mail address; choose another');
      assert.equal(await weak({ email: 'weak@example.com', password: 'my WEAK@example.com 2026' }), 'the password contains the e-mail address; choose another');
      assert.equal((await ctx.request('GET', '/user', { query: { filters: JSON.stringify({ email: 'weak@' }) } })).body.data.length, 0, 'no user was created');

      const created = await ctx.request('POST', '/user', { body: { email: 'weak@example.com', password: 'long and uncommon 7' } });
      assert.equal(created.status, 201);
      const id = created.body.data.id;
      assert.match(await weak({ password: '123456789' }, 'PUT', `/user/${id}`), /most common passwords/);
      assert.match(await weak({ password: 'x-weak@example.com' }, 'PUT', `/user/${id}`), /contains the e-mail address/);
      assert.match(await weak({ email: 'new@example.com', password: 'new@example.com' }, 'PUT', `/user/${id}`), /is the e-mail address/, 'the new address counts');
      assert.equal((await ctx.request('PUT', `/user/${id}`, { body: { password: 'still uncommon 8' } })).status, 200);

      // The invited user's own password, and an organization's first owner (ferry init, first start).
      const link = ctx.logs.map((l) => /invitation\?token=([^"\s\\]+)/.exec(l)?.[1]).filter(Boolean).pop();
      const invited = await ctx.request('POST', '/access/invitation', { token: null, body: { token: decodeURIComponent(link!), password: 'football' } });
      assert.equal(invited.status, 400);
      assert.equal(invited.body.code, 'WEAK_PASSWORD');
      const { createOrganization } = await import('../src/domain/organizations/service.ts');
      await assert.rejects(
        createOrganization(ctx.database.db, ctx.clock, { name: 'Weak', owner: { email: 'boss@weak.example', password: 'letmein1' } }),
        (err: Error & { code?: string }) => err.code === 'WEAK_PASSWORD' && /most common/.test(err.message),
      );
    });
  });
}
