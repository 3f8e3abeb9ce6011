/**
 * The ledgers of an input connector's files, as the runtime reads and writes them (docs/connectors.md
 * "How files are picked up"):
 *
 * - the file ledger (`file_ledger`) of a fetching connector (HTTP PROACTIVE): one execution per
 *   distinct file name, size and checksum, so the same file is not processed twice;
 * - the source-file ledger (`source_files`) of a file source (OBJSTORE, FTP, SFTP, BLOB,
 *   CLOUDSTORE): a listed file (path, size, version) is taken in the same transaction that creates
 *   its execution, so two listings racing take it once and a changed file is new again; after a
 *   SUCCESSFUL execution its after-process result (and a rename's new path) is recorded here.
 *
 * None of these is scoped by a principal: the runtime acts for the connector's own organization.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AfterProcessResult, SourceFile } from '@ferry/connectors';
import type { Database } from '../../db/client.ts';
import { executions, fileLedger, sourceFiles } from '../../db/schema.ts';
import { insertExecution, type ExecutionRow, type ExecutionSnapshot, type TriggerType } from '../executions/records.ts';
import { newId } from '../ids.ts';
import type { PipelineRow } from '../pipelines/service.ts';
import type { Principal } from '../principal.ts';
import type { Clock } from '../time.ts';

/** A fetched file as the file ledger identifies it. */
export interface FetchedFile {
  connectorId: string;
  fileName: string;
  size: number;
  /** SHA-256 of the content, hex. */
  sha256: string;
}

/**
 * Records that execution `executionId` processes `file`. Resolves with the execution that recorded
 * the same file before (null when this call recorded it, or when the entry is this execution's
 * own: a retry).
 */
export async function claimFetchedFile(db: Database, file: FetchedFile, executionId: string): Promise<string | null> {
  const inserted = await db.insert(fileLedger).values({ ...file, executionId }).onConflictDoNothing().returning();
  if (inserted.length > 0) return null;
  const [earlier] = await db
    .select({ executionId: fileLedger.executionId })
    .from(fileLedger)
    .where(and(eq(fileLedger.connectorId, file.connectorId), eq(fileLedger.fileName, file.fileName), eq(fileLedger.size, file.size), eq(fileLedger.sha256, file.sha256)))
    .limit(1);
  return earlier && earlier.executionId !== executionId ? earlier.executionId : null;
}

/** The source-file ledger's entry for a listed file: the execution that took it, and whether its after-process step is still to do. */
export interface SourceFileEntry {
  executionId: string;
  /** The execution is SUCCESSFUL but its after-process step failed (recorded as after_process_error): try it again. */
  pendingAfterProcess: boolean;
}

/** The ledger entry of a listed file: taken before (same path, size and version, or a rename's new path); null when new. */
export async function sourceFileEntry(db: Database, connectorId: string, file: SourceFile): Promise<SourceFileEntry | null> {
  const rows = await db
    .select({ executionId: sourceFiles.executionId, afterProcess: sourceFiles.afterProcess, renamedFrom: sourceFiles.renamedFrom, status: executions.status })
    .from(sourceFiles)
    .leftJoin(executions, eq(executions.id, sourceFiles.executionId))
    .where(
      and(
        eq(sourceFiles.connectorId, connectorId),
        eq(sourceFiles.path, file.path),
        sql`((${sourceFiles.size} = ${file.size} and ${sourceFiles.version} = ${file.version}) or ${sourceFiles.renamedFrom} is not null)`,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  // The worker applies the step before it marks the execution SUCCESSFUL; a SUCCESSFUL execution
  // without it is one whose step failed.
  return { executionId: row.executionId, pendingAfterProcess: row.renamedFrom === null && row.afterProcess === null && row.status === 'SUCCESSFUL' };
}

/** How an execution is made for a listed file (see {@link takeSourceFile}). */
export interface SourceFileTake {
  connectorId: string;
  pipeline: PipelineRow;
  trigger: TriggerType;
  actor: Principal['actor'] | null;
  file: SourceFile;
  /** A scheduled execution that takes the file itself instead of a new one. */
  reuse?: ExecutionRow;
}

/**
 * Creates the execution for one listed file (or gives it to `reuse`) and records the file in the
 * ledger, atomically; the execution's snapshot names the file (`source_file`) and its `input` says
 * what it is. Resolves null when another listing took the file.
 */
export async function takeSourceFile(db: Database, clock: Clock, take: SourceFileTake): Promise<ExecutionRow | null> {
  const { connectorId, file, reuse } = take;
  const source = { connector_id: connectorId, path: file.path, name: file.name, size: file.size, version: file.version };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const id = reuse?.id ?? newId();
    const inserted = await t
      .insert(sourceFiles)
      .values({ connectorId, path: file.path, size: file.size, version: file.version, executionId: id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return null;
    const input = { file_name: file.name, size: file.size, format: null, sheet: null, source: { path: file.path, version: file.version, after_process: null } };
    if (reuse) {
      const snapshot = { ...(reuse.snapshot as unknown as ExecutionSnapshot), source_file: source };
      const [row] = await t.update(executions).set({ snapshot: snapshot as unknown as Record<string, unknown>, input }).where(eq(executions.id, reuse.id)).returning();
      return row ?? null;
    }
    const row = await insertExecution(t, clock, { pipeline: take.pipeline, triggerType: take.trigger, actor: take.actor, id, sourceFile: source });
    if (!row) return null;
    const [withInput] = await t.update(executions).set({ input }).where(eq(executions.id, row.id)).returning();
    return withInput ?? row;
  });
}

/**
 * Records a done after-process step in one transaction: on the ledger entry of `file`, as a new
 * entry for a rename's new path (so the next listing does not take the renamed file as new), and as
 * execution `executionId`'s `input.source` (`source`, replaced whole).
 */
export async function recordAfterProcess(db: Database, connectorId: string, executionId: string, file: SourceFile, done: AfterProcessResult, source: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sourceFiles)
      .set({ afterProcess: done.option })
      .where(and(eq(sourceFiles.connectorId, connectorId), eq(sourceFiles.path, file.path), eq(sourceFiles.size, file.size), eq(sourceFiles.version, file.version), isNull(sourceFiles.renamedFrom)));
    if (done.renamedTo) {
      await tx
        .insert(sourceFiles)
        .values({ connectorId, path: done.renamedTo, size: file.size, version: `renamed:${file.version}`, executionId, afterProcess: 'UNCHANGED', renamedFrom: file.path })
        .onConflictDoNothing();
    }
    await tx
      .update(executions)
      .set({ input: sql`jsonb_set(coalesce(${executions.input}, '{}'::jsonb), '{source}', ${JSON.stringify(source)}::jsonb)` })
      .where(eq(executions.id, executionId));
  });
}
