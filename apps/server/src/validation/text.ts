/**
 * Text PostgreSQL cannot store (text and jsonb): a NUL character (U+0000), and an unpaired
 * surrogate code unit (U+D800–U+DFFF without its other half), which is not valid Unicode and which
 * jsonb refuses. Both must be a 400 naming where they are, never a database error (security probe:
 * `filters={"name":"a\u0000"}` and a TDM key "k\udfff" answered 500).
 */

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

/** What is wrong with `text`, in words completing "… contains", or null when it can be stored. */
export function unstorableText(text: string): string | null {
  const m = UNSTORABLE.exec(text);
  if (!m) return null;
  return m[0] === '\u0000'
    ? 'a NUL character (U+0000), which Ferry does not accept; remove it'
    : `an unpaired surrogate (U+${m[0].charCodeAt(0).toString(16).toUpperCase()}), which is not valid Unicode text; send well-formed UTF-8`;
}

/**
 * The path of the first key or string in `value` that cannot be stored, and why; null when all
 * can. Paths read like `body.columns[0].key` or `query.filters.name`.
 */
export function unstorablePath(value: unknown, path: string, depth = 0): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = unstorableText(value);
    return problem ? { path, problem } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorablePath(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value instanceof Buffer || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, v] of Object.entries(value)) {
    const at = /^[A-Za-z_][\w-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
    const problem = unstorableText(key);
    if (problem) return { path: at, problem };
    const found = unstorablePath(v, at, depth + 1);
    if (found) return found;
  }
  return null;
}
