/**
 * The phone fast path (./phone-fast.ts) against libphonenumber-js itself: over every country's
 * example number and many variations of it (other final digits, too short and too long, a national
 * prefix after the calling code, other spacing, non-geographic codes), whatever the fast path
 * accepts the library accepts as valid with the same E.164 form, and the phone parser gives the
 * library's answer for every one of them. The fast path must also decide most valid numbers
 * written simply, or it would be no faster.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { Invalid } from './cell-parser.ts';
import { createPhoneFastPath } from './phone-fast.ts';
import { createPhoneParser } from './phone-parse.ts';

const require = createRequire(import.meta.url);
const lib = require('libphonenumber-js/max') as typeof import('libphonenumber-js/max');
const { Metadata } = require('libphonenumber-js/core') as { Metadata: Parameters<typeof createPhoneFastPath>[0] };
const metadata = require('libphonenumber-js/metadata.max.json') as { country_calling_codes: Record<string, string[]> };
const examples = require('libphonenumber-js/examples.mobile.json') as Record<string, string>;

/** mulberry32: the same cases on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cases(): string[] {
  const next = random(20261125);
  const digit = () => String(Math.floor(next() * 10));
  const out: string[] = [];
  for (const country of lib.getCountries()) {
    const example = examples[country];
    if (!example) continue;
    const code = lib.getCountryCallingCode(country);
    const national = lib.parsePhoneNumberFromString(example, country)?.nationalNumber ?? example;
    const variants = new Set<string>([national]);
    for (let i = 0; i < 12; i++) {
      const k = 1 + Math.floor(next() * 4);
      variants.add(national.slice(0, -k) + Array.from({ length: k }, digit).join('')); // other final digits
    }
    for (let i = 0; i < 4; i++) {
      const k = Math.floor(next() * national.length);
      variants.add(national.slice(0, k) + Array.from({ length: national.length - k }, digit).join('')); // other digits from k on
    }
    variants.add(national.slice(0, -1)); // too short
    variants.add(`${national}${digit()}`); // too long
    variants.add(`0${national}`); // a national prefix after the calling code
    variants.add(`1${national}`);
    variants.add(`9${national}`);
    for (const v of variants) {
      out.push(`+${code}${v}`);
      out.push(`+${code} ${v.slice(0, 3)} ${v.slice(3)}`);
      out.push(`+${code} (${v.slice(0, 2)}) ${v.slice(2, 5)}-${v.slice(5)}`);
      out.push(`+${code}.${v.slice(0, 4)}.${v.slice(4)}`);
    }
    out.push(`+${code} (0) ${national}`);
  }
  // Non-geographic codes (+800, +882…), codes that do not exist, odd starts.
  for (const code of Object.keys(metadata.country_calling_codes).filter((c) => metadata.country_calling_codes[c]![0] === '001')) {
    out.push(`+${code} 1234 5678`, `+${code}12345678`);
  }
  out.push('+0 30 1234567', '+999 1234567', '+', '+ 1', '+1', '+12', '+49 30 12 34 56 7 8 9 0 1 2 3 4 5 6 7', '+49 30 1234567 x12', '+49 30 1234567;ext=3');
  return out;
}

test('whatever the fast path accepts, libphonenumber-js accepts with the same E.164 form', () => {
  const fast = createPhoneFastPath(Metadata, metadata);
  const all = cases();
  let accepted = 0;
  let libraryValid = 0;
  for (const text of all) {
    const phone = lib.parsePhoneNumberFromString(text);
    const valid = phone?.isValid() === true && !phone.ext;
    if (valid) libraryValid++;
    const answer = fast(text);
    if (answer === undefined) continue;
    accepted++;
    assert.ok(valid, `${text}: the fast path accepts ${answer}, the library does not`);
    assert.equal(answer, phone!.number, text);
  }
  assert.ok(all.length > 10_000, `${all.length} cases`);
  // Not a fast path that never answers: most numbers the library takes, it takes too.
  assert.ok(accepted > 0.8 * libraryValid, `the fast path decided ${accepted} of ${libraryValid} valid numbers`);
});

/** National numbers with the region they are read in: each country's own, written as people do. */
function nationalCases(): Array<[string, string]> {
  const next = random(7);
  const digit = () => String(Math.floor(next() * 10));
  const out: Array<[string, string]> = [];
  for (const country of lib.getCountries()) {
    const example = examples[country];
    if (!example) continue;
    const phone = lib.parsePhoneNumberFromString(example, country);
    if (!phone) continue;
    const national = phone.nationalNumber;
    const variants = new Set<string>([national]);
    for (let i = 0; i < 8; i++) {
      const k = 1 + Math.floor(next() * 4);
      variants.add(national.slice(0, -k) + Array.from({ length: k }, digit).join(''));
    }
    variants.add(national.slice(0, -1));
    variants.add(`${national}${digit()}`);
    for (const v of variants) {
      const formatted = lib.parsePhoneNumberFromString(v, country)?.formatNational() ?? v;
      out.push([v, country], [formatted, country], [`0${v}`, country], [`1${v}`, country], [`${phone.countryCallingCode}${v}`, country]);
      out.push([formatted, country === 'DE' ? 'FR' : 'DE']); // read in another region
    }
    out.push([`00${phone.countryCallingCode}${national}`, 'DE'], [`011${phone.countryCallingCode}${national}`, 'US'], [`(0) ${national}`, country]);
  }
  return out;
}

test('national numbers: whatever the fast path accepts, the library accepts in the same region with the same E.164 form', () => {
  const fast = createPhoneFastPath(Metadata, metadata);
  const all = nationalCases();
  let accepted = 0;
  let libraryValid = 0;
  for (const [text, region] of all) {
    const phone = lib.parsePhoneNumberFromString(text, region as never);
    const valid = phone?.isValid() === true && !phone.ext;
    if (valid) libraryValid++;
    const answer = fast(text, region);
    if (answer === undefined) continue;
    accepted++;
    assert.ok(valid, `${text} in ${region}: the fast path accepts ${answer}, the library does not`);
    assert.equal(answer, phone!.number, `${text} in ${region}`);
  }
  assert.ok(all.length > 10_000, `${all.length} cases`);
  assert.ok(accepted > 0.7 * libraryValid, `the fast path decided ${accepted} of ${libraryValid} valid numbers`);
});

test('the phone parser gives the library\'s answer for every case, with and without a default region', () => {
  const byRegion = new Map<string | undefined, string[]>([[undefined, cases()], ['DE', cases()], ['US', cases()], ['ZZ', cases()]]);
  for (const [text, region] of nationalCases()) byRegion.set(region, [...(byRegion.get(region) ?? []), text]);
  for (const [region, texts] of byRegion) {
    const parser = createPhoneParser(region);
    for (const text of texts) {
      const got = parser.parse(text);
      let phone;
      try {
        phone = lib.parsePhoneNumberFromString(text, region as never);
      } catch {
        phone = undefined;
      }
      if (phone?.isValid()) assert.equal(got, phone.ext ? `${phone.number};ext=${phone.ext}` : phone.number, `${text} (${region})`);
      else assert.ok(got instanceof Invalid, `${text} (${region}): ${String(got)}`);
    }
  }
});
