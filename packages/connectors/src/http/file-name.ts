/**
 * The name of a fetched file: `Content-Disposition` (RFC 6266, `filename*` of RFC 8187 first),
 * else the URL path's last segment, else `download`; an extension from `Content-Type` is added when
 * the name has none (the engine sniffs the content anyway; the name is what users see).
 */

import { contentDispositionFileName, extensionFor } from '../media-types.ts';

export { contentDispositionFileName, extensionFor, mediaType, OUTPUT_CONTENT_TYPES } from '../media-types.ts';

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
