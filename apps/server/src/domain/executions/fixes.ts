/**
 * The fix set of an execution (docs/executions.md "Fixes"): every cell a fix changes, stored with
 * the value the grid showed before, the new value, who and when (table `execution_fixes`).
 *
 * - `POST /execution/{id}/fix` records one entry per cell it sends (./fix-rerun.ts).
 * - A run that validated the execution with its fixes marks them `applied`.
 * - `GET /execution/{id}/rows` shows the latest applied fix of each cell (`edited`).
 * - A rerun that keeps fixes copies the latest fix of each cell to the new execution.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@ferry/schemas';
import { gridText, type GridStore } from '@ferry/engine/grid';
import type { Database } from '../../db/client.ts';
import { executionFixes } from '../../db/schema.ts';
import { newId } from '../ids.ts';
import { isoTimestamp } from '../time.ts';

/** A cell's latest applied fix, as `edited` shows it. */
export interface CellEditInfo {
  previous: string | null;
  by: Actor;
  at: string;
}

/** One entry of the fix history. */
export interface FixEntry {
  id: string;
  row: number;
  column: string;
  previous: string | null;
  value: string | null;
  by: Actor;
  at: string;
  applied: boolean;
  carried_from: string | null;
}

/** Rows in one `IN (…)` list. */
const CHUNK = 1000;

/** The latest applied fix of each cell of these source rows: row → column key → edit. */
export async function latestFixes(db: Database, executionId: string, rows: readonly number[]): Promise<Map<number, Record<string, CellEditInfo>>> {
  const out = new Map<number, Record<string, CellEditInfo>>();
  const wanted = [...new Set(rows)];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const found = await db
      .select()
      .from(executionFixes)
      .where(and(eq(executionFixes.executionId, executionId), eq(executionFixes.applied, true), inArray(executionFixes.row, wanted.slice(i, i + CHUNK))))
      .orderBy(asc(executionFixes.at), asc(executionFixes.id));
    // Later entries replace earlier ones: the last of each cell stays.
    for (const f of found) {
      const cells = out.get(f.row) ?? {};
      cells[f.column] = { previous: f.previous, by: f.by, at: isoTimestamp(f.at) };
      out.set(f.row, cells);
    }
  }
  return out;
}

/** What the grid store shows now in these cells: `row\u0000column` → text (cells it lacks are left out). */
export async function shownValues(store: GridStore, cells: ReadonlyArray<{ row: number; column: string }>): Promise<Map<string, string | null>> {
  const shown = new Map<string, string | null>();
  for (const cell of cells) {
    const c = store.columnIndex(cell.column);
    const at = await store.locateRow(cell.row);
    if (c >= 0 && at) shown.set(`${cell.row}\u0000${cell.column}`, gridText(at.block, at.index, c));
  }
  return shown;
}

/** Records the cells of a fix, each with the value the grid showed before (`shown`, from {@link shownValues}; null when unknown). */
export async function recordFixes(
  db: Database,
  organizationId: string,
  executionId: string,
  cells: ReadonlyArray<{ row: number; column: string; value: string | null }>,
  actor: Actor,
  at: Date,
  shown: ReadonlyMap<string, string | null>,
): Promise<void> {
  const values = cells.map((cell) => ({
    id: newId(),
    organizationId,
    executionId,
    row: cell.row,
    column: cell.column,
    previous: shown.get(`${cell.row}\u0000${cell.column}`) ?? null,
    value: cell.value,
    by: actor,
    at,
    applied: false,
  }));
  for (let i = 0; i < values.length; i += CHUNK) await db.insert(executionFixes).values(values.slice(i, i + CHUNK));
}

/** Marks every fix of the execution as applied (a run validated the execution with them). */
export async function markFixesApplied(db: Database, executionId: string): Promise<void> {
  await db.update(executionFixes).set({ applied: true }).where(and(eq(executionFixes.executionId, executionId), eq(executionFixes.applied, false)));
}

/** The fix history of an execution, newest first, and how many entries it has. */
export async function pageFixes(db: Database, executionId: string, offset: number, limit: number): Promise<{ items: FixEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.select().from(executionFixes).where(eq(executionFixes.executionId, executionId)).orderBy(desc(executionFixes.at), desc(executionFixes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(executionFixes).where(eq(executionFixes.executionId, executionId)),
  ]);
  return {
    items: rows.map((f) => ({
      id: f.id,
      row: f.row,
      column: f.column,
      previous: f.previous,
      value: f.value,
      by: f.by,
      at: isoTimestamp(f.at),
      applied: f.applied,
      carried_from: f.carriedFrom,
    })),
    total: Number(total[0]?.n ?? 0),
  };
}

/**
 * Copies the latest fix of each cell of `from` to the execution `to` (a rerun that keeps fixes);
 * answers the cleanings they make (source row → column key → value).
 */
export async function carryFixes(db: Database, from: string, to: string, organizationId: string): Promise<Record<string, Record<string, string | null>>> {
  const all = await db.select().from(executionFixes).where(eq(executionFixes.executionId, from)).orderBy(asc(executionFixes.at), asc(executionFixes.id));
  const latest = new Map<string, (typeof all)[number]>();
  for (const f of all) latest.set(`${f.row}\u0000${f.column}`, f);
  const cleanings: Record<string, Record<string, string | null>> = {};
  const copies = [...latest.values()].map((f) => {
    (cleanings[String(f.row)] ??= {})[f.column] = f.value;
    return { id: newId(), organizationId, executionId: to, row: f.row, column: f.column, previous: f.previous, value: f.value, by: f.by, at: f.at, applied: false, carriedFrom: f.carriedFrom ?? from };
  });
  for (let i = 0; i < copies.length; i += CHUNK) await db.insert(executionFixes).values(copies.slice(i, i + CHUNK));
  return cleanings;
}
