/**
 * Media types and file names in one place (the server's storage, uploads, pushes and downloads and
 * the connectors all use it): output formats with their media type and extension, the extension of
 * a `Content-Type`, the media type of a file name (the `mime-types` database), and the file name of
 * a `Content-Disposition` header (RFC 6266, `filename*` of RFC 8187 first; the `content-disposition`
 * package, with a tolerant fallback for the unquoted names real peers send).
 */
import { parse as parseContentDisposition } from 'content-disposition';
import mime from 'mime-types';

/** Output file formats (the engine's writers). */
export const OUTPUT_FORMATS = ['CSV', 'TSV', 'JSON', 'XML', 'XLSX'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Media type of each output format, as Ferry sends it. */
export const OUTPUT_CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = Object.freeze({
  CSV: 'text/csv; charset=utf-8',
  TSV: 'text/tab-separated-values; charset=utf-8',
  JSON: 'application/json; charset=utf-8',
  XML: 'application/xml; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

/** `{contentType, extension}` of an output format (`CSV` → `text/csv; charset=utf-8`, `csv`). */
export function outputFormatInfo(format: OutputFormat): { contentType: string; extension: string } {
  return { contentType: OUTPUT_CONTENT_TYPES[format], extension: format.toLowerCase() };
}

/** The output format named by `value` in any letter case (`csv` → `CSV`), or null. */
export function parseOutputFormat(value: string | null | undefined): OutputFormat | null {
  const f = value?.trim().toUpperCase();
  return f && (OUTPUT_FORMATS as readonly string[]).includes(f) ? (f as OutputFormat) : null;
}

/** Spellings of CSV and JSON media types that peers send and the mime-types database lacks. */
const ALIASES: Readonly<Record<string, string>> = {
  'application/csv': 'csv',
  'text/comma-separated-values': 'csv',
  'text/x-csv': 'csv',
  'text/json': 'json',
  'application/x-ndjson': 'json',
  'application/ndjson': 'json',
  'application/jsonl': 'json',
};

/** Extensions of files Ferry reads that the mime-types database does not know. */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = { ndjson: 'application/x-ndjson', jsonl: 'application/x-ndjson' };

/** The media type of a `Content-Type` value without parameters, lower case (`text/csv`). */
export function mediaType(contentType: string | null | undefined): string | undefined {
  const t = contentType?.split(';')[0]?.trim().toLowerCase();
  return t ? t : undefined;
}

/** Extensions of the file types Ferry reads (SPEC: CSV, TSV, JSON, XML, XLS, XLSX). */
const READABLE_EXTENSIONS = new Set(['csv', 'tsv', 'json', 'xml', 'xls', 'xlsx']);

/**
 * The extension of a file type Ferry reads for a `Content-Type` (`text/csv; charset=utf-8` →
 * `csv`), or undefined for any other type (`text/plain`, `application/octet-stream`).
 */
export function extensionFor(contentType: string | null | undefined): string | undefined {
  const t = mediaType(contentType);
  if (!t) return undefined;
  if (ALIASES[t]) return ALIASES[t];
  if (t.endsWith('+json')) return 'json';
  if (t.endsWith('+xml')) return 'xml';
  const ext = mime.extension(t);
  return ext && READABLE_EXTENSIONS.has(ext) ? ext : undefined;
}

/** Fallback media type for an unknown or missing extension (RFC 2046 §4.5.1). */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The media type of a file name or storage key from its extension (case-insensitive). */
export function contentTypeForName(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return DEFAULT_CONTENT_TYPE;
  const ext = base.slice(dot + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? (mime.lookup(ext) || DEFAULT_CONTENT_TYPE);
}

/**
 * The file name of a `Content-Disposition` value, unsanitised (pass it through the caller's own
 * cleaning), or undefined. A header the parser refuses (an unquoted name with spaces, as some
 * servers send) is read leniently: the text after `filename=` up to the next `;`.
 */
export function contentDispositionFileName(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const name = parseContentDisposition(value).parameters.filename;
    if (name) return name;
  } catch {
    // sloppy header: read below
  }
  const star = /filename\*\s*=\s*([^;]+)/i.exec(value);
  if (star) {
    const m = /^UTF-8'[^']*'(.*)$/i.exec(star[1]!.trim());
    if (m) {
      try {
        return decodeURIComponent(m[1]!);
      } catch {
        // not valid percent-encoding: try the plain parameter
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("([^"]*)"|[^;]*)/i.exec(value);
  const name = plain ? (plain[2] ?? plain[1]!).trim() : '';
  return name || undefined;
}
