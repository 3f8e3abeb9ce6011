/**
 * Which passwords a person may choose (docs/authentication.md "Passwords"): at least
 * {@link MIN_PASSWORD_LENGTH} characters, none of the most common passwords, and not the e-mail
 * address nor containing it. NIST SP 800-63B §5.1.1.2 asks for the same checks: against "passwords
 * obtained from previous breach corpuses" and "context-specific words, such as ... the username".
 *
 * The list of common passwords is `@zxcvbn-ts/language-common`'s `passwords-common` (MIT, the
 * zxcvbn-ts project): 49,233 passwords ranked by frequency in leaked password sets, all lower case.
 * It is loaded on first use (about 20 ms, 2 MB in memory), not when the server starts.
 */
import { errors } from '../errors.ts';

/** The shortest password a person may set. */
export const MIN_PASSWORD_LENGTH = 8;

let common: Promise<ReadonlySet<string>> | null = null;

/** The common passwords, lower case (loaded once). */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/**
 * Why `password` may not be chosen by the user with `email`, as words that follow "the password"
 * (e.g. `is the e-mail address`), or null when it may.
 * Comparisons ignore letter case (`Password1` is `password1`, which the list holds) and the e-mail
 * address's surrounding white space.
 */
export async function passwordProblem(password: string, email: string | null): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `is shorter than ${MIN_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  const address = email?.trim().toLowerCase();
  if (address && lower === address) return 'is the e-mail address';
  if (address && lower.includes(address)) return 'contains the e-mail address';
  if ((await commonPasswords()).has(lower)) return 'is one of the most common passwords, which are tried first by anyone guessing';
  return null;
}

/**
 * Throws 400 WEAK_PASSWORD (`details`: `[{field, message}]`) unless `password` may be chosen.
 * @param field the request field holding the password, for `details` (default `password`)
 */
export async function assertAcceptablePassword(password: string, email: string | null, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw errors.badRequest('WEAK_PASSWORD', `the password ${problem}; choose another`, [{ field, message: problem }]);
}
