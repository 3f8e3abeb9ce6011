/**
 * File names of the file connectors (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE; docs/connectors.md
 * "Names and placeholders"): which input files are picked up, what an output or a renamed input
 * is called, and the temporary name an output is written under first.
 */
import { posix } from 'node:path';

/** Input file extensions Ferry reads (lower case, without the dot); the engine confirms the format from the content. */
export const SUPPORTED_INPUT_EXTENSIONS: ReadonlySet<string> = new Set(['csv', 'tsv', 'txt', 'xls', 'xlsx', 'xml', 'json']);

/** The extension of a name, lower case without the dot (`Orders.CSV` → `csv`); '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether an input file of this name is read: a supported extension and not a hidden or temporary file. */
export function isSupportedInput(name: string): boolean {
  return !name.startsWith('.') && SUPPORTED_INPUT_EXTENSIONS.has(extensionOf(name));
}

/**
 * SPEC.md `advanced_config` tags: a file is processed when its name contains at least one
 * `inclusion_tag` (or there are none) and no `exclusion_tag`. Case-sensitive substring matches.
 */
export function matchesTags(name: string, inclusion: readonly string[] = [], exclusion: readonly string[] = []): boolean {
  if (exclusion.some((t) => name.includes(t))) return false;
  return inclusion.length === 0 || inclusion.some((t) => name.includes(t));
}

/** Values of the placeholders (see {@link PLACEHOLDERS}). */
export interface PlaceholderValues {
  executionId: string;
  /** The instant the name is for (the execution's creation, so that a retry names the same file). */
  at: Date;
  /** The original input file name (RENAME only). */
  original?: string;
}

/**
 * Placeholders in `file_name` (outputs) and `new_name` (RENAME of inputs):
 * - `{execution_id}`: the execution's id;
 * - `{timestamp}`: `YYYYMMDDTHHMMSSZ` (UTC) of the execution's creation;
 * - `{date}`: `YYYY-MM-DD` (UTC) of the execution's creation;
 * - `{name}`, `{stem}`, `{extension}`: RENAME only — the original name (`orders.csv`), without its
 *   extension (`orders`), and its extension without the dot (`csv`).
 */
export const PLACEHOLDERS = ['execution_id', 'timestamp', 'date', 'name', 'stem', 'extension'] as const;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The placeholders a template uses that are not known (for validation messages). */
export function unknownPlaceholders(template: string, allowed: readonly string[] = PLACEHOLDERS): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((p) => !allowed.includes(p));
}

/** Replaces the placeholders of `template`; unknown ones stay as they are. */
export function expandPlaceholders(template: string, values: PlaceholderValues): string {
  const iso = values.at.toISOString();
  const original = values.original ?? '';
  const dot = original.lastIndexOf('.');
  const table: Record<string, string> = {
    execution_id: values.executionId,
    timestamp: `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`,
    date: iso.slice(0, 10),
    name: original,
    stem: dot > 0 ? original.slice(0, dot) : original,
    extension: dot > 0 ? original.slice(dot + 1) : '',
  };
  return template.replace(PLACEHOLDER, (whole, key: string) => (values.original === undefined && ['name', 'stem', 'extension'].includes(key) ? whole : (table[key] ?? whole)));
}

/** Joins a directory (possibly empty, with or without trailing slash) and a name with `/`. */
export function joinPath(directory: string, name: string): string {
  if (!directory) return name;
  return posix.join(directory, name);
}

/** The temporary name an output is written under before it is renamed to `finalName` (hidden, `.part`: never picked up as input). */
export function temporaryName(finalName: string, executionId: string): string {
  return `.${finalName}.ferry-${executionId.replace(/[^\w-]/g, '').slice(0, 40)}.part`;
}

/** Whether a name is one plain file name (no separators, not `.`/`..`, no control characters). */
export function isPlainName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return name.length > 0 && name.length <= 255 && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name);
}
