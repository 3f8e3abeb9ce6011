/**
 * A fast path for the commonest phone cells: international numbers written with `+`, digits and
 * spacing only (`+49 30 1234567`, `+1 (202) 555-0143`, `+44.20.7946.0958`), and national numbers
 * written so in a default region (`030 1234567` in DE). It answers the same as libphonenumber-js's
 * `parsePhoneNumberFromString(text, region)?.isValid()` and `.number` (E.164), by the
 * same steps on the same "max" metadata — calling code, national number, the country among those
 * sharing the code, and the number-type patterns of that country — but with each pattern compiled
 * once instead of on every test (the library builds `new RegExp(…)` for every pattern it tries,
 * most of its 6–9 µs a cell).
 *
 * It only ever accepts: a cell it cannot decide with certainty (a national prefix after the
 * calling code, a national prefix the library transforms, a number starting with the region's
 * international call prefix or calling code, a non-geographic code such as +800, an extension,
 * letters, any other punctuation, a number the patterns do not match) returns `undefined`, and the caller asks the library, whose
 * answer (and error message) then stands. A property test checks, over every country's example
 * numbers and variations of them, that whatever this accepts the library accepts with the same
 * E.164 form.
 */

/** The parts of libphonenumber-js's `Metadata` class (libphonenumber-js/core) used here. */
interface MetadataApi {
  selectNumberingPlan(countryOrCallingCode: string): unknown;
  numberingPlan: { callingCode(): string } | undefined;
  IDDPrefix(): string | undefined;
  nationalPrefixTransformRule(): string | undefined;
  getCountryCodesForCallingCode(callingCode: string): string[] | undefined;
  nationalPrefixForParsing(): string | undefined;
  nationalNumberPattern(): string;
  leadingDigits(): string | undefined;
  hasTypes(): boolean;
  type(name: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

/** The types getNumberType tries, fixed line first (libphonenumber-js helpers/getNumberType.js). */
const TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];

/** One country's numbering plan, compiled. */
interface Plan {
  callingCode: string;
  /** The international call prefix (`00`, `011`…), anchored at the start. */
  idd: RegExp | null;
  /**
   * The national prefix as numbers are parsed in this country (`0`), anchored at the start; null
   * when there is none. `simplePrefix` is false when the library would transform the number or
   * take a carrier code from it (capturing groups, a transform rule).
   */
  nationalPrefix: RegExp | null;
  simplePrefix: boolean;
  national: RegExp;
  /** Number-type patterns with their possible lengths; null when the plan has no types. */
  types: Array<{ pattern: RegExp; lengths: ReadonlySet<number> | null }> | null;
  leadingDigits: RegExp | null;
}

/** One calling code: its countries (main one first) and the main country's national prefix. */
interface CallingCode {
  countries: string[];
  nationalPrefix: RegExp | null;
}

/** `+`, then digits and spacing only (no extension, no letters, no second `+`). */
const SIMPLE_INTERNATIONAL = /^\+[0-9 ().\-]+$/;
/** Digits and spacing only, starting with a digit or `(`. */
const SIMPLE_NATIONAL = /^[0-9(][0-9 ().\-]*$/;
const NOT_DIGIT = /\D/g;

/**
 * Builds the fast path over libphonenumber-js's max metadata: `(text, region?) => E.164 | undefined`,
 * `region` (a supported ISO 3166-1 alpha-2 code, upper case) reading national numbers as
 * `parsePhoneNumberFromString(text, region)` does.
 * `Metadata` is the library's class (libphonenumber-js/core), `metadata` its JSON
 * (libphonenumber-js/metadata.max.json). Plans are compiled on first use, per country.
 */
export function createPhoneFastPath(Metadata: new (json: object) => MetadataApi, metadata: object): (text: string, region?: string) => string | undefined {
  const api = new Metadata(metadata);
  const plans = new Map<string, Plan>();
  const codes = new Map<string, CallingCode | null>();

  const plan = (country: string): Plan => {
    let p = plans.get(country);
    if (!p) {
      api.selectNumberingPlan(country);
      const idd = api.IDDPrefix();
      const prefix = api.nationalPrefixForParsing();
      p = {
        callingCode: api.numberingPlan!.callingCode(),
        idd: idd ? new RegExp(`^(?:${idd})`) : null,
        nationalPrefix: prefix ? new RegExp(`^(?:${prefix})`) : null,
        simplePrefix: !api.nationalPrefixTransformRule() && !(prefix && /\((?!\?)/.test(prefix)),
        national: new RegExp(`^(?:${api.nationalNumberPattern()})$`),
        types: api.hasTypes()
          ? TYPES.map((name) => api.type(name)).filter((t) => t !== undefined && t.pattern() !== '').map((t) => {
            const lengths = t!.possibleLengths();
            return { pattern: new RegExp(`^(?:${t!.pattern()})$`), lengths: lengths ? new Set(lengths) : null };
          })
          : null,
        leadingDigits: api.leadingDigits() ? new RegExp(api.leadingDigits()!) : null,
      };
      plans.set(country, p);
    }
    return p;
  };

  const callingCode = (code: string): CallingCode | null => {
    let c = codes.get(code);
    if (c === undefined) {
      const countries = api.getCountryCodesForCallingCode(code);
      if (countries) {
        api.selectNumberingPlan(code);
        const prefix = api.nationalPrefixForParsing();
        c = { countries, nationalPrefix: prefix ? new RegExp(`^(?:${prefix})`) : null };
      } else {
        c = null; // not a calling code, or a non-geographic one (+800, +882…)
      }
      codes.set(code, c);
    }
    return c;
  };

  /** getNumberType(…) !== undefined: the national pattern, then any type whose lengths allow it. */
  const hasType = (p: Plan, national: string): boolean => {
    if (!p.national.test(national)) return false;
    if (!p.types) return true;
    for (const t of p.types) {
      if (t.lengths && !t.lengths.has(national.length)) continue;
      if (t.pattern.test(national)) return true;
    }
    return false;
  };

  /**
   * The country a national number of `code` belongs to, as getCountryByNationalNumber finds it:
   * the first of the code's countries whose leading digits, or else number types, fit; `otherwise`
   * when none does (the code's main country for `+` numbers, the default region for national ones).
   */
  const countryOf = (code: CallingCode, national: string, otherwise: string): string => {
    if (code.countries.length === 1) return code.countries[0]!;
    for (const candidate of code.countries) {
      const p = plan(candidate);
      if (p.leadingDigits ? national.search(p.leadingDigits) === 0 : hasType(p, national)) return candidate;
    }
    return otherwise;
  };

  /** A national number (no `+`) read in `region`, as parse(text, region) reads it, or undefined. */
  const nationalNumber = (text: string, region: string): string | undefined => {
    if (!SIMPLE_NATIONAL.test(text)) return undefined;
    const digits = text.replace(NOT_DIGIT, '');
    const home = plan(region);
    // An international call prefix (`00…`, `011…`) or the region's calling code written without
    // its `+` (`4930…` in DE): the library tells these apart from national numbers; it decides.
    if (home.idd?.test(digits) || digits.startsWith(home.callingCode)) return undefined;
    let national = digits;
    if (home.nationalPrefix) {
      const m = home.nationalPrefix.exec(digits);
      if (m) {
        if (!home.simplePrefix) return undefined;
        // The library keeps the prefix when the number without it is not a whole number of the
        // plan; a number valid without it is.
        national = digits.slice(m[0].length);
      }
    }
    if (national.length < 2 || national.length > 17) return undefined;
    const code = callingCode(home.callingCode);
    if (!code) return undefined;
    return hasType(plan(countryOf(code, national, region)), national) ? `+${home.callingCode}${national}` : undefined;
  };

  return (text, region) => {
    if (text.charCodeAt(0) !== 43 /* + */) return region ? nationalNumber(text, region) : undefined;
    if (!SIMPLE_INTERNATIONAL.test(text)) return undefined;
    const digits = text.replace(NOT_DIGIT, '');
    if (digits.charCodeAt(0) === 48) return undefined; // "+0…": never a calling code
    // ITU calling codes are prefix-free: at most one of the first 1–3 digits is one.
    let code: CallingCode | null = null;
    let codeLength = 0;
    for (let n = 1; n <= 3 && n < digits.length; n++) {
      code = callingCode(digits.slice(0, n));
      if (code) {
        codeLength = n;
        break;
      }
    }
    if (!code) return undefined;
    const national = digits.slice(codeLength);
    if (national.length < 2 || national.length > 17) return undefined;
    // A national prefix the library might strip (or transform): its answer decides.
    if (code.nationalPrefix?.test(national)) return undefined;
    return hasType(plan(countryOf(code, national, code.countries[0]!)), national) ? `+${digits.slice(0, codeLength)}${national}` : undefined;
  };
}
