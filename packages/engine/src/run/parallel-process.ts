/**
 * Entry of a worker process of a split file (./parallel.ts): turns on Node's compile cache (the
 * engine's modules then load in about half the time on later runs, and the process holds about
 * 20 MB less), then loads the part runner (./parallel-worker.ts). The cache is the one
 * NODE_COMPILE_CACHE names (the `ferry` program sets it to its installation's cache), else the
 * engine package's own `.cache/compile` — never a temporary directory other users can write to.
 */
import module from 'node:module';
import { fileURLToPath } from 'node:url';

module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE || fileURLToPath(new URL('../../.cache/compile', import.meta.url)));
await import('./parallel-worker.ts');
