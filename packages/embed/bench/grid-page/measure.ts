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
