/**
 * Worker-thread entry that runs the import engine for one execution, so parsing and formula work
 * never block the event loop that keeps pg-boss heartbeats and HTTP answers going (DESIGN.md §1).
 * Receives {@link EngineThreadInput} as workerData; posts `{kind:'progress'}` messages and one
 * `{kind:'done', report}` or `{kind:'error', message}`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runImport } from '@ferry/engine';
import type { EngineThreadInput, EngineThreadMessage } from './engine-pool.ts';

const input = workerData as EngineThreadInput;
const post = (m: EngineThreadMessage) => parentPort!.postMessage(m);
const controller = new AbortController();
parentPort!.on('message', (m: { kind: string }) => {
  if (m.kind === 'abort') controller.abort();
});

try {
  const report = await runImport({
    input: { path: input.inputPath, fileName: input.fileName },
    tdm: input.tdm,
    configuration: input.configuration,
    output: { format: input.outputFormat, path: input.outputPath, escapeFormulas: input.escapeFormulas },
    cellErrors: { path: input.errorsPath },
    cleanings: input.cleanings ?? undefined,
    limits: input.limits,
    signal: controller.signal,
    onProgress: (p) => post({ kind: 'progress', progress: p }),
  });
  post({ kind: 'done', report });
} catch (err) {
  post({ kind: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
