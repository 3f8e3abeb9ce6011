/**
 * Delimiter and line-ending detection for delimited text, from a decoded sample (quote-aware:
 * delimiters and line breaks inside RFC 4180 quoted fields do not count).
 */

import type { Delimiter, Newline } from '../contracts.ts';

/** Candidate delimiters, in order of preference on a tie. */
export const DELIMITERS: readonly Delimiter[] = [',', ';', '\t', '|'];

const MAX_RECORDS = 1000;

/**
 * Counts fields per record for one delimiter over the sample, ignoring the last record (it may be
 * cut off by the sample's end). A quote opens a quoted field only at the start of a field.
 * `misfits` counts closing quotes followed by something other than this delimiter, a space or a
 * line break: evidence that the quotes were written for another delimiter.
 */
function fieldCounts(sample: string, delim: number): { counts: number[]; misfits: number } {
  const counts: number[] = [];
  let misfits = 0;
  let fields = 1;
  let atFieldStart = true;
  let inQuotes = false;
  const n = sample.length;
  for (let i = 0; i < n && counts.length < MAX_RECORDS; i++) {
    const c = sample.charCodeAt(i);
    if (inQuotes) {
      if (c === 34) {
        const next = sample.charCodeAt(i + 1);
        if (next === 34) i++;
        else {
          inQuotes = false;
          if (i + 1 < n && next !== delim && next !== 10 && next !== 13 && next !== 32) misfits++;
        }
      }
      continue;
    }
    if (c === 34 && atFieldStart) {
      inQuotes = true;
      atFieldStart = false;
    } else if (c === delim) {
      fields++;
      atFieldStart = true;
    } else if (c === 10 || c === 13) {
      if (c === 13 && sample.charCodeAt(i + 1) === 10) i++;
      counts.push(fields);
      fields = 1;
      atFieldStart = true;
    } else {
      atFieldStart = false;
    }
  }
  return { counts, misfits };
}

/** Line endings outside quotes in the sample. */
export function detectNewline(sample: string): Newline {
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  let inQuotes = false;
  let atFieldStart = true;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (inQuotes) {
      if (c === 34) {
        if (sample.charCodeAt(i + 1) === 34) i++;
        else inQuotes = false;
      }
      continue;
    }
    if (c === 34 && atFieldStart) { inQuotes = true; continue; }
    if (c === 13) {
      if (sample.charCodeAt(i + 1) === 10) { crlf++; i++; } else if (i + 1 < sample.length) cr++;
      atFieldStart = true;
    } else if (c === 10) {
      lf++;
      atFieldStart = true;
    } else {
      // Any delimiter candidate starts a field; other characters do not.
      atFieldStart = c === 44 || c === 59 || c === 9 || c === 124;
    }
  }
  const kinds = (crlf > 0 ? 1 : 0) + (lf > 0 ? 1 : 0) + (cr > 0 ? 1 : 0);
  if (kinds > 1) return 'mixed';
  if (crlf > 0) return '\r\n';
  if (cr > 0) return '\r';
  return '\n';
}

/**
 * Picks the delimiter that fits the quoting best (fewest closing quotes not followed by it), then
 * whose field count is the same on the most records of the sample (a table has a steady column
 * count; a comma inside text or a decimal comma does not), preferring more fields, then the file
 * extension's delimiter (TAB for .tsv/.tab), then the order of {@link DELIMITERS}. A sample where no
 * candidate splits any record gives the extension's default.
 */
export function detectDelimiter(sample: string, fileName: string): Delimiter {
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  const preferred: Delimiter = ext === 'tsv' || ext === 'tab' ? '\t' : ',';
  let best: Delimiter = preferred;
  let bestScore = 0;
  let bestFields = 1;
  let bestMisfits = Infinity;
  // A sample with one (partial) record still has fields: count it rather than nothing.
  const text = /[\r\n]/.test(sample) ? sample : sample + '\n';
  for (const d of DELIMITERS) {
    const { counts, misfits } = fieldCounts(text, d.charCodeAt(0));
    const freq = new Map<number, number>();
    for (const c of counts) if (c > 1) freq.set(c, (freq.get(c) ?? 0) + 1);
    let modal = 1;
    let modalFreq = 0;
    for (const [fields, f] of freq) {
      if (f > modalFreq || (f === modalFreq && fields > modal)) { modal = fields; modalFreq = f; }
    }
    if (modalFreq === 0) continue;
    const better = misfits < bestMisfits || (misfits === bestMisfits && (modalFreq > bestScore
      || (modalFreq === bestScore && modal > bestFields)
      || (modalFreq === bestScore && modal === bestFields && d === preferred)));
    if (better) { best = d; bestScore = modalFreq; bestFields = modal; bestMisfits = misfits; }
  }
  return best;
}
