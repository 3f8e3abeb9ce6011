/**
 * The secret fields of a connector configuration (CONNECTOR_SECRET_PATHS in packages/schemas
 * connectors.ts): sealed with AES-256-GCM before they are stored, masked in every answer, opened
 * only for a run (DESIGN.md §5, SECURITY.md credential leakage). A stored secret is
 * `{"$enc": "v1:…"}` whose additional authenticated data names the connector and the field
 * (`ferry/connector/<id>/["headers","Authorization"]`), so a ciphertext copied to another
 * connector or another field does not decrypt.
 */
import { CONNECTOR_SECRET_PATHS, SECRET_MASK, type NodeType } from '@ferry/schemas/connectors';
import { errors, FerryError } from '../../errors.ts';
import { decryptSecret, encryptSecret, isEncryptedSecret, SecretDecryptionError } from '../../security/secrets.ts';
import type { Configuration } from './configuration.ts';

type Path = string[];

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function getAt(obj: unknown, path: Path): unknown {
  let cur = obj;
  for (const key of path) {
    if (!isObject(cur) || !Object.hasOwn(cur, key)) return undefined;
    cur = cur[key];
  }
  return cur;
}

/** Sets a value in a tree the caller owns (cloned beforehand). */
function setAt(obj: Record<string, unknown>, path: Path, value: unknown): void {
  let cur = obj;
  for (const key of path.slice(0, -1)) cur = cur[key] as Record<string, unknown>;
  cur[path[path.length - 1]!] = value;
}

/** The secret fields present in `config`, `*` expanded to every key of its object. */
export function secretPathsIn(nodeType: NodeType, config: unknown): Path[] {
  return CONNECTOR_SECRET_PATHS[nodeType].flatMap((pattern) => expandPattern(pattern, config));
}

/** Additional authenticated data of one secret field of one connector. */
export function secretAad(connectorId: string, path: Path): string {
  return `ferry/connector/${connectorId}/${JSON.stringify(path)}`;
}

/** A copy of `config` with every secret field, sealed or not, replaced by {@link SECRET_MASK}. */
export function maskSecrets(nodeType: NodeType, config: Configuration): Configuration {
  const out = structuredClone(config);
  for (const path of secretPathsIn(nodeType, out)) setAt(out, path, SECRET_MASK);
  return out;
}

/**
 * A copy of a validated configuration ready to store: each secret field sent in clear is sealed for
 * `connectorId`; a field holding the mask takes the sealed value stored at the same place.
 * @throws FerryError 400 when a field holds the mask but nothing is stored there (on create, or a
 *   header that did not exist).
 */
export function sealSecrets(nodeType: NodeType, config: Configuration, stored: Configuration, key: Uint8Array, connectorId: string): Configuration {
  const out = structuredClone(config);
  for (const path of secretPathsIn(nodeType, out)) {
    const value = getAt(out, path);
    if (value === SECRET_MASK) {
      const previous = getAt(stored, path);
      if (!isEncryptedSecret(previous)) {
        const field = `configuration.${path.join('.')}`;
        throw errors.validation(`body.${field} is the mask "${SECRET_MASK}" but no value is stored for it; send the secret itself`, [
          { field, message: `is the mask but no value is stored` },
        ]);
      }
      setAt(out, path, previous);
    } else if (typeof value === 'string') {
      setAt(out, path, encryptSecret(key, value, secretAad(connectorId, path)));
    } else {
      throw new Error(`secret field ${path.join('.')} of a validated configuration is not a string`);
    }
  }
  return out;
}

/**
 * A copy of a stored configuration with every secret opened (for runs only; never answered).
 * @throws FerryError 500 SECRET_DECRYPTION_FAILED naming the field (never its value) when a secret
 *   does not open: another FERRY_SECRET_KEY, or altered data.
 */
export function openSecrets(nodeType: NodeType, stored: Configuration, key: Uint8Array, connectorId: string): Configuration {
  const out = structuredClone(stored);
  for (const path of secretPathsIn(nodeType, out)) {
    const value = getAt(out, path);
    try {
      if (!isEncryptedSecret(value)) throw new SecretDecryptionError('the stored value is not sealed');
      setAt(out, path, decryptSecret(key, value, secretAad(connectorId, path)));
    } catch (err) {
      if (!(err instanceof SecretDecryptionError)) throw err;
      throw new FerryError(500, 'SECRET_DECRYPTION_FAILED', `secret configuration.${path.join('.')} of connector ${connectorId} cannot be decrypted: ${err.message}`, {
        retryable: false,
      });
    }
  }
  return out;
}

/**
 * Where each node type connects, and the secrets that go there: a stored secret is bound to the
 * destination it was entered for (SECURITY.md: credential leakage), so that a principal who may
 * edit a connector but never read its secrets cannot send them to a host of its choice.
 */
const SECRET_BINDINGS: Readonly<Record<NodeType, ReadonlyArray<{ destination: ReadonlyArray<Path>; secrets: ReadonlyArray<Path> }>>> = {
  HTTP: [
    { destination: [['url']], secrets: [['headers', '*']] },
    { destination: [['authentication', 'refresh_url']], secrets: [['authentication', 'headers', '*']] },
  ],
  FTP: [{ destination: [['host'], ['port'], ['protocol']], secrets: [['password'], ['secret_key'], ['passphrase']] }],
  OBJSTORE: [{ destination: [['objstore_endpoint'], ['objstore_bucket_name']], secrets: [['objstore_access_key'], ['objstore_secret_access_key']] }],
  BLOB: [{ destination: [['blob_account'], ['blob_endpoint']], secrets: [['blob_sas']] }],
  CLOUDSTORE: [{ destination: [['cloudproj_bucket_name'], ['cloudproj_endpoint'], ['cloudproj_token_uri']], secrets: [['cloudproj_private_key']] }],
  EMAIL: [],
  MANUAL: [],
  DATABASE: [{ destination: [['engine'], ['host'], ['port'], ['database']], secrets: [['password']] }],
};

/** The paths matching `pattern` (`*` = every key of an object) in `config`, present and not null. */
function expandPattern(pattern: readonly string[], config: unknown): Path[] {
  const out: Path[] = [];
  const walk = (rest: Path, prefix: Path, node: unknown): void => {
    if (rest.length === 0) {
      if (node !== undefined && node !== null) out.push(prefix);
      return;
    }
    if (!isObject(node)) return;
    const [head, ...tail] = rest as [string, ...string[]];
    for (const key of head === '*' ? Object.keys(node) : Object.hasOwn(node, head) ? [head] : []) walk(tail, [...prefix, key], node[key]);
  };
  walk([...pattern], [], config);
  return out;
}

const normalisedDestination = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v ?? null);

/**
 * Refuses an update that changes where a connector connects while keeping stored secrets bound to
 * the old destination: every kept secret (still the mask in `updated`) of a changed destination must
 * be sent again. For FTP also a change of how they travel: `require_tls` turned off (plain FTP
 * sends the password in clear) and a pinned SFTP `host_key_fingerprint` changed or removed (the
 * next connection would trust another server). `stored` is the configuration before the update,
 * `updated` the validated merge.
 * @throws FerryError 400 SECRET_REENTRY_REQUIRED naming each secret to send and the field that changed
 */
export function assertSecretsFollowDestination(nodeType: NodeType, stored: Configuration, updated: Configuration): void {
  const missing: Array<{ field: string; message: string }> = [];
  const require = (secrets: ReadonlyArray<Path>, why: string) => {
    for (const pattern of secrets) {
      for (const path of expandPattern(pattern, updated)) {
        if (getAt(updated, path) === SECRET_MASK) missing.push({ field: `configuration.${path.join('.')}`, message: `must be sent again because ${why}` });
      }
    }
  };
  for (const binding of SECRET_BINDINGS[nodeType]) {
    const changed = binding.destination.find((p) => normalisedDestination(getAt(stored, p)) !== normalisedDestination(getAt(updated, p)));
    if (changed) require(binding.secrets, `configuration.${changed.join('.')} changed`);
  }
  if (nodeType === 'FTP' && !missing.length) {
    const secrets = SECRET_BINDINGS.FTP[0]!.secrets;
    // How the secrets travel counts as much as where: a password that went only through TLS must
    // not be sent in clear because someone who cannot read it allowed plain FTP…
    if (updated.protocol === 'FTP' && ftpRequiresTls(stored) && !ftpRequiresTls(updated)) require(secrets, 'configuration.require_tls changed to false (plain FTP sends the password in clear)');
    // …nor to a server showing another key than the one pinned, after its pin was changed or removed.
    const pinned = stored.host_key_fingerprint;
    if (typeof pinned === 'string' && updated.host_key_fingerprint !== pinned) require(secrets, `configuration.host_key_fingerprint ${typeof updated.host_key_fingerprint === 'string' ? 'changed' : 'was removed'} (the secret would go to a server proving itself with another key)`);
  }
  if (missing.length === 0) return;
  const reasons = [...new Set(missing.map((m) => m.message.replace(/^.* because /, '')))];
  const moved = reasons.every((r) => / changed$/.test(r) && !r.includes('('));
  throw new FerryError(
    400,
    'SECRET_REENTRY_REQUIRED',
    moved
      ? `${reasons.map((r) => r.replace(/ changed$/, '')).join(' and ')} changes where this connector connects; stored secrets stay bound to the old destination, so send ${missing.map((m) => m.field).join(', ')} again in the same request`
      : `${reasons.join('; ')}: stored secrets stay bound to how they were entered, so send ${missing.map((m) => m.field).join(', ')} again in the same request`,
    { details: missing },
  );
}

/** Whether an FTP configuration requires TLS: `require_tls` is true unless it is explicitly false (the default is TLS). */
export function ftpRequiresTls(c: Configuration): boolean {
  return c.require_tls !== false && c.require_tls !== 'false';
}
