/** Reads a DOM grid as a person sees it: what is drawn at points down its viewport (for the library grids). */
import type { BenchGrid } from './measure.ts';

/**
 * A BenchGrid over a scrolling element whose rows are DOM: values are shown when, at five heights
 * down the viewport, the element at the probed column is (inside) a cell with text.
 */
export function domGrid(name: string, scroller: () => HTMLElement | null, headerHeight: () => number, rowHeight: () => number, probeX: () => number, cellOf: (el: Element) => Element | null, rowOf: (el: Element) => number): BenchGrid {
  const at = (y: number) => {
    const el = scroller()!;
    const box = el.getBoundingClientRect();
    return document.elementFromPoint(box.left + probeX(), box.top + y);
  };
  return {
    name,
    getScroll: () => scroller()!.scrollTop,
    setScroll: (y) => (scroller()!.scrollTop = y),
    viewport: () => scroller()!.clientHeight - headerHeight(),
    valuesShown() {
      if (!scroller()) return false;
      const h = scroller()!.clientHeight;
      const top = headerHeight() + 4;
      for (const y of [top, top + (h - top) * 0.25, top + (h - top) * 0.5, top + (h - top) * 0.75, h - 6]) {
        const hit = at(y);
        const el = hit && cellOf(hit);
        if (!el || !(el.textContent ?? '').trim() || /loading/i.test(el.textContent ?? '')) return false;
      }
      return true;
    },
    firstVisible() {
      const hit = at(headerHeight() + rowHeight() / 2);
      const el = hit && cellOf(hit);
      return el ? rowOf(el) : -1;
    },
    jump: (i) => (scroller()!.scrollTop = i * rowHeight()),
  };
}
