/**
 * The name of a fetched file: `Content-Disposition` (RFC 6266, `filename*` of RFC 8187 first),
 * else the URL path's last segment, else `download`; an extension from `Content-Type` is added when
 * the name has none (the engine sniffs the content anyway; the name is what users see).
 */

/** Media types → extension (SPEC.md file types: XLS, XLSX, CSV, TSV, XML, JSON). */
const EXTENSIONS: Record<string, string> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/comma-separated-values': 'csv',
  'text/x-csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/json': 'json',
  'text/json': 'json',
  'application/x-ndjson': 'json',
  'application/ndjson': 'json',
  'application/jsonl': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
};

/** The media type of a `Content-Type` value without parameters, lower case (`text/csv`). */
export function mediaType(contentType: string | undefined): string | undefined {
  const t = contentType?.split(';')[0]?.trim().toLowerCase();
  return t ? t : undefined;
}

/** The file extension for a `Content-Type` (`text/csv; charset=utf-8` → `csv`), or undefined. */
export function extensionFor(contentType: string | undefined): string | undefined {
  const t = mediaType(contentType);
  if (!t) return undefined;
  if (EXTENSIONS[t]) return EXTENSIONS[t];
  if (t.endsWith('+json')) return 'json';
  if (t.endsWith('+xml')) return 'xml';
  return undefined;
}

/** Splits a header value into `;`-separated parameters, honouring quoted strings. */
function parameters(value: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = value.indexOf(';');
  while (i >= 0 && i < value.length) {
    i++;
    const eq = value.indexOf('=', i);
    if (eq < 0) break;
    const name = value.slice(i, eq).trim().toLowerCase();
    let j = eq + 1;
    while (value[j] === ' ' || value[j] === '\t') j++;
    let v = '';
    if (value[j] === '"') {
      j++;
      while (j < value.length && value[j] !== '"') {
        if (value[j] === '\\' && j + 1 < value.length) j++;
        v += value[j];
        j++;
      }
      i = value.indexOf(';', j);
    } else {
      const end = value.indexOf(';', j);
      v = (end < 0 ? value.slice(j) : value.slice(j, end)).trim();
      i = end;
    }
    if (name && !out.has(name)) out.set(name, v);
  }
  return out;
}

/** RFC 8187 ext-value: `charset'lang'percent-encoded`. */
function decodeExtValue(v: string): string | undefined {
  const m = /^([A-Za-z0-9!#$%&+^_`{}~-]*)'[^']*'(.*)$/.exec(v);
  if (!m) return undefined;
  const charset = m[1]!.toLowerCase();
  try {
    if (charset === 'utf-8') return decodeURIComponent(m[2]!);
    if (charset === 'iso-8859-1') return m[2]!.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  } catch {
    return undefined;
  }
  return undefined;
}

/** The file name of a `Content-Disposition` value, unsanitised, or undefined. */
export function contentDispositionFileName(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const params = parameters(value);
  const ext = params.get('filename*');
  const decoded = ext === undefined ? undefined : decodeExtValue(ext);
  return decoded ?? params.get('filename');
}

/**
 * A plain, safe file name or undefined: the last path segment (a peer's `../../etc/passwd` is
 * `passwd`), control characters removed, characters file systems and storage keys dislike
 * (`<>:"|?*`) replaced by `_`, leading dots dropped, at most 200 characters (extension kept).
 */
export function safeFileName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  let n = name.replace(/\\/g, '/');
  n = n.slice(n.lastIndexOf('/') + 1);
  // eslint-disable-next-line no-control-regex
  n = n.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/[<>:"|?*]/g, '_').trim().replace(/^\.+/, '').trim();
  if (n === '') return undefined;
  const chars = [...n];
  if (chars.length > 200) {
    const dot = n.lastIndexOf('.');
    const ext = dot > 0 && n.length - dot <= 10 ? n.slice(dot) : '';
    n = chars.slice(0, 200 - ext.length).join('') + ext;
  }
  return n;
}

function lastPathSegment(url: string): string | undefined {
  try {
    const segments = new URL(url).pathname.split('/').filter((s) => s !== '');
    const last = segments.at(-1);
    if (!last) return undefined;
    try {
      return decodeURIComponent(last);
    } catch {
      return last;
    }
  } catch {
    return undefined;
  }
}

const HAS_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/**
 * The name of a file fetched from `url` (the final URL after redirects).
 * @param contentDisposition the `Content-Disposition` header, if any
 * @param contentType the `Content-Type` header, if any
 * @returns e.g. `orders.csv`; `download.json` for `https://x/` answering JSON; never empty.
 */
export function fileNameFor(url: string, contentDisposition: string | undefined, contentType: string | undefined): string {
  const name = safeFileName(contentDisposition ? contentDispositionFileName(contentDisposition) : undefined) ?? safeFileName(lastPathSegment(url)) ?? 'download';
  if (HAS_EXTENSION.test(name)) return name;
  const ext = extensionFor(contentType);
  return ext ? `${name}.${ext}` : name;
}

/** Media type of each output format (used when the caller gives none). */
export const OUTPUT_CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  CSV: 'text/csv; charset=utf-8',
  TSV: 'text/tab-separated-values; charset=utf-8',
  JSON: 'application/json; charset=utf-8',
  XML: 'application/xml; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});
