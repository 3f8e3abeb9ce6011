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
 *  - an element that repeats within its parent anywhere in the document is a list: its column's
 *    cell is the JSON array of its values in every record (`["a","b"]`, and `["c"]` for one value;
 *    null for none), as the JSON reader gives a JSON array; a wrapper holding only such a text
 *    element names the column (`<tags><tag>a</tag><tag>b</tag></tags>` → `tags`, as `"tags": […]`);
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
import type { TextEncoding } from '../contracts.ts';
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
  /** The element occurs more than once inside one parent element somewhere: its values form a list. */
  repeats: boolean;
}

function newNode(name: string, depth: number): PathNode {
  return { name, depth, count: 0, features: [], seen: new Set(), children: new Map(), repeats: false };
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
  /** Under an element that repeats: the cell is always a JSON array, even of one value. */
  list: boolean;
  /** A repeated element with attributes or children: the cell is a JSON array of objects (key '\u0003'). */
  objects?: boolean;
}

/**
 * The columns of a record element: a walk of its path subtree in order of first appearance. A
 * column under an element that repeats somewhere in the document is a list column. A wrapper that
 * holds nothing but a repeated text element (`<tags><tag>a</tag><tag>b</tag></tags>`) names the
 * column itself (`tags`), as the same data in JSON (`"tags": ["a", "b"]`) does.
 */
function columnsOf(record: PathNode, cap: number): Column[] {
  const out: Column[] = [];
  const isTextLeaf = (node: PathNode) => node.features.length === 1 && node.features[0]!.kind === 'text';
  const walk = (node: PathNode, rel: string, name: string, list: boolean): void => {
    for (const f of node.features) {
      if (out.length > cap) return;
      if (f.kind === 'text') out.push({ name: rel === '' ? record.name : name, key: rel + '\u0002', list });
      else if (f.kind === 'attr') {
        const shown = node.children.has(f.name) ? '@' + f.name : f.name;
        out.push({ name: rel === '' ? shown : `${name}.${shown}`, key: rel + '\u0001' + f.name, list });
      } else {
        const child = node.children.get(f.name)!;
        const childRel = rel === '' ? f.name : `${rel}.${f.name}`;
        // A wrapper holding only a repeated element (<tags><tag>…</tag>…</tags>) is the column: `tags`.
        const collapse = rel !== '' && node.features.length === 1 && child.repeats;
        const childName = rel === '' ? f.name : collapse ? name : `${name}.${f.name}`;
        if (child.repeats && child.features.length > 0 && !isTextLeaf(child) && !list) {
          // Repeated records inside the record (<items><item><sku>…</sku></item>…</items>): one
          // column holding the JSON array of objects, as "items": [{…}, …] in JSON.
          out.push({ name: childName, key: childRel + '\u0003', list: true, objects: true });
          continue;
        }
        walk(child, childRel, childName, list || child.repeats);
      }
    }
  };
  walk(record, '', '', false);
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
    // Names of the children seen so far inside each open element (to find elements that repeat).
    const childNames: Array<Set<string> | null> = [null];
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
        const siblings = (childNames[childNames.length - 1] ??= new Set());
        if (siblings.has(tag.name)) node.repeats = true;
        else siblings.add(tag.name);
        childNames.push(null);
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
        childNames.pop();
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

  const isList = columns.map((c) => c.list);
  // Repeated elements captured as objects: their relative path → column.
  const objectColumns = new Map<string, number>();
  columns.forEach((c, i) => { if (c.objects) objectColumns.set(c.key.slice(0, -1), i); });
  /** An element being captured as an object: its attributes, children (in order) and text. */
  type Captured = { entries: Array<[string, unknown]>; text: string };
  const captured: Captured[] = [];
  let captureColumn = -1;
  const objectLists = new Map<number, unknown[]>();
  const valueOf = (c: Captured): unknown => {
    if (c.entries.length === 0) return isBlank(c.text) ? null : c.text;
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, value] of c.entries) {
      if (!(key in out)) out[key] = value;
      else if (Array.isArray(out[key]) && (out[key] as { repeated?: boolean }).repeated) (out[key] as unknown[]).push(value);
      else out[key] = Object.assign([out[key], value], { repeated: true });
    }
    if (!isBlank(c.text)) out['#text'] = c.text;
    return out;
  };
  // Characters of each list cell so far (an estimate of its JSON text), so that a record holding a
  // huge list fails with LIMIT_EXCEEDED while it is read instead of growing without bound.
  const listChars = new Map<number, number>();
  const grow = (column: number, chars: number): void => {
    const n = (listChars.get(column) ?? 2) + chars;
    listChars.set(column, n);
    if (n > limits.maxCellLength) throw cellTooLong(record, column, n, limits.maxCellLength, ` (<${columns[column]!.name}>, a list)`);
  };
  const put = (key: string, value: string): void => {
    const i = index.get(key);
    if (i === undefined || row === null) return;
    const prev = row[i];
    if (prev === null && !isList[i] && !multi?.has(i)) {
      row[i] = value;
      return;
    }
    multi ??= new Map();
    let list = multi.get(i);
    if (!list) {
      multi.set(i, (list = prev === null ? [] : [prev as string]));
      if (prev !== null) grow(i, (prev as string).length + 3);
    }
    list.push(value);
    grow(i, value.length + 3);
  };

  for await (const _ of parseXml(o, counter, (p) => {
    p.on('opentagstart', (tag) => {
      names.push(tag.name);
      const d = names.length;
      if (row !== null) {
        const parent = rel[rel.length - 1];
        const path = parent === '' ? tag.name : parent + '.' + tag.name;
        rel.push(path);
        texts.push('');
        if (captured.length > 0) captured.push({ entries: [], text: '' });
        else if (objectColumns.has(path)) {
          captureColumn = objectColumns.get(path)!;
          captured.push({ entries: [], text: '' });
        }
        return;
      }
      if (d <= depthOfRecord && matches === d - 1 && recordPath[d - 1] === tag.name) matches = d;
      if (d === depthOfRecord && matches === d) {
        row = new Array<CellValue>(width).fill(null);
        multi = null;
        objectLists.clear();
        listChars.clear();
        record++;
        rel.push('');
        texts.push('');
      }
    });
    p.on('attribute', (attr) => {
      if (row === null) return;
      if (captured.length > 0) {
        if (attr.name === 'xmlns' || attr.name.startsWith('xmlns:')) return;
        grow(captureColumn, attr.name.length + attr.value.length + 6);
        captured[captured.length - 1]!.entries.push([attr.name, attr.value]);
        return;
      }
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
        if (captured.length > 0) {
          const done = captured.pop()!;
          done.text = text;
          grow(captureColumn, text.length + names[names.length - 1]!.length + 6);
          const value = valueOf(done);
          if (captured.length > 0) captured[captured.length - 1]!.entries.push([names[names.length - 1]!, value]);
          else {
            let list = objectLists.get(captureColumn);
            if (!list) objectLists.set(captureColumn, (list = []));
            list.push(value);
          }
        } else if (!isBlank(text)) put(rel[rel.length - 1] + '\u0002', text);
        rel.pop();
        if (d === depthOfRecord) {
          for (const [c, list] of objectLists) row[c] = JSON.stringify(list);
          if (multi) for (const [c, list] of multi) row[c] = JSON.stringify(list);
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
