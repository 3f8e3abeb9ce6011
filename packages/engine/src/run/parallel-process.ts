/**
 * Entry of a worker process of a split file (./parallel.ts): turns on Node's compile cache (the
 * engine's modules then load in about half the time on later runs; Node keeps it in the system's
 * temporary directory, as `module.enableCompileCache()` does by default), then loads the part
 * runner (./parallel-worker.ts).
 */
import module from 'node:module';

module.enableCompileCache?.();
await import('./parallel-worker.ts');
