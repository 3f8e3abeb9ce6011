/** What the benchmark pages put on `window` for the scripts that drive them. */
import type * as measure from './measure.ts';
import type { BenchGrid } from './measure.ts';

declare global {
  interface Window {
    benchMeasure: typeof measure;
    benchGrid: BenchGrid | null;
    benchMount: (rows: number) => Promise<number>;
    benchMountRemote: (base: string, token: string, executionId: string) => Promise<number>;
    /** The scrolling element of the grid under test (bench/grid-frames.ts). */
    benchScroller: () => HTMLElement | null;
    /** The frame recording in progress (bench/grid-frames.ts). */
    benchRecording?: ReturnType<typeof measure.recordFrames>;
  }
}
