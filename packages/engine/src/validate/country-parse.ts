/**
 * The `country_code_alpha_2` and `country_code_alpha_3` column types (ISO 3166-1, data from
 * i18n-iso-countries). Accepted: either code form in any case (`de`, `DEU`), the numeric code
 * (`276`), and country names in every language the library ships (`Germany`, `Deutschland`,
 * `Allemagne`, `United States`, `USA`, `UK`, `Côte d'Ivoire` / `Cote d Ivoire`, `Oesterreich`); names are matched
 * on their letters and digits only, ignoring case and accents. Normal form: the code in upper case.
 * Where two languages use one name for different countries, English wins, then de, fr, es, it,
 * nl, pt, then the rest in the library's order.
 */
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';
import { isoCountries } from './lazy-libraries.ts';

const PREFERRED_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'];

/** Lower case letters and digits only, accents removed: `Côte d'Ivoire` → `cotedivoire`. */
export function normaliseName(text: string): string {
  return text.normalize('NFD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** `Österreich` → `Oesterreich`: the spelling used where umlauts are unavailable. */
function transliterateGerman(name: string): string {
  return name.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss');
}

let lookup: Map<string, string> | undefined;

/** Name/code → alpha-2, built on first use (~40k names). */
function countryLookup(): Map<string, string> {
  if (lookup) return lookup;
  const countries = isoCountries();
  const map = new Map<string, string>();
  for (const [alpha2, alpha3] of Object.entries(countries.getAlpha2Codes())) {
    map.set(alpha2.toLowerCase(), alpha2);
    map.set(alpha3.toLowerCase(), alpha2);
  }
  for (const [numeric, alpha2] of Object.entries(countries.getNumericCodes())) map.set(numeric, alpha2);
  const languages = [...PREFERRED_LANGUAGES, ...countries.langs().filter((l) => !PREFERRED_LANGUAGES.includes(l))];
  for (const language of languages) {
    const names = countries.getNames(language, { select: 'all' });
    for (const [alpha2, spellings] of Object.entries(names)) {
      for (const name of spellings) {
        for (const spelling of [name, transliterateGerman(name)]) {
          const key = normaliseName(spelling);
          if (key && !map.has(key)) map.set(key, alpha2);
        }
      }
    }
  }
  lookup = map;
  return map;
}

/** The alpha-2 code a cell names, or undefined. */
export function toAlpha2(value: PresentValue): string | undefined {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0 && value < 1000 ? countryLookup().get(String(value).padStart(3, '0')) : undefined;
  }
  if (typeof value !== 'string' || value.length > 100) return undefined;
  const map = countryLookup();
  return map.get(value.toLowerCase()) ?? map.get(normaliseName(value));
}

/** A parser for a country code column of the given form. */
export function createCountryParser(form: 'alpha2' | 'alpha3'): CellParser {
  return {
    parse(value: PresentValue): OutputValue | Invalid {
      const alpha2 = toAlpha2(value);
      if (alpha2 === undefined) return new Invalid(`${quote(value)} is not a country`);
      if (form === 'alpha2') return alpha2;
      return isoCountries().alpha2ToAlpha3(alpha2) ?? new Invalid(`${quote(value)} is not a country`);
    },
  };
}
