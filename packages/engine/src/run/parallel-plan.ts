/**
 * When a file is split and where it is cut (./parallel.ts describes the split): whether a run can
 * be split at all and into how many parts ({@link splitThreads}), how large the first part is
 * ({@link firstPartShare}), what the first part's process scans for the cuts ({@link cutsRequest})
 * and the parts made from the record boundaries it finds ({@link planFromBoundaries}). Pure
 * functions of the run's options, the TDM and the file's size.
 */
import { availableParallelism } from 'node:os';
import type { DelimitedSource, OpenedTable } from '../contracts.ts';
import type { BoundaryScanOptions, RecordBoundary } from '../readers/csv-boundaries.ts';
import type { PipelineConfiguration, RunOptions, TargetDataModel } from '../types.ts';
import type { CutsRequest, PartSpec } from './parallel-messages.ts';

/** Files smaller than this are read on one thread (starting processes and cutting costs more than it saves). */
export const DEFAULT_PARALLEL_MIN_BYTES = 16 * 1024 * 1024;
/** Threads used at most by default (one run should leave cores to the others on a busy machine). */
const DEFAULT_MAX_THREADS = 4;
/**
 * What taking a row of another part in costs the run's thread (checking its `unique` values,
 * writing its text) relative to running the row: 0.14 at 1M rows of the benchmark file and 0.18
 * at 4M, where the `unique` keys have spilled to disk (2026-11-25: 0.33 s for the other part's
 * 500,000 rows, whose own rows took 4.6 µs each side by side; 2.0 s for 2.1M rows at 5.3 µs).
 */
const ABSORB_COST = 0.18;
/**
 * How far behind the part processes start, as bytes of the file the run's thread reads meanwhile:
 * they load the engine and wait for the first rows to be through, about 0.35 s, in which one
 * thread reads about 8 MB of the benchmark's CSV. Both are CPU work, so the figure in bytes holds
 * on faster and slower machines alike.
 */
const PART_START_BYTES = 8 * 1024 * 1024;
/**
 * The first part's process finds the cuts before the parts start (see {@link RunningParts.planCuts}):
 * it scans the file up to the last cut at about 400 MB/s, while one thread runs rows at about
 * 23 MB/s, so the parts start later by 0.06 of the bytes scanned, in the run's thread's bytes.
 */
const SCAN_COST = 0.06;

/**
 * The first part's share of a file of `span` bytes cut for `threads` threads (the other parts
 * share the rest equally), chosen so that the run's thread — which reads the first part, then
 * takes every other part in — ends when the last part's process does. With k other parts of
 * share y each (x + k·y = 1), absorb cost a, and the parts starting late by
 * L = PART_START_BYTES / span + (1 − y)·s (s the scan's cost, 1 − y how far it scans):
 * x + k·y·a = L + y gives x = (P + s·(1 − 1/k) + 1/k − a) / (1 − a + (1 − s)/k), with P the first
 * term of L. Between 0.1 and 0.9 (two threads: 0.51 of the 106 MB benchmark file, 0.48 of 866 MB).
 * A fixed share of 0.44 (0.8 : 1) left the run's thread waiting 0.4–0.6 s for the other part at
 * 1M rows.
 */
export function firstPartShare(span: number, threads: number): number {
  const k = Math.max(1, threads - 1);
  const start = PART_START_BYTES / Math.max(1, span);
  const share = (start + SCAN_COST * (1 - 1 / k) + 1 / k - ABSORB_COST) / (1 - ABSORB_COST + (1 - SCAN_COST) / k);
  return Math.min(0.9, Math.max(0.1, share));
}

const SPLIT_ENCODINGS = new Set(['UTF-8', 'US-ASCII', 'windows-1252', 'ISO-8859-1', 'ISO-8859-15']);

/** Where the file is cut: the first part (the run's thread) ends after record `firstPartEnd`. */
export interface SplitPlan {
  source: DelimitedSource;
  parts: PartSpec[];
  /** Number of the last record of the first part. */
  firstPartEnd: number;
}

/** The run options a split depends on. */
type SplitInputs = Pick<RunOptions, 'output' | 'cellErrors' | 'previewRows' | 'stageTimings' | 'parallel'>;

/**
 * How many threads read the file: 1 unless a split can give one thread's result and pays (see
 * the module comment); then `parallel.threads`, by default the cores (at most 4).
 */
export function splitThreads(table: OpenedTable, options: SplitInputs, configuration: PipelineConfiguration, tdm: TargetDataModel): number {
  const threads = Math.max(1, Math.floor(options.parallel?.threads ?? Math.min(DEFAULT_MAX_THREADS, availableParallelism())));
  const minBytes = options.parallel?.minBytes ?? DEFAULT_PARALLEL_MIN_BYTES;
  const source = table.delimitedSource;
  if (threads < 2 || !source || source.size < minBytes) return 1;
  if (source.newline === 'mixed' || !SPLIT_ENCODINGS.has(source.encoding.name)) return 1;
  if (options.previewRows !== undefined || options.stageTimings) return 1;
  if (!options.output.path || options.output.stream) return 1;
  if (!['CSV', 'TSV', 'JSON'].includes(options.output.format)) return 1;
  if (configuration.developer_mode === true || configuration.error_config?.invalid_rows === 'INCLUDE') return 1;
  if (!uniqueDeferrable(tdm)) return 1;
  return threads;
}

/** What to scan for the cuts of `source` into `threads` parts: the scan's options and its targets. */
export function cutsRequest(source: DelimitedSource, threads: number): CutsRequest | null {
  if (source.newline === 'mixed') return null;
  const start = source.encoding.bomLength;
  const span = source.size - start;
  const first = firstPartShare(span, threads);
  const targets: number[] = [];
  for (let k = 0; k < threads - 1; k++) {
    targets.push(start + Math.floor(span * (first + ((1 - first) * k) / (threads - 1))));
  }
  const scan: BoundaryScanOptions = {
    path: source.path, size: source.size, start, delimiter: source.delimiter, newline: source.newline,
    textEncoding: source.encoding.name === 'UTF-8' ? 'utf8' : 'latin1',
  };
  return { kind: 'cuts', scan, targets };
}

/** The parts, from the record boundaries found for {@link cutsRequest}'s targets; null when there are none. */
export function planFromBoundaries(source: DelimitedSource, found: ReadonlyArray<RecordBoundary | null>): SplitPlan | null {
  const cuts: RecordBoundary[] = [];
  for (const b of found) if (b && b.byte < source.size && (cuts.length === 0 || b.byte > cuts[cuts.length - 1]!.byte)) cuts.push(b);
  if (cuts.length === 0) return null;
  // Record numbers leave out Excel's `sep=` line, which the scan counts.
  const skipped = source.skipFirstRecord ? 1 : 0;
  const parts: PartSpec[] = cuts.map((cut, i) => ({
    start: cut.byte,
    end: cuts[i + 1]?.byte ?? source.size,
    recordsBefore: cut.records - skipped,
    last: i === cuts.length - 1,
  }));
  return { source, parts, firstPartEnd: parts[0]!.recordsBefore };
}

/**
 * Whether every `unique` rule can be checked after the fact: each is a single-column rule, the
 * last of its column (so no other rule of the cell waits on it), and no `required_*_values` rule
 * reads the value of a column that has one (a failed cell's value changes to its input).
 */
function uniqueDeferrable(tdm: TargetDataModel): boolean {
  const withUnique = new Set<string>();
  for (const column of tdm.columns) {
    const rules = column.validations ?? [];
    if (rules.some((v) => v.validate === 'unique')) withUnique.add(column.key);
    const u = rules.findIndex((v) => v.validate === 'unique');
    if (u >= 0 && (u !== rules.length - 1 || (rules[u]!.columns ?? []).length > 0 || rules.filter((v) => v.validate === 'unique').length > 1)) return false;
  }
  if (withUnique.size === 0) return true;
  for (const column of tdm.columns) {
    for (const v of column.validations ?? []) {
      if ((v.validate === 'required_with_values' || v.validate === 'required_without_values') && Object.keys(v.columnValues ?? {}).some((k) => withUnique.has(k))) return false;
    }
  }
  return true;
}
