/**
 * Worker-thread entry that runs the import engine, so parsing and formula work never block the
 * event loop that keeps heartbeats and HTTP answers going (DESIGN.md §1). A thread serves one run
 * at a time and is reused for the next (loading the engine's modules costs ~0.5 CPU s), until the
 * pool retires it. Messages in: `{kind:'run', id, input}`, `{kind:'abort', id}`; out:
 * `{kind:'progress', id, progress}`, `{kind:'alive', id}` (every second while a run is active),
 * `{kind:'done', id, report}`, `{kind:'error', id, message}`.
 *
 * `alive` comes from a timer, so it stops when the thread's event loop is stuck in synchronous work
 * that does not end (a formula whose function loops for hours on a huge argument): the pool then
 * stops the thread (engine-pool.ts, STALLED) instead of waiting for the execution timeout.
 */
import { parentPort } from 'node:worker_threads';
import { runImport } from '@ferry/engine';
import { ALIVE_INTERVAL_MS, type EngineThreadInput, type EngineThreadMessage } from './engine-pool.ts';

let current: { id: number; controller: AbortController } | null = null;
const post = (m: EngineThreadMessage) => parentPort!.postMessage(m);

parentPort!.on('message', (m: { kind: 'run'; id: number; input: EngineThreadInput } | { kind: 'abort'; id: number }) => {
  if (m.kind === 'abort') {
    if (current?.id === m.id) current.controller.abort();
    return;
  }
  const controller = new AbortController();
  current = { id: m.id, controller };
  const input = m.input;
  post({ kind: 'alive', id: m.id });
  const alive = setInterval(() => post({ kind: 'alive', id: m.id }), ALIVE_INTERVAL_MS);
  runImport({
    input: { path: input.inputPath, fileName: input.fileName },
    tdm: input.tdm,
    configuration: input.configuration,
    acceptedColumns: input.acceptedColumns ?? null,
    ...(input.changes ? { changes: input.changes } : {}),
    output: { format: input.outputFormat, path: input.outputPath, escapeFormulas: input.escapeFormulas },
    cellErrors: { path: input.errorsPath },
    ...(input.gridPath ? { grid: { path: input.gridPath } } : {}),
    cleanings: input.cleanings ?? undefined,
    ...(input.rules?.length ? { rules: input.rules } : {}),
    limits: input.limits,
    mappingMemory: input.mappingMemory,
    parallel: { threads: input.threads ?? 1 },
    signal: controller.signal,
    onProgress: (progress) => post({ kind: 'progress', id: m.id, progress }),
  }).then(
    (report) => post({ kind: 'done', id: m.id, report }),
    (err: unknown) => post({ kind: 'error', id: m.id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  ).finally(() => {
    clearInterval(alive);
    if (current?.id === m.id) current = null;
  });
});
