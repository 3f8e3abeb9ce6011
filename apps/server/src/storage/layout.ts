/**
 * The storage layout (docs/storage.md "Key layout"): every key Ferry stores is built here, so the
 * code that writes a file, the routes that serve it and the deletion and retention sweeps agree on
 * where it is. Nothing else in the server spells a folder name.
 *
 *   orgs/<organization id>/
 *     executions/<execution id>/      everything one execution made
 *       input/<file name>               a pulled input file (stored before processing)
 *       output/rows.json                the output rows (canonical JSON), converted on download
 *       report.json                     the run report
 *       errors.ndjson                   one cell error per line
 *       grid/<run>.fgrid                the rows the run read, for the review grid (one per run)
 *       changes/fingerprints.tsv        what changed since the previous delivery: the key and row
 *       changes/rows.bin                hash of each output row (the next execution compares with
 *       changes/removed.ndjson          them), each output row's change kind, the keys removed
 *     uploads/<upload id>/<file name>   a file uploaded to a MANUAL connector or pushed to an
 *                                       HTTP connector; the executions it started read it there
 *     inbound-mail/<message id>/        a mailed message (EMAIL input connector)
 *       message.eml                     the message as received
 *       attachments/<n>/<file name>     its n-th file Ferry reads
 *     samples/<sample id>/<file name>   a sample file of the pipeline editor (expires)
 *
 * Every key has an owner folder: its first four segments (`orgs/<org>/<kind>/<id>`). A folder is
 * removed whole once nothing that still keeps its files refers to a key in it (storage/removal.ts
 * and domain/executions/files.ts); an input file stays while another execution — a rerun, or
 * another pipeline fed by the same upload — still refers to it.
 */
import { randomUUID } from 'node:crypto';
import { artifactKey, joinKey } from './keys.ts';

const ORGS = 'orgs';

/** The kinds of owner folder under an organization's folder. */
export type OwnerKind = 'executions' | 'uploads' | 'inbound-mail' | 'samples';
const OWNER_KINDS: readonly OwnerKind[] = ['executions', 'uploads', 'inbound-mail', 'samples'];

export interface ExecutionArtifactKeys {
  /** Folder of all of the execution's files (for `list`/`deletePrefix`). */
  prefix: string;
  /** Key of an input file pulled for the execution; `fileName` is sanitised (keys.ts `safeFileName`). */
  input(fileName: string): string;
  /** Key of the output rows (canonical JSON, converted to the requested format on download). */
  output: string;
  /** Key of the run report (JSON). */
  report: string;
  /** Key of the cell errors (NDJSON, one CellError per line). */
  errors: string;
  /** Key of the grid store of one run (`run`: a server-made token; a fix writes a new one). */
  grid(run: string): string;
  /** What changed since the previous delivery (engine changes/): the fingerprints the next execution compares with, */
  fingerprints: string;
  /** each output row's row number and change code, */
  changes: string;
  /** and the keys no longer delivered (NDJSON). */
  removed: string;
}

/** The folder of everything one organization stored. @throws InvalidKeyError for a bad id */
export function organizationPrefix(organizationId: string): string {
  return joinKey(ORGS, organizationId);
}

/**
 * The keys of one execution's files.
 * @throws InvalidKeyError when an id is not a valid key segment
 */
export function executionArtifactKeys(organizationId: string, executionId: string): ExecutionArtifactKeys {
  const base = [ORGS, organizationId, 'executions', executionId] as const;
  return {
    prefix: joinKey(...base),
    input: (fileName) => artifactKey(...base, 'input', fileName),
    output: joinKey(...base, 'output', 'rows.json'),
    report: joinKey(...base, 'report.json'),
    errors: joinKey(...base, 'errors.ndjson'),
    grid: (run) => joinKey(...base, 'grid', `${run}.fgrid`),
    fingerprints: joinKey(...base, 'changes', 'fingerprints.tsv'),
    changes: joinKey(...base, 'changes', 'rows.bin'),
    removed: joinKey(...base, 'changes', 'removed.ndjson'),
  };
}

/** Where one uploaded or pushed file goes: a folder of its own (`uploadId`: a new UUID by default). */
export function uploadKeys(organizationId: string, uploadId: string = randomUUID()) {
  const base = [ORGS, organizationId, 'uploads', uploadId] as const;
  return { prefix: joinKey(...base), file: (fileName: string) => artifactKey(...base, fileName) };
}

/** Where one mailed message and its attachments go. */
export function inboundMailKeys(organizationId: string, messageId: string) {
  const base = [ORGS, organizationId, 'inbound-mail', messageId] as const;
  return {
    prefix: joinKey(...base),
    message: joinKey(...base, 'message.eml'),
    /** The `index`-th (1-based) attachment Ferry reads. */
    attachment: (index: number, fileName: string) => artifactKey(...base, 'attachments', String(index), fileName),
  };
}

/** The folder of an organization's pipeline samples (the expiry sweep lists it). */
export function samplesPrefix(organizationId: string): string {
  return joinKey(ORGS, organizationId, 'samples');
}

/** Where one sample file goes. */
export function sampleKeys(organizationId: string, sampleId: string) {
  const base = [ORGS, organizationId, 'samples', sampleId] as const;
  return { prefix: joinKey(...base), file: (fileName: string) => artifactKey(...base, fileName) };
}

/**
 * The owner folder of a key of this layout (`orgs/<org>/<kind>/<id>`, see the module comment), or
 * null for a key outside it. `'orgs/o/uploads/u/a.csv'` → `'orgs/o/uploads/u'`.
 */
export function ownerFolderOf(key: string): string | null {
  const parts = key.split('/');
  if (parts.length < 5 || parts[0] !== ORGS || !OWNER_KINDS.includes(parts[2] as OwnerKind)) return null;
  return parts.slice(0, 4).join('/');
}

/** The organization a key of this layout belongs to, or null for a key outside it. */
export function organizationOf(key: string): string | null {
  const parts = key.split('/');
  return parts.length >= 3 && parts[0] === ORGS ? parts[1]! : null;
}
