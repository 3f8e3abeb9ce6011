/**
 * The plain-text summary `ferry run` prints after a run: outcome, input (format, encoding, sheet),
 * header row, mapping with confidence, row and error counts, output and error report files.
 */
import { basename } from 'node:path';
import { formatPercent } from '../run/outcome.ts';
import type { RunReport } from '../types.ts';

/** Ignored input columns named in the summary before the rest are only counted. */
const IGNORED_SHOWN = 12;

function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

const count = (n: number): string => n.toLocaleString('en-US');

/** Formats `report` for a terminal. `files` names the output and the error report written. */
export function formatSummary(report: RunReport, files: { output: string; errors: string; errorRows: number }): string {
  const lines: string[] = [];
  const line = (label: string, text: string): void => {
    lines.push(`  ${label.padEnd(9)} ${text}`);
  };
  lines.push(report.status === 'SUCCESSFUL' ? 'ferry run: SUCCESSFUL' : `ferry run: FAILED (${report.error?.type ?? 'unknown'})`);
  if (report.error) lines.push(`  ${report.error.message}`);

  const input = report.input;
  if (input) {
    const parts = [input.format, input.encoding, input.delimiter !== undefined ? `delimiter ${JSON.stringify(input.delimiter)}` : undefined, bytes(input.size)];
    line('input', `${input.file_name} (${parts.filter(Boolean).join(', ')})`);
    if (report.threads && report.threads > 1) line('threads', `${report.threads}: the file was read in ${report.threads} parts at once`);
    if (input.sheet) line('sheet', `"${input.sheet.name}" (${input.sheet.index + 1} of ${input.sheets?.length ?? 1})`);
  }
  const header = report.header;
  if (header) {
    line('header', `${header.row_number > 0 ? `row ${header.row_number}` : header.form_rows ? 'none, read as a form' : 'none'} (${header.method}): ${header.reason}`);
    if (header.repeated_header_rows_skipped) line('repeats', `${header.repeated_header_rows_skipped} repeated header row${header.repeated_header_rows_skipped > 1 ? 's' : ''} left out`);
    if (header.footer_rows_skipped) line('footer', `${header.footer_rows_skipped} trailing total/note row${header.footer_rows_skipped > 1 ? 's' : ''} left out`);
  }
  const mapping = report.mapping;
  if (mapping) {
    let first = true;
    for (const m of mapping.mappings) {
      const sources = m.source_columns.length ? m.source_columns.map((s) => `"${s}"`).join(' + ') : '(formula)';
      const how = m.origin === 'SUGGESTED' ? `suggested, confidence ${(m.confidence ?? 0).toFixed(2)}` : 'saved';
      line(first ? `mapping` : '', `${m.target_column} ← ${sources} (${how})`);
      first = false;
    }
    if (first) line('mapping', '(no column mapped)');
    if (mapping.unmapped_target_columns.length) line('unmapped', `TDM columns: ${mapping.unmapped_target_columns.join(', ')}`);
    const ignored = mapping.unmapped_source_columns;
    if (ignored.length) {
      // A wide file (hundreds of columns) would bury the summary: name the first few, count the rest.
      const shown = ignored.slice(0, IGNORED_SHOWN).map((s) => `"${s}"`).join(', ');
      line('ignored', `${ignored.length} input column${ignored.length === 1 ? '' : 's'}: ${shown}${ignored.length > IGNORED_SHOWN ? `, … and ${ignored.length - IGNORED_SHOWN} more` : ''}`);
    }
    if (mapping.missing_source_columns?.length) line('missing', `saved mappings name absent columns: ${mapping.missing_source_columns.map((s) => `"${s}"`).join(', ')}`);
  }
  const s = report.stats;
  if (input && (s.rows > 0 || report.header)) {
    const extra = [s.invalid_rows ? `${count(s.invalid_rows)} invalid` : '', s.blank_rows_skipped ? `${count(s.blank_rows_skipped)} blank skipped` : ''].filter(Boolean);
    line('rows', `${count(s.rows)} read, ${count(s.output_rows)} written${extra.length ? `, ${extra.join(', ')}` : ''}`);
    line('errors', `${count(s.erroneous_cells)} of ${count(s.cells)} cells (${formatPercent(s.error_percentage)}%)`);
    const worst = Object.entries(report.errors_by_column).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]).slice(0, 5);
    if (worst.length) line('', `by column: ${worst.map(([k, n]) => `${k} ${count(n)}`).join(', ')}`);
  }
  if (report.output) line('output', `${basename(files.output)} (${report.output.format}, ${count(report.output.rows)} rows, ${bytes(report.output.bytes)})`);
  line('report', `${basename(files.errors)} (${count(files.errorRows)} cell error${files.errorRows === 1 ? '' : 's'})`);
  line('time', `${(report.duration_ms / 1000).toFixed(1)} s`);
  return `${lines.join('\n')}\n`;
}
