/**
 * One benchmark case, run in its own process so its peak RSS is its own (bench/run.ts spawns
 * `node bench/run.ts --case NAME --input FILE --output FILE` and reads one JSON line back).
 *
 *   baseline  papaparse (the chunk parser and 256 KiB UTF-8 reads the CSV reader uses) + the
 *             hand-written CSV writer, no mapping, typing or validation
 *   engine    runImport with BENCH_TDM, DEFAULT mapping plus two HYPER_FORMULA transformations
 *   engine-nounique  the same without the `unique` rules (whose hash sets grow with the file by
 *             design): shows whether everything else stays flat
 *   engine-xlsx      the engine writing XLSX instead of CSV (the streaming XLSX writer's cost)
 *   read      the engine's reader alone (openTable, iterate every batch): where reading time goes
 *   long-line the reader alone on a file whose second record has no line break (generate.ts
 *             writeLongLineCsv), with maxColumns raised so that the whole record is read
 *   long-line-limits  the same file under the default limits: how soon it fails (LIMIT_EXCEEDED)
 *   engine-json     runImport to JSON (the service's output) keeping invalid rows, so every row is
 *             an output row: the baseline of the change comparison
 *   engine-changes  the same run comparing its output with the previous delivery's fingerprints
 *             (changes/compare.ts; `--previous FILE`, made by `changes-prepare` from the previous file)
 *   changes-prepare the previous delivery: engine-changes without a previous, keeping its fingerprints
 */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import type { OutputValue } from '../src/contracts.ts';
import type { TargetDataModel } from '../src/types.ts';
import { BENCH_MAPPINGS, BENCH_TDM, HEADERS } from './bench-model.ts';
import { endedChildrenCpuSeconds, treeRssSampler } from './peak-rss.ts';

// Each case imports only what it uses, so a case's peak RSS does not include the others' modules.

/** What a case reports: rows handled, wall time, peak resident set, and the run's own report. */
export interface CaseResult {
  case: string;
  rows: number;
  seconds: number;
  /**
   * User + system CPU seconds of the case (less sensitive than wall time to a busy machine),
   * its part processes' included.
   */
  cpuSeconds: number;
  inputBytes: number;
  /** Peak resident set in MB: the case's process and, summed with it, its part processes (sampled). */
  maxRssMb: number;
  /**
   * Peak memory held by the case's processes in MB, counting the pages they share (the Node.js
   * binary) once: the same as {@link maxRssMb} for one process, less for a split run (peak-rss.ts).
   */
  heldMb: number;
  status?: string;
  errorPercentage?: number;
  detail?: string;
  /** engine-changes: the counts the comparison found. */
  changes?: { created: number; updated: number; unchanged: number; removed: number };
}

async function baseline(input: string, output: string): Promise<number> {
  const { default: Papa } = await import('papaparse');
  const { createDelimitedWriter } = await import('../src/writers/delimited-writer.ts');
  const writer = createDelimitedWriter(createWriteStream(output), { delimiter: ',', header: HEADERS, escapeFormulas: true });
  const parser = new Papa.Parser({ delimiter: ',', newline: '\n', quoteChar: '"' });
  let pending = '';
  let rows = 0;
  let first = true;
  // The same reading as the engine's CSV reader: 256 KiB reads, a streaming TextDecoder.
  const decoder = new TextDecoder('utf-8');
  for await (const bytes of createReadStream(input, { highWaterMark: 256 * 1024 })) {
    const text = pending + decoder.decode(bytes as Buffer, { stream: true });
    const result = parser.parse(text, 0, true);
    pending = text.slice(result.meta.cursor);
    let data = result.data as OutputValue[][];
    if (first) { data = data.slice(1); first = false; }
    rows += data.length;
    for (let i = 0; i < data.length; i += 1000) await writer.writeBatch(data.slice(i, i + 1000));
  }
  pending += decoder.decode();
  if (pending) {
    const data = parser.parse(pending, 0, false).data as OutputValue[][];
    rows += data.length;
    await writer.writeBatch(data);
  }
  await writer.close();
  return rows;
}

type Measured = Omit<CaseResult, 'case' | 'seconds' | 'cpuSeconds' | 'inputBytes' | 'maxRssMb' | 'heldMb'>;

/** BENCH_TDM without its `unique` rules. */
function withoutUnique(tdm: TargetDataModel): TargetDataModel {
  return { ...tdm, columns: tdm.columns.map((c) => ({ ...c, validations: (c.validations ?? []).filter((v) => v.validate !== 'unique') })) };
}

/**
 * runImport to JSON with every row in the output (`invalid_rows: INCLUDE`), comparing it with
 * `changes.previous` when `changes` is given (its fingerprints kept at `changes.fingerprints`).
 */
async function engineJson(input: string, output: string, changes: { previous: string | null; fingerprints: string } | null): Promise<Measured> {
  const { runImport } = await import('../src/run.ts');
  const { tdmKey } = await import('../src/tdm/key.ts');
  const report = await runImport({
    input: { path: input, fileName: input.split('/').pop()! },
    tdm: BENCH_TDM,
    configuration: { mapping_config: { mode: 'DEFAULT', mappings: BENCH_MAPPINGS }, error_config: { error_threshold: 5, invalid_rows: 'INCLUDE' } },
    output: { format: 'JSON', path: output },
    ...(changes ? { changes: { key: tdmKey(BENCH_TDM), previous: changes.previous, fingerprintsPath: changes.fingerprints, rowsPath: `${output}.rows`, removedPath: `${output}.removed` } } : {}),
  });
  if (report.status !== 'SUCCESSFUL') throw new Error(`engine run failed: ${report.error?.type}: ${report.error?.message}`);
  const c = report.changes;
  return {
    rows: report.stats.rows,
    status: report.status,
    errorPercentage: Math.round(report.stats.error_percentage * 1000) / 1000,
    detail: c ? `changes by ${c.key.join(', ')}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.removed} removed` : `${report.stats.output_rows} output rows`,
    ...(c ? { changes: { created: c.created, updated: c.updated, unchanged: c.unchanged, removed: c.removed } } : {}),
  };
}

async function engine(input: string, output: string, variant: 'full' | 'onethread' | 'nounique' | 'xlsx'): Promise<Measured> {
  const { runImport } = await import('../src/run.ts');
  const report = await runImport({
    input: { path: input, fileName: input.split('/').pop()! },
    tdm: variant === 'nounique' ? withoutUnique(BENCH_TDM) : BENCH_TDM,
    configuration: {
      mapping_config: { mode: 'DEFAULT', mappings: BENCH_MAPPINGS },
      error_config: { error_threshold: 5 },
    },
    output: { format: variant === 'xlsx' ? 'XLSX' : 'CSV', path: output },
    // The default reads a large CSV with every core (at most 4); `engine-1t` with one thread.
    ...(variant === 'onethread' || variant === 'nounique' ? { parallel: { threads: 1 } } : {}),
  });
  if (report.error && report.error.type !== 'ERROR_THRESHOLD_EXCEEDED') {
    throw new Error(`engine run failed: ${report.error.type}: ${report.error.message}`);
  }
  return {
    rows: report.stats.rows,
    status: report.status,
    errorPercentage: Math.round(report.stats.error_percentage * 1000) / 1000,
    detail: `${report.threads ?? 1} thread${(report.threads ?? 1) > 1 ? 's' : ''}; ${report.stats.erroneous_cells} erroneous cells; mapping ${report.mapping?.mappings.length ?? 0}/${BENCH_TDM.columns.length}`,
  };
}

/**
 * DuckDB (`@duckdb/node-api`, 2 threads) doing the engine case's work in SQL: read the CSV as text,
 * type and normalise every column as the TDM says (integers, PROPER of the first name — DuckDB has
 * no PROPER, so words split at spaces are capitalised —, e-mail shape, the date as
 * DD.MM.YYYY, ROUND(amount × 1.19, 2), the four status options without regard to case, the SKU
 * pattern), flag required and unique violations (a repeat is every occurrence after the first in
 * file order), count the erroneous cells and write the rows as CSV. Returns rows and the count.
 */
async function duckdb(input: string, output: string): Promise<Measured> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const db = await instance.connect();
  const q = (path: string) => `'${path.replace(/'/g, "''")}'`;
  await db.run(`CREATE TEMP TABLE src AS SELECT row_number() OVER () AS rn, * FROM read_csv(${q(input)}, header = true, all_varchar = true, quote = '"', escape = '"')`);
  await db.run(`CREATE TEMP TABLE checked AS
    WITH typed AS (
      SELECT rn,
        TRY_CAST("Customer ID" AS BIGINT) AS customer_id, "Customer ID" IS NOT NULL AND TRY_CAST("Customer ID" AS BIGINT) IS NULL AS customer_id_bad,
        CASE WHEN "First Name" IS NULL THEN NULL ELSE array_to_string(list_transform(string_split(lower("First Name"), ' '), w -> upper(w[1]) || w[2:]), ' ') END AS first_name,
        "Last Name" AS last_name,
        lower("E-Mail") AS email, "E-Mail" IS NOT NULL AND NOT regexp_full_match("E-Mail", '[^@\\s]+@[^@\\s]+\\.[^@\\s]+') AS email_bad,
        strftime(TRY_STRPTIME("Signup Date", '%Y-%m-%d'), '%d.%m.%Y') AS signup_date, "Signup Date" IS NOT NULL AND TRY_STRPTIME("Signup Date", '%Y-%m-%d') IS NULL AS signup_date_bad,
        round(TRY_CAST("Amount" AS DOUBLE) * 1.19, 2) AS amount, "Amount" IS NOT NULL AND TRY_CAST("Amount" AS DOUBLE) IS NULL AS amount_bad,
        TRY_CAST("Quantity" AS BIGINT) AS quantity, "Quantity" IS NOT NULL AND TRY_CAST("Quantity" AS BIGINT) IS NULL AS quantity_bad,
        CASE lower("Status") WHEN 'active' THEN 'ACTIVE' WHEN 'inactive' THEN 'INACTIVE' WHEN 'pending' THEN 'PENDING' WHEN 'closed' THEN 'CLOSED' END AS status,
        "Status" IS NOT NULL AND lower("Status") NOT IN ('active', 'inactive', 'pending', 'closed') AS status_bad,
        "SKU" AS sku, "SKU" IS NOT NULL AND NOT regexp_full_match("SKU", '[A-Z]{3}-[0-9]{4}') AS sku_bad,
        "Notes" AS notes
      FROM src
    )
    SELECT *,
      customer_id IS NULL AS customer_id_missing, first_name IS NULL AS first_name_missing, email IS NULL AS email_missing,
      customer_id IS NOT NULL AND row_number() OVER (PARTITION BY customer_id ORDER BY rn) > 1 AS customer_id_repeat,
      email IS NOT NULL AND NOT email_bad AND row_number() OVER (PARTITION BY email ORDER BY rn) > 1 AS email_repeat
    FROM typed`);
  await db.run(`COPY (SELECT customer_id, first_name, last_name, email, signup_date, amount, quantity, status, sku, notes FROM checked ORDER BY rn) TO ${q(output)} (HEADER, DELIMITER ',')`);
  const reader = await db.runAndReadAll(`SELECT count(*) AS n, sum((customer_id_bad OR customer_id_missing OR customer_id_repeat)::INT + (first_name_missing)::INT + (email_bad OR email_missing OR email_repeat)::INT
    + signup_date_bad::INT + amount_bad::INT + quantity_bad::INT + status_bad::INT + sku_bad::INT) AS errors FROM checked`);
  const [n, errors] = reader.getRows()[0] as [bigint, bigint | number];
  db.closeSync();
  instance.closeSync();
  return { rows: Number(n), detail: `${Number(errors)} erroneous cells (the same checks in SQL)` };
}

/** Reads every batch of `input` with the engine's reader (`openTable`); returns the rows read, header included. */
export async function readAllRows(input: string): Promise<number> {
  const { openTable, DEFAULT_LIMITS } = await import('../src/readers/index.ts');
  const table = await openTable({ path: input, fileName: input.split('/').pop()! }, { limits: { ...DEFAULT_LIMITS } });
  let rows = 0;
  try {
    for await (const batch of table.batches()) rows += batch.rows.length;
  } finally {
    await table.close();
  }
  return rows;
}

async function readOnly(input: string): Promise<number> {
  return (await readAllRows(input)) - 1;
}

/**
 * Reads the one-line file `input` with the reader alone. `raised`: maxColumns 10,000,000 (the
 * record's cells are within the other limits), so the whole record is read; otherwise the default
 * limits, which it fails: `detail` then says after how many bytes and with what message.
 */
async function readLongLine(input: string, raised: boolean): Promise<Measured> {
  const { openTable, DEFAULT_LIMITS } = await import('../src/readers/index.ts');
  const limits = raised ? { ...DEFAULT_LIMITS, maxColumns: 10_000_000 } : { ...DEFAULT_LIMITS };
  const table = await openTable({ path: input, fileName: 'long-line.csv' }, { limits });
  let rows = 0;
  let cells = 0;
  try {
    for await (const batch of table.batches()) {
      rows += batch.rows.length;
      for (const row of batch.rows) cells += row.length;
    }
    return { rows, detail: `${rows} records, ${cells.toLocaleString('en-US')} cells read` };
  } catch (err) {
    const e = err as Error & { type?: string };
    return { rows, status: 'FAILED', detail: `${e.type ?? e.name} after reading ${table.bytesRead().toLocaleString('en-US')} bytes: ${e.message}` };
  } finally {
    await table.close();
  }
}

/** Runs `name` on `input` and returns its figures. */
export async function runCase(name: string, input: string, output: string, previous?: string): Promise<CaseResult> {
  const inputBytes = statSync(input).size;
  // Module loading is start-up, not throughput: load the case's modules before the clock starts.
  if (name.startsWith('engine')) await import('../src/run.ts');
  else if (name === 'read' || name.startsWith('long-line')) await import('../src/readers/index.ts');
  else if (name === 'duckdb') await import('@duckdb/node-api');
  // The readers of formats other than CSV load with the first such file (readers/index.ts).
  if (name !== 'baseline' && input.endsWith('.xlsx')) await import('../src/readers/xlsx-reader.ts');
  else if (name === 'baseline') { await import('papaparse'); await import('../src/writers/delimited-writer.ts'); }
  const started = performance.now();
  if (name === 'engine-xlsx') await import('../src/writers/xlsx-writer.ts');
  const cpuStart = process.cpuUsage();
  const childCpuStart = endedChildrenCpuSeconds();
  const stopSampling = treeRssSampler();
  let extra: Measured;
  if (name === 'baseline') extra = { rows: await baseline(input, output) };
  else if (name === 'engine') extra = await engine(input, output, 'full');
  else if (name === 'engine-1t') extra = await engine(input, output, 'onethread');
  else if (name === 'engine-nounique') extra = await engine(input, output, 'nounique');
  else if (name === 'engine-xlsx') extra = await engine(input, output, 'xlsx');
  else if (name === 'engine-json') extra = await engineJson(input, output, null);
  else if (name === 'changes-prepare') extra = await engineJson(input, output, { previous: null, fingerprints: previous! });
  else if (name === 'engine-changes') extra = await engineJson(input, output, { previous: previous!, fingerprints: `${output}.fingerprints` });
  else if (name === 'read') extra = { rows: await readOnly(input) };
  else if (name === 'long-line') extra = await readLongLine(input, true);
  else if (name === 'long-line-limits') extra = await readLongLine(input, false);
  else if (name === 'duckdb') extra = await duckdb(input, output);
  else throw new Error(`unknown case ${name}`);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6 + endedChildrenCpuSeconds() - childCpuStart;
  const peak = stopSampling();
  return { case: name, seconds, cpuSeconds, inputBytes, maxRssMb: peak.rssMb, heldMb: peak.heldMb, ...extra };
}
