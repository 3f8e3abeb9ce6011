/**
 * Record XML reader (saxes, two streaming passes over the local file, bounded memory).
 *
 * Pass 1 builds the tree of element paths (`/rows/row/b`) with, per path, its number of
 * occurrences and what occurs beneath it (text, attribute names, child names in order of first
 * appearance). The table is the repeated element (≥ 2 occurrences) with the most columns; ties go to
 * the outer one, then the more frequent. A document without a repeated element is one record: the
 * element with the most columns, ties to the inner one. Pass 2 yields one row per record element.
 *
 * Columns (dotted names relative to the record element):
 *  - a child element's text → its path: `<row><b><c>1</c></b></row>` gives `b.c`;
 *  - an attribute → the element's path plus the attribute name: `<b x="2"/>` gives `b.x`, and an
 *    attribute on the record element itself is just `x`; when the element also has a child element
 *    of that name the attribute is written `b.@x` (or `@x`) so the two stay apart;
 *  - text directly inside the record element → a column named after the record element;
 *  - a child element repeated within one record (`<tags><tag>a</tag><tag>b</tag></tags>`) gives
 *    one cell holding the JSON array of its values (`["a","b"]`), as the JSON reader does;
 *  - namespace declarations (`xmlns`, `xmlns:*`) are not data; names keep their prefixes.
 * Cells are strings (empty or whitespace-only text is null). Row 0 is the synthetic header
 * (`syntheticHeaderRow: 0`, row number 0); records are numbered from 1 in document order.
 *
 * Safety (SECURITY.md "XML entity attacks"): a document with a DOCTYPE is refused, so no entity can
 * be declared; saxes resolves only the five predefined entities and character references, and
 * fails on anything else. Not well-formed XML is INVALID_FILE with saxes' line and column.
 */
import { SaxesParser } from 'saxes';
import type { OpenedTable } from '../contracts.ts';
import { EngineError, type CellValue, type EngineLimits, type Row, type RowBatch } from '../types.ts';
import type { TextEncoding } from './encoding.ts';
import { cellTooLong, checkRow, ROW_ALLOWANCE, tooManyRows } from './limits.ts';
import { makeTable } from './table.ts';
import { readTextChunks, type ByteCounter } from './text-stream.ts';

export interface XmlOptions {
  path: string;
  size: number;
  encoding: TextEncoding;
  limits: EngineLimits;
  batchSize: number;
  signal?: AbortSignal;
  release?: () => Promise<void>;
}

const MAX_PATHS = 10_000;
const MAX_DEPTH = 1_000;

type Feature = { kind: 'text' } | { kind: 'attr'; name: string } | { kind: 'child'; name: string };

/** One distinct element path of the document. */
interface PathNode {
  name: string;
  depth: number;
  count: number;
  features: Feature[];
  seen: Set<string>;
  children: Map<string, PathNode>;
}

function newNode(name: string, depth: number): PathNode {
  return { name, depth, count: 0, features: [], seen: new Set(), children: new Map() };
}

function addFeature(node: PathNode, key: string, f: Feature): void {
  if (!node.seen.has(key)) {
    node.seen.add(key);
    node.features.push(f);
  }
}

function isBlank(s: string): boolean {
  return !/\S/.test(s);
}

function refuseDoctype(): never {
  throw new EngineError('INVALID_FILE',
    'XML documents with a DOCTYPE are refused: a DOCTYPE can declare entities (billion laughs, external entities); remove it and try again');
}

function xmlError(err: Error): EngineError {
  return new EngineError('INVALID_FILE', `The file is not well-formed XML: ${err.message}`);
}

/** Runs saxes over the file; `setup` attaches handlers; yields after each chunk. */
async function* parseXml(o: XmlOptions, counter: ByteCounter, setup: (p: SaxesParser) => void): AsyncGenerator<void> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  parser.on('doctype', refuseDoctype);
  parser.on('error', (err) => { throw err instanceof EngineError ? err : xmlError(err); });
  setup(parser);
  for await (const text of readTextChunks(o.path, o.encoding, counter, o.signal)) {
    parser.write(text);
    yield;
  }
  parser.close();
  yield;
}

function greater(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

interface Column {
  name: string;
  /** Lookup key: relative element path + '\u0001' + attribute, or + '\u0002' for text. */
  key: string;
}

/** The columns of a record element: a walk of its path subtree in order of first appearance. */
function columnsOf(record: PathNode, cap: number): Column[] {
  const out: Column[] = [];
  const walk = (node: PathNode, rel: string): void => {
    for (const f of node.features) {
      if (out.length > cap) return;
      if (f.kind === 'text') out.push({ name: rel === '' ? record.name : rel, key: rel + '\u0002' });
      else if (f.kind === 'attr') {
        const shown = node.children.has(f.name) ? '@' + f.name : f.name;
        out.push({ name: rel === '' ? shown : `${rel}.${shown}`, key: rel + '\u0001' + f.name });
      } else {
        walk(node.children.get(f.name)!, rel === '' ? f.name : `${rel}.${f.name}`);
      }
    }
  };
  walk(record, '');
  return out;
}

/** Opens a record XML file. Pass 1 runs here, so structure and well-formedness errors come from openTable. */
export async function openXml(o: XmlOptions): Promise<OpenedTable> {
  const { limits } = o;
  const top = newNode('', 0);
  let paths = 0;
  {
    const stack: PathNode[] = [top];
    const textLen: number[] = [0];
    const hasText: boolean[] = [false];
    for await (const _ of parseXml(o, { bytes: 0 }, (p) => {
      p.on('opentagstart', (tag) => {
        const parent = stack[stack.length - 1];
        let node = parent.children.get(tag.name);
        if (!node) {
          if (++paths > MAX_PATHS) throw new EngineError('LIMIT_EXCEEDED', `The XML has more than ${MAX_PATHS} distinct element paths`, { limit: MAX_PATHS });
          node = newNode(tag.name, stack.length);
          parent.children.set(tag.name, node);
          addFeature(parent, '<' + tag.name, { kind: 'child', name: tag.name });
        }
        node.count++;
        if (stack.length > MAX_DEPTH) throw new EngineError('INVALID_FILE', `The XML is nested deeper than ${MAX_DEPTH} levels`, { limit: MAX_DEPTH });
        stack.push(node);
        textLen.push(0);
        hasText.push(false);
      });
      p.on('attribute', (attr) => {
        if (attr.name === 'xmlns' || attr.name.startsWith('xmlns:')) return;
        addFeature(stack[stack.length - 1], '@' + attr.name, { kind: 'attr', name: attr.name });
        if (attr.value.length > limits.maxCellLength) throw cellTooLong(0, 0, attr.value.length, limits.maxCellLength, ` (attribute ${attr.name} of <${stack[stack.length - 1].name}>)`);
      });
      const onText = (text: string): void => {
        if (stack.length === 1) return;
        const n = (textLen[textLen.length - 1] += text.length);
        if (!hasText[hasText.length - 1] && !isBlank(text)) {
          addFeature(stack[stack.length - 1], '#', { kind: 'text' });
          hasText[hasText.length - 1] = true;
        }
        // Indentation between child elements may add up to any length; only real text is a cell.
        if (n > limits.maxCellLength && hasText[hasText.length - 1]) {
          throw cellTooLong(0, 0, n, limits.maxCellLength, ` (text of <${stack[stack.length - 1].name}>)`);
        }
      };
      p.on('text', onText);
      p.on('cdata', onText);
      p.on('closetag', () => {
        stack.pop();
        textLen.pop();
        hasText.pop();
      });
    })) { /* pass 1 only collects */ }
  }
  // Choose the record element: repeated first, then most columns, then (repeated) outer and more
  // frequent, or (single) inner.
  type Choice = { node: PathNode; path: string[]; cols: number; rank: number[] };
  let chosen: Choice | null = null;
  const visit = (node: PathNode, path: string[]): void => {
    for (const child of node.children.values()) {
      const p = [...path, child.name];
      const cols = columnsOf(child, limits.maxColumns).length;
      const rep = child.count >= 2;
      const rank = [rep ? 1 : 0, cols, rep ? -child.depth : child.depth, rep ? child.count : 0];
      if (cols > 0 && (!chosen || greater(rank, chosen.rank))) chosen = { node: child, path: p, cols, rank };
      visit(child, p);
    }
  };
  visit(top, []);
  if (!chosen) throw new EngineError('EMPTY_FILE', 'The XML holds no records (no element with text or attributes)');
  const record: Choice = chosen;
  const columns = columnsOf(record.node, limits.maxColumns);
  if (columns.length > limits.maxColumns) {
    throw new EngineError('LIMIT_EXCEEDED', `The XML records have more than ${limits.maxColumns} columns, the most accepted`, { limit: limits.maxColumns });
  }
  if (record.node.count > limits.maxRows + ROW_ALLOWANCE) throw tooManyRows(limits);
  const counter: ByteCounter = { bytes: 0 };
  return makeTable({
    format: 'XML',
    size: o.size,
    encoding: o.encoding.name,
    syntheticHeaderRow: 0,
    counter,
    rows: () => xmlRows(o, record.path, columns, counter),
    release: o.release,
  });
}

async function* xmlRows(o: XmlOptions, recordPath: string[], columns: Column[], counter: ByteCounter): AsyncGenerator<RowBatch> {
  const { limits, batchSize } = o;
  const index = new Map<string, number>();
  columns.forEach((c, i) => index.set(c.key, i));
  const width = columns.length;
  const depthOfRecord = recordPath.length;
  let rows: Row[] = [columns.map((c) => c.name)];
  let numbers: number[] = [0];
  const full: RowBatch[] = [];
  // Element names from the root; `matches` counts how many leading names equal the record path.
  const names: string[] = [];
  let matches = 0;
  let row: CellValue[] | null = null;
  let multi: Map<number, string[]> | null = null;
  let record = 0;
  // Relative path of each open element inside the record ('' for the record element itself).
  const rel: string[] = [];
  const texts: string[] = [];

  const put = (key: string, value: string): void => {
    const i = index.get(key);
    if (i === undefined || row === null) return;
    const prev = row[i];
    if (prev === null) {
      row[i] = value;
      return;
    }
    multi ??= new Map();
    let list = multi.get(i);
    if (!list) multi.set(i, (list = [prev as string]));
    list.push(value);
    row[i] = JSON.stringify(list);
  };

  for await (const _ of parseXml(o, counter, (p) => {
    p.on('opentagstart', (tag) => {
      names.push(tag.name);
      const d = names.length;
      if (row !== null) {
        const parent = rel[rel.length - 1];
        rel.push(parent === '' ? tag.name : parent + '.' + tag.name);
        texts.push('');
        return;
      }
      if (d <= depthOfRecord && matches === d - 1 && recordPath[d - 1] === tag.name) matches = d;
      if (d === depthOfRecord && matches === d) {
        row = new Array<CellValue>(width).fill(null);
        multi = null;
        record++;
        rel.push('');
        texts.push('');
      }
    });
    p.on('attribute', (attr) => {
      if (row === null) return;
      put(rel[rel.length - 1] + '\u0001' + attr.name, attr.value);
    });
    const onText = (text: string): void => {
      if (row === null) return;
      const t = texts[texts.length - 1] + text;
      // Blank text between child elements is dropped at close; keep it from growing without bound.
      texts[texts.length - 1] = t.length > limits.maxCellLength && isBlank(t) ? ' ' : t;
    };
    p.on('text', onText);
    p.on('cdata', onText);
    p.on('closetag', () => {
      const d = names.length;
      if (row !== null) {
        const text = texts.pop()!;
        if (!isBlank(text)) put(rel[rel.length - 1] + '\u0002', text);
        rel.pop();
        if (d === depthOfRecord) {
          checkRow(row, record, limits);
          rows.push(row);
          numbers.push(record);
          row = null;
          if (rows.length >= batchSize) {
            full.push({ rows, rowNumbers: numbers });
            rows = [];
            numbers = [];
          }
        }
      }
      names.pop();
      if (matches > names.length) matches = names.length;
    });
  })) {
    while (full.length > 0) yield full.shift()!;
  }
  if (rows.length > 0) yield { rows, rowNumbers: numbers };
}
