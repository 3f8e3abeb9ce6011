/**
 * What the grid benchmarks measure inside the page (bench/grid-bench.ts, bench/grid-compare.ts):
 * each grid under test is wrapped as a BenchGrid; these functions drive it frame by frame.
 */

/** A grid under test, as the measurements see it. */
export interface BenchGrid {
  name: string;
  /** The vertical scroll position (px) and the height of the rows' viewport (px). */
  getScroll(): number;
  setScroll(y: number): void;
  viewport(): number;
  /** Every row in view shows its values (no "Loading…", no empty placeholder). */
  valuesShown(): boolean;
  /** The view index of the first row in view. */
  firstVisible(): number;
  /** Scrolls so that view index `i` is the first row in view. */
  jump(i: number): void;
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Resolves after the current frame's rendering (a message posted from a frame callback runs after its paint). */
const afterPaint = () => new Promise<number>((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve(performance.now());
  channel.port2.postMessage(null);
}));

/** Waits until the grid shows values, then answers the time after that frame's paint (ms since the page's time origin). */
export async function untilValues(grid: () => BenchGrid | null, timeoutMs = 60_000): Promise<number> {
  const start = performance.now();
  for (;;) {
    const g = grid();
    if (g && g.valuesShown()) return afterPaint();
    if (performance.now() - start > timeoutMs) throw new Error('the grid never showed values');
    await frame();
  }
}

export interface ScrollFigures { frames: number; late: number; withValues: number; worstMs: number; durations: number[] }

/** Scrolls one viewport per frame for `frames` frames: frames later than 25 ms, frames whose rows in view show values. */
export async function stepScroll(g: BenchGrid, frames = 240): Promise<ScrollFigures> {
  const step = g.viewport();
  let y = g.getScroll();
  let prev = await frame();
  const durations: number[] = [];
  let withValues = 0;
  for (let f = 0; f < frames; f++) {
    y += step;
    g.setScroll(y);
    const t = await frame();
    durations.push(t - prev);
    prev = t;
    if (g.valuesShown()) withValues++;
  }
  return { frames, late: durations.filter((d) => d > 25).length, withValues, worstMs: Math.max(...durations), durations };
}

/** Jumps to each row of `rows`; answers the time until the rows there showed values (ms), each after the previous. */
export async function jumps(g: BenchGrid, rows: number[], timeoutMs = 30_000): Promise<number[]> {
  const out: number[] = [];
  for (const i of rows) {
    g.jump(i);
    const start = performance.now();
    await frame();
    for (;;) {
      if (Math.abs(g.firstVisible() - i) <= 2 && g.valuesShown()) break;
      if (performance.now() - start > timeoutMs) break;
      await frame();
    }
    out.push((await afterPaint()) - start);
    // Let a person look at it for a moment.
    for (let k = 0; k < 10; k++) await frame();
  }
  return out;
}

/** What the frames of one part of a scripted scroll were like, as the page saw them. */
export interface FrameFigures {
  /** Frames rendered while the part ran (requestAnimationFrame callbacks, one per frame the renderer produced). */
  frames: number;
  /** Intervals between consecutive frames longer than one frame at 60 Hz (16.7 ms): a frame was missed. */
  late: number;
  /** The longest interval between two frames (ms). */
  worstMs: number;
  /** Long animation frames (PerformanceObserver 'long-animation-frame': a frame's work took over 50 ms), their total duration and blocking duration (ms). */
  loaf: number;
  loafMs: number;
  loafBlockingMs: number;
  /** Frames in which the scroll position changed. */
  moved: number;
  /** Wall time from the start to the stop (ms). */
  wallMs: number;
}

/** A late frame: an interval between frames over this (ms): one frame at 60 Hz, with room for the timestamps' jitter (±0.1 ms). */
export const LATE_MS = 16.7 + 0.3;

/**
 * Records frames from now on: every requestAnimationFrame interval, the long-animation-frame entries
 * and whether `scroller`'s position changed in each frame. `settled(quiet)` resolves once the position
 * has not changed for `quiet` frames in a row; `stop()` ends the recording and answers its figures.
 */
export function recordFrames(scroller: () => Element | null) {
  const start = performance.now();
  const stamps: number[] = [];
  const loafs: Array<{ duration: number; blockingDuration: number }> = [];
  let moved = 0;
  let still = 0;
  let running = true;
  let pos = '';
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.startTime >= start) loafs.push({ duration: e.duration, blockingDuration: (e as PerformanceEntry & { blockingDuration?: number }).blockingDuration ?? 0 });
  });
  try {
    observer.observe({ type: 'long-animation-frame', buffered: false });
  } catch {
    // Not supported: loaf stays 0.
  }
  const waiting: Array<{ quiet: number; resolve: () => void }> = [];
  const tick = (t: number) => {
    if (!running) return;
    stamps.push(t);
    const el = scroller();
    const now = el ? `${el.scrollTop},${el.scrollLeft}` : '';
    if (now !== pos) {
      if (stamps.length > 1) moved++;
      pos = now;
      still = 0;
    } else still++;
    for (let i = waiting.length - 1; i >= 0; i--) {
      if (still >= waiting[i]!.quiet) {
        waiting[i]!.resolve();
        waiting.splice(i, 1);
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return {
    settled: (quiet = 6) => new Promise<void>((resolve) => waiting.push({ quiet, resolve })),
    stop(): FrameFigures {
      running = false;
      for (const e of observer.takeRecords()) if (e.startTime >= start) loafs.push({ duration: e.duration, blockingDuration: (e as PerformanceEntry & { blockingDuration?: number }).blockingDuration ?? 0 });
      observer.disconnect();
      let late = 0;
      let worst = 0;
      for (let i = 1; i < stamps.length; i++) {
        const d = stamps[i]! - stamps[i - 1]!;
        if (d > LATE_MS) late++;
        worst = Math.max(worst, d);
      }
      return {
        frames: stamps.length, late, worstMs: worst, moved, wallMs: performance.now() - start,
        loaf: loafs.length, loafMs: loafs.reduce((n, e) => n + e.duration, 0), loafBlockingMs: loafs.reduce((n, e) => n + e.blockingDuration, 0),
      };
    },
  };
}
