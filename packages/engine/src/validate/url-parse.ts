/**
 * The `url` column type. Valid means an absolute `http` or `https` URL that `validator.isURL`
 * accepts (a host with a TLD, or an IP; ≤ 2,084 chars; no spaces). A bare `example.com` is not a
 * URL: without a scheme too much ordinary text (`john.doe`) would pass. Normal form: trimmed, the
 * scheme and host in lower case; path, query and fragment as written.
 */
import validator from 'validator';
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

/** Lower-cases the scheme and host (after any `user:pass@`) of a URL already validated. */
function lowerSchemeAndHost(s: string): string {
  const schemeEnd = s.indexOf('://');
  let hostEnd = s.length;
  for (let i = schemeEnd + 3; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 47 || c === 63 || c === 35) {
      hostEnd = i;
      break;
    }
  }
  const authority = s.slice(schemeEnd + 3, hostEnd);
  const at = authority.lastIndexOf('@');
  const host = authority.slice(at + 1);
  return `${s.slice(0, schemeEnd).toLowerCase()}://${authority.slice(0, at + 1)}${host.toLowerCase()}${s.slice(hostEnd)}`;
}

/** Parses a URL cell into its normal form. */
export function parseUrl(value: PresentValue): OutputValue | Invalid {
  if (typeof value !== 'string' || !validator.isURL(value, URL_OPTIONS)) {
    return new Invalid(`${quote(value)} is not an http(s) URL`);
  }
  return lowerSchemeAndHost(value);
}

export const urlParser: CellParser = { parse: parseUrl };
