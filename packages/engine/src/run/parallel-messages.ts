/**
 * What the run's thread and the processes of a split file's other parts say to each other
 * (./parallel.ts describes the split): what a part's process is started with and then sent, the
 * messages it answers with, the one error that sends the run back to one thread, and the check
 * of conventions both sides make. Both sides import this module; it imports only types.
 */
import type { DelimitedSource } from '../contracts.ts';
import type { BoundaryScanOptions, RecordBoundary } from '../readers/csv-boundaries.ts';
import type { Cleanings, EngineLimits, MappingReport, OutputFormat, PipelineRule, Row, TargetDataModel } from '../types.ts';

/** One part as a worker reads it. */
export interface PartSpec {
  start: number;
  end: number;
  /** Records before the part (its first record is numbered one more). */
  recordsBefore: number;
  /** The file's last part: the one that looks for footer rows. */
  last: boolean;
}

/** What a worker is started with (it loads its modules while the run reads the first rows). */
export interface PartWorkerData {
  source: DelimitedSource;
  part: PartSpec;
  spoolPath: string;
}

/** What a worker needs to run its part (structured-cloned into it once the first rows are through). */
export interface PartInput extends PartWorkerData {
  limits: EngineLimits;
  tdm: TargetDataModel;
  mapping: MappingReport;
  columns: string[];
  headerRow: Row | null;
  conventions: Array<string | null>;
  /** Per TDM column, the key its `unique` rule hashes with (the run's thread's). */
  uniqueHashKeys: Array<number[] | null>;
  cleanings?: Cleanings;
  output: { format: OutputFormat; escapeFormulas?: boolean };
  /** Record the grid store's blocks (RunOptions.grid): each frame carries its rows' block bodies. */
  grid?: boolean;
  /** The pipeline rules (RunOptions.rules). */
  rules?: readonly PipelineRule[];
}

/** The part of {@link PartInput} every part shares, sent when the parts start. */
export type PartStart = Omit<PartInput, keyof PartWorkerData>;

/** Asks a worker to find the cuts (readers/csv-boundaries.ts) before the parts start. */
export interface CutsRequest {
  kind: 'cuts';
  scan: BoundaryScanOptions;
  targets: number[];
}

export type PartMessage =
  | { kind: 'cuts'; found: Array<RecordBoundary | null> | null; error?: string }
  | { kind: 'first'; row: Row; rowNumber: number }
  | { kind: 'progress'; bytes: number; rows: number; spooled: number }
  | { kind: 'done'; conventions: Array<string | null>; consulted: boolean; footerSkipped: number; repeatedSkipped: number; rulesChanged?: number[]; error?: string };

/** Thrown when the parallel run cannot be proven to give one thread's result: the run starts again on one thread. */
export class RunAgainOnOneThread extends Error {
  constructor(reason: string) {
    super(`parallel run abandoned: ${reason}`);
  }
}

/** Whether two convention lists say the same (missing entries count as null). */
export function sameConventions(a: ReadonlyArray<string | null>, b: ReadonlyArray<string | null>): boolean {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if ((a[i] ?? null) !== (b[i] ?? null)) return false;
  return true;
}
