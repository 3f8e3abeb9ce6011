/**
 * The service benchmark's data: a realistic orders export (CSV, ~100 bytes a row, every row valid
 * so every execution must end SUCCESSFUL with all its rows), the TDM it is imported into and the
 * pipeline's mapping with one HYPER_FORMULA transformation. Deterministic: the same `rows` always
 * give the same file.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { prng } from '@ferry/engine/testing/prng';

/** Input headers, as a shop system names them (DEFAULT mapping matches them to the TDM's labels). */
export const ORDER_HEADERS = ['Order ID', 'Customer Name', 'E-Mail', 'Order Date', 'Amount', 'Quantity', 'Status', 'Country', 'SKU'];

/** TDM keys in output order (each delivered row is an object with exactly these keys). */
export const ORDER_KEYS = ['order_id', 'customer_name', 'email', 'order_date', 'amount_gross', 'quantity', 'status', 'country', 'sku'];

/**
 * The TDM (SPEC.md §TDM): string, email, date with outputFormat, float, int, category, country code
 * and a regex-checked SKU; `required` on four columns, `unique` on the order id and the e-mail.
 */
export const ORDERS_TDM = {
  name: 'Orders (benchmark)',
  columns: [
    { key: 'order_id', label: 'Order ID', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'customer_name', label: 'Customer name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'email', label: 'E-Mail', columnType: 'email', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'order_date', label: 'Order date', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
    { key: 'amount_gross', label: 'Amount incl. VAT', columnType: 'float', validations: [{ validate: 'required' }] },
    { key: 'quantity', label: 'Quantity', columnType: 'int' },
    {
      key: 'status',
      label: 'Status',
      columnType: 'category',
      optionConfiguration: {
        options: [
          { label: 'Open', value: 'OPEN' },
          { label: 'Paid', value: 'PAID' },
          { label: 'Shipped', value: 'SHIPPED' },
          { label: 'Cancelled', value: 'CANCELLED' },
          { label: 'Returned', value: 'RETURNED' },
        ],
      },
    },
    { key: 'country', label: 'Country', columnType: 'country_code_alpha_2' },
    { key: 'sku', label: 'SKU', columnType: 'string', validations: [{ validate: 'regex', regex: '^[A-Z]{3}-[0-9]{4}$', errorMessage: 'SKU must look like ABC-1234' }] },
  ],
};

/** The pipeline's mapping (DEFAULT mode): the net amount becomes the gross amount; the rest is matched. */
export const ORDERS_MAPPING = {
  mode: 'DEFAULT',
  mappings: [{ source_columns: ['Amount'], target_column: 'amount_gross', transformations: [{ name: 'add VAT', type: 'HYPER_FORMULA', function: '=ROUND({value}*1.19, 2)' }] }],
};

const FIRST = ['Anna', 'Ben', 'Carla', 'David', 'Emma', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas', 'Klara', 'Léon', 'Mia', 'Noah', 'Olga', 'Paul', 'Zoë', 'Chloé'];
const LAST = ['Müller', 'Schmidt', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Smith', 'Johnson', 'Brown', 'Garcia', 'Dubois', 'Rossi', 'Nowak', "O'Brien", 'Kelly', 'van der Berg'];
const DOMAINS = ['example.com', 'mail.example.org', 'firma.example.de', 'shop.example.net'];
const STATUS = ['Open', 'Paid', 'Paid', 'Shipped', 'Shipped', 'Shipped', 'Cancelled', 'Returned'];
const COUNTRIES = ['DE', 'DE', 'DE', 'AT', 'CH', 'FR', 'NL', 'BE', 'IT', 'ES', 'PL', 'GB', 'US', 'SE', 'DK'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Quotes a CSV field when it needs it (RFC 4180). */
function field(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line per order, `count` lines after the header line. */
export function* orderLines(count: number, seed = 7): Generator<string> {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  yield ORDER_HEADERS.join(',');
  for (let i = 1; i <= count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const local = `${first}.${last}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase();
    const date = `${2022 + Math.floor(random() * 3)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const amount = (Math.round(random() * 50_000) / 100 + 1).toFixed(2);
    const sku = `${LETTERS[Math.floor(random() * 26)]}${LETTERS[Math.floor(random() * 26)]}${LETTERS[Math.floor(random() * 26)]}-${String(Math.floor(random() * 10000)).padStart(4, '0')}`;
    yield [
      `ORD-${String(i).padStart(8, '0')}`,
      field(`${first} ${last}`),
      `${local}${i}@${pick(DOMAINS)}`,
      date,
      amount,
      String(1 + Math.floor(random() * 20)),
      pick(STATUS),
      pick(COUNTRIES),
      sku,
    ].join(',');
  }
}

/** Writes the orders CSV (`count` data rows, LF line ends) to `path`; resolves with its size in bytes. */
export async function writeOrdersCsv(path: string, count: number): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  let chunk = '';
  for (const line of orderLines(count)) {
    chunk += line + '\n';
    if (chunk.length > 256 * 1024) {
      bytes += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  bytes += Buffer.byteLength(chunk);
  out.end(chunk);
  await finished(out);
  return bytes;
}
