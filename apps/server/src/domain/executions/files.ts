/**
 * Removing the stored files of executions (docs/storage.md "Deletion" and "Retention"): when a
 * pipeline is deleted with its executions, and when the retention sweep finds executions older
 * than their pipeline's or organization's retention.
 *
 * An execution's files are its own folder (storage/layout.ts `executionArtifactKeys`) and the
 * input it read, which may sit in an upload or mail folder — or in another execution's folder
 * (a rerun reads the input of the execution it reruns). An upload feeds every pipeline of the
 * tenant that uses its connector, and a rerun shares its input with the original, so an input
 * file goes only once no execution that keeps its files still refers to it; everything else of a
 * removed execution goes at once. Folders are removed whole (an upload's folder, a mailed message
 * with its attachments), so nothing a removed execution owned stays behind.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { executions, organizations, pipelines } from '../../db/schema.ts';
import { executionArtifactKeys, organizationPrefix, ownerFolderOf, removeFolders, type ArtifactStore, type FolderRemoval } from '../../storage/index.ts';
import type { Clock } from '../time.ts';
import { removeExpiredSamples } from '../pipelines/preview.ts';

/** What removing an execution's files needs to know of it. */
export interface ExecutionFiles {
  id: string;
  organizationId: string;
  /** The execution's `artifacts` (storage keys by role), null when it has none. */
  artifacts: Record<string, string> | null;
  /** The input key the execution was created with (an upload, a rerun's input), if any. */
  inputFileKey: string | null;
}

/** The columns {@link ExecutionFiles} is read from. */
export const executionFilesColumns = {
  id: executions.id,
  organizationId: executions.organizationId,
  artifacts: executions.artifacts,
  inputFileKey: sql<string | null>`${executions.snapshot}->'input_file'->>'key'`,
};

/** Folders looked up in one query. */
const FOLDERS_PER_QUERY = 200;

/** The owner folders of everything the execution refers to, its own folder included. */
export function foldersOf(e: ExecutionFiles): string[] {
  const folders = new Set([executionArtifactKeys(e.organizationId, e.id).prefix]);
  for (const key of [...Object.values(e.artifacts ?? {}), e.inputFileKey]) {
    const folder = key ? ownerFolderOf(key) : null;
    if (folder && folder.startsWith(`${organizationPrefix(e.organizationId)}/`)) folders.add(folder);
  }
  return [...folders];
}

const likePrefix = (folder: string) => `${folder.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;

/**
 * The input keys under `folders` that executions of the organization which keep their files
 * (`files_removed_at` null) still refer to, as their stored input or the input they were
 * created with.
 */
export async function inputsStillReferenced(db: Database, organizationId: string, folders: readonly string[]): Promise<Set<string>> {
  const kept = new Set<string>();
  const stored = sql<string | null>`${executions.artifacts}->>'input'`;
  const pending = sql<string | null>`${executions.snapshot}->'input_file'->>'key'`;
  for (let i = 0; i < folders.length; i += FOLDERS_PER_QUERY) {
    const patterns = sql`ARRAY[${sql.join(folders.slice(i, i + FOLDERS_PER_QUERY).map((f) => sql`${likePrefix(f)}`), sql`, `)}]::text[]`;
    const rows = await db
      .select({ stored, pending })
      .from(executions)
      .where(and(eq(executions.organizationId, organizationId), isNull(executions.filesRemovedAt), or(sql`${stored} LIKE ANY(${patterns})`, sql`${pending} LIKE ANY(${patterns})`)));
    for (const r of rows) {
      if (r.stored) kept.add(r.stored);
      if (r.pending) kept.add(r.pending);
    }
  }
  return kept;
}

/**
 * Removes the stored files of executions whose records are gone or marked `files_removed_at`:
 * each one's folder and the folders of the inputs it read, leaving the input files that other
 * executions still refer to (module comment). A folder that cannot be removed is reported to
 * `onError`; never throws for storage errors.
 */
export async function removeExecutionFiles(db: Database, storage: ArtifactStore, removed: readonly ExecutionFiles[], onError: (folder: string, error: unknown) => void): Promise<FolderRemoval> {
  const total: FolderRemoval = { files: 0, kept: 0 };
  const byOrganization = Map.groupBy(removed, (e) => e.organizationId);
  for (const [organizationId, list] of byOrganization) {
    const folders = [...new Set(list.flatMap(foldersOf))];
    const keep = await inputsStillReferenced(db, organizationId, folders);
    const result = await removeFolders(storage, folders, keep, onError);
    total.files += result.files;
    total.kept += result.kept;
  }
  return total;
}

/** Executions a retention sweep takes at once. */
const SWEEP_BATCH = 100;
/** A removal marked this long ago whose `artifacts` are still set was cut short: take it again. */
const STALE_REMOVAL_MS = 15 * 60 * 1000;

export interface RetentionSweep {
  /** Executions whose files were removed. */
  executions: number;
  /** Files removed. */
  files: number;
}

/**
 * Removes the files of executions that ended more than their retention ago (the pipeline's
 * `retention_days`, else the organization's; neither set: kept), keeping their records, which
 * then carry `files_removed_at`. Each batch is claimed (`FOR UPDATE SKIP LOCKED`, then
 * `files_removed_at` set) before its files go, so sweeps in several processes share the work, a
 * fix or rerun of a claimed execution is refused, and a sweep cut short is finished by the next
 * (`artifacts` is cleared only once the files are gone). PROCESSING executions are never taken.
 */
export async function sweepRetention(db: Database, storage: ArtifactStore, clock: Clock, log: Logger): Promise<RetentionSweep> {
  const result: RetentionSweep = { executions: 0, files: 0 };
  for (;;) {
    const now = clock.now();
    const claimed = await claimExpired(db, now);
    if (claimed.length === 0) break;
    const failed = new Set<string>();
    const removal = await removeExecutionFiles(db, storage, claimed, (folder, err) => {
      failed.add(folder);
      log.error({ err, folder }, 'retention: could not remove a folder; a later sweep tries again');
    });
    // An execution with a folder left keeps its artifacts set, so that a later sweep takes it again.
    const done = claimed.filter((e) => !foldersOf(e).some((f) => failed.has(f))).map((e) => e.id);
    if (done.length) await db.update(executions).set({ artifacts: null }).where(inArray(executions.id, done));
    result.executions += done.length;
    result.files += removal.files;
    if (claimed.length < SWEEP_BATCH) break;
  }
  if (result.executions) log.info(result, 'retention: removed the files of executions past their retention');
  return result;
}

async function claimExpired(db: Database, now: Date): Promise<ExecutionFiles[]> {
  const days = sql`coalesce(${pipelines.retentionDays}, ${organizations.retentionDays})`;
  const ended = sql`coalesce(${executions.finishedAt}, ${executions.createdAt})`;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select(executionFilesColumns)
      .from(executions)
      .innerJoin(pipelines, eq(pipelines.id, executions.pipelineId))
      .innerJoin(organizations, eq(organizations.id, executions.organizationId))
      .where(
        and(
          ne(executions.status, 'PROCESSING'),
          or(
            and(isNull(executions.filesRemovedAt), isNotNull(days), sql`${ended} < ${now.toISOString()}::timestamptz - make_interval(days => ${days})`),
            and(isNotNull(executions.filesRemovedAt), isNotNull(executions.artifacts), lt(executions.filesRemovedAt, new Date(now.getTime() - STALE_REMOVAL_MS))),
          ),
        ),
      )
      .orderBy(asc(executions.finishedAt))
      .limit(SWEEP_BATCH)
      .for('update', { of: executions, skipLocked: true });
    if (rows.length === 0) return [];
    await tx.update(executions).set({ filesRemovedAt: now }).where(inArray(executions.id, rows.map((r) => r.id)));
    return rows;
  });
}

export interface StorageSweep extends RetentionSweep {
  /** Pipeline samples removed because they expired. */
  samples: number;
}

/**
 * One pass of the storage sweep (every FERRY_STORAGE_SWEEP_MINUTES in worker processes): expired
 * pipeline samples of every organization, then execution files past their retention.
 */
export async function sweepStorage(db: Database, storage: ArtifactStore, clock: Clock, log: Logger): Promise<StorageSweep> {
  let samples = 0;
  for (const { id } of await db.select({ id: organizations.id }).from(organizations)) {
    try {
      samples += await removeExpiredSamples(storage, id, clock.now());
    } catch (err) {
      log.error({ err, organization: id }, 'storage sweep: could not remove expired samples; the next sweep tries again');
    }
  }
  if (samples) log.info({ samples }, 'storage sweep: removed expired pipeline samples');
  return { samples, ...(await sweepRetention(db, storage, clock, log)) };
}
