/**
 * Connectors (SPEC.md §Connector, §Endpoints/Connectors; docs/connectors.md): every node type's
 * happy path with the SPEC samples' quirks, the stored documented form, each validation rule,
 * updates (partial, merge patch, immutable fields), lists and the OpenAPI document.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { systemPeersMissing } from '@ferry/connectors/testing/system-peers';
import { eq } from 'drizzle-orm';
import { SECRET_MASK } from '@ferry/schemas/connectors';
import { connectors } from '../src/db/schema.ts';
import { loadConnectorForRun } from '../src/domain/connectors/service.ts';
import { deref } from './helpers/openapi.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { sample, SAMPLES, withConfig, type SampleName } from './connectors-samples.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

for (const kind of databaseKinds()) {
  describe(`connectors (${kind})`, () => {
    let ctx: TestContext;
    const create = async (body: unknown) => ctx.request('POST', '/connector', { body });
    const stored = async (id: string) => (await ctx.database.db.select().from(connectors).where(eq(connectors.id, id)))[0]!;
    const forRun = (id: string) => loadConnectorForRun(ctx.database.db, ctx.app.deps.keys, ctx.org.organization.id, id);

    before(async () => {
      ctx = await createTestContext(kind);
    });
    after(() => ctx.close());

    it('accepts every sample verbatim and answers the documented form', async () => {
      for (const name of Object.keys(SAMPLES) as SampleName[]) {
        const body = sample(name);
        const r = await create(body);
        assert.equal(r.status, 201, `${name}: ${JSON.stringify(r.body)}`);
        const { inbound_secret: inboundSecret, inbound_url: inboundUrl, ...c } = r.body.data;
        // Only a REACTIVE HTTP input answers its connector secret, and only on creation.
        const pushed = body.node_type === 'HTTP' && body.type === 'INPUT' && (body.configuration as { type?: string }).type === 'REACTIVE';
        assert.equal(typeof inboundSecret === 'string' && typeof inboundUrl === 'string', pushed, `${name}: inbound secret`);
        assert.deepEqual(Object.keys(c).sort(), ['configuration', 'created_at', 'created_by', 'id', 'name', 'node_type', 'permissions', 'trigger_type', 'type', 'updated_at', 'updated_by']);
        assert.equal(c.name, body.name);
        assert.equal(c.type, body.type);
        assert.equal(c.node_type, body.node_type);
        assert.deepEqual(c.permissions, body.permissions);
        assert.equal(c.trigger_type, body.trigger_type ?? null);
        assert.match(c.created_at, ISO);
        assert.match(c.updated_at, ISO);
        assert.deepEqual(c.created_by, { id: ctx.org.owner.id, name: 'owner@a.example', identifier: 'owner@a.example', type: 'USER' });
        const got = await ctx.request('GET', `/connector/${c.id}`);
        assert.equal(got.status, 200);
        assert.deepEqual(got.body.data, c, `${name}: GET answers what POST answered`);
      }
    });

    it('stores the quirks in the documented form', async () => {
      const ftp = (await create(sample('FTP'))).body.data;
      assert.equal(ftp.configuration.port, 21, 'port "21" → 21');
      assert.equal(ftp.configuration.file_extension, 'CSV', 'csv → CSV');
      assert.deepEqual(ftp.configuration.advanced_config, { after_process_option: 'UNCHANGED', inclusion_tag: [], exclusion_tag: [] }, 'advance_config → advanced_config');
      assert.ok(!('advance_config' in ftp.configuration));
      assert.equal(ftp.configuration.authentication_method, 'PASSWORD');
      assert.equal(ftp.configuration.password, SECRET_MASK);
      const row = await stored(ftp.id);
      assert.equal(row.configuration.port, 21);
      assert.ok(!('authentication_method' in row.configuration), 'authentication_method is derived, not stored');

      const sftp = (await create(sample('SFTP'))).body.data;
      assert.equal(sftp.configuration.authentication_method, 'KEY');
      assert.equal(sftp.configuration.port, 2222);
      const sftpRun = await forRun(sftp.id);
      assert.match(String(sftpRun.configuration.secret_key), /^-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blb.*\n-----END OPENSSH PRIVATE KEY-----\n$/, '"\\n" escapes → line breaks');

      const blob = (await create(sample('BLOB'))).body.data;
      assert.ok(!('blob_connection_string' in blob.configuration), 'an empty string counts as not set');
      assert.deepEqual(blob.configuration.advanced_config, { after_process_option: 'UNCHANGED' });

      const cloud = (await create(sample('CLOUDSTORE'))).body.data;
      assert.equal(cloud.configuration.file_extension, 'CSV', 'Csv → CSV');
      const email = (await create(sample('EMAIL'))).body.data;
      assert.equal(email.configuration.file_extension, 'XML');
      const obj = (await create(sample('OBJSTORE'))).body.data;
      assert.equal(obj.configuration.file_extension, 'XLSX');

      const http = (await create(sample('HTTP'))).body.data;
      assert.deepEqual(http.configuration.headers, { Authorization: SECRET_MASK, 'X-Tenant': SECRET_MASK }, 'every header value is masked');
      assert.deepEqual(http.configuration.authentication, { refresh_url: 'https://auth.acme.example/oauth/token', headers: { 'X-Refresh-Token': SECRET_MASK }, method: 'POST' });
      assert.equal(http.configuration.url, 'https://api.acme.example/v1/orders?status=open');
    });

    it('fills documented defaults: FTP/SFTP port, HTTP method, PRIVATE level, after_process_option', async () => {
      const ftp = (await create(withConfig('FTP', { port: undefined }))).body.data;
      assert.equal(ftp.configuration.port, 21);
      const sftp = (await create(withConfig('SFTP', { port: undefined }))).body.data;
      assert.equal(sftp.configuration.port, 22);
      const out = (await create(sample('HTTP_OUT'))).body.data;
      assert.equal(out.configuration.method, 'POST');
      const get = (await create(withConfig('HTTP', { method: undefined, authentication: { refresh_url: 'https://auth.acme.example/t' } }))).body.data;
      assert.equal(get.configuration.method, 'GET');
      assert.equal(get.configuration.authentication.method, 'POST');
      const noLevel = sample('MANUAL');
      delete noLevel.permissions;
      delete noLevel.trigger_type;
      const manual = (await create(noLevel)).body.data;
      assert.deepEqual(manual.permissions, { level: 'PRIVATE' });
      assert.equal(manual.trigger_type, null);
      assert.deepEqual(manual.configuration, {});
      const noConfig = await create({ name: 'No configuration', type: 'INPUT', node_type: 'MANUAL' });
      assert.equal(noConfig.status, 201);
      const adv = (await create(withConfig('OBJSTORE', { advance_config: { inclusion_tag: ['x'] } }))).body.data;
      assert.deepEqual(adv.configuration.advanced_config, { after_process_option: 'UNCHANGED', inclusion_tag: ['x'] });
    });

    it('accepts host forms: names, IPv4, IPv6 (bare or bracketed)', async () => {
      for (const host of ['ftp.acme.example', 'localhost', '192.0.2.1', '2001:db8::1', '[2001:db8::2]', 'ftp.acme.example.']) {
        const r = await create(withConfig('FTP', { host }));
        assert.equal(r.status, 201, `${host}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.data.configuration.host, host);
      }
    });

    it('validates each node type with a 400 naming the field', async () => {
      const key = (inner: string) => `-----BEGIN PRIVATE KEY-----\n${inner}\n-----END PRIVATE KEY-----`;
      const cases: Array<[string, Record<string, any>, RegExp]> = [
        // top level (request schema)
        ['unknown node type', { ...sample('MANUAL'), node_type: 'S3' }, /^body\.node_type must be one of "HTTP", "OBJSTORE", "FTP", "EMAIL", "BLOB", "CLOUDSTORE", "MANUAL", "DATABASE"$/],
        ['missing type', (({ type: _t, ...b }) => b)(sample('MANUAL')), /^body\.type is required$/],
        ['bad level', { ...sample('MANUAL'), permissions: { level: 'SHARED' } }, /^body\.permissions\.level must be one of "PUBLIC", "PRIVATE"$/],
        ['bad trigger', { ...sample('MANUAL'), trigger_type: 'CRON' }, /^body\.trigger_type/],
        ['configuration array', { ...sample('MANUAL'), configuration: [] }, /^body\.configuration must be an object$/],
        ['unknown top-level field', { ...sample('MANUAL'), colour: 'red' }, /^body\.colour is not a known field$/],
        ['empty name', { ...sample('MANUAL'), name: '' }, /^body\.name /],
        // FTP
        ['unknown field', withConfig('FTP', { colour: 'red' }), /^body\.configuration\.colour is not a known field$/],
        ['missing host', withConfig('FTP', { host: undefined }), /^body\.configuration\.host is required$/],
        ['missing username', withConfig('FTP', { username: undefined }), /^body\.configuration\.username is required$/],
        ['bad protocol', withConfig('FTP', { protocol: 'FTPS' }), /^body\.configuration\.protocol must be one of "FTP", "SFTP"$/],
        ['port not a number', withConfig('FTP', { port: 'twenty-one' }), /^body\.configuration\.port must be an integer$/],
        ['port out of range', withConfig('FTP', { port: '70000' }), /^body\.configuration\.port must be <= 65535$/],
        ['port zero', withConfig('FTP', { port: 0 }), /^body\.configuration\.port must be >= 1$/],
        ['password not a string', withConfig('FTP', { password: 1234 }), /^body\.configuration\.password must be a string$/],
        ['secret_key on FTP', withConfig('FTP', { secret_key: key('abc') }), /^body\.configuration\.secret_key is only for protocol SFTP/],
        ['FTP without password', withConfig('FTP', { password: undefined }), /^body\.configuration\.password is required$/],
        ['SFTP without credentials', withConfig('SFTP', { secret_key: undefined }), /^body\.configuration\.password is required \(or secret_key, an SSH private key\)$/],
        ['SFTP with both', withConfig('SFTP', { password: 'pw' }), /^body\.configuration\.secret_key cannot be set together with password/],
        ['secret_key not a key', withConfig('SFTP', { secret_key: 'not-a-key' }), /^body\.configuration\.secret_key must be an SSH private key in PEM form/],
        ['host with scheme', withConfig('FTP', { host: 'ftp://ftp.acme.example' }), /^body\.configuration\.host must be a host name or IP address without a scheme/],
        ['host with port', withConfig('FTP', { host: 'ftp.acme.example:21' }), /^body\.configuration\.host must not include a port/],
        ['host with path', withConfig('FTP', { host: 'ftp.acme.example/in' }), /^body\.configuration\.host must be a host name or IP address only/],
        ['host with spaces', withConfig('FTP', { host: 'ftp acme' }), /^body\.configuration\.host must be a host name/],
        ['traversal', withConfig('FTP', { directory_path: '/outgoing/../../etc' }), /^body\.configuration\.directory_path must not contain "\." or "\.\." segments$/],
        ['encoded traversal', withConfig('FTP', { directory_path: 'in/..%2f..%2fetc' }), /^body\.configuration\.directory_path must not contain percent-encoded/],
        ['backslash', withConfig('FTP', { directory_path: 'in\\..\\etc' }), /^body\.configuration\.directory_path must use "\/" as separator/],
        // NUL is refused for every field before validation (http/plugins/text-guard.ts); other controls here.
        ['NUL in path', withConfig('FTP', { directory_path: 'in\u0000x' }), /^body\.configuration\.directory_path contains a NUL character/],
        ['control character in path', withConfig('FTP', { directory_path: 'in\u0001x' }), /^body\.configuration\.directory_path must not contain control characters$/],
        ['file name with directory', withConfig('FTP', { file_name: '../orders' }), /^body\.configuration\.file_name must be a file name without a directory/],
        ['file name ..', withConfig('FTP', { file_name: '..' }), /^body\.configuration\.file_name must not be "\." or "\.\."$/],
        ['file name NUL', withConfig('FTP', { file_name: 'a\u0000b' }), /^body\.configuration\.file_name contains a NUL character/],
        ['file name with a control character', withConfig('FTP', { file_name: 'a\u001fb' }), /^body\.configuration\.file_name must not contain control characters$/],
        ['output without file_name', withConfig('FTP', { file_name: undefined }), /^body\.configuration\.file_name is required for OUTPUT connectors/],
        ['output without file_extension', withConfig('FTP', { file_extension: undefined }), /^body\.configuration\.file_extension is required for OUTPUT connectors$/],
        ['bad extension', withConfig('FTP', { file_extension: 'pdf' }), /^body\.configuration\.file_extension must be one of "XLSX", "XML", "CSV", "JSON"$/],
        ['both advance_config spellings', withConfig('FTP', { advanced_config: {} }), /^body\.configuration\.advance_config cannot be sent together with advanced_config/],
        ['RENAME without new_name', withConfig('FTP', { advance_config: { after_process_option: 'RENAME' } }), /^body\.configuration\.advanced_config\.new_name is required when after_process_option is RENAME$/],
        ['bad after_process_option', withConfig('FTP', { advance_config: { after_process_option: 'MOVE' } }), /^body\.configuration\.advanced_config\.after_process_option must be one of "DELETE", "RENAME", "UNCHANGED"$/],
        ['new_name with a path', withConfig('FTP', { advance_config: { after_process_option: 'RENAME', new_name: '../x' } }), /^body\.configuration\.advanced_config\.new_name must be a file name without a directory/],
        ['unknown advanced field', withConfig('FTP', { advance_config: { move_to: 'x' } }), /^body\.configuration\.advanced_config\.move_to is not a known field$/],
        ['tags not an array', withConfig('FTP', { advance_config: { inclusion_tag: 'orders' } }), /^body\.configuration\.advanced_config\.inclusion_tag must be an array$/],
        ['mask on create', withConfig('FTP', { password: SECRET_MASK }), /^body\.configuration\.password is the mask "\*{8}" but no value is stored for it; send the secret itself$/],
        // EMAIL
        ['EMAIL output without recipients', withConfig('EMAIL', { recipients: [] }), /^body\.configuration\.recipients is required for OUTPUT connectors/],
        ['EMAIL bad recipient', withConfig('EMAIL', { recipients: ['ops@acme.example', 'not an address'] }), /^body\.configuration\.recipients\[1\] must be a valid e-mail address$/],
        ['EMAIL header injection', withConfig('EMAIL', { recipients: ['ops@acme.example\r\nBcc: x@evil.example'] }), /^body\.configuration\.recipients\[0\] must be a valid e-mail address$/],
        ['EMAIL too many recipients', withConfig('EMAIL', { recipients: Array.from({ length: 51 }, (_, i) => `r${i}@acme.example`) }), /^body\.configuration\.recipients must have at most 50 entries$/],
        ['EMAIL JSON', withConfig('EMAIL', { file_extension: 'json' }), /^body\.configuration\.file_extension must be one of "XLSX", "XML", "CSV"$/],
        ['EMAIL advanced_config', withConfig('EMAIL', { advance_config: { after_process_option: 'DELETE' } }), /^body\.configuration\.advanced_config is only for OBJSTORE, FTP, CLOUDSTORE and BLOB connectors$/],
        // HTTP
        ['HTTP input without type', withConfig('HTTP', { type: undefined }), /^body\.configuration\.type is required for INPUT connectors \(REACTIVE or PROACTIVE\)$/],
        ['HTTP bad type', withConfig('HTTP', { type: 'PASSIVE' }), /^body\.configuration\.type must be one of "REACTIVE", "PROACTIVE"$/],
        ['PROACTIVE without url', withConfig('HTTP', { url: undefined }), /^body\.configuration\.url is required for PROACTIVE connectors$/],
        ['HTTP output without url', withConfig('HTTP_OUT', { url: undefined }), /^body\.configuration\.url is required for OUTPUT connectors$/],
        ['ftp url', withConfig('HTTP', { url: 'ftp://files.acme.example/x' }), /^body\.configuration\.url must be an http or https URL, not ftp$/],
        ['file url', withConfig('HTTP', { url: 'file:///etc/passwd' }), /^body\.configuration\.url must be an http or https URL, not file$/],
        ['gopher url', withConfig('HTTP', { url: 'gopher://127.0.0.1:6379/_INFO' }), /^body\.configuration\.url must be an http or https URL, not gopher$/],
        ['url with credentials', withConfig('HTTP', { url: 'https://user:pw@api.acme.example/' }), /^body\.configuration\.url must not contain a user name or password/],
        ['not a url', withConfig('HTTP', { url: 'api.acme.example/orders' }), /^body\.configuration\.url must be an absolute http or https URL$/],
        ['bad method', withConfig('HTTP', { method: 'DELETE' }), /^body\.configuration\.method must be one of "GET", "POST", "PUT", "PATCH"$/],
        ['bad header name', withConfig('HTTP', { headers: { 'Bad Header': 'x' } }), /^body\.configuration\.headers\.Bad Header is not a valid HTTP header name$/],
        ['Host header', withConfig('HTTP', { headers: { Host: 'internal.example' } }), /^body\.configuration\.headers\.Host is set by Ferry itself/],
        ['header CRLF', withConfig('HTTP', { headers: { 'X-A': 'a\r\nX-Injected: 1' } }), /^body\.configuration\.headers\.X-A must not contain line breaks/],
        ['header not a string', withConfig('HTTP', { headers: { 'X-A': 5 } }), /^body\.configuration\.headers\.X-A must be a string$/],
        ['duplicate header', withConfig('HTTP', { headers: { 'X-A': '1', 'x-a': '2' } }), /^body\.configuration\.headers\.x-a is given twice/],
        ['too many headers', withConfig('HTTP', { headers: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`X-H${i}`, 'v'])) }), /^body\.configuration\.headers must have at most 50 headers$/],
        ['refresh without url', withConfig('HTTP', { authentication: { method: 'POST' } }), /^body\.configuration\.authentication\.refresh_url is required$/],
        ['refresh gopher', withConfig('HTTP', { authentication: { refresh_url: 'gopher://x/' } }), /^body\.configuration\.authentication\.refresh_url must be an http or https URL, not gopher$/],
        ['refresh header CRLF', withConfig('HTTP', { authentication: { refresh_url: 'https://a.example/', headers: { 'X-A': 'x\ny' } } }), /^body\.configuration\.authentication\.headers\.X-A must not contain line breaks/],
        ['HTTP advanced_config', withConfig('HTTP', { advanced_config: {} }), /^body\.configuration\.advanced_config is only for OBJSTORE, FTP, CLOUDSTORE and BLOB connectors$/],
        // OBJSTORE
        ['missing secret access key', withConfig('OBJSTORE', { objstore_secret_access_key: undefined }), /^body\.configuration\.objstore_secret_access_key is required$/],
        ['missing bucket', withConfig('OBJSTORE', { objstore_bucket_name: undefined }), /^body\.configuration\.objstore_bucket_name is required$/],
        ['bad bucket', withConfig('OBJSTORE', { objstore_bucket_name: 'Acme_Orders' }), /^body\.configuration\.objstore_bucket_name must be 3 to 63 lower-case letters/],
        ['bad region', withConfig('OBJSTORE', { objstore_region: 'eu central' }), /^body\.configuration\.objstore_region must be a region name/],
        ['absolute object path', withConfig('OBJSTORE', { directory_path: '/incoming' }), /^body\.configuration\.directory_path must be relative/],
        ['endpoint scheme', withConfig('OBJSTORE', { objstore_endpoint: 'ftp://minio.local' }), /^body\.configuration\.objstore_endpoint must be an http or https URL, not ftp$/],
        // BLOB
        ['SAS without blob_sas', withConfig('BLOB', { blob_sas: undefined }), /^body\.configuration\.blob_sas is required when blob_authentication_type is SAS$/],
        ['SAS without account', withConfig('BLOB', { blob_account: undefined }), /^body\.configuration\.blob_account is required when blob_authentication_type is SAS$/],
        ['SAS with connection string', withConfig('BLOB', { blob_connection_string: 'AccountName=a;AccountKey=b' }), /^body\.configuration\.blob_connection_string is only for blob_authentication_type CONNECTION_STRING/],
        ['CONNECTION_STRING without it', withConfig('BLOB_CS', { blob_connection_string: undefined }), /^body\.configuration\.blob_connection_string is required when blob_authentication_type is CONNECTION_STRING$/],
        ['CONNECTION_STRING with sas', withConfig('BLOB_CS', { blob_sas: 'sv=1&sig=x' }), /^body\.configuration\.blob_sas is only for blob_authentication_type SAS/],
        ['bad connection string', withConfig('BLOB_CS', { blob_connection_string: 'just-a-key' }), /^body\.configuration\.blob_connection_string must be a storage connection string/],
        ['bad auth type', withConfig('BLOB', { blob_authentication_type: 'KEY' }), /^body\.configuration\.blob_authentication_type must be one of "SAS", "CONNECTION_STRING"$/],
        ['bad account', withConfig('BLOB', { blob_account: 'Acme-Storage' }), /^body\.configuration\.blob_account must be a storage account name/],
        ['bad container', withConfig('BLOB', { blob_container_name: 'Orders--2024' }), /^body\.configuration\.blob_container_name must be 3 to 63 lower-case letters/],
        ['missing container', withConfig('BLOB', { blob_container_name: undefined }), /^body\.configuration\.blob_container_name is required$/],
        // CLOUDSTORE
        ['bad client email', withConfig('CLOUDSTORE', { cloudproj_client_email: 'ferry' }), /^body\.configuration\.cloudproj_client_email must be a valid e-mail address$/],
        ['key not PEM', withConfig('CLOUDSTORE', { cloudproj_private_key: 'AIzaSyD-not-a-private-key' }), /^body\.configuration\.cloudproj_private_key must be a private key in PEM form/],
        ['bad project id', withConfig('CLOUDSTORE', { cloudproj_project_id: 'A' }), /^body\.configuration\.cloudproj_project_id must be a project id/],
        ['bad cloud bucket', withConfig('CLOUDSTORE', { cloudproj_bucket_name: '-xyz' }), /^body\.configuration\.cloudproj_bucket_name must be lower-case letters/],
        ['CLOUDSTORE output without file_name', withConfig('CLOUDSTORE', { file_name: undefined }), /^body\.configuration\.file_name is required for OUTPUT connectors/],
        // DATABASE
        ['DATABASE as input', withConfig('DATABASE', {}, { type: 'INPUT' }), /^body\.configuration\.engine belongs to a DATABASE connector, which is OUTPUT only/],
        ['DATABASE without engine', withConfig('DATABASE', { engine: undefined }), /^body\.configuration\.engine is required$/],
        ['MySQL with a schema', withConfig('DATABASE', { engine: 'MYSQL', schema: 'public' }), /^body\.configuration\.schema is for POSTGRESQL only/],
        ['DATABASE bad tls', withConfig('DATABASE', { tls: 'maybe' }), /^body\.configuration\.tls must be one of "off", "require", "verify-full"$/],
        ['DATABASE table too long', withConfig('DATABASE', { table: 'x'.repeat(64) }), /^body\.configuration\.table must have at most 63 characters$/],
        ['DATABASE host with scheme', withConfig('DATABASE', { host: 'postgres://db.acme.example' }), /^body\.configuration\.host /],
        // MANUAL
        ['MANUAL with fields', withConfig('MANUAL', { host: 'x' }), /^body\.configuration\.host is not a known field$/],
      ];
      const failures: string[] = [];
      for (const [label, body, message] of cases) {
        const r = await create(body);
        if (r.status !== 400 || !message.test(r.body.message) || r.body.code !== 'VALIDATION_FAILED' || !r.body.details?.[0]?.field) {
          failures.push(`${label}: ${r.status} ${JSON.stringify(r.body)}`);
        }
      }
      assert.deepEqual(failures, []);
      const [row] = await ctx.database.executeSql(`SELECT count(*)::int AS n FROM connectors WHERE name = 'Upload orders' AND configuration ? 'host'`, []).then((r) => r.rows);
      assert.equal(row!.n, 0, 'a refused request stores nothing');
    });

    it('updates partially: configuration is merged, null removes, GET → PUT round-trips', async () => {
      const c = (await create(sample('OBJSTORE'))).body.data;
      ctx.clock.advance(2000);
      const r = await ctx.request('PUT', `/connector/${c.id}`, { body: { name: 'Renamed bucket', configuration: { directory_path: 'incoming/2024', objstore_region: 'eu-west-1' } } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const u = r.body.data;
      assert.equal(u.name, 'Renamed bucket');
      assert.equal(u.configuration.directory_path, 'incoming/2024');
      assert.equal(u.configuration.objstore_region, 'eu-west-1');
      assert.equal(u.configuration.objstore_bucket_name, 'acme-orders', 'fields left out are kept');
      assert.deepEqual(u.configuration.advanced_config, c.configuration.advanced_config);
      assert.equal(u.created_at, c.created_at);
      assert.notEqual(u.updated_at, c.updated_at);
      const before = await forRun(c.id);
      assert.equal(before.configuration.objstore_secret_access_key, SAMPLES.OBJSTORE.configuration.objstore_secret_access_key, 'secrets left out are kept');

      const removed = await ctx.request('PUT', `/connector/${c.id}`, { body: { configuration: { directory_path: null, advanced_config: { inclusion_tag: null, exclusion_tag: ['tmp'] } } } });
      assert.equal(removed.status, 200, JSON.stringify(removed.body));
      assert.ok(!('directory_path' in removed.body.data.configuration));
      assert.deepEqual(removed.body.data.configuration.advanced_config, { after_process_option: 'DELETE', exclusion_tag: ['tmp'] });

      const roundTrip = await ctx.request('PUT', `/connector/${c.id}`, { body: { ...removed.body.data, created_at: 'ignored', createdAt: 'x', updateAt: 'y', update_by: null } });
      assert.equal(roundTrip.status, 200, JSON.stringify(roundTrip.body));
      assert.deepEqual({ ...roundTrip.body.data, updated_at: null }, { ...removed.body.data, updated_at: null });
      assert.deepEqual((await forRun(c.id)).configuration, (await forRun(c.id)).configuration);
      assert.equal((await forRun(c.id)).configuration.objstore_access_key, SAMPLES.OBJSTORE.configuration.objstore_access_key, 'masks sent back keep the secrets');

      const level = await ctx.request('PUT', `/connector/${c.id}`, { body: { permissions: { level: 'PRIVATE' }, trigger_type: null } });
      assert.deepEqual(level.body.data.permissions, { level: 'PRIVATE' });
      assert.equal(level.body.data.trigger_type, null);

      const bad = await ctx.request('PUT', `/connector/${c.id}`, { body: { configuration: { objstore_bucket_name: null } } });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /^body\.configuration\.objstore_bucket_name is required$/);
      const still = await ctx.request('GET', `/connector/${c.id}`);
      assert.equal(still.body.data.configuration.objstore_bucket_name, 'acme-orders', 'a refused update changes nothing');
    });

    it('refuses a change of type or node_type with 409 but accepts the current values', async () => {
      const c = (await create(sample('EMAIL'))).body.data;
      for (const body of [{ node_type: 'FTP' }, { type: 'INPUT' }]) {
        const r = await ctx.request('PUT', `/connector/${c.id}`, { body });
        assert.equal(r.status, 409, JSON.stringify(body));
        assert.equal(r.body.code, 'IMMUTABLE_FIELD');
        assert.match(r.body.message, /cannot change once a connector exists/);
      }
      const same = await ctx.request('PUT', `/connector/${c.id}`, { body: { node_type: 'EMAIL', type: 'OUTPUT', name: 'Same kinds' } });
      assert.equal(same.status, 200);
    });

    it('switches authentication methods explicitly (FTP password ⇄ SFTP key, BLOB SAS ⇄ connection string)', async () => {
      const ftp = (await create(sample('FTP'))).body.data;
      const both = await ctx.request('PUT', `/connector/${ftp.id}`, { body: { configuration: { protocol: 'SFTP', secret_key: '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----' } } });
      assert.equal(both.status, 400);
      assert.match(both.body.message, /secret_key cannot be set together with password.*send null/);
      const key = await ctx.request('PUT', `/connector/${ftp.id}`, {
        body: { configuration: { protocol: 'SFTP', password: null, secret_key: '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----' } },
      });
      assert.equal(key.status, 200, JSON.stringify(key.body));
      assert.equal(key.body.data.configuration.authentication_method, 'KEY');
      assert.equal(key.body.data.configuration.port, 22, 'a default port follows the protocol');
      assert.ok(!('password' in key.body.data.configuration));
      // The key is bound to host and port: moving to another port needs it again.
      const moved = await ctx.request('PUT', `/connector/${ftp.id}`, { body: { configuration: { port: 2022 } } });
      assert.equal(moved.status, 400);
      assert.equal(moved.body.code, 'SECRET_REENTRY_REQUIRED');
      const custom = await ctx.request('PUT', `/connector/${ftp.id}`, { body: { configuration: { port: 2022, secret_key: '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----' } } });
      assert.equal(custom.status, 200, JSON.stringify(custom.body));
      assert.equal(custom.body.data.configuration.port, 2022);
      const back = await ctx.request('PUT', `/connector/${ftp.id}`, { body: { configuration: { protocol: 'FTP', secret_key: null, password: 'new-ftp-password' } } });
      assert.equal(back.status, 200, JSON.stringify(back.body));
      assert.equal(back.body.data.configuration.port, 2022, 'a chosen port stays');
      assert.equal(back.body.data.configuration.authentication_method, 'PASSWORD');
      assert.equal((await forRun(ftp.id)).configuration.password, 'new-ftp-password');

      const blob = (await create(sample('BLOB'))).body.data;
      const stale = await ctx.request('PUT', `/connector/${blob.id}`, { body: { configuration: { blob_authentication_type: 'CONNECTION_STRING', blob_connection_string: 'AccountName=acme;AccountKey=a2V5' } } });
      assert.equal(stale.status, 400);
      assert.match(stale.body.message, /^body\.configuration\.blob_account is only for blob_authentication_type SAS \(send blob_account: null to remove it\)$/);
      const switched = await ctx.request('PUT', `/connector/${blob.id}`, {
        body: { configuration: { blob_authentication_type: 'CONNECTION_STRING', blob_connection_string: 'AccountName=acme;AccountKey=a2V5', blob_account: null, blob_sas: null } },
      });
      assert.equal(switched.status, 200, JSON.stringify(switched.body));
      assert.equal(switched.body.data.configuration.blob_connection_string, SECRET_MASK);
      assert.deepEqual((await forRun(blob.id)).configuration.blob_connection_string, 'AccountName=acme;AccountKey=a2V5');
    });

    it('merges HTTP headers by name: the mask keeps, a value replaces, null removes', async () => {
      const c = (await create(sample('HTTP'))).body.data;
      const r = await ctx.request('PUT', `/connector/${c.id}`, { body: { configuration: { headers: { Authorization: SECRET_MASK, 'X-Tenant': null, 'X-New': 'new-value' } } } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(r.body.data.configuration.headers, { Authorization: SECRET_MASK, 'X-New': SECRET_MASK });
      const run = await forRun(c.id);
      assert.deepEqual(run.configuration.headers, { Authorization: 'Bearer api-token-1', 'X-New': 'new-value' });
      assert.deepEqual(run.configuration.authentication, SAMPLES.HTTP.configuration.authentication);
      const masked = await ctx.request('PUT', `/connector/${c.id}`, { body: { configuration: { headers: { 'X-Unknown': SECRET_MASK } } } });
      assert.equal(masked.status, 400);
      assert.match(masked.body.message, /^body\.configuration\.headers\.X-Unknown is the mask/);
      const recased = await ctx.request('PUT', `/connector/${c.id}`, { body: { configuration: { headers: { authorization: 'Bearer other' } } } });
      assert.equal(recased.status, 400);
      assert.match(recased.body.message, /is given twice/);
    });

    it('refuses at save time every header the HTTP driver refuses at run time (one list)', async () => {
      const refused = ['Host', 'Content-Length', 'Transfer-Encoding', 'Connection', 'Keep-Alive', 'Upgrade', 'TE', 'Trailer', 'Expect', 'Proxy-Connection', 'Proxy-Authorization'];
      for (const name of refused) {
        const r = await ctx.request('POST', '/connector', { body: { name: 'h', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'https://example.com/in', headers: { [name]: 'x' } } } });
        assert.equal(r.status, 400, `${name}: ${JSON.stringify(r.body)}`);
        assert.match(r.body.message, /set by Ferry/);
      }
      const ok = await ctx.request('POST', '/connector', { body: { name: 'h', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'https://example.com/in', headers: { Authorization: 'Bearer x', 'X-Api-Key': 'k' } } } });
      assert.equal(ok.status, 201);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of ['01900000-0000-7000-8000-000000000000', 'not-an-id']) {
        for (const [method, body] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
          const r = await ctx.request(method, `/connector/${id}`, { body });
          assert.equal(r.status, 404, `${method} ${id}`);
          assert.equal(r.body.code, 'NOT_FOUND');
        }
      }
    });

    it('lists items with only the list fields, filters, sorts and pages', async () => {
      const list = await ctx.request('GET', '/connector', { query: { limit: '100' } });
      assert.equal(list.status, 200);
      const total = Number(list.headers['x-total-count']);
      assert.ok(total >= 20);
      for (const item of list.body.data) {
        assert.deepEqual(Object.keys(item).sort(), ['created_at', 'created_by', 'id', 'name', 'node_type', 'permissions', 'type', 'updated_at', 'updated_by']);
        assert.deepEqual(Object.keys(item.permissions), ['level']);
        assert.match(item.created_at, ISO);
      }
      const byType = await ctx.request('GET', '/connector', { query: { filters: '{"type":"OUTPUT","node_type":"EMAIL"}', limit: '100' } });
      assert.ok(byType.body.data.length >= 1);
      assert.ok(byType.body.data.every((c: any) => c.type === 'OUTPUT' && c.node_type === 'EMAIL'));
      const byName = await ctx.request('GET', '/connector', { query: { 'filters[name]': 'ACME BUCK', limit: '100' } });
      assert.ok(byName.body.data.length >= 1 && byName.body.data.every((c: any) => /acme bucket/i.test(c.name)));
      const byLevel = await ctx.request('GET', '/connector', { query: { filters: '{"permissions.level":"PUBLIC"}', limit: '100' } });
      assert.ok(byLevel.body.data.length >= 1 && byLevel.body.data.every((c: any) => c.permissions.level === 'PUBLIC'));
      const multi = await ctx.request('GET', '/connector', { query: { 'filters[node_type]': 'FTP,BLOB', limit: '100' } });
      assert.deepEqual([...new Set(multi.body.data.map((c: any) => c.node_type))].sort(), ['BLOB', 'FTP']);
      const sorted = await ctx.request('GET', '/connector', { query: { sort: '{"name":"asc"}', limit: '100' } });
      const names = sorted.body.data.map((c: any) => c.name);
      assert.deepEqual(names, [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
      const page = await ctx.request('GET', '/connector', { query: { pagination: '{"offset":2,"limit":3}', sort: '{"name":"asc"}' } });
      assert.deepEqual(page.body.pagination, { total: 3, offset: 2, limit: 3 });
      assert.deepEqual(page.body.data.map((c: any) => c.name), names.slice(2, 5));
      for (const [query, message] of [
        [{ filters: '{"node_type":"S3"}' }, /filter node_type must be one of/],
        [{ filters: '{"host":"x"}' }, /cannot filter by host/],
        [{ sort: '{"configuration":"asc"}' }, /cannot sort by configuration/],
      ] as const) {
        const r = await ctx.request('GET', '/connector', { query });
        assert.equal(r.status, 400);
        assert.match(r.body.message, message);
      }
    });

    it('documents the connector as a union discriminated by node_type in the OpenAPI document', async () => {
      const doc = (await ctx.request('GET', '/openapi.json', { token: null })).body;
      const path = doc.paths['/dp/api/v1/connector'];
      const stems = ['Http', 'Objstore', 'Ftp', 'Email', 'Blob', 'Cloudstore', 'Manual', 'Database'];
      const union = (node: any, suffix: string) => {
        const s = deref(doc, node);
        assert.equal(s.discriminator.propertyName, 'node_type');
        assert.deepEqual(s.oneOf.map((v: any) => v.$ref), stems.map((t) => `#/components/schemas/Connector${t}${suffix}`));
        assert.deepEqual(Object.keys(s.discriminator.mapping), ['HTTP', 'OBJSTORE', 'FTP', 'EMAIL', 'BLOB', 'CLOUDSTORE', 'MANUAL', 'DATABASE']);
        // Each branch fixes node_type, so exactly one branch matches a connector.
        s.oneOf.forEach((v: any, i: number) => assert.equal(deref(doc, v).properties.node_type.const, Object.keys(s.discriminator.mapping)[i]));
        return s;
      };
      union(path.post.requestBody.content['application/json'].schema, 'Create');
      union(path.post.responses['201'].content['application/json'].schema.properties.data, '');
      const item = doc.paths['/dp/api/v1/connector/{id}'];
      union(item.get.responses['200'].content['application/json'].schema.properties.data, '');
      const update = deref(doc, item.put.requestBody.content['application/json'].schema);
      assert.equal(update.properties.configuration.anyOf.length, 8);
      const blob = deref(doc, { $ref: '#/components/schemas/ConnectorBlobConfiguration' });
      assert.match(blob.properties.blob_sas.description, /required when blob_authentication_type is SAS.*Secret/);
      const ftpOut = deref(doc, { $ref: '#/components/schemas/ConnectorFtpConfigurationMasked' });
      assert.deepEqual(deref(doc, ftpOut.properties.authentication_method).enum, ['PASSWORD', 'KEY']);
      assert.equal(ftpOut.properties.password.const, SECRET_MASK);
      assert.ok(deref(doc, item.delete.responses['200'].content['application/json'].schema).properties.message, 'DELETE answers {message} (the named Message schema)');
    });
  });
}

describe('test connection (POST /connector/{id}/test, POST /connector/test)', () => {
  it('reads the file of a PROACTIVE input, reaches an output without sending, refuses private addresses in words', async () => {
    const { createServer } = await import('node:http');
    const received: string[] = [];
    const peer = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'text/csv' }).end('a,b\n1,2\n');
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(peer.address() as import('node:net').AddressInfo).port}`;
    const ctx = await createTestContext('pglite', { env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    try {
      const input = await ctx.request('POST', '/connector', { body: { name: 'In', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: `${url}/export.csv` } } });
      const a = await ctx.request('POST', `/connector/${input.body.data.id}/test`);
      assert.equal(a.status, 200, JSON.stringify(a.body));
      assert.equal(a.body.data.ok, true);
      assert.equal(a.body.data.result, 'OK');
      // The old name answers the same.
      const old = await ctx.request('POST', `/connector/${input.body.data.id}/check`);
      assert.equal(old.body.data.result, 'OK');
      assert.match(a.body.data.message, /read export\.csv/);
      const output = await ctx.request('POST', '/connector', { body: { name: 'Out', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${url}/import` } } });
      const before = received.length;
      const b = await ctx.request('POST', `/connector/${output.body.data.id}/test`);
      assert.equal(b.body.data.ok, true, b.body.data.message);
      assert.match(b.body.data.message, /Nothing was sent/);
      assert.equal(received.length, before, 'no request reached the destination');
      // A private address is refused when saved; a test of it unsaved is tried, and the guard refuses it then.
      const closed = await ctx.request('POST', '/connector', { body: { name: 'Private', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'http://10.9.9.9/import' } } });
      assert.equal(closed.status, 400);
      const c = await ctx.request('POST', '/connector/test', { body: { type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'http://10.9.9.9/import' } } });
      assert.equal(c.body.data.ok, false);
      assert.equal(c.body.data.result, 'NETWORK_REFUSED');
      assert.match(c.body.data.message, /private|refused|not allowed/i);
      // Unsaved: validated first (400 naming the field), then tried; nothing is stored.
      const countBefore = (await ctx.request('GET', '/connector')).body.data.length;
      const unsaved = await ctx.request('POST', '/connector/test', { body: { type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${url}/import` } } });
      assert.equal(unsaved.status, 200, JSON.stringify(unsaved.body));
      assert.equal(unsaved.body.data.result, 'OK');
      const refused = await ctx.request('POST', '/connector/test', { body: { type: 'INPUT', node_type: 'FTP', configuration: { host: '10.1.2.3', protocol: 'FTP', username: 'u', password: 'canary-pw-91' } } });
      assert.equal(refused.body.data.result, 'NETWORK_REFUSED');
      assert.ok(!JSON.stringify(refused.body).includes('canary-pw-91'));
      const invalid = await ctx.request('POST', '/connector/test', { body: { type: 'INPUT', node_type: 'FTP', configuration: { protocol: 'FTP', username: 'u', password: 'x' } } });
      assert.equal(invalid.status, 400);
      assert.match(invalid.body.message, /host/);
      assert.equal((await ctx.request('GET', '/connector')).body.data.length, countBefore);
      const manual = await ctx.request('POST', '/connector', { body: { name: 'Up', type: 'INPUT', node_type: 'MANUAL', configuration: {} } });
      const d = await ctx.request('POST', `/connector/${manual.body.data.id}/test`);
      assert.deepEqual([d.body.data.ok, d.body.data.result, d.body.data.message], [true, 'NOTHING_TO_CONNECT', 'Files are uploaded to this connector: there is nothing to connect to.']);
    } finally {
      await ctx.close();
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    }
  });
});

describe('SFTP host key pinning touches only its own connector', () => {
  it('pins the tested connector and no other, in its organization or another', { skip: systemPeersMissing(['sshd']) }, async () => {
    const { startSshd, TEST_USER } = await import('@ferry/connectors/testing/system-peers');
    const sshd = await startSshd();
    const ctx = await createTestContext('pglite', { env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    try {
      const sftp = { protocol: 'SFTP', host: '127.0.0.1', port: sshd.port, username: TEST_USER.name, password: TEST_USER.password };
      const a = (await ctx.request('POST', '/connector', { body: { name: 'A', type: 'INPUT', node_type: 'FTP', configuration: sftp } })).body.data.id;
      const b = (await ctx.request('POST', '/connector', { body: { name: 'B', type: 'INPUT', node_type: 'FTP', configuration: sftp } })).body.data.id;
      const c = (await ctx.request('POST', '/connector', { body: { name: 'C', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'https://x.example/in' } } })).body.data.id;
      const other = await ctx.otherOrganization();
      const d = (await ctx.request('POST', '/connector', { token: other.ownerToken, body: { name: 'D', type: 'INPUT', node_type: 'FTP', configuration: sftp } })).body.data.id;
      const t = await ctx.request('POST', `/connector/${a}/test`);
      assert.equal(t.body.data.result, 'OK', t.body.data.message);
      assert.match((await ctx.request('GET', `/connector/${a}`)).body.data.configuration.host_key_fingerprint, /^SHA256:/);
      assert.equal((await ctx.request('GET', `/connector/${b}`)).body.data.configuration.host_key_fingerprint, undefined);
      assert.equal((await ctx.request('GET', `/connector/${c}`)).body.data.configuration.host_key_fingerprint, undefined);
      assert.equal((await ctx.request('GET', `/connector/${d}`, { token: other.ownerToken })).body.data.configuration.host_key_fingerprint, undefined);
    } finally {
      await ctx.close();
      await sshd.stop();
    }
  });
});

describe('credentials on the wire, against the real sshd and vsftpd', () => {
  it('SFTP: unpinning or replacing the pinned server key needs the password again; the next test then pins afresh', { skip: systemPeersMissing(['sshd']) }, async () => {
    const { startSshd, TEST_USER } = await import('@ferry/connectors/testing/system-peers');
    const sshd = await startSshd();
    const ctx = await createTestContext('pglite', { env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    try {
      const id = (await ctx.request('POST', '/connector', { body: { name: 'SFTP', type: 'INPUT', node_type: 'FTP', configuration: { protocol: 'SFTP', host: '127.0.0.1', port: sshd.port, username: TEST_USER.name, password: TEST_USER.password } } })).body.data.id;
      assert.equal((await ctx.request('POST', `/connector/${id}/test`)).body.data.result, 'OK');
      const pinned = (await ctx.request('GET', `/connector/${id}`)).body.data.configuration.host_key_fingerprint;
      assert.match(pinned, /^SHA256:/);
      // A member with connector.write but not the password cannot unpin the key or pin another.
      const member = await ctx.request('POST', '/user', { body: { email: 'member@a.example', password: 'member-password-1', role: 'MEMBER', permissions: { connector: { create: false, read: true, write: true, delete: false } } } });
      assert.equal(member.status, 201, JSON.stringify(member.body));
      const token = await ctx.token('member@a.example');
      for (const fingerprint of [null, `SHA256:${'C'.repeat(43)}`]) {
        const r = await ctx.request('PUT', `/connector/${id}`, { token, body: { configuration: { host_key_fingerprint: fingerprint } } });
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.equal(r.body.code, 'SECRET_REENTRY_REQUIRED');
        assert.match(r.body.message, /configuration\.host_key_fingerprint (was removed|changed) .*send configuration\.password again/);
        assert.equal((await ctx.request('GET', `/connector/${id}`)).body.data.configuration.host_key_fingerprint, pinned, 'the pin stays');
      }
      // With the password, the key is forgotten and the next test pins the server's key again.
      const forgot = await ctx.request('PUT', `/connector/${id}`, { token, body: { configuration: { host_key_fingerprint: null, password: TEST_USER.password } } });
      assert.equal(forgot.status, 200, JSON.stringify(forgot.body));
      assert.equal(forgot.body.data.configuration.host_key_fingerprint, undefined);
      assert.equal((await ctx.request('POST', `/connector/${id}/test`)).body.data.result, 'OK');
      assert.equal((await ctx.request('GET', `/connector/${id}`)).body.data.configuration.host_key_fingerprint, pinned);
    } finally {
      await ctx.close();
      await sshd.stop();
    }
  });

  it('FTP: TLS is required by default — a server without it never sees the credentials; plain FTP needs require_tls: false and the password again', { skip: systemPeersMissing(['vsftpd']) }, async () => {
    const { startVsftpd, TEST_USER } = await import('@ferry/connectors/testing/system-peers');
    const vsftpd = await startVsftpd();
    const ctx = await createTestContext('pglite', { env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    try {
      const created = await ctx.request('POST', '/connector', { body: { name: 'FTP', type: 'INPUT', node_type: 'FTP', configuration: { protocol: 'FTP', host: '127.0.0.1', port: vsftpd.port, username: TEST_USER.name, password: TEST_USER.password } } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.data.id;
      const t = await ctx.request('POST', `/connector/${id}/test`);
      assert.equal(t.body.data.result, 'TLS_FAILURE', t.body.data.message);
      assert.match(t.body.data.message, /does not offer TLS .*the user name and password were not sent/);
      const seen = await vsftpd.protocolLog();
      assert.match(seen, /"AUTH TLS"/);
      assert.doesNotMatch(seen, /"USER |"PASS /, 'vsftpd received no credentials');
      const lax = await ctx.request('PUT', `/connector/${id}`, { body: { configuration: { require_tls: false } } });
      assert.equal(lax.status, 400, JSON.stringify(lax.body));
      assert.equal(lax.body.code, 'SECRET_REENTRY_REQUIRED');
      assert.match(lax.body.message, /configuration\.require_tls changed to false .*send configuration\.password again/);
      const plain = await ctx.request('PUT', `/connector/${id}`, { body: { configuration: { require_tls: false, password: TEST_USER.password } } });
      assert.equal(plain.status, 200, JSON.stringify(plain.body));
      assert.equal((await ctx.request('POST', `/connector/${id}/test`)).body.data.result, 'OK');
    } finally {
      await ctx.close();
      await vsftpd.stop();
    }
  });
});

describe('HTTP connector and webhook URLs naming a refused address are refused when saved', () => {
  it('answers 400 in the guard’s words for private, loopback and metadata literals; names pass; the allow-list admits', async () => {
    const ctx = await createTestContext('pglite');
    const allowed = await createTestContext('pglite', { env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1,10.20.0.0/16' } });
    try {
      const output = (url: string, extra: Record<string, unknown> = {}) => ({ name: 'Out', type: 'OUTPUT', node_type: 'HTTP', configuration: { url, ...extra } });
      const cases: Array<[string, Record<string, unknown>, RegExp]> = [
        ['metadata', output('http://169.254.169.254/latest/meta-data/'), /^body\.configuration\.url refused: 169\.254\.169\.254 is a link-local address \(cloud metadata\); allow it with FERRY_NETWORK_ALLOW_LIST \(the exact address\) if this is intended$/],
        ['loopback', output('http://127.0.0.1:8080/import'), /^body\.configuration\.url refused: 127\.0\.0\.1 is a loopback address; allow it with FERRY_NETWORK_ALLOW_LIST if this is intended$/],
        ['odd spelling of loopback', output('http://0x7f000001/import'), /url refused: 127\.0\.0\.1 is a loopback address/],
        ['private', output('https://10.0.4.7/import'), /url refused: 10\.0\.4\.7 is a private address/],
        ['IPv4-mapped metadata', output('http://[::ffff:169.254.169.254]/'), /url refused: ::ffff:a9fe:a9fe \(169\.254\.169\.254\) is a link-local address \(cloud metadata\)/],
        ['IPv6 loopback', output('http://[::1]/'), /url refused: ::1 is a loopback address/],
        ['a PROACTIVE input', { name: 'In', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: 'http://192.168.1.10/export.csv' } }, /url refused: 192\.168\.1\.10 is a private address/],
        ['the token refresh URL', output('https://api.example.com/import', { authentication: { refresh_url: 'http://169.254.170.2/v2/credentials' } }), /^body\.configuration\.authentication\.refresh_url refused: 169\.254\.170\.2 is a link-local address \(cloud metadata\)/],
      ];
      for (const [label, body, message] of cases) {
        const r = await ctx.request('POST', '/connector', { body });
        assert.equal(r.status, 400, `${label}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.code, 'VALIDATION_FAILED', label);
        assert.match(r.body.message, message, label);
      }
      // Names are not resolved at save time (the guard checks every address at each connection).
      const named = await ctx.request('POST', '/connector', { body: output('https://localhost/import') });
      assert.equal(named.status, 201, JSON.stringify(named.body));
      const publicOne = await ctx.request('POST', '/connector', { body: output('https://93.184.215.14/import') });
      assert.equal(publicOne.status, 201, JSON.stringify(publicOne.body));
      // An update to a refused address is refused; the stored URL stays.
      const moved = await ctx.request('PUT', `/connector/${publicOne.body.data.id}`, { body: { configuration: { url: 'http://169.254.169.254/latest/' } } });
      assert.equal(moved.status, 400);
      assert.match(moved.body.message, /url refused: 169\.254\.169\.254/);
      assert.equal((await ctx.request('GET', `/connector/${publicOne.body.data.id}`)).body.data.configuration.url, 'https://93.184.215.14/import');
      // Webhooks: the same rule, on create and on update.
      const hook = await ctx.request('POST', '/webhook', { body: { url: 'http://10.1.2.3/hook', events: ['execution.succeeded'] } });
      assert.equal(hook.status, 400);
      assert.match(hook.body.message, /^body\.url refused: 10\.1\.2\.3 is a private address; allow it with FERRY_NETWORK_ALLOW_LIST if this is intended$/);
      const fine = await ctx.request('POST', '/webhook', { body: { url: 'https://hooks.example.com/ferry', events: ['execution.succeeded'] } });
      assert.equal(fine.status, 201, JSON.stringify(fine.body));
      const hookMoved = await ctx.request('PUT', `/webhook/${fine.body.data.id}`, { body: { url: 'http://[fd00:ec2::254]/' } });
      assert.equal(hookMoved.status, 400);
      assert.match(hookMoved.body.message, /url refused: fd00:ec2::254 is .*cloud metadata/);
      // The operator's allow-list admits what it lists, at save as at connect time; metadata only by its exact address.
      for (const url of ['http://127.0.0.1:8080/import', 'http://10.20.3.4/import']) {
        const r = await allowed.request('POST', '/connector', { body: output(url) });
        assert.equal(r.status, 201, `${url}: ${JSON.stringify(r.body)}`);
      }
      assert.equal((await allowed.request('POST', '/webhook', { body: { url: 'http://127.0.0.1:9/hook', events: ['execution.failed'] } })).status, 201);
      assert.equal((await allowed.request('POST', '/connector', { body: output('http://10.21.0.1/import') })).status, 400);
    } finally {
      await ctx.close();
      await allowed.close();
    }
  });
});
