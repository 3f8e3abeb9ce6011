/**
 * Keeping secrets out of what connectors say (SECURITY.md: credential leakage). Error messages and
 * snippets of a peer's answer reach execution records and logs; a peer that echoes the request
 * (`{"error":"bad token abc123"}`) must not make a header value readable there.
 */

/** What replaces a secret in text. */
export const REDACTED = '********';

/** Longest snippet of a peer's answer kept in an error, in characters. */
export const SNIPPET_CHARS = 300;

/** Shorter values are not redacted inside text (`1`, `yes` would blank out half a message). */
const MIN_SECRET_CHARS = 4;

/**
 * The strings to hide for a set of secret values (header values, tokens, passwords): each value,
 * each word of it (`Bearer abc…` → `abc…`), the decoded user:password of a Basic credential, and
 * their percent-encoded forms.
 */
export function secretVariants(values: Iterable<string | undefined | null>): string[] {
  const out = new Set<string>();
  const add = (s: string) => {
    const t = s.trim();
    if (t.length >= MIN_SECRET_CHARS) {
      out.add(t);
      const encoded = encodeURIComponent(t);
      if (encoded !== t) out.add(encoded);
    }
  };
  for (const value of values) {
    if (typeof value !== 'string') continue;
    add(value);
    const words = value.trim().split(/\s+/);
    if (words.length > 1) for (const w of words.slice(1)) add(w);
    if (/^basic$/i.test(words[0] ?? '') && words[1]) {
      const decoded = Buffer.from(words[1], 'base64').toString('utf8');
      if (/^[\x20-\x7e]+$/.test(decoded)) {
        add(decoded);
        const colon = decoded.indexOf(':');
        if (colon >= 0) add(decoded.slice(colon + 1));
      }
    }
  }
  // Longest first, so a value is hidden whole before any of its parts.
  return [...out].sort((a, b) => b.length - a.length);
}

/** Replaces every occurrence of every secret in `text` by {@link REDACTED}. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join(REDACTED);
  return out;
}

/**
 * A short, single-line, redacted excerpt of a peer's answer for an error message: control
 * characters and runs of white space become one space, secrets are replaced, and the result is
 * cut at {@link SNIPPET_CHARS} characters (with `…`). Returns undefined for an empty body.
 */
export function snippetOf(body: Uint8Array | string, secrets: readonly string[]): string | undefined {
  const text = typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  // eslint-disable-next-line no-control-regex
  const flat = redact(text, secrets).replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  if (flat === '') return undefined;
  const chars = [...flat];
  return chars.length <= SNIPPET_CHARS ? flat : `${chars.slice(0, SNIPPET_CHARS - 1).join('')}…`;
}
