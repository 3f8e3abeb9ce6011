/**
 * Reading the configuration fields every file connector shares (SPEC.md §Connector:
 * `directory_path`, `file_name`, `file_extension`, `advanced_config`), checked again at run time:
 * the server validates on write, but a driver does not trust what it is handed. Problems are
 * `CONFIGURATION_INVALID` ConnectorErrors naming the field, never a value.
 */
import type { ConnectorType } from '../contract.ts';
import { ConnectorError } from '../errors.ts';
import { isPlainName, unknownPlaceholders } from './naming.ts';
import type { FileSettings } from './store.ts';

/** A configuration object (after a check that it is one). */
export type Config = Record<string, unknown>;

export const invalid = (field: string, problem: string) => new ConnectorError('CONFIGURATION_INVALID', `configuration.${field} ${problem}`, { retryable: false });

/** The configuration as an object. @throws CONFIGURATION_INVALID */
export function asConfig(configuration: unknown): Config {
  if (!configuration || typeof configuration !== 'object' || Array.isArray(configuration)) throw new ConnectorError('CONFIGURATION_INVALID', 'configuration must be an object', { retryable: false });
  return configuration as Config;
}

/** A required non-empty string. */
export function requiredString(c: Config, field: string, max = 4096): string {
  const v = c[field];
  if (typeof v !== 'string' || v.length === 0) throw invalid(field, 'is required');
  if (v.length > max) throw invalid(field, `is longer than ${max} characters`);
  return v;
}

/** An optional string (undefined when absent or null). */
export function optionalString(c: Config, field: string, max = 4096): string | undefined {
  const v = c[field];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw invalid(field, 'must be a string');
  if (v.length > max) throw invalid(field, `is longer than ${max} characters`);
  return v;
}

function stringList(v: unknown, field: string): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((t) => typeof t !== 'string' || t.length === 0)) throw invalid(field, 'must be a list of non-empty strings');
  return v as string[];
}

/** Normalises `directory_path`: no `.`/`..` segments or backslashes; leading `./` and trailing `/` dropped. */
export function directoryOf(c: Config, absoluteAllowed: boolean): string {
  const raw = optionalString(c, 'directory_path', 1024) ?? '';
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw) || /%2f|%5c/i.test(raw)) throw invalid('directory_path', 'must not contain backslashes, control characters or encoded separators');
  const segments = raw.split('/');
  if (segments.some((s) => s === '.' || s === '..') && raw !== '.') throw invalid('directory_path', 'must not contain "." or ".." segments');
  let dir = raw === '.' ? '' : raw.replace(/\/+$/, '');
  if (dir.startsWith('/') && !absoluteAllowed) dir = dir.replace(/^\/+/, '');
  return dir.replace(/\/{2,}/g, '/');
}

const AFTER = ['DELETE', 'RENAME', 'UNCHANGED'] as const;

/** Reads the shared file settings of a connector of `type`. @throws CONFIGURATION_INVALID */
export function fileSettings(c: Config, type: ConnectorType, options: { absoluteDirectory: boolean }): FileSettings {
  const directory = directoryOf(c, options.absoluteDirectory);
  const advanced = (c.advanced_config ?? c.advance_config ?? {}) as Config;
  if (typeof advanced !== 'object' || Array.isArray(advanced)) throw invalid('advanced_config', 'must be an object');
  const option = advanced.after_process_option === undefined || advanced.after_process_option === null ? 'UNCHANGED' : String(advanced.after_process_option).toUpperCase();
  if (!(AFTER as readonly string[]).includes(option)) throw invalid('advanced_config.after_process_option', `must be one of ${AFTER.join(', ')}`);
  const newName = optionalString(advanced, 'new_name', 255);
  if (option === 'RENAME') {
    if (!newName) throw invalid('advanced_config.new_name', 'is required when after_process_option is RENAME');
    if (!isPlainName(newName)) throw invalid('advanced_config.new_name', 'must be a plain file name (no "/", "\\", "." or "..")');
    const unknown = unknownPlaceholders(newName);
    if (unknown.length) throw invalid('advanced_config.new_name', `uses unknown placeholders: ${unknown.map((u) => `{${u}}`).join(', ')}`);
  }
  const settings: FileSettings = {
    directory,
    afterProcess: option as FileSettings['afterProcess'],
    ...(newName && option === 'RENAME' ? { newName } : {}),
    inclusion: stringList(advanced.inclusion_tag, 'advanced_config.inclusion_tag'),
    exclusion: stringList(advanced.exclusion_tag, 'advanced_config.exclusion_tag'),
  };
  if (type === 'OUTPUT') {
    const fileName = requiredString(c, 'file_name', 255);
    if (!isPlainName(fileName)) throw invalid('file_name', 'must be a plain file name (no "/", "\\", "." or "..")');
    const unknown = unknownPlaceholders(fileName, ['execution_id', 'timestamp', 'date']);
    if (unknown.length) throw invalid('file_name', `uses unknown placeholders: ${unknown.map((u) => `{${u}}`).join(', ')}`);
    const extension = requiredString(c, 'file_extension', 10).toLowerCase();
    if (!['csv', 'xlsx', 'xml', 'json'].includes(extension)) throw invalid('file_extension', 'must be one of XLSX, XML, CSV, JSON');
    settings.fileName = fileName;
    settings.extension = extension;
  }
  return settings;
}

/** A TCP port (default when absent). @throws CONFIGURATION_INVALID */
export function portOf(c: Config, fallback: number): number {
  const v = c.port;
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 65535) throw invalid('port', 'must be a port number (1 to 65535)');
  return n;
}
