/**
 * Format sniffing from content first, the file name last (DESIGN.md §3 "file-type for sniffing"):
 *  1. zip magic → XLSX if the archive holds `xl/` parts (otherwise a clear INVALID_FILE naming what
 *     it is: ODS, Word, a plain zip); OLE2 magic → XLS (SheetJS tells encrypted files apart);
 *  2. otherwise the first 64 KiB are decoded (./encoding.ts); NULs or many control characters →
 *     binary → INVALID_FILE, naming the type when `file-type` knows it (PDF, PNG, …);
 *  3. text: nothing but whitespace → EMPTY_FILE; `<` → SpreadsheetML 2003 when it carries the
 *     `Excel.Sheet` processing instruction or the spreadsheet namespace, HTML → INVALID_FILE, else
 *     record XML; `{` or `[` → JSON (NDJSON is recognised by the JSON reader: several top-level
 *     values); anything else → delimited text, with delimiter and line ending detected (or named
 *     by Excel's `sep=;` first line, which is then not a record).
 * The extension is used only to break a delimiter tie (.tsv) — a CSV named .xlsx still reads.
 */
import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { EngineError, type EngineLimits, type InputFormat } from '../types.ts';
import type { Delimiter, Newline, TextEncoding } from '../contracts.ts';
import { detectDelimiter, detectNewline } from './delimiter.ts';
import { createDecoder } from './encoding.ts';
import { readRange } from './source.ts';
import { detectFileEncoding } from './text-stream.ts';
import { openZip } from './zip.ts';

/** Bytes looked at for sniffing and detection. */
export const SAMPLE_BYTES = 64 * 1024;

/** The sniffing verdict. Text formats carry their encoding; delimited text its delimiter and line ending. */
export interface SniffResult {
  format: InputFormat;
  encoding?: TextEncoding;
  delimiter?: Delimiter;
  newline?: Newline;
  /** The decoded sample (text formats). */
  sample?: string;
  /** Delimited text opening with Excel's `sep=X` line: that line is not a record. */
  skipFirstRecord?: boolean;
}

/** A local file to sniff. */
export interface SniffInput {
  path: string;
  fileName: string;
  /** Bytes. */
  size: number;
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function isWhitespace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff || c === 12 || c === 11 || c === 0xa0;
}

/**
 * Decides the format of a local file from its content.
 * @throws EngineError EMPTY_FILE (0 bytes or whitespace only), INVALID_FILE (binary, not a table
 *   format, damaged zip), LIMIT_EXCEEDED (zip directory over the limits).
 */
export async function sniffFormat(file: SniffInput, limits: EngineLimits, signal?: AbortSignal): Promise<SniffResult> {
  if (file.size === 0) throw new EngineError('EMPTY_FILE', 'The file is empty (0 bytes)');
  const head = await readRange(file.path, 0, Math.min(file.size, SAMPLE_BYTES));
  if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5) && (head[3] === 4 || head[3] === 6)) {
    return { format: await zipFormat(file, limits) };
  }
  if (head.length >= 8 && head.subarray(0, 8).equals(OLE_MAGIC)) return { format: 'XLS' };

  const encoding = await detectFileEncoding(file.path, head, file.size, signal);
  const sample = createDecoder(encoding).write(head);
  let controls = 0;
  let first = -1;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (first < 0 && !isWhitespace(c)) first = i;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) {
      if (c === 0) controls += sample.length; // one NUL outside UTF-16 marks a binary file
      controls++;
    }
  }
  if (controls > sample.length * 0.01 + 1) {
    const type = await fileTypeFromBuffer(head).catch(() => undefined);
    const what = type ? `a ${type.ext.toUpperCase()} file (${type.mime})` : 'binary data';
    throw new EngineError('INVALID_FILE', `The file is ${what}, not a table (CSV, TSV, XLS, XLSX, XML or JSON)`, {
      detected: type?.mime ?? null,
    });
  }
  if (first < 0) {
    if (head.length >= file.size || await onlyWhitespace(file.path, head.length, encoding, signal)) {
      throw new EngineError('EMPTY_FILE', 'The file holds only whitespace');
    }
    first = sample.length;
  }
  const lead = sample.charCodeAt(first);
  if (lead === 0x3c /* < */) {
    const start = sample.slice(first, first + 4096);
    if (/progid\s*=\s*["']Excel\.Sheet["']|urn:schemas-microsoft-com:office:spreadsheet/.test(sample)) {
      return { format: 'SPREADSHEETML', encoding, sample };
    }
    if (/^<!doctype\s+html|^<html[\s>]/i.test(start)) {
      throw new EngineError('INVALID_FILE', 'The file is an HTML page, not a table (save it as CSV or XLSX)');
    }
    return { format: 'XML', encoding, sample };
  }
  if (lead === 0x7b /* { */ || lead === 0x5b /* [ */) {
    return { format: looksLikeNdjson(sample.slice(first)) ? 'NDJSON' : 'JSON', encoding, sample };
  }
  // Excel writes `sep=;` as a first line to name the delimiter; it is not a row (Excel hides it).
  const sep = /^sep=([,;\t|])\r?\n/i.exec(sample.slice(first));
  const delimiter = sep ? (sep[1] as Delimiter) : detectDelimiter(sample.slice(first), file.fileName);
  return {
    format: delimiter === '\t' ? 'TSV' : 'CSV', encoding, delimiter, newline: detectNewline(sample.slice(sep ? first + sep[0].length : 0)), sample,
    ...(sep ? { skipFirstRecord: true } : {}),
  };
}

async function zipFormat(file: SniffInput, limits: EngineLimits): Promise<InputFormat> {
  const zip = await openZip(file.path, file.size, limits);
  try {
    const names = [...zip.entries.keys()];
    if (names.some((n) => n.startsWith('xl/') && n.endsWith('.xml'))) return 'XLSX';
    if (names.includes('xl/workbook.bin')) {
      throw new EngineError('INVALID_FILE', 'Binary Excel workbooks (XLSB) are not supported; save the file as XLSX');
    }
    let what = 'a zip archive that holds no Excel workbook';
    if (names.includes('content.xml') && names.includes('mimetype')) what = 'an OpenDocument file (ODS), which is not supported; save it as XLSX';
    else if (names.some((n) => n.startsWith('word/'))) what = 'a Word document, not a table';
    else if (names.some((n) => n.startsWith('ppt/'))) what = 'a PowerPoint presentation, not a table';
    throw new EngineError('INVALID_FILE', `The file is ${what}`);
  } finally {
    await zip.close();
  }
}

async function onlyWhitespace(path: string, from: number, encoding: TextEncoding, signal?: AbortSignal): Promise<boolean> {
  const fh = await open(path, 'r');
  try {
    const decoder = createDecoder(encoding);
    decoder.write(await readRange(path, 0, from));
    const buf = Buffer.allocUnsafe(1024 * 1024);
    let position = from;
    for (;;) {
      if (signal?.aborted) throw new EngineError('ABORTED', 'The run was cancelled while reading the file');
      const { bytesRead } = await fh.read(buf, 0, buf.length, position);
      if (bytesRead === 0) return true;
      position += bytesRead;
      const text = decoder.write(buf.subarray(0, bytesRead));
      for (let i = 0; i < text.length; i++) if (!isWhitespace(text.charCodeAt(i))) return false;
    }
  } finally {
    await fh.close();
  }
}

/** NDJSON: the first line is a whole JSON value and more text follows (a JSON document's first line is not whole). */
function looksLikeNdjson(text: string): boolean {
  const nl = text.indexOf('\n');
  if (nl < 0) return false;
  if (!/\S/.test(text.slice(nl + 1))) return false;
  try {
    JSON.parse(text.slice(0, nl));
    return true;
  } catch {
    return false;
  }
}
