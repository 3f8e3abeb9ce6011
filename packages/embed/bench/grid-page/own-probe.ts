/** Reads Ferry's grid as the benchmarks see it: from its DOM (roles and aria-busy), wherever it is mounted. */
import type { BenchGrid } from './measure.ts';

export function ownGrid(name: string, scroller: () => HTMLElement | null, rowHeight: number): BenchGrid {
  const s = () => scroller()!;
  return {
    name,
    getScroll: () => s().scrollTop,
    setScroll: (y) => (s().scrollTop = y),
    viewport: () => s().clientHeight - rowHeight,
    valuesShown() {
      const el = scroller();
      if (!el) return false;
      const top = el.getBoundingClientRect().top + rowHeight;
      const bottom = el.getBoundingClientRect().bottom;
      const rows = el.querySelectorAll('.g-body > [role="row"]:not([hidden])');
      let seen = 0;
      for (const r of rows) {
        const box = r.getBoundingClientRect();
        if (box.bottom <= top || box.top >= bottom) continue;
        seen++;
        if (r.hasAttribute('aria-busy')) return false;
      }
      return seen > 0;
    },
    firstVisible() {
      const el = s();
      const top = el.getBoundingClientRect().top + rowHeight;
      let first = Infinity;
      for (const r of el.querySelectorAll('.g-body > [role="row"]:not([hidden])')) {
        const box = r.getBoundingClientRect();
        if (box.bottom > top + 1) first = Math.min(first, Number(r.getAttribute('aria-rowindex')) - 2);
      }
      return first;
    },
    jump(i) {
      // As a person dragging the scroll bar: the position of row i.
      const el = s();
      const total = Number(el.getAttribute('aria-rowcount')) - 1;
      const ratio = el.scrollHeight - el.clientHeight > 0 ? (total * rowHeight - (el.clientHeight - rowHeight)) / (el.scrollHeight - el.clientHeight) : 1;
      el.scrollTop = (i * rowHeight) / Math.max(1, ratio);
    },
  };
}
