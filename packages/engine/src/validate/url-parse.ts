/**
 * The `url` column type. Valid means an absolute `http` or `https` URL that `validator.isURL`
 * accepts (a host with a TLD, or an IP; ≤ 2,084 chars; no spaces). A bare `example.com` is not a
 * URL: without a scheme too much ordinary text (`john.doe`) would pass. Normal form: trimmed, the
 * scheme and host in lower case; path, query and fragment as written.
 */
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';
import { validatorIsUrl } from './lazy-libraries.ts';

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
/**
 * The URLs most files hold — http(s), a dotted host name of letters, digits and hyphens with an
 * alphabetic top-level domain, an optional port up to 9999 and a path of plain URL characters — in
 * one regular expression. Each string it matches is one validator.isURL accepts (a property test
 * checks it against the library), at a tenth of the cost; anything else goes to the library.
 */
export const SIMPLE_URL = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::[1-9][0-9]{0,3})?(?:\/[A-Za-z0-9._~%!$'()*+,;=:@/-]*)?$/i;

export function parseUrl(value: PresentValue): OutputValue | Invalid {
  if (typeof value === 'string' && value.length <= 2084 && SIMPLE_URL.test(value)) return lowerSchemeAndHost(value);
  if (typeof value !== 'string' || !validatorIsUrl(value, URL_OPTIONS)) {
    return new Invalid(`${quote(value)} is not an http(s) URL`);
  }
  return lowerSchemeAndHost(value);
}

export const urlParser: CellParser = { parse: parseUrl };
