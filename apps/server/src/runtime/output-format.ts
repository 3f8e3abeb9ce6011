/**
 * Output files. A run stores its output once, as canonical JSON (an array of objects keyed by TDM
 * key, one object per line — the engine's JSON writer, docs/engine.md "Outputs"), and every other
 * form is produced from it on demand by the engine's writers: the file delivered to the output
 * connector (in that connector's format) and downloads with `?format=`.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { openWriter, type OutputFormat, type OutputValue, type TargetDataModel } from '@ferry/engine';
import { OUTPUT_FORMATS, outputFormatInfo, parseOutputFormat } from '@ferry/connectors';

export { OUTPUT_FORMATS };

/** MIME type and file extension per output format (@ferry/connectors media-types.ts). */
export const FORMAT_INFO: Record<OutputFormat, { contentType: string; extension: string }> = Object.fromEntries(
  OUTPUT_FORMATS.map((f) => [f, outputFormatInfo(f)]),
) as Record<OutputFormat, { contentType: string; extension: string }>;

/**
 * The format an output connector receives: its `file_extension` when it has one (EMAIL, FTP,
 * OBJSTORE, BLOB), JSON for HTTP (the rows as a JSON array), MANUAL and DATABASE (rows, not a file), CSV otherwise.
 */
export function connectorOutputFormat(nodeType: string, configuration: Record<string, unknown>): OutputFormat {
  const ext = parseOutputFormat(typeof configuration.file_extension === 'string' ? configuration.file_extension : null);
  if (ext) return ext;
  if (nodeType === 'HTTP' || nodeType === 'MANUAL' || nodeType === 'DATABASE') return 'JSON';
  return 'CSV';
}

/** Parses `?format=` (case-insensitive); null when absent, throws for an unknown value. */
export function parseFormat(value: string | undefined): OutputFormat | null {
  return parseOutputFormat(value);
}

/**
 * Whether a delivery escapes formula-like text (CSV and TSV only): the output connector's
 * `escape_formulas`, else on for EMAIL (a person opens the attachment) and off for deliveries to
 * machines, where an apostrophe would change the data (SECURITY.md; docs/connectors.md).
 */
export function deliveryEscapesFormulas(nodeType: string, configuration: Record<string, unknown>, format: OutputFormat): boolean {
  if (format !== 'CSV' && format !== 'TSV') return false;
  return typeof configuration.escape_formulas === 'boolean' ? configuration.escape_formulas : nodeType === 'EMAIL';
}

/**
 * Streams canonical JSON rows (`source`) into `target` in `format`. Resolves with the rows and
 * bytes written. Values keep their types (XLSX numbers stay numbers); with `escapeFormulas`,
 * CSV/TSV text a spreadsheet would run as a formula gets a leading apostrophe (SECURITY.md).
 */
export async function convertRows(source: Readable, tdm: TargetDataModel, format: OutputFormat, target: Writable, options: { escapeFormulas: boolean }): Promise<{ rows: number; bytes: number }> {
  const keys = tdm.columns.map((c) => c.key);
  const writer = await openWriter({ format, stream: target, escapeFormulas: options.escapeFormulas }, tdm);
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  let batch: OutputValue[][] = [];
  let rows = 0;
  for await (const raw of lines) {
    // `{…},` or `{…}` (the last); `[` and `]` frame the array.
    const line = raw.endsWith(',') ? raw.slice(0, -1) : raw;
    if (!line.startsWith('{')) continue;
    const object = JSON.parse(line) as Record<string, OutputValue>;
    batch.push(keys.map((k) => (Object.hasOwn(object, k) ? object[k]! : null)));
    rows++;
    if (batch.length === 1000) {
      await writer.writeBatch(batch);
      batch = [];
    }
  }
  if (batch.length) await writer.writeBatch(batch);
  const { bytes } = await writer.close();
  return { rows, bytes };
}
