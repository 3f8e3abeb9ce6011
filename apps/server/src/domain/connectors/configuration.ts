/**
 * A connector's `configuration`: from what a client sends to the documented form (SPEC.md
 * §Connector; docs/connectors.md). Three steps:
 *
 * 1. {@link normaliseConfigurationPatch}: the SPEC samples' quirks become the documented form
 *    (`advance_config` → `advanced_config`, `"csv"` → `"CSV"`), `""` counts as not set, the
 *    response-only `authentication_method` is dropped.
 * 2. {@link mergeConfiguration}: the request is merged into the stored configuration as a JSON
 *    merge patch (RFC 7396); on create the stored configuration is `{}`.
 * 3. {@link validateConfiguration}: the node type's schema (packages/schemas connectors.ts, lenient
 *    `port`) and then the rules a schema cannot phrase precisely (conditional requirements, INPUT vs
 *    OUTPUT, paths, hosts, URLs, headers), each a 400 naming the field.
 *
 * Secrets are plain strings here (or the mask, meaning "keep the stored value"); sealing them is
 * secret-fields.ts's job.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import {
  ADVANCED_CONFIG_NODE_TYPES,
  connectorConfigurationSchema,
  FILE_OUTPUT_NODE_TYPES,
  HTTP_DEFAULT_BATCH_SIZE,
  MAX_HTTP_HEADERS,
  SECRET_MASK,
  type ConnectorType,
  type NodeType,
} from '@ferry/schemas/connectors';
import { errors } from '../../errors.ts';
import { lenientPlugin } from '../../validation/lenient.ts';
import { formatValidationErrors } from '../../validation/messages.ts';
import {
  bucketNameProblem,
  cloudBucketNameProblem,
  containerNameProblem,
  directoryPathProblem,
  fileNameProblem,
  headerNameProblem,
  headerValueProblem,
  hostProblem,
  httpUrlProblem,
  literalAddressProblem,
  type UrlGuard,
} from './values.ts';
import { identifierProblem } from '@ferry/connectors';

/** A configuration object (JSON). */
export type Configuration = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Throws 400 VALIDATION_FAILED for `configuration.<field>`. */
function fail(field: string, message: string): never {
  throw errors.validation(`body.configuration.${field} ${message}`, [{ field: `configuration.${field}`, message }]);
}

/**
 * Step 1: the request's `configuration` in documented names and forms. Returns a new object;
 * `""` becomes `null` (removal in the merge) for every field but header values.
 * @throws 400 when both `advanced_config` and its sample spelling `advance_config` are sent.
 */
export function normaliseConfigurationPatch(raw: Configuration): Configuration {
  const entries = Object.entries(raw).filter(([k]) => k !== 'authentication_method');
  const out: Configuration = Object.fromEntries(entries);
  if ('advance_config' in out) {
    if ('advanced_config' in out) fail('advance_config', 'cannot be sent together with advanced_config (advance_config is the same field, spelled as in a SPEC sample)');
    out.advanced_config = out.advance_config;
    delete out.advance_config;
  }
  for (const [key, value] of Object.entries(out)) {
    if (value === '') out[key] = null;
    else if (key === 'file_extension' && typeof value === 'string') out[key] = value.trim().replace(/^\./, '').toUpperCase();
    else if ((key === 'advanced_config' || key === 'authentication') && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === '' ? null : v]));
    }
  }
  return out;
}

/** Step 2: RFC 7396 JSON merge patch (`null` removes, objects merge, anything else replaces). */
export function mergeConfiguration(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const base: Record<string, unknown> = isObject(target) ? { ...target } : {};
  const entries: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(base)) if (!(key in patch)) entries.push([key, value]);
  for (const [key, value] of Object.entries(patch)) {
    if (value !== null) entries.push([key, mergeConfiguration(Object.hasOwn(base, key) ? base[key] : undefined, value)]);
  }
  // fromEntries defines own properties, so a "__proto__" key can never reach a prototype.
  return Object.fromEntries(entries);
}

const FTP_DEFAULT_PORT: Record<string, number> = { FTP: 21, SFTP: 22 };
const DATABASE_DEFAULT_PORT: Record<string, number> = { POSTGRESQL: 5432, MYSQL: 3306 };

/**
 * Before an update's merge: an FTP port left at its protocol's default follows a protocol change
 * (21 ⇄ 22) unless the patch sends a port. Returns the stored view to merge into.
 */
export function followDefaults(nodeType: NodeType, stored: Configuration, patch: Configuration): Configuration {
  // A DATABASE port left at its engine's default follows an engine change (5432 ⇄ 3306), and so does the schema.
  if (nodeType === 'DATABASE' && patch.engine !== undefined && patch.engine !== stored.engine) {
    const rest = { ...stored };
    if (!('port' in patch) && stored.port === DATABASE_DEFAULT_PORT[String(stored.engine)]) delete rest.port;
    if (!('schema' in patch) && (patch.engine === 'MYSQL' || stored.schema === 'public')) delete rest.schema;
    return rest;
  }
  if (nodeType !== 'FTP' || patch.protocol === undefined || patch.protocol === stored.protocol || 'port' in patch) return stored;
  if (stored.port !== FTP_DEFAULT_PORT[String(stored.protocol)]) return stored;
  const { port: _port, ...rest } = stored;
  return rest;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false, verbose: true, strict: false });
addFormats(ajv);
lenientPlugin(ajv as never);
const compiled = new Map<NodeType, ValidateFunction>();

function schemaCheck(nodeType: NodeType, config: Configuration): void {
  let validate = compiled.get(nodeType);
  if (!validate) {
    validate = ajv.compile(connectorConfigurationSchema(nodeType, 'request'));
    compiled.set(nodeType, validate);
  }
  if (validate(config)) return;
  const withPrefix = (validate.errors ?? []).map((e) => ({ ...e, instancePath: `/configuration${e.instancePath}` }));
  const { message, details } = formatValidationErrors('body', withPrefix);
  throw errors.validation(message, details);
}

const has = (c: Configuration, key: string) => c[key] !== undefined && c[key] !== null;
const kept = (v: unknown) => v === SECRET_MASK;

function checkValue(field: string, value: unknown, problem: (v: string) => string | null): void {
  if (typeof value !== 'string') return;
  const p = problem(value);
  if (p) fail(field, p);
}

/** PEM keys pasted from a JSON key file carry "\n" escapes; store real line breaks. */
function unescapePem(c: Configuration, field: string): void {
  const v = c[field];
  if (typeof v === 'string' && !kept(v) && !v.includes('\n') && v.includes('\\n')) c[field] = v.replace(/\\n/g, '\n');
}

function checkPrivateKey(c: Configuration, field: string, what: string): void {
  unescapePem(c, field);
  const v = c[field];
  if (typeof v !== 'string' || kept(v)) return;
  if (!/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/.test(v) || !/-----END [A-Z0-9 ]*PRIVATE KEY-----/.test(v)) {
    fail(field, `must be ${what} in PEM form (-----BEGIN … PRIVATE KEY----- … -----END … PRIVATE KEY-----)`);
  }
}

function checkHeaders(field: string, headers: unknown): void {
  if (!isObject(headers)) return;
  const names = Object.keys(headers);
  if (names.length > MAX_HTTP_HEADERS) fail(field, `must have at most ${MAX_HTTP_HEADERS} headers`);
  const seen = new Set<string>();
  for (const name of names) {
    const p = headerNameProblem(name);
    if (p) fail(`${field}.${name}`, p);
    if (seen.has(name.toLowerCase())) fail(`${field}.${name}`, 'is given twice (header names are case-insensitive)');
    seen.add(name.toLowerCase());
    checkValue(`${field}.${name}`, headers[name], headerValueProblem);
  }
}

const CONNECTION_STRING_KEY = /(^|;)\s*(AccountName|BlobEndpoint|SharedAccessSignature|UseDevelopmentStorage)\s*=/i;

/** Node-type rules beyond the schema; may fill documented defaults (port, method). */
const nodeRules: Record<NodeType, (c: Configuration, type: ConnectorType, guard: UrlGuard | null) => void> = {
  EMAIL(c, type) {
    if (Array.isArray(c.recipients)) {
      const seen = new Set<string>();
      c.recipients = (c.recipients as string[]).map((r) => r.trim()).filter((r) => !seen.has(r.toLowerCase()) && seen.add(r.toLowerCase()));
    }
    if (type === 'OUTPUT' && (!Array.isArray(c.recipients) || c.recipients.length === 0)) fail('recipients', 'is required for OUTPUT connectors (at least one e-mail address)');
  },
  FTP(c) {
    checkValue('host', c.host, hostProblem);
    if (!has(c, 'port')) c.port = FTP_DEFAULT_PORT[String(c.protocol)];
    if (c.protocol === 'FTP' && has(c, 'secret_key')) fail('secret_key', 'is only for protocol SFTP; FTP connectors use password (send secret_key: null to remove it)');
    if (has(c, 'password') && has(c, 'secret_key')) fail('secret_key', 'cannot be set together with password: use one of them (send null for the one to remove)');
    if (!has(c, 'password') && !has(c, 'secret_key')) fail('password', c.protocol === 'SFTP' ? 'is required (or secret_key, an SSH private key)' : 'is required');
    checkPrivateKey(c, 'secret_key', 'an SSH private key');
    if (has(c, 'passphrase') && !has(c, 'secret_key')) fail('passphrase', 'is only for an SFTP connector with secret_key (the passphrase of an encrypted key)');
    if (c.protocol === 'FTP' && has(c, 'host_key_fingerprint')) fail('host_key_fingerprint', 'is only for protocol SFTP');
    if (c.protocol === 'SFTP' && has(c, 'require_tls')) fail('require_tls', 'is only for protocol FTP (SFTP always encrypts)');
  },
  HTTP(c, type, guard) {
    if (type === 'INPUT' && !has(c, 'type')) fail('type', 'is required for INPUT connectors (REACTIVE or PROACTIVE)');
    const needsUrl = type === 'OUTPUT' || c.type === 'PROACTIVE';
    if (needsUrl && !has(c, 'url')) fail('url', type === 'OUTPUT' ? 'is required for OUTPUT connectors' : 'is required for PROACTIVE connectors');
    checkValue('url', c.url, httpUrlProblem);
    if (guard) checkValue('url', c.url, (v) => literalAddressProblem(guard, v));
    if (has(c, 'url') && !has(c, 'method')) c.method = type === 'OUTPUT' ? 'POST' : 'GET';
    checkHeaders('headers', c.headers);
    if (type === 'INPUT' && has(c, 'delivery_mode')) fail('delivery_mode', 'is only for OUTPUT connectors');
    if (has(c, 'batch_size') && c.delivery_mode !== 'BATCHES') fail('batch_size', 'is only for delivery_mode BATCHES');
    if (c.delivery_mode === 'BATCHES' && !has(c, 'batch_size')) c.batch_size = HTTP_DEFAULT_BATCH_SIZE;
    if (isObject(c.authentication)) {
      checkValue('authentication.refresh_url', c.authentication.refresh_url, httpUrlProblem);
      if (guard) checkValue('authentication.refresh_url', c.authentication.refresh_url, (v) => literalAddressProblem(guard, v));
      checkHeaders('authentication.headers', c.authentication.headers);
      if (!has(c.authentication, 'method')) c.authentication = { ...c.authentication, method: 'POST' };
    }
  },
  OBJSTORE(c) {
    checkValue('objstore_bucket_name', c.objstore_bucket_name, bucketNameProblem);
    checkValue('objstore_region', c.objstore_region, (v) => (/^[A-Za-z0-9._-]{1,64}$/.test(v) ? null : 'must be a region name such as eu-central-1'));
    checkValue('objstore_endpoint', c.objstore_endpoint, httpUrlProblem);
  },
  BLOB(c) {
    const auth = c.blob_authentication_type;
    const other = auth === 'SAS' ? 'CONNECTION_STRING' : 'SAS';
    const own = auth === 'SAS' ? ['blob_account', 'blob_sas'] : ['blob_connection_string'];
    const foreign = auth === 'SAS' ? ['blob_connection_string'] : ['blob_account', 'blob_sas'];
    for (const f of own) if (!has(c, f)) fail(f, `is required when blob_authentication_type is ${auth}`);
    for (const f of foreign) if (has(c, f)) fail(f, `is only for blob_authentication_type ${other} (send ${f}: null to remove it)`);
    checkValue('blob_account', c.blob_account, (v) => (/^[a-z0-9]{3,24}$/.test(v) ? null : 'must be a storage account name: 3 to 24 lower-case letters and digits'));
    checkValue('blob_container_name', c.blob_container_name, containerNameProblem);
    if (has(c, 'blob_endpoint') && auth !== 'SAS') fail('blob_endpoint', 'is only for blob_authentication_type SAS (a connection string names its own BlobEndpoint)');
    checkValue('blob_endpoint', c.blob_endpoint, httpUrlProblem);
    checkValue('blob_connection_string', c.blob_connection_string, (v) =>
      kept(v) || CONNECTION_STRING_KEY.test(v) ? null : 'must be a storage connection string (AccountName=…;AccountKey=…;… or BlobEndpoint=…;SharedAccessSignature=…)',
    );
  },
  CLOUDSTORE(c) {
    checkValue('cloudproj_project_id', c.cloudproj_project_id, (v) =>
      /^(?:[a-z0-9.-]+:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(v) ? null : 'must be a project id: 6 to 30 lower-case letters, digits and hyphens, starting with a letter',
    );
    checkValue('cloudproj_bucket_name', c.cloudproj_bucket_name, cloudBucketNameProblem);
    checkValue('cloudproj_endpoint', c.cloudproj_endpoint, httpUrlProblem);
    checkValue('cloudproj_token_uri', c.cloudproj_token_uri, httpUrlProblem);
    checkPrivateKey(c, 'cloudproj_private_key', 'a private key');
  },
  DATABASE(c, type) {
    if (type === 'INPUT') fail('engine', 'belongs to a DATABASE connector, which is OUTPUT only: Ferry writes rows into a table, it does not read them');
    checkValue('host', c.host, hostProblem);
    if (!has(c, 'port')) c.port = c.engine === 'MYSQL' ? 3306 : 5432;
    if (!has(c, 'tls')) c.tls = 'verify-full';
    if (!has(c, 'write_mode')) c.write_mode = 'INSERT';
    if (!has(c, 'create_table')) c.create_table = false;
    if (c.engine === 'MYSQL' && has(c, 'schema')) fail('schema', 'is for POSTGRESQL only: in MySQL and MariaDB the database is the schema (send schema: null)');
    if (c.engine === 'POSTGRESQL' && !has(c, 'schema')) c.schema = 'public';
    unescapePem(c, 'tls_ca');
    checkValue('tls_ca', c.tls_ca, (v) => (/-----BEGIN CERTIFICATE-----/.test(v) ? null : 'must be one or more PEM certificates (-----BEGIN CERTIFICATE----- …)'));
    if (has(c, 'tls_ca') && c.tls !== 'verify-full') fail('tls_ca', 'is only used with tls verify-full (send tls_ca: null to remove it)');
    for (const field of ['database', 'schema', 'table']) checkValue(field, c[field], (v) => identifierProblem(v));
  },
  MANUAL() {
    // INPUT: files arrive by upload. OUTPUT: download-only; the result is kept for GET /execution/{id}/output.
  },
};

/**
 * Step 3: validates a merged configuration of a node type and connector type, in place, and returns
 * it in the documented form (defaults filled: FTP `port`, HTTP `method`, `after_process_option`).
 * Secret fields may hold {@link SECRET_MASK} (a stored value is kept; checked when sealing).
 * With `guard` (a save), an HTTP connector's `url` and `authentication.refresh_url` whose host is
 * an address the network guard refuses are refused too, in the guard's words
 * (values.ts literalAddressProblem); a connection test goes without it and reports the guard's
 * refusal as its result.
 * @throws FerryError 400 VALIDATION_FAILED whose message names the field, e.g.
 *   `body.configuration.blob_sas is required when blob_authentication_type is SAS`.
 */
export function validateConfiguration(nodeType: NodeType, type: ConnectorType, config: Configuration, guard: UrlGuard | null = null): Configuration {
  if (has(config, 'advanced_config') && !(ADVANCED_CONFIG_NODE_TYPES as readonly string[]).includes(nodeType)) {
    fail('advanced_config', `is only for ${ADVANCED_CONFIG_NODE_TYPES.slice(0, -1).join(', ')} and ${ADVANCED_CONFIG_NODE_TYPES.at(-1)} connectors`);
  }
  schemaCheck(nodeType, config);
  nodeRules[nodeType](config, type, guard);
  // What an output delivers of the rows (docs/executions.md "What changed since the last delivery").
  if (type === 'INPUT') for (const field of ['deliver', 'change_column']) if (has(config, field)) fail(field, 'is only for OUTPUT connectors');
  if ((FILE_OUTPUT_NODE_TYPES as readonly string[]).includes(nodeType) && type === 'OUTPUT') {
    if (!has(config, 'file_name')) fail('file_name', 'is required for OUTPUT connectors (the output file name, without extension)');
    if (!has(config, 'file_extension')) fail('file_extension', 'is required for OUTPUT connectors');
  }
  checkValue('directory_path', config.directory_path, (v) => directoryPathProblem(v, nodeType === 'FTP' ? 'allowed' : 'refused'));
  checkValue('file_name', config.file_name, fileNameProblem);
  const advanced = config.advanced_config;
  if (isObject(advanced)) {
    if (!has(advanced, 'after_process_option')) config.advanced_config = { after_process_option: 'UNCHANGED', ...advanced };
    if (advanced.after_process_option === 'RENAME' && !has(advanced, 'new_name')) fail('advanced_config.new_name', 'is required when after_process_option is RENAME');
    checkValue('advanced_config.new_name', advanced.new_name, fileNameProblem);
  }
  return config;
}
