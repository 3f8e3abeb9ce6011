/**
 * XML writer: `<rows><row><key>…</key>…</row>…</rows>`, streamed.
 *
 * Output (docs/engine.md "Outputs"): an XML 1.0 declaration (UTF-8), a `rows` root element, one
 * `row` element per row on its own line, and one child element per TDM column in TDM order, named
 * by {@link toXmlName} (keys that are not valid XML names are encoded `_xHHHH_`). Values are text:
 * numbers in JavaScript's shortest round-trip form, booleans `true`/`false`; an empty cell (null or
 * empty text) is an empty element `<key/>`. No DOCTYPE, no attributes, no namespaces.
 */
import type { Writable } from 'node:stream';
import type { OutputValue, RowWriter } from '../contracts.ts';
import { ByteSink } from './byte-sink.ts';
import { escapeXmlText, toXmlName } from './xml-text.ts';
import { numberText } from './number-text.ts';

function xmlValue(value: OutputValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return escapeXmlText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '';
  return value ? 'true' : 'false';
}

/** Writes `<rows>` of `<row>` elements with one child per key; `close()` resolves with bytes. */
export function createXmlWriter(stream: Writable, keys: string[]): RowWriter {
  const sink = new ByteSink(stream);
  const names = keys.map(toXmlName);
  const open = names.map((name) => `<${name}>`);
  const close = names.map((name) => `</${name}>`);
  const empty = names.map((name) => `<${name}/>`);
  const width = keys.length;
  sink.write('<?xml version="1.0" encoding="UTF-8"?>\n<rows>\n');

  return {
    async writeBatch(rows: OutputValue[][]): Promise<void> {
      let text = '';
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r];
        let element = '<row>';
        for (let c = 0; c < width; c++) {
          const value = xmlValue(row[c] ?? null);
          element += value === '' ? empty[c] : open[c] + value + close[c];
        }
        text += element + '</row>\n';
      }
      sink.write(text);
      await sink.drain();
    },
    async close(): Promise<{ bytes: number }> {
      sink.write('</rows>\n');
      return { bytes: await sink.end() };
    },
  };
}
