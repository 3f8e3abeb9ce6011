/**
 * Benchmark data: realistic customer/order rows (10 columns, ~115 bytes a row as CSV), generated
 * deterministically so every run measures the same file. A small share of cells is invalid on
 * purpose (bad e-mails, bad SKUs, a few empty required cells) so validation has errors to record.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { OutputValue } from '../src/contracts.ts';
import { createDelimitedWriter } from '../src/writers/delimited-writer.ts';
import { HEADERS } from './bench-model.ts';
import { prng } from '../src/testing/prng.ts';

const FIRST = ['anna', 'ben', 'carla', 'david', 'emma', 'felix', 'greta', 'hugo', 'ida', 'jonas', 'klara', 'leon', 'mia', 'noah', 'olga', 'paul', 'quinn', 'rosa', 'sven', 'tina', 'ugo', 'vera', 'willi', 'xenia', 'yann', 'zoe', 'aleksandr', 'beatriz', 'chloé', 'dmitri'];
const LAST = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Martin', 'Bernard', 'Dubois', 'Rossi', 'Russo', 'Ferrari', 'Nowak', 'Kowalski', "O'Brien", 'Murphy', 'Kelly', 'Walsh'];
const DOMAINS = ['example.com', 'mail.example.org', 'firma.example.de', 'shop.example.net'];
const STATUS = ['active', 'inactive', 'pending', 'closed', 'Active', 'ACTIVE'];
const NOTES = ['', '', '', 'call back', 'VIP customer', 'prefers e-mail, not phone', 'delivery "before noon"', 'gift wrap', 'paid by invoice', 'n/a', 'repeat order; discount 5%'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Yields rows of typed values (numbers for id, amount, quantity; text otherwise). */
export function* benchRows(count: number, seed = 42): Generator<OutputValue[]> {
  const random = prng(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const roll = random();
    const email = roll < 0.002 ? `${first}.at.${pick(DOMAINS)}` : `${first}.${last.toLowerCase().replace(/[^a-z]/g, '')}${i}@${pick(DOMAINS)}`;
    const year = 2015 + Math.floor(random() * 10);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const amount = Math.round(random() * 1_000_000) / 100;
    const quantity = 1 + Math.floor(random() * 500);
    const sku = roll > 0.995
      ? `X${Math.floor(random() * 1000)}`
      : `${LETTERS[Math.floor(random() * 26)]}${LETTERS[Math.floor(random() * 26)]}${LETTERS[Math.floor(random() * 26)]}-${String(Math.floor(random() * 10000)).padStart(4, '0')}`;
    yield [100000 + i, roll > 0.999 ? null : first, last, email, date, amount, quantity, pick(STATUS), sku, pick(NOTES) || null];
  }
}

/** Writes `count` rows as CSV to `path`; resolves with the file's size in bytes. */
export async function writeBenchCsv(path: string, count: number): Promise<number> {
  const writer = createDelimitedWriter(createWriteStream(path), { delimiter: ',', header: HEADERS, escapeFormulas: false });
  let batch: OutputValue[][] = [];
  for (const row of benchRows(count)) {
    batch.push(row);
    if (batch.length === 5000) { await writer.writeBatch(batch); batch = []; }
  }
  if (batch.length) await writer.writeBatch(batch);
  return (await writer.close()).bytes;
}

/**
 * The next delivery of the file `writeBenchCsv(path, count)` writes, changed in known places (the
 * change comparison's benchmark): of rows 0 … count−1, every 1,000th (i % 1000 = 999) is gone and
 * every 100th (i % 100 = 0) has another amount; then `added` new rows. With the rows' key
 * (customer_id) the comparison must find exactly {@link expectedChanges}.
 */
export async function writeChangedBenchCsv(path: string, count: number, added: number): Promise<number> {
  const writer = createDelimitedWriter(createWriteStream(path), { delimiter: ',', header: HEADERS, escapeFormulas: false });
  let batch: OutputValue[][] = [];
  let i = 0;
  for (const row of benchRows(count + added)) {
    const index = i++;
    if (index < count && index % 1000 === 999) continue;
    if (index < count && index % 100 === 0) row[5] = (row[5] as number) + 1;
    batch.push(row);
    if (batch.length === 5000) { await writer.writeBatch(batch); batch = []; }
  }
  if (batch.length) await writer.writeBatch(batch);
  return (await writer.close()).bytes;
}

/** What comparing {@link writeChangedBenchCsv}'s file with {@link writeBenchCsv}'s must find (every row in the output). */
export function expectedChanges(count: number, added: number): { created: number; updated: number; unchanged: number; removed: number } {
  const removed = Math.floor((count + 1) / 1000);
  const updated = Math.ceil(count / 100);
  return { created: added, updated, unchanged: count - removed - updated, removed };
}

/** Writes `count` rows as an XLSX workbook (numbers as numeric cells) to `path`; resolves with bytes. */
export async function writeBenchXlsx(path: string, count: number): Promise<number> {
  const { createXlsxWriter } = await import('../src/writers/xlsx-writer.ts');
  const stream = createWriteStream(path);
  const writer = createXlsxWriter(stream, { header: HEADERS, sheetName: 'Customers', escapeFormulas: false });
  let batch: OutputValue[][] = [];
  for (const row of benchRows(count)) {
    batch.push(row);
    if (batch.length === 5000) { await writer.writeBatch(batch); batch = []; }
  }
  if (batch.length) await writer.writeBatch(batch);
  const { bytes } = await writer.close();
  if (!stream.closed) await once(stream, 'close');
  return bytes;
}

/**
 * Writes a CSV file of about `bytes` bytes whose second record has no line break until the end of
 * the file: a header `id,text`, then cells of about 1 KB — quoted ones holding delimiters and
 * doubled quotes, plain ones — on one line. Resolves with the file's size in bytes.
 */
export async function writeLongLineCsv(path: string, bytes: number): Promise<number> {
  const cells = '"' + 'quoted, cell ""x"" here '.repeat(40) + '",' + 'plain value 12345 '.repeat(30) + ',';
  const piece = cells.repeat(Math.max(1, Math.floor((1 << 20) / cells.length)));
  const out = createWriteStream(path);
  let written = 0;
  const write = async (text: string): Promise<void> => {
    written += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('id,text\n');
  while (written + piece.length < bytes) await write(piece);
  await write(cells.repeat(Math.max(0, Math.floor((bytes - written - 4) / cells.length))));
  await write('end\n');
  out.end();
  await once(out, 'finish');
  return written;
}
