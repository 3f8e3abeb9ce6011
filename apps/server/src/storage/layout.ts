/**
 * Where an execution's artifacts live (docs/storage.md "Key layout"). One place builds these keys
 * so the worker that writes them, the routes that serve them and a future retention job agree.
 *
 *   orgs/<organization id>/executions/<execution id>/
 *     input/<file name>         the received file, stored before processing (DESIGN.md §5)
 *     output/<file name>        the written output
 *     report.json               the run report
 *     errors.ndjson             one cell error per line, for "fix" (DESIGN.md §4)
 */
import { artifactKey, joinKey } from './keys.ts';
import type { ArtifactStore } from './types.ts';

export interface ExecutionArtifactKeys {
  /** Folder of all of the execution's artifacts (for `list`/`deletePrefix`). */
  prefix: string;
  /** Key of the input file; `fileName` is user-supplied and sanitised (keys.ts `safeFileName`). */
  input(fileName: string): string;
  /** Key of the output file; `fileName` is sanitised likewise. */
  output(fileName: string): string;
  /** Key of the run report (JSON). */
  report: string;
  /** Key of the cell errors (NDJSON, one CellError per line). */
  cellErrors: string;
}

/**
 * The keys of one execution's artifacts.
 * @throws InvalidKeyError when an id is not a valid key segment
 */
export function executionArtifactKeys(organizationId: string, executionId: string): ExecutionArtifactKeys {
  const base = ['orgs', organizationId, 'executions', executionId] as const;
  return {
    prefix: joinKey(...base),
    input: (fileName) => artifactKey(...base, 'input', fileName),
    output: (fileName) => artifactKey(...base, 'output', fileName),
    report: joinKey(...base, 'report.json'),
    cellErrors: joinKey(...base, 'errors.ndjson'),
  };
}

/** Executions whose files are removed at once by {@link deleteExecutionArtifacts}. */
const DELETE_CONCURRENCY = 8;

/**
 * Removes the stored files of deleted executions (each execution's folder, see the module comment),
 * eight at a time. A folder that cannot be removed is reported to `onError` and the others are
 * still removed; never throws. Answers the number of files removed.
 */
export async function deleteExecutionArtifacts(storage: ArtifactStore, organizationId: string, executionIds: readonly string[], onError: (executionId: string, error: unknown) => void): Promise<number> {
  let removed = 0;
  for (let i = 0; i < executionIds.length; i += DELETE_CONCURRENCY) {
    await Promise.all(executionIds.slice(i, i + DELETE_CONCURRENCY).map(async (id) => {
      try {
        removed += await storage.deletePrefix(executionArtifactKeys(organizationId, id).prefix);
      } catch (error) {
        onError(id, error);
      }
    }));
  }
  return removed;
}
