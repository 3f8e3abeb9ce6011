/**
 * MIME types of the file kinds Ferry stores, by extension: the default `contentType` of a put,
 * and the fs driver's `stat().contentType` (plain files carry no type of their own).
 */

const BY_EXTENSION: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  json: 'application/json',
  ndjson: 'application/x-ndjson',
  jsonl: 'application/x-ndjson',
  xml: 'application/xml',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  gz: 'application/gzip',
};

/** Fallback for an unknown or missing extension (RFC 2046 §4.5.1). */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The MIME type for a key or file name from its extension (case-insensitive). */
export function contentTypeFor(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return DEFAULT_CONTENT_TYPE;
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}
