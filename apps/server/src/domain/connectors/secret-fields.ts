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
  const out: Path[] = [];
  const expand = (pattern: readonly string[], prefix: Path, node: unknown): void => {
    if (pattern.length === 0) {
      if (node !== undefined && node !== null) out.push(prefix);
      return;
    }
    if (!isObject(node)) return;
    const [head, ...rest] = pattern as [string, ...string[]];
    const keys = head === '*' ? Object.keys(node) : Object.hasOwn(node, head) ? [head] : [];
    for (const key of keys) expand(rest, [...prefix, key], node[key]);
  };
  for (const pattern of CONNECTOR_SECRET_PATHS[nodeType]) expand(pattern, [], config);
  return out;
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
