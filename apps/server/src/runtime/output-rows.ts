/**
 * The output as rows, for drivers that write rows rather than files (DATABASE): the stored
 * canonical JSON (one row object per line, the engine's JSON writer) read line by line, and the
 * target data model's columns and key as the driver needs them (ConnectorContext.table).
 */
import { createInterface } from 'node:readline';
import { tdmKey, type TargetDataModel } from '@ferry/engine';
import type { OutgoingTable } from '@ferry/connectors';
import type { ArtifactStore } from '../storage/index.ts';

/** The rows of a stored output (`rows.json`), one object at a time, never the whole file in memory. */
export async function* storedRows(storage: ArtifactStore, key: string): AsyncIterable<Record<string, unknown>> {
  const lines = createInterface({ input: await storage.get(key), crlfDelay: Infinity });
  for await (const raw of lines) {
    // `[`, then `{…},` per row and `{…}` for the last, then `]`.
    if (!raw.startsWith('{')) continue;
    yield JSON.parse(raw.endsWith(',') ? raw.slice(0, -1) : raw) as Record<string, unknown>;
  }
}

/** A TDM (as an execution's snapshot holds it) as the columns and key an output receives. */
export function outgoingTable(tdm: { columns: unknown[]; key?: string[] }): OutgoingTable {
  const columns = (tdm.columns as Array<{ key: string; columnType: string; outputFormat?: string | null }>).map((c) => ({
    key: c.key,
    columnType: c.columnType,
    ...(c.outputFormat ? { outputFormat: c.outputFormat } : {}),
  }));
  return { columns, key: tdmKey(tdm as unknown as TargetDataModel) };
}
