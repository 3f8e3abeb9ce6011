/**
 * Delivering what changed since the last delivery (docs/executions.md "What changed since the last
 * delivery"). A SUCCESSFUL execution of a TDM with a key keeps, beside its output, each output row's
 * change code (engine changes/compare.ts: `created`, `updated`, `unchanged`) and the keys the
 * previous delivery had and this one has not. From them:
 *
 * - an output connector's `deliver: CHANGED` sends only the created and updated rows (and, for
 *   HTTP BATCHES, the removed keys in the batches' `removed` field);
 * - `change_column: true` (connector, or `?change_column=true` on a download) adds a `_change`
 *   column with each row's kind — the last column, after the TDM's.
 *
 * Without a key (no comparison) every row goes and `_change` is null. Everything streams: the
 * output is read line by line and the codes take one byte an output row.
 */
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { kindOf, type TargetDataModel } from '@ferry/engine';
import type { ArtifactStore } from '../storage/index.ts';

/** The name of the change column (not a possible TDM key clash: TDM keys are the tenant's, `_change` is documented as Ferry's). */
export const CHANGE_COLUMN = '_change';

/** What an output connector (or a download) asks for. */
export interface ChangeDelivery {
  /** Only created and updated rows (`deliver: CHANGED`). */
  changed: boolean;
  /** A `_change` column with each row's kind. */
  changeColumn: boolean;
}

/** The `deliver` and `change_column` settings of an output connector's configuration. */
export function changeDeliveryOf(configuration: Record<string, unknown>): ChangeDelivery {
  return { changed: configuration.deliver === 'CHANGED', changeColumn: configuration.change_column === true };
}

/** True when the output must be filtered or annotated before it goes. */
export function transforms(d: ChangeDelivery): boolean {
  return d.changed || d.changeColumn;
}

/** The TDM with the `_change` column after its own (for writers of CSV, TSV, XML and XLSX). */
export function withChangeColumn(tdm: TargetDataModel): TargetDataModel {
  return { ...tdm, columns: [...tdm.columns, { key: CHANGE_COLUMN, label: CHANGE_COLUMN, columnType: 'string' }] };
}

async function readAll(storage: ArtifactStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The change code of each output row of an execution, in output order (its `changes` artifact: the
 * row numbers, 4 bytes a row, then the codes, 1 byte a row), or null when it has none.
 */
export async function loadChangeCodes(storage: ArtifactStore, artifacts: Record<string, string> | null | undefined): Promise<Uint8Array | null> {
  const key = artifacts?.changes;
  if (!key || !(await storage.exists(key))) return null;
  const data = await readAll(storage, key);
  const rows = data.length / 5;
  return data.subarray(rows * 4);
}

/**
 * The output's row objects (JSON texts, without the separator), filtered and annotated as `d`
 * asks; `codes` null: every row, `_change` null.
 */
export async function* changedRows(output: Readable, codes: Uint8Array | null, d: ChangeDelivery): AsyncGenerator<string> {
  const lines = createInterface({ input: output, crlfDelay: Infinity });
  let index = 0;
  for await (const raw of lines) {
    // `{…},` or `{…}` (the last); `[` and `]` frame the array.
    if (!raw.startsWith('{')) continue;
    const text = raw.endsWith(',') ? raw.slice(0, -1) : raw;
    const kind = codes ? kindOf(codes[index] ?? 0) : null;
    index++;
    if (d.changed && codes && kind !== 'created' && kind !== 'updated') continue;
    yield d.changeColumn ? `${text.slice(0, -1)},${JSON.stringify(CHANGE_COLUMN)}:${kind === null ? 'null' : `"${kind}"`}}` : text;
  }
}

/** Row object texts back into the canonical JSON output form (`[`, one object a line, `]`), as a stream. */
export function canonicalJson(rows: AsyncIterable<string>): Readable {
  return Readable.from((async function* () {
    let first = true;
    yield '[';
    for await (const row of rows) {
      yield `${first ? '\n' : ',\n'}${row}`;
      first = false;
    }
    yield first ? ']\n' : '\n]\n';
  })());
}

/** The keys the previous delivery had and this execution's output has not (its `removed` artifact), one object each. */
export async function* removedKeys(storage: ArtifactStore, artifacts: Record<string, string> | null | undefined): AsyncGenerator<string> {
  const key = artifacts?.removed;
  if (!key || !(await storage.exists(key))) return;
  const lines = createInterface({ input: await storage.get(key), crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield line;
}
