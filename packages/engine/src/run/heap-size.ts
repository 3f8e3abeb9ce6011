/**
 * The size of the young generation ("new space") of every V8 heap an import runs in: `ferry run`'s
 * run thread, the service's engine threads and the worker process of each part of a split file.
 *
 * V8 collects short-lived objects (a row's cells, a batch's strings) in the young generation: two
 * semi-spaces, of which one is in use at a time, plus a space for large new objects of the same
 * size. Node 24 lets a semi-space grow to 64 MiB on a machine with this much memory, so a process
 * running the engine held about 50 MB more than it needed: on the 1M-row benchmark file, 16 MiB
 * semi-spaces took one thread's peak RSS from 272–298 MB to 206–262 MB, and a split run's (both
 * processes summed) from 582–617 MB to 452–473 MB, with no loss of speed (docs/performance.md
 * "A smaller young generation").
 */

/** Size of one semi-space in MiB (`--max-semi-space-size` of a process). */
export const ENGINE_SEMI_SPACE_MB = 16;

/**
 * The young generation in MiB as a worker thread's `resourceLimits.maxYoungGenerationSizeMb`
 * takes it: V8 divides it into two semi-spaces and a large-object space of the same size, so
 * three times {@link ENGINE_SEMI_SPACE_MB}.
 */
export const ENGINE_YOUNG_GENERATION_MB = 3 * ENGINE_SEMI_SPACE_MB;

/** Process flags that give a forked engine process the same young generation. */
export const ENGINE_PROCESS_FLAGS: readonly string[] = [`--max-semi-space-size=${ENGINE_SEMI_SPACE_MB}`];
