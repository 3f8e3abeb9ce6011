/**
 * The small parts of an XLSX package (ECMA-376 Part 1 and Part 2 OPC): relationships, the workbook
 * (sheet names and targets, 1904 date system), styles (which cell formats are dates) and the shared
 * string table. Every part goes through saxes with DOCTYPE refused (SECURITY.md), names compared
 * without namespace prefixes (some producers write `x:row`, strict OOXML uses other URIs).
 */
import { posix } from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { EngineError, type EngineLimits } from '../types.ts';
import { isDateFormat } from './excel-dates.ts';
import { XmlScanner, type PartHandlers } from './xml-scanner.ts';

export type { PartHandlers };
import type { ZipArchive, ZipEntry } from './zip.ts';

/** Element or attribute name without its namespace prefix. */
export function localName(name: string): string {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
}

/** Creates a saxes parser wired to handlers, refusing DOCTYPE and turning errors into INVALID_FILE. */
export function partParser(partName: string, h: PartHandlers): SaxesParser {
  const p = new SaxesParser({ xmlns: false, position: false });
  p.on('doctype', () => {
    throw new EngineError('INVALID_FILE', `The workbook part ${partName} carries a DOCTYPE, which is refused (entity attacks)`);
  });
  p.on('error', (err) => {
    throw err instanceof EngineError ? err : new EngineError('INVALID_FILE', `The workbook part ${partName} is not well-formed XML: ${err.message}`);
  });
  if (h.open) {
    const open = h.open;
    p.on('opentag', (tag: SaxesTagPlain) => open(localName(tag.name), tag.attributes as Record<string, string>));
  }
  if (h.text) {
    p.on('text', h.text);
    p.on('cdata', h.text);
  }
  if (h.close) {
    const close = h.close;
    p.on('closetag', (tag) => close(localName(tag.name)));
  }
  return p;
}

/**
 * Parses a whole zip entry as XML: with saxes (strict well-formedness) for the small parts, or with
 * the fast {@link XmlScanner} for large ones (`fast`, the shared string table).
 */
export async function parsePart(zip: ZipArchive, entry: ZipEntry, h: PartHandlers, signal?: AbortSignal, fast = false): Promise<void> {
  const p = fast ? new XmlScanner(entry.name, h, 16 * 1024 * 1024) : partParser(entry.name, h);
  const td = new TextDecoder('utf-8');
  for await (const chunk of zip.stream(entry)) {
    if (signal?.aborted) throw new EngineError('ABORTED', 'The run was cancelled while reading the file');
    p.write(td.decode(chunk, { stream: true }));
  }
  p.write(td.decode());
  if (p instanceof XmlScanner) p.end();
  else p.close();
}

/** Finds a part by name, falling back to a case-insensitive match (some producers differ in case). */
export function findEntry(zip: ZipArchive, name: string): ZipEntry | undefined {
  const direct = zip.entries.get(name);
  if (direct) return direct;
  const lower = name.toLowerCase();
  for (const [n, e] of zip.entries) if (n.toLowerCase() === lower) return e;
  return undefined;
}

/** Relationships of a part: id → { type (last URI segment), target (package path) }. */
export async function readRels(zip: ZipArchive, partName: string): Promise<Map<string, { type: string; target: string }>> {
  const dir = posix.dirname(partName);
  const relsName = posix.join(dir === '.' ? '' : dir, '_rels', posix.basename(partName) + '.rels');
  const out = new Map<string, { type: string; target: string }>();
  const entry = findEntry(zip, relsName);
  if (!entry) return out;
  await parsePart(zip, entry, {
    open(name, a) {
      if (name !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
      const target = a.Target.startsWith('/') ? a.Target.slice(1) : posix.normalize(posix.join(dir === '.' ? '' : dir, a.Target));
      out.set(a.Id, { type: (a.Type ?? '').split('/').pop() ?? '', target });
    },
  });
  return out;
}

/** What the reader needs from xl/workbook.xml and its relationships. */
export interface WorkbookInfo {
  sheets: Array<{ name: string; target: string | null }>;
  date1904: boolean;
  sharedStrings: string | null;
  styles: string | null;
}

/**
 * Reads the workbook: sheet names in order with their worksheet part, the date system, and where
 * the shared strings and styles are.
 * @throws EngineError INVALID_FILE when the package has no workbook part.
 */
export async function readWorkbook(zip: ZipArchive): Promise<WorkbookInfo> {
  const root = await readRels(zip, '');
  const office = [...root.values()].find((r) => r.type === 'officeDocument');
  const wbName = office?.target ?? 'xl/workbook.xml';
  const wbEntry = findEntry(zip, wbName);
  if (!wbEntry) throw new EngineError('INVALID_FILE', 'The file is a zip archive without an Excel workbook part');
  const rels = await readRels(zip, wbEntry.name);
  const sheets: Array<{ name: string; target: string | null }> = [];
  let date1904 = false;
  await parsePart(zip, wbEntry, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      else if (name === 'sheet') {
        const idAttr = Object.keys(a).find((k) => k !== 'sheetId' && localName(k) === 'id');
        const rel = idAttr ? rels.get(a[idAttr]) : undefined;
        sheets.push({ name: a.name ?? `Sheet${sheets.length + 1}`, target: rel && rel.type === 'worksheet' ? rel.target : null });
      }
    },
  });
  const byType = (t: string): string | null => [...rels.values()].find((r) => r.type === t)?.target ?? null;
  return { sheets, date1904, sharedStrings: byType('sharedStrings'), styles: byType('styles') };
}

/** For each cell style index (`s` attribute), whether it formats numbers as dates. */
export async function readDateStyles(zip: ZipArchive, stylesName: string | null): Promise<boolean[]> {
  const entry = stylesName ? findEntry(zip, stylesName) : undefined;
  if (!entry) return [];
  const codes = new Map<number, string>();
  const xfs: number[] = [];
  let inCellXfs = false;
  await parsePart(zip, entry, {
    open(name, a) {
      if (name === 'numFmt') codes.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) xfs.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return xfs.map((id) => isDateFormat(id, codes.get(id)));
}

/** Largest shared string table read (uncompressed bytes of its XML; inflation stops there too). */
export const MAX_SHARED_STRINGS_BYTES = 512 * 1024 * 1024;

/**
 * Reads the shared string table: each `<si>` is the text of its `<t>` runs (phonetic `<rPh>` runs
 * left out). Held in memory, as every XLSX reader must, so its part is capped at
 * {@link MAX_SHARED_STRINGS_BYTES} (about 10M distinct strings) — LIMIT_EXCEEDED beyond.
 */
export async function readSharedStrings(zip: ZipArchive, name: string | null, limits: EngineLimits, signal?: AbortSignal): Promise<string[]> {
  const entry = name ? findEntry(zip, name) : undefined;
  if (!entry) return [];
  if (entry.uncompressedSize > MAX_SHARED_STRINGS_BYTES) {
    throw new EngineError('LIMIT_EXCEEDED',
      `The workbook's shared string table holds ${entry.uncompressedSize} bytes; at most ${MAX_SHARED_STRINGS_BYTES} are read (save the file as CSV)`,
      { limit: MAX_SHARED_STRINGS_BYTES });
  }
  const out: string[] = [];
  let current = '';
  let inT = false;
  let inPhonetic = 0;
  await parsePart(zip, entry, {
    open(n) {
      if (n === 'si') current = '';
      else if (n === 't') inT = inPhonetic === 0;
      else if (n === 'rPh') inPhonetic++;
    },
    text(t) {
      if (inT && current.length <= limits.maxCellLength) current += t;
    },
    close(n) {
      if (n === 't') inT = false;
      else if (n === 'rPh') inPhonetic--;
      else if (n === 'si') out.push(current);
    },
  }, signal, true);
  return out;
}
