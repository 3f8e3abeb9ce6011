/**
 * Connector secrets (DESIGN.md §5, SECURITY.md credential leakage): a canary per secret field is
 * sent through every connector route, then looked for in every response body, every log line and
 * every row of every table; none may appear. The runtime's loadConnectorForRun gets them back in
 * clear; a ciphertext moved to another connector or opened with another key does not decrypt.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SECRET_MASK } from '@ferry/schemas/connectors';
import { connectors } from '../src/db/schema.ts';
import { loadConnectorForRun } from '../src/domain/connectors/service.ts';
import { FerryError } from '../src/errors.ts';
import { deriveKeys } from '../src/security/master-key.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { sample, withConfig } from './connectors-samples.ts';

/** Two SFTP host key fingerprints (SHA256 of a key, as ssh-keygen -lf prints them). */
const PINNED = `SHA256:${'A'.repeat(43)}`;
const OTHER_KEY = `SHA256:${'B'.repeat(43)}`;
const canary = (field: string) => `CANARY${field.replace(/[^a-z]/gi, '')}${randomBytes(8).toString('hex')}`;
const pemOf = (inner: string, kind = 'PRIVATE KEY') => `-----BEGIN ${kind}-----\n${inner}\n-----END ${kind}-----\n`;

/** One connector per secret-bearing node type, its secrets set from `c` (field → canary). */
function bodies(c: Record<string, string>) {
  return {
    ftp: withConfig('FTP', { password: c.password }),
    sftp: withConfig('SFTP', { secret_key: pemOf(c.secret_key!, 'OPENSSH PRIVATE KEY') }),
    objstore: withConfig('OBJSTORE', { objstore_access_key: c.objstore_access_key, objstore_secret_access_key: c.objstore_secret_access_key }),
    blobSas: withConfig('BLOB', { blob_sas: `sv=2022-11-02&sig=${c.blob_sas}` }),
    blobCs: withConfig('BLOB_CS', { blob_connection_string: `AccountName=acme;AccountKey=${c.blob_connection_string};EndpointSuffix=core.windows.net` }),
    cloud: withConfig('CLOUDSTORE', { cloudproj_private_key: pemOf(c.cloudproj_private_key!) }),
    http: withConfig('HTTP', {
      headers: { Authorization: `Bearer ${c.header}`, 'X-Api-Key': c.header2 },
      authentication: { refresh_url: 'https://auth.acme.example/token', headers: { 'X-Refresh-Token': c.refresh_header }, method: 'POST' },
    }),
  };
}

const FIELDS = ['password', 'secret_key', 'objstore_access_key', 'objstore_secret_access_key', 'blob_sas', 'blob_connection_string', 'cloudproj_private_key', 'header', 'header2', 'refresh_header'];
const canaries = () => Object.fromEntries(FIELDS.map((f) => [f, canary(f)]));

/** The secrets of a run configuration, keyed as in FIELDS, for the connector named. */
function secretsOf(name: keyof ReturnType<typeof bodies>, config: Record<string, any>): Record<string, string> {
  switch (name) {
    case 'ftp':
      return { password: config.password };
    case 'sftp':
      return { secret_key: config.secret_key };
    case 'objstore':
      return { objstore_access_key: config.objstore_access_key, objstore_secret_access_key: config.objstore_secret_access_key };
    case 'blobSas':
      return { blob_sas: config.blob_sas };
    case 'blobCs':
      return { blob_connection_string: config.blob_connection_string };
    case 'cloud':
      return { cloudproj_private_key: config.cloudproj_private_key };
    case 'http':
      return { header: config.headers.Authorization, header2: config.headers['X-Api-Key'], refresh_header: config.authentication.headers['X-Refresh-Token'] };
  }
}

for (const kind of databaseKinds()) {
  describe(`connector secrets (${kind})`, () => {
    let ctx: TestContext;
    const responses: string[] = [];
    const send = async (method: string, path: string, body?: unknown) => {
      const r = await ctx.request(method, path, { body });
      responses.push(r.raw.body);
      return r;
    };
    const forRun = (id: string, keys = ctx.app.deps.keys) => loadConnectorForRun(ctx.database.db, keys, ctx.org.organization.id, id);

    /** Every row of every table as text, plus the connectors rows as JSON. */
    async function databaseDump(): Promise<string> {
      const tables = await ctx.database.executeSql(`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`, []);
      const parts: string[] = [];
      for (const { t } of tables.rows) parts.push(...(await ctx.database.executeSql(`SELECT x::text AS row FROM "${String(t)}" x`, [])).rows.map((r) => String(r.row)));
      parts.push(JSON.stringify(await ctx.database.db.select().from(connectors)));
      parts.push(...(await ctx.database.executeSql(`SELECT configuration::text AS c FROM connectors`, [])).rows.map((r) => String(r.c)));
      return parts.join('\n');
    }

    before(async () => {
      ctx = await createTestContext(kind, { env: { LOG_LEVEL: 'trace' } });
    });
    after(() => ctx.close());

    it('never answers, logs or stores a secret in clear, through every route; the runtime gets them back', async () => {
      const first = canaries();
      const second = canaries();
      const refused = canaries();
      const ids: Record<string, string> = {};
      const all = bodies(first);
      for (const [name, body] of Object.entries(all)) {
        const r = await send('POST', '/connector', body);
        assert.equal(r.status, 201, `${name}: ${JSON.stringify(r.body)}`);
        ids[name] = r.body.data.id;
      }
      // Reads.
      for (const id of Object.values(ids)) assert.equal((await send('GET', `/connector/${id}`)).status, 200);
      await send('GET', '/connector?limit=100');
      // Stored form: every secret field sealed.
      for (const [name, id] of Object.entries(ids)) {
        const [row] = await ctx.database.db.select().from(connectors).where(eq(connectors.id, id));
        const text = JSON.stringify(row!.configuration);
        assert.ok(!text.includes(SECRET_MASK), `${name}: the mask is never stored`);
        assert.match(text, /\{"\$enc":"v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+"\}/);
      }
      const expectSecrets = async (source: Record<string, string>) => {
        for (const [name, id] of Object.entries(ids)) {
          const run = await forRun(id);
          for (const [field, value] of Object.entries(secretsOf(name as never, run.configuration))) {
            assert.ok(value.includes(source[field]!), `${name}.${field} round-trips`);
          }
        }
      };
      await expectSecrets(first);
      // Update with the masks sent back (GET → PUT), and with the secrets left out.
      for (const id of Object.values(ids)) {
        const got = await send('GET', `/connector/${id}`);
        assert.equal((await send('PUT', `/connector/${id}`, got.body.data)).status, 200);
        assert.equal((await send('PUT', `/connector/${id}`, { name: `${got.body.data.name} (kept)`, configuration: {} })).status, 200);
      }
      await expectSecrets(first);
      // Update with new values.
      const next = bodies(second);
      for (const [name, id] of Object.entries(ids)) {
        const r = await send('PUT', `/connector/${id}`, { configuration: next[name as keyof typeof next].configuration });
        assert.equal(r.status, 200, `${name}: ${JSON.stringify(r.body)}`);
      }
      await expectSecrets(second);
      // Refused requests carrying secrets: validation errors and conflicts.
      const bad = bodies(refused);
      for (const [name, body] of Object.entries(bad)) {
        const invalid = { ...body, configuration: { ...body.configuration, directory_path: '../x' }, name: name === 'http' ? '' : body.name };
        assert.equal((await send('POST', '/connector', invalid)).status, 400, name);
        assert.equal((await send('PUT', `/connector/${ids[name]}`, { node_type: 'MANUAL', configuration: body.configuration })).status, 409, name);
      }
      await expectSecrets(second);
      // Delete one of each kind's twins.
      const twin = await send('POST', '/connector', bodies(second).ftp);
      assert.equal((await send('DELETE', `/connector/${twin.body.data.id}`)).status, 200);

      const logs = ctx.logs.join('\n');
      assert.ok(ctx.logs.length > 50, 'requests were logged');
      const database = await databaseDump();
      const leaks: string[] = [];
      for (const set of [first, second, refused]) {
        for (const [field, value] of Object.entries(set)) {
          responses.forEach((body, i) => body.includes(value) && leaks.push(`${field} in response #${i}`));
          if (logs.includes(value)) leaks.push(`${field} in logs`);
          if (database.includes(value)) leaks.push(`${field} in the database`);
        }
      }
      assert.deepEqual(leaks, []);
      assert.ok(responses.some((b) => b.includes(SECRET_MASK)));
    });

    it('binds stored secrets to their destination: moving a connector elsewhere needs the secrets sent again', async () => {
      // A member who may edit connectors but never sees a secret must not be able to redirect one.
      const c = canaries();
      const cases: Array<{ body: any; move: Record<string, unknown>; secrets: string[]; resend: Record<string, unknown> }> = [
        { body: bodies(c).http, move: { url: 'https://attacker.example/collect' }, secrets: ['configuration.headers.Authorization', 'configuration.headers.X-Api-Key'], resend: { headers: { Authorization: 'Bearer new', 'X-Api-Key': 'new' } } },
        { body: bodies(c).http, move: { authentication: { refresh_url: 'https://attacker.example/token' } }, secrets: ['configuration.authentication.headers.X-Refresh-Token'], resend: { authentication: { refresh_url: 'https://attacker.example/token', headers: { 'X-Refresh-Token': 'new' } } } },
        { body: bodies(c).ftp, move: { host: 'attacker.example' }, secrets: ['configuration.password'], resend: { host: 'attacker.example', password: 'new-password' } },
        { body: bodies(c).ftp, move: { port: 2121 }, secrets: ['configuration.password'], resend: { port: 2121, password: 'new-password' } },
        // How a secret travels counts too: plain FTP sends the password in clear…
        { body: bodies(c).ftp, move: { require_tls: false }, secrets: ['configuration.password'], resend: { require_tls: false, password: 'new-password' } },
        // …and a pinned SFTP key changed or removed would let another server receive it.
        { body: withConfig('SFTP', { secret_key: pemOf(c.secret_key!, 'OPENSSH PRIVATE KEY'), host_key_fingerprint: PINNED }), move: { host_key_fingerprint: null }, secrets: ['configuration.secret_key'], resend: { host_key_fingerprint: null, secret_key: pemOf('new-key', 'OPENSSH PRIVATE KEY') } },
        { body: withConfig('SFTP', { secret_key: pemOf(c.secret_key!, 'OPENSSH PRIVATE KEY'), host_key_fingerprint: PINNED }), move: { host_key_fingerprint: OTHER_KEY }, secrets: ['configuration.secret_key'], resend: { host_key_fingerprint: OTHER_KEY, secret_key: pemOf('new-key', 'OPENSSH PRIVATE KEY') } },
        { body: bodies(c).objstore, move: { objstore_endpoint: 'https://attacker.example' }, secrets: ['configuration.objstore_access_key', 'configuration.objstore_secret_access_key'], resend: { objstore_endpoint: 'https://attacker.example', objstore_access_key: 'AKNEW', objstore_secret_access_key: 'new' } },
        { body: bodies(c).blobSas, move: { blob_account: 'attacker' }, secrets: ['configuration.blob_sas'], resend: { blob_account: 'attacker', blob_sas: 'sv=2022-11-02&sig=new' } },
      ];
      // Stricter is free: turning TLS on, or pinning a key where none was, needs no secret.
      const lax = (await send('POST', '/connector', withConfig('FTP', { password: c.password, require_tls: false }))).body.data.id;
      assert.equal((await send('PUT', `/connector/${lax}`, { configuration: { require_tls: true } })).status, 200);
      const unpinned = (await send('POST', '/connector', bodies(c).sftp)).body.data.id;
      assert.equal((await send('PUT', `/connector/${unpinned}`, { configuration: { host_key_fingerprint: PINNED } })).status, 200);
      for (const { body, move, secrets, resend } of cases) {
        const created = await send('POST', '/connector', body);
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const id = created.body.data.id;
        const before = (await forRun(id)).configuration;
        const refused = await send('PUT', `/connector/${id}`, { configuration: move });
        assert.equal(refused.status, 400, `${JSON.stringify(move)}: ${JSON.stringify(refused.body)}`);
        assert.equal(refused.body.code, 'SECRET_REENTRY_REQUIRED');
        assert.deepEqual(refused.body.details.map((d: { field: string }) => d.field).sort(), [...secrets].sort());
        assert.deepEqual((await forRun(id)).configuration, before, 'a refused update changes nothing');
        // The same move with the secrets sent again is an ordinary update.
        const moved = await send('PUT', `/connector/${id}`, { configuration: resend });
        assert.equal(moved.status, 200, JSON.stringify(moved.body));
        // Other changes keep the stored secrets as before.
        assert.equal((await send('PUT', `/connector/${id}`, { name: 'renamed', configuration: body.configuration.directory_path !== undefined ? { directory_path: 'elsewhere' } : {} })).status, 200);
      }
    });

    it('binds a ciphertext to its connector and field, and to the key', async () => {
      const a = (await send('POST', '/connector', withConfig('FTP', { password: 'password-of-a' }))).body.data.id;
      const b = (await send('POST', '/connector', withConfig('FTP', { password: 'password-of-b' }))).body.data.id;
      const sftp = (await send('POST', '/connector', withConfig('SFTP', { secret_key: pemOf('key-of-c') }))).body.data.id;
      const [rowA] = await ctx.database.db.select().from(connectors).where(eq(connectors.id, a));
      const [rowB] = await ctx.database.db.select().from(connectors).where(eq(connectors.id, b));
      const [rowC] = await ctx.database.db.select().from(connectors).where(eq(connectors.id, sftp));
      const expectFailure = async (id: string, keys = ctx.app.deps.keys) =>
        assert.rejects(forRun(id, keys), (err: unknown) => err instanceof FerryError && err.statusCode === 500 && err.code === 'SECRET_DECRYPTION_FAILED' && !err.message.includes('password-of'));

      await expectFailure(a, deriveKeys(randomBytes(32)));
      await ctx.database.db.update(connectors).set({ configuration: { ...rowB!.configuration, password: rowA!.configuration.password } }).where(eq(connectors.id, b));
      await expectFailure(b);
      // The same connector, another field: the SFTP key's ciphertext copied to its password.
      const { secret_key: key, ...rest } = rowC!.configuration;
      await ctx.database.db.update(connectors).set({ configuration: { ...rest, protocol: 'SFTP', password: key } }).where(eq(connectors.id, sftp));
      await expectFailure(sftp);
      assert.equal((await forRun(a)).configuration.password, 'password-of-a');
      // A masked update of a connector whose stored secret is someone else's keeps failing at run time, never leaks it.
      const r = await send('GET', `/connector/${b}`);
      assert.equal(r.body.data.configuration.password, SECRET_MASK);
    });

    it('refuses a loadConnectorForRun of another organization’s connector (404)', async () => {
      const id = (await send('POST', '/connector', sample('MANUAL'))).body.data.id;
      const other = await ctx.otherOrganization();
      await assert.rejects(loadConnectorForRun(ctx.database.db, ctx.app.deps.keys, other.org.organization.id, id), (err: unknown) => err instanceof FerryError && err.statusCode === 404);
      assert.deepEqual((await forRun(id)).configuration, {});
    });
  });
}
