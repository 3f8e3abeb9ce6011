/**
 * The values of one input column over a whole file, for option matching ("Match values to
 * options", `POST /mapping/suggest-options` with `source`): every data row of a pipeline sample
 * (`POST /pipeline/sample`) or of an execution's stored input, read by the engine as a run reads
 * it (sheet, header row, blank rows and footers), values as the file holds them (nothing trimmed).
 */
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { runImport, type PipelineConfiguration, type TargetDataModel } from '@ferry/engine';
import type { OptionSuggestRequest } from '@ferry/schemas/mapping';
import type { Database } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import type { ArtifactStore } from '../../storage/types.ts';
import { assertFilesKept, findVisibleExecution, type ExecutionSnapshot } from '../executions/records.ts';
import { sampleKey } from '../pipelines/preview.ts';
import type { Principal } from '../principal.ts';

/** At most this many distinct values are collected (the rest are counted as rows, not matched). */
export const MAX_DISTINCT_VALUES = 10_000;

/** Where the values come from (the request's `source`). */
export type FileValuesSource = NonNullable<OptionSuggestRequest['source']>;

export interface FileValues {
  /** Distinct non-blank values, first seen first, with the number of rows holding each. */
  counts: Map<string, number>;
  /** Data rows read (blank rows and footers left out, as a run leaves them out). */
  rows: number;
  /** True when more than MAX_DISTINCT_VALUES distinct values were found (the rest not collected). */
  truncated: boolean;
}

/**
 * Reads `source`'s file whole and counts the values of its input column `source_column`.
 * @throws FerryError 404 (sample or execution), 409 NO_INPUT (an execution whose input was not
 *   kept), 410 FILES_REMOVED (removed under a retention setting), 400 when the file has no such
 *   column or cannot be read
 */
export async function fileColumnValues(db: Database, storage: ArtifactStore, principal: Principal, source: FileValuesSource, now: Date): Promise<FileValues> {
  let key: string;
  let fileName: string | undefined;
  let configuration: { header_config?: unknown; sheet_config?: unknown } = {};
  if (source.sample_id) {
    key = await sampleKey(storage, principal.organizationId, source.sample_id, now);
  } else if (source.execution_id) {
    const { row } = await findVisibleExecution(db, principal, source.execution_id);
    assertFilesKept(row);
    if (!row.artifacts?.input) throw errors.conflict('NO_INPUT', `the input file of execution ${source.execution_id} was not kept`);
    key = row.artifacts.input;
    const snapshot = row.snapshot as unknown as ExecutionSnapshot | null;
    configuration = { header_config: snapshot?.configuration.header_config, sheet_config: snapshot?.configuration.sheet_config };
    fileName = snapshot?.input_file?.file_name ?? undefined;
  } else {
    throw errors.validation('source: send "sample_id" or "execution_id"', [{ field: 'source', message: 'needs sample_id or execution_id' }]);
  }
  const local = await storage.toLocalFile(key);
  fileName ??= key.slice(key.lastIndexOf('/') + 1);
  const tdm: TargetDataModel = { columns: [{ key: 'value', label: 'value', columnType: 'string', trimWhitespace: false }] };
  const output = new PassThrough();
  const counts = new Map<string, number>();
  let truncated = false;
  // The JSON writer puts one object per line: `[`, then `{"value":…}` lines joined by `,`, then `]`.
  const reading = (async () => {
    for await (const line of createInterface({ input: output, crlfDelay: Infinity })) {
      const text = line.replace(/^[[,]/, '').replace(/[\],]$/, '').trim();
      if (!text.startsWith('{')) continue;
      const value = (JSON.parse(text) as { value: unknown }).value;
      if (value === null || value === undefined || String(value).trim() === '') continue;
      const v = String(value);
      const n = counts.get(v);
      if (n !== undefined) counts.set(v, n + 1);
      else if (counts.size < MAX_DISTINCT_VALUES) counts.set(v, 1);
      else truncated = true;
    }
  })();
  try {
    const report = await runImport({
      input: { path: local.path, fileName: fileName! },
      tdm,
      configuration: {
        header_config: source.header_config ?? configuration.header_config ?? { type: 'SMART' },
        sheet_config: source.sheet_config ?? configuration.sheet_config ?? null,
        mapping_config: { mode: 'EXACT', mappings: [{ source_columns: [source.source_column], target_column: 'value', transformations: [] }] },
        error_config: { error_threshold: 100, invalid_rows: 'INCLUDE' },
      } as PipelineConfiguration,
      output: { format: 'JSON', stream: output, escapeFormulas: false },
    });
    if (!output.writableEnded) output.end();
    await reading;
    if (report.error && report.error.type !== 'ERROR_THRESHOLD_EXCEEDED') {
      throw errors.validation(`the file could not be read for column "${source.source_column}": ${report.error.message}`, [{ field: 'source.source_column', message: report.error.message }]);
    }
    if (report.header && !report.header.columns.includes(source.source_column)) {
      throw errors.validation(`the file has no column "${source.source_column}" (its columns: ${report.header.columns.slice(0, 20).map((c) => `"${c}"`).join(', ')})`, [{ field: 'source.source_column', message: 'is not a column of the file' }]);
    }
    return { counts, rows: report.stats?.rows ?? 0, truncated };
  } finally {
    if (!output.writableEnded) output.end();
    await reading.catch(() => undefined);
    await local.cleanup();
  }
}
