/**
 * `openWriter` (contracts.ts `OpenWriter`): picks the writer for `target.format` and opens the
 * destination (`target.path` is created or truncated; `target.stream` is used and ended on close).
 *
 * Every format writes the TDM columns in TDM order and names them by TDM key: the header record of
 * CSV/TSV/XLSX, the object keys of JSON, the element names of XML (encoded where a key is not a
 * valid XML name). `escapeFormulas` (default true) applies to CSV and TSV; XLSX text is never altered. docs/engine.md
 * "Outputs" describes each format.
 */
import type { OpenWriter, RowText, RowWriter } from '../contracts.ts';
import type { OutputTarget, TargetDataModel } from '../types.ts';
import { openDestination } from './byte-sink.ts';
import { createDelimitedWriter, delimitedRowText } from './delimited-writer.ts';
import { createJsonWriter, jsonRowText } from './json-writer.ts';
import { createXmlWriter } from './xml-writer.ts';

/** Opens a {@link RowWriter} for `target`. Throws a plain Error for an unknown format (a caller bug). */
export const openWriter: OpenWriter = async (target: OutputTarget, tdm: TargetDataModel): Promise<RowWriter> => {
  const keys = tdm.columns.map((column) => column.key);
  const escapeFormulas = target.escapeFormulas ?? true;
  switch (target.format) {
    case 'CSV':
      return createDelimitedWriter(openDestination(target), { delimiter: ',', header: keys, escapeFormulas });
    case 'TSV':
      return createDelimitedWriter(openDestination(target), { delimiter: '\t', header: keys, escapeFormulas });
    case 'JSON':
      return createJsonWriter(openDestination(target), keys);
    case 'XML':
      return createXmlWriter(openDestination(target), keys);
    case 'XLSX': {
      // ExcelJS costs ~20 MB and half a second to load: only runs that write XLSX pay for it.
      const { createXlsxWriter } = await import('./xlsx-writer.ts');
      return createXlsxWriter(openDestination(target), { header: keys, sheetName: tdm.name, escapeFormulas });
    }
    default:
      throw new Error(`unknown output format: ${String((target as { format: unknown }).format)}`);
  }
};

/**
 * The {@link RowText} of `target.format` for `tdm`, for formats whose rows are written one after
 * another as independent text (CSV, TSV, JSON); null for the others (XML, XLSX).
 */
export function rowTextFor(target: Pick<OutputTarget, 'format' | 'escapeFormulas'>, tdm: TargetDataModel): RowText | null {
  const width = tdm.columns.length;
  const escapeFormulas = target.escapeFormulas ?? true;
  switch (target.format) {
    case 'CSV': return delimitedRowText({ delimiter: ',', escapeFormulas, width });
    case 'TSV': return delimitedRowText({ delimiter: '\t', escapeFormulas, width });
    case 'JSON': return jsonRowText(tdm.columns.map((column) => column.key));
    default: return null;
  }
}
