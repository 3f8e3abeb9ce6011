/**
 * bench:grid's probe inside the platform's execution page (a plain script added before the page's
 * own): finds ferry-execution-details' grid through the shadow roots, records when it first shows
 * values and how long after the first rows answer that was.
 */
import * as measure from './measure.ts';
import './entry-types.ts';
import { ownGrid } from './own-probe.ts';

declare global {
  interface Window { benchFirstValues: Promise<{ afterData: number; total: number }> }
}

const scroller = () => document.querySelector('ferry-platform')?.shadowRoot?.querySelector('ferry-execution-details')?.shadowRoot?.querySelector('.g-scroller') as HTMLElement | null;
window.benchMeasure = measure;
window.benchScroller = scroller;
window.benchGrid = ownGrid('Ferry grid (platform)', scroller, 32);
/** From the answer of the first rows request to the paint of the first rows' values (ms), and from the page's start. */
window.benchFirstValues = (async () => {
  const shown = await measure.untilValues(() => (scroller() ? window.benchGrid : null), 120_000);
  const rows = performance.getEntriesByType('resource').filter((e) => /\/execution\/[^/]+\/rows/.test(e.name)) as PerformanceResourceTiming[];
  const first = Math.min(...rows.map((e) => e.responseEnd));
  return { afterData: shown - first, total: shown };
})();
