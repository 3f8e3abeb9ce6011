/**
 * Tenant regular expressions (the `regex` validation), compiled with re2js: RE2 syntax, matching in
 * time linear in the input, so `^(a+)+$` cannot hang a run (SECURITY.md, ReDoS). The native `re2`
 * addon named in DESIGN.md §3 cannot be built for Node 24 here; re2js is its pure-JS port.
 *
 * Linear is not cheap when the program is large: `.{1000}.{1000}.{1000}` (3,002 instructions)
 * measured ~350 ms against one 5,000-character cell, because the DFA gives up and the NFA walks
 * every instruction per character. So patterns are capped at {@link MAX_REGEX_LENGTH} characters
 * and {@link MAX_REGEX_PROGRAM_SIZE} instructions (ordinary patterns use 10–60).
 */
import { RE2JS } from 're2js';

/** Longest pattern accepted, in UTF-16 code units. */
export const MAX_REGEX_LENGTH = 1000;

/** Largest compiled RE2 program accepted (re2js `programSize()`, instructions). */
export const MAX_REGEX_PROGRAM_SIZE = 500;

export type TenantRegexResult = { ok: true; regex: RE2JS } | { ok: false; message: string };

/**
 * Compiles a tenant pattern. Never throws: a pattern RE2 refuses (back-references, look-arounds,
 * bad syntax), one over the length cap or one too complex comes back as `{ ok: false, message }`.
 */
export function compileTenantRegex(pattern: unknown): TenantRegexResult {
  if (typeof pattern !== 'string' || pattern.length === 0) return { ok: false, message: 'regex must be a non-empty string' };
  if (pattern.length > MAX_REGEX_LENGTH) {
    return { ok: false, message: `regex is ${pattern.length} characters long; the limit is ${MAX_REGEX_LENGTH}` };
  }
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(pattern);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `regex is not valid RE2 syntax: ${reason}` };
  }
  const size = regex.programSize();
  if (size > MAX_REGEX_PROGRAM_SIZE) {
    return { ok: false, message: `regex is too complex (${size} RE2 instructions; the limit is ${MAX_REGEX_PROGRAM_SIZE}): use smaller repetition counts` };
  }
  return { ok: true, regex };
}
