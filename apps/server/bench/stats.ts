/**
 * Small statistics and formatting for the service benchmark: nearest-rank percentiles and a plain
 * text table.
 */

/** Distribution of a set of durations (ms); all null when there are no values. */
export interface Summary {
  count: number;
  min: number | null;
  p50: number | null;
  p95: number | null;
  max: number | null;
}

/**
 * The nearest-rank percentile `p` (0–100] of sorted `values`: the smallest value with at least p%
 * of the values at or below it. Throws on an empty list.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) throw new Error('percentile of no values');
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Summarises the non-null values. */
export function summary(values: ReadonlyArray<number | null>): Summary {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return { count: 0, min: null, p50: null, p95: null, max: null };
  return { count: v.length, min: v[0]!, p50: percentile(v, 50), p95: percentile(v, 95), max: v[v.length - 1]! };
}

/** Seconds with one decimal, from ms; "–" for null. */
export function seconds(msValue: number | null): string {
  return msValue === null ? '–' : (msValue / 1000).toFixed(1);
}

/** Bytes as MB (10^6) without decimals. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1e6)} MB`;
}

/** Groups thousands: 123456.7 → "123,457". */
export function whole(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** A left-aligned first column, right-aligned others, columns separated by two spaces. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
