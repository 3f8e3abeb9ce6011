/**
 * The grid benchmarks' data (bench:grid and the library comparison): 10 columns, one erroneous
 * cell per row (an e-mail address, an amount or a date, in turn), the same in Node.js and in the
 * browser.
 */

/** The target data model's columns (key, label, type). */
export const BENCH_COLUMNS = [
  { key: 'customer_id', label: 'Customer id', type: 'string' },
  { key: 'name', label: 'Name', type: 'string' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'country', label: 'Country', type: 'string' },
  { key: 'city', label: 'City', type: 'string' },
  { key: 'amount', label: 'Amount', type: 'float' },
  { key: 'ordered_on', label: 'Ordered on', type: 'date' },
  { key: 'phone', label: 'Phone', type: 'string' },
  { key: 'status', label: 'Status', type: 'string' },
  { key: 'note', label: 'Note', type: 'string' },
] as const;

const CITIES = ['Berlin', 'Lisbon', 'Oslo', 'Nairobi', 'Lima', 'Osaka', 'Perth', 'Quebec', 'Tunis', 'Hanoi'];
const COUNTRIES = ['DE', 'PT', 'NO', 'KE', 'PE', 'JP', 'AU', 'CA', 'TN', 'VN'];
const STATUSES = ['new', 'paid', 'shipped', 'returned'];

/** The input file's cells of data row `i` (0-based), in BENCH_COLUMNS order; the erroneous one is `i % 3`: e-mail, amount, date. */
export function benchCells(i: number): string[] {
  const n = i + 1;
  const k = i % 10;
  return [
    `C${String(n).padStart(7, '0')}`,
    `Customer ${n}`,
    i % 3 === 0 ? `not-an-email-${n}` : `customer${n}@example.com`,
    COUNTRIES[k]!,
    CITIES[k]!,
    i % 3 === 1 ? `about ${n % 1000}` : `${(n % 1000) + 0.5}`,
    i % 3 === 2 ? `2026-13-${String((n % 28) + 1).padStart(2, '0')}` : `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    `+49 30 ${String(1000000 + (n % 9000000))}`,
    STATUSES[n % 4]!,
    n % 7 === 0 ? `Long note for row ${n}: the customer asked for the delivery to be left with the neighbour at number ${n % 90}` : '',
  ];
}

/** A row as `GET /execution/{id}/rows` answers it. */
export interface BenchRow { row: number; values: Record<string, string | null>; errors?: Record<string, { message: string; rule: string }> }

/** Row `i` as `GET /execution/{id}/rows` answers it (source row = header row 1 + i + 1). */
export function benchRow(i: number): BenchRow {
  const cells = benchCells(i);
  const values: Record<string, string | null> = {};
  BENCH_COLUMNS.forEach((c, j) => (values[c.key] = cells[j] === '' ? null : cells[j]!));
  const bad = i % 3 === 0 ? ['email', 'not a valid e-mail address', 'type:email'] : i % 3 === 1 ? ['amount', 'not a number', 'type:float'] : ['ordered_on', 'not a valid date', 'type:date'];
  return { row: i + 2, values, errors: { [bad[0]!]: { message: bad[1]!, rule: bad[2]! } } };
}
