/**
 * `numberText(x)`: the text `String(x)` gives for a finite number, computed faster for the numbers
 * tables are made of (whole numbers and amounts with up to two decimals). V8's shortest-round-trip
 * formatting of a double costs ~0.25 µs; the CSV writer formats three numbers a row in the
 * benchmark, which was ~15% of the engine's time.
 *
 * Why the fast path gives exactly `String(x)` (ECMA-262 Number::toString: the decimal with the
 * fewest significant digits that converts back to x):
 * - k = round(x · 100) is checked with `k / 100 === x`. IEEE division of the exact integers k and
 *   100 is correctly rounded, so the decimal D = k/100 converts back to x.
 * - For |x| < 1e13 the spacing of doubles near x is below 0.002, so no other decimal with at most
 *   two fractional digits converts to x; a decimal with fewer significant digits than D would be
 *   one (at the same magnitude, fewer digits means fewer fractional digits), so D without its
 *   trailing zeros is the shortest, and it is what String prints (no exponent between 1e-6 and 1e21).
 * Anything else (more decimals, larger magnitudes, non-finite) goes to `String`. Property-tested
 * against `String` in ./number-text.test.ts.
 */

/** Texts of 0…9999, and the same padded to four digits. */
const SHORT: string[] = [];
const PADDED: string[] = [];
for (let i = 0; i < 10_000; i++) {
  SHORT.push(String(i));
  PADDED.push(String(i).padStart(4, '0'));
}

/** Decimal text of an integer 0 ≤ n < 1e16, four digits at a time. */
function wholeText(n: number): string {
  if (n < 10_000) return SHORT[n];
  const high = Math.floor(n / 10_000);
  return wholeText(high) + PADDED[n - high * 10_000];
}

/** `String(x)` for a finite number (see the module comment). */
export function numberText(x: number): string {
  // 32-bit integers: V8's own conversion (with its number-string cache) is the fastest.
  if ((x | 0) === x || !(x < 1e13 && x > -1e13)) return String(x);
  const k = Math.round(x * 100);
  if (k / 100 !== x) return String(x);
  const a = k < 0 ? -k : k;
  const whole = Math.floor(a / 100);
  const cents = a - whole * 100;
  let text = wholeText(whole);
  if (cents !== 0) text += cents % 10 === 0 ? `.${SHORT[cents / 10]}` : cents < 10 ? `.0${SHORT[cents]}` : `.${SHORT[cents]}`;
  return k < 0 ? `-${text}` : text;
}
