/**
 * Throttled progress for a run: `onProgress` is called at most once per {@link PROGRESS_INTERVAL_MS}
 * (so at most 4 times a second), plus once at the end with the final figures.
 */
import type { Progress } from '../types.ts';

/** Minimum time between two progress reports, in milliseconds. */
export const PROGRESS_INTERVAL_MS = 250;

export interface ProgressReporter {
  /** Reports `progress()` if the interval has passed since the last report. Cheap to call per batch. */
  tick(): void;
  /** Reports unconditionally (the final figures). */
  flush(): void;
}

/**
 * Wraps `onProgress` (may be undefined: then every call is a no-op). `read` computes the current
 * figures only when a report is due. A throwing callback is the caller's bug and is not caught.
 */
export function progressReporter(onProgress: ((progress: Progress) => void) | undefined, read: () => Progress, intervalMs = PROGRESS_INTERVAL_MS): ProgressReporter {
  let last = 0;
  return {
    tick(): void {
      if (!onProgress) return;
      const now = performance.now();
      if (now - last < intervalMs) return;
      last = now;
      onProgress(read());
    },
    flush(): void {
      if (!onProgress) return;
      last = performance.now();
      onProgress(read());
    },
  };
}
