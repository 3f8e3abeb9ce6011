/**
 * Libraries that only some columns need, loaded with the first cell that needs them (through
 * createRequire, as HyperFormula and libphonenumber-js are): validator's `isEmail` and `isURL`
 * (only for the addresses and URLs that the engine's own fast checks do not decide) and
 * i18n-iso-countries (country columns and country options). Loaded up front, they cost every
 * process that loads the engine — `ferry run`'s thread, each engine thread of the service, a split
 * file's part process — about 160 ms and 10 MB, whatever its columns (docs/performance.md
 * "Start-up"). Only the modules used are loaded: validator's two checks, not its ~100 others.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type IsEmail = typeof import('validator').isEmail;
type IsUrl = typeof import('validator').isURL;
type Countries = typeof import('i18n-iso-countries');

let isEmailFn: IsEmail | undefined;
let isUrlFn: IsUrl | undefined;
let countriesLib: Countries | undefined;

/** validator's `isEmail(s, options?)` (validator/lib/isEmail). Throws what it throws (URIError on a lone surrogate). */
export function validatorIsEmail(s: string): boolean {
  isEmailFn ??= (require('validator/lib/isEmail') as { default: IsEmail }).default;
  return isEmailFn(s);
}

/** validator's `isURL(s, options)` (validator/lib/isURL). */
export function validatorIsUrl(s: string, options: Parameters<IsUrl>[1]): boolean {
  isUrlFn ??= (require('validator/lib/isURL') as { default: IsUrl }).default;
  return isUrlFn(s, options);
}

/** i18n-iso-countries with every locale registered (its Node entry). */
export function isoCountries(): Countries {
  countriesLib ??= require('i18n-iso-countries') as Countries;
  return countriesLib;
}
