/**
 * GridView: the review grid's drawing — a spreadsheet of an execution's rows in plain DOM (no
 * framework), with the WAI-ARIA grid pattern's roles (https://www.w3.org/WAI/ARIA/apg/patterns/grid/).
 *
 * - Only the rows in view (plus a few) exist in the DOM: a fixed pool of row elements is reused as
 *   the person scrolls, and a cell's text or class is written only when it differs from what it
 *   shows, so a frame of scrolling costs a few dozen text writes.
 * - A frozen header row and a frozen row-number column (the source file's row number); columns
 *   resizable by dragging the header's edge (double-click: back to the default width).
 * - Views taller than a browser can scroll (about a million rows) are scrolled proportionally.
 * - The active cell holds the focus (roving tabindex), and carries `aria-rowindex` /
 *   `aria-colindex` (on its row and itself); the selection is a rectangle of `aria-selected` cells.
 *
 * Keys, pointer, clipboard and the cell editor are in grid-input.ts.
 */
import type { EditStore } from './edit-store.ts';
import { translate, type Translate } from '../i18n.ts';
import type { RowSource } from './row-source.ts';
import type { CellProblem, GridColumn, GridRow } from './types.ts';

/** Height of a row (px); the header has the same. */
export const ROW_HEIGHT = 32;
const ROW_NUMBER_WIDTH = 76;
/**
 * Rows drawn above and below the viewport. Every drawn row costs style, layout and paint in each
 * frame of fast scrolling (all rows are new then): one each way is enough for the keys, which move
 * one row at a time, and keeps the pool at the rows in view + 3.
 */
const OVERSCAN = 1;
/** The tallest scroll area used; taller views scroll proportionally (browsers stop near 33,554,400 px). */
const MAX_SCROLL_PX = 8_000_000;

/** A rectangle of cells: rows are view indexes, columns 1-based data columns (0 = row number). */
export interface Range { r0: number; c0: number; r1: number; c1: number }

export interface GridViewOptions {
  /** The grid's accessible name. */
  label: string;
  /** The host's texts (default: English). */
  t?: Translate;
  columns: GridColumn[];
  source: RowSource;
  edits: EditStore;
  /** True while cells may be edited. */
  editable: () => boolean;
  /** The active cell moved (index in the view, -1 = header; column 0 = row number). */
  onActive?: (index: number, column: number) => void;
  /** A column header was activated (click, Enter or Space): sort by it. */
  onSort?: (key: string) => void;
}

/** What one pooled row element shows, to skip writes that would change nothing. */
interface PooledRow {
  el: HTMLDivElement;
  cells: HTMLDivElement[];
  /** Each cell's text node (its data is replaced, not the node). */
  texts: Text[];
  /** What each cell carries now: full class, aria-selected, tabindex, described. */
  shownCls: string[];
  shownSel: boolean[];
  shownTab: boolean[];
  shownTip: boolean[];
  index: number;
  data: GridRow | undefined;
  version: number;
  text: string[];
  cls: string[];
  top: number;
}

/** The displayed state of a cell. */
export interface CellState { text: string; problem: CellProblem | null; cls: string }

export class GridView {
  readonly host: HTMLElement;
  readonly scroller: HTMLDivElement;
  readonly tip: HTMLDivElement;
  readonly live: HTMLDivElement;
  readonly opts: GridViewOptions;
  columns: GridColumn[];
  #head: HTMLDivElement;
  #body: HTMLDivElement;
  #headCells: HTMLDivElement[] = [];
  #pool: PooledRow[] = [];
  #ratio = 1;
  #lastTop = 0;
  #resize: ResizeObserver;
  #sort: { key: string; dir: 'asc' | 'desc' } = { key: 'row', dir: 'asc' };
  /** Active cell: view index (-1 = header) and column (0 = row number). */
  active = { r: 0, c: 1 };
  /** Where a selection started (shift+arrows and drags extend from it). */
  anchor = { r: 0, c: 1 };
  /** The cell being edited, if any (set by grid-input.ts). */
  editing: { r: number; c: number; input: HTMLInputElement } | null = null;
  /** Called when the row being edited scrolls out of the drawn rows (the editor keeps its value). */
  onEditAway: () => void = () => {};
  /** The tooltip's cell while the pointer is over it. */
  hover: { r: number; c: number } | null = null;

  /** The host's texts. */
  readonly t: Translate;

  constructor(host: HTMLElement, opts: GridViewOptions) {
    this.t = opts.t ?? ((key, values) => translate('en', key, values));
    this.host = host;
    this.opts = opts;
    this.columns = opts.columns;
    const doc = host.ownerDocument;
    this.scroller = doc.createElement('div');
    this.scroller.className = 'g-scroller';
    this.scroller.setAttribute('role', 'grid');
    this.scroller.setAttribute('aria-label', opts.label);
    this.scroller.setAttribute('aria-multiselectable', 'true');
    this.#head = doc.createElement('div');
    this.#head.className = 'g-head';
    this.#head.setAttribute('role', 'rowgroup');
    this.#body = doc.createElement('div');
    this.#body.className = 'g-body';
    this.#body.setAttribute('role', 'rowgroup');
    this.scroller.append(this.#head, this.#body);
    this.tip = doc.createElement('div');
    this.tip.className = 'g-tip';
    this.tip.id = 'g-tip';
    this.tip.setAttribute('role', 'tooltip');
    this.tip.hidden = true;
    this.live = doc.createElement('div');
    this.live.className = 'g-live';
    this.live.setAttribute('aria-live', 'polite');
    host.replaceChildren(this.scroller, this.tip, this.live);
    this.scroller.addEventListener('scroll', () => this.render(), { passive: true });
    this.#resize = new ResizeObserver(() => {
      this.#buildPool();
      this.render();
    });
    this.#resize.observe(this.scroller);
    this.#buildHeader();
  }

  /** Removes listeners and observers. */
  destroy(): void {
    this.#resize.disconnect();
  }

  /** Rows in the view (0 while unknown). */
  get total(): number {
    return this.opts.source.total ?? 0;
  }

  /** The grid holds the focus (the active cell, the editor or the grid itself). */
  get hasFocus(): boolean {
    const root = this.host.getRootNode() as Document | ShadowRoot;
    const a = root.activeElement;
    return !!a && this.scroller.contains(a);
  }

  /** The selection's rectangle, normalised. */
  get selection(): Range {
    const { active: a, anchor: b } = this;
    return { r0: Math.min(a.r, b.r), r1: Math.max(a.r, b.r), c0: Math.min(a.c, b.c), c1: Math.max(a.c, b.c) };
  }

  /** Says something to screen readers (and shows nothing). */
  announce(text: string): void {
    this.live.textContent = '';
    this.live.textContent = text;
  }

  setColumns(columns: GridColumn[]): void {
    this.columns = columns;
    this.#buildHeader();
    this.#buildPool();
    this.render();
  }

  setSort(key: string, dir: 'asc' | 'desc'): void {
    this.#sort = { key, dir };
    this.#buildHeader();
  }

  /** Changes a column's width (px, at least 48). */
  setWidth(c: number, width: number): void {
    const col = this.columns[c - 1];
    if (!col) return;
    col.width = Math.max(48, Math.round(width));
    this.#applyWidths();
  }

  /** The displayed value, problem and classes of a cell. */
  cellState(row: GridRow, key: string): CellState {
    const staged = this.opts.edits.get(row.row, key);
    if (staged) {
      const check = staged.check;
      const text = check?.valid && check.output !== undefined ? (check.output ?? '') : (staged.value ?? '');
      if (!check) return { text, problem: null, cls: 'g-cell g-edited g-pending' };
      if (!check.valid) return { text, problem: { message: check.message ?? this.t('grid.notValid'), rule: check.rule ?? '' }, cls: 'g-cell g-edited g-invalid' };
      return { text, problem: null, cls: 'g-cell g-edited' };
    }
    const text = row.values[key] ?? '';
    const problem = row.errors?.[key] ?? null;
    if (problem) return { text, problem, cls: 'g-cell g-err' };
    return { text, problem: null, cls: row.edited?.[key] ? 'g-cell g-fixed' : 'g-cell' };
  }

  /** The element of a drawn cell (column 0 = row number), or null when it is not drawn. */
  cellElement(r: number, c: number): HTMLDivElement | null {
    if (r === -1) return this.#headCells[c] ?? null;
    for (const p of this.#pool) if (p.index === r) return p.cells[c] ?? null;
    return null;
  }

  /** Scrolls so that row `r` is in view (nearest edge); column `c` too. */
  scrollIntoView(r: number, c: number): void {
    const view = this.scroller.clientHeight - ROW_HEIGHT;
    if (r >= 0 && view > 0) {
      const s = this.scroller.scrollTop;
      const y = r * ROW_HEIGHT - s * this.#ratio;
      if (y < 0) this.scroller.scrollTop = (r * ROW_HEIGHT) / this.#ratio;
      else if (y + ROW_HEIGHT > view) this.scroller.scrollTop = (r * ROW_HEIGHT - view + ROW_HEIGHT) / this.#ratio;
    }
    if (c >= 1) {
      let left = ROW_NUMBER_WIDTH;
      for (let i = 0; i < c - 1; i++) left += this.columns[i]!.width;
      const width = this.columns[c - 1]!.width;
      const sl = this.scroller.scrollLeft;
      const visible = this.scroller.clientWidth;
      if (left - ROW_NUMBER_WIDTH < sl) this.scroller.scrollLeft = left - ROW_NUMBER_WIDTH;
      else if (left + width > sl + visible) this.scroller.scrollLeft = left + width - visible;
    }
    this.render();
  }

  /** Moves the active cell (and the anchor unless `extend`), scrolls it into view, keeps the focus on it. */
  moveTo(r: number, c: number, extend = false): void {
    const last = Math.max(0, this.total - 1);
    r = Math.max(-1, Math.min(r, last));
    c = Math.max(0, Math.min(c, this.columns.length));
    this.active = { r, c };
    if (!extend) this.anchor = { r, c };
    this.scrollIntoView(r, c);
    this.opts.onActive?.(r, c);
  }

  /** Draws the rows in view. Cheap when nothing changed. */
  render(): void {
    const source = this.opts.source;
    const total = this.total;
    const scroll = this.scroller.scrollTop;
    const full = total * ROW_HEIGHT;
    const view = Math.max(0, this.scroller.clientHeight - ROW_HEIGHT);
    const height = Math.min(full, MAX_SCROLL_PX);
    this.#ratio = full > height && height > view ? (full - view) / (height - view) : 1;
    this.#body.style.height = `${height}px`;
    // A short view takes only the height it needs (the header, its rows and a horizontal scroll bar).
    this.scroller.style.setProperty('--g-rows-height', `${(total + 1) * ROW_HEIGHT + 18}px`);
    this.scroller.setAttribute('aria-rowcount', String(total + 1));
    const offset = scroll * this.#ratio;
    const first = Math.max(0, Math.floor(offset / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(total - 1, first + this.#pool.length - 1);
    if (this.editing && (this.editing.r < first || this.editing.r > last)) {
      this.onEditAway();
      return;
    }
    const direction = Math.sign(scroll - this.#lastTop);
    this.#lastTop = scroll;
    if (total > 0 || source.total === null) source.want(Math.max(0, first + OVERSCAN), Math.max(0, last - OVERSCAN), direction);
    const version = this.opts.edits.version;
    const sel = this.selection;
    const n = this.#pool.length;
    for (let k = 0; k < n; k++) {
      const p = this.#pool[k]!;
      // Row i lives in pool slot i % n: a row scrolled into view takes the slot of one that left.
      const i = first + ((k - (first % n)) + n) % n;
      if (i > last || i >= total) {
        if (p.index !== -2) {
          p.el.hidden = true;
          p.index = -2;
          p.data = undefined;
        }
        continue;
      }
      if (p.el.hidden) p.el.hidden = false;
      const top = i * ROW_HEIGHT - (this.#ratio === 1 ? 0 : scroll * (this.#ratio - 1));
      if (p.top !== top) {
        p.el.style.transform = `translateY(${top}px)`;
        p.top = top;
      }
      const data = source.get(i);
      if (p.index !== i) {
        p.index = i;
        p.el.setAttribute('aria-rowindex', String(i + 2));
        p.data = undefined;
        p.version = -1;
      }
      if (p.data !== data || p.version !== version) this.#fill(p, data);
      this.#mark(p, sel);
    }
    this.#syncFocus();
    this.#placeTip();
  }

  /** Writes a row's cells (text and classes) from its data. */
  #fill(p: PooledRow, data: GridRow | undefined): void {
    p.data = data;
    p.version = this.opts.edits.version;
    const cols = this.columns;
    if (!data) {
      this.#write(p, 0, '', 'g-cell g-rn');
      this.#write(p, 1, this.t('common.loading'), 'g-cell g-loading');
      for (let c = 2; c <= cols.length; c++) this.#write(p, c, '', 'g-cell');
      p.el.setAttribute('aria-busy', 'true');
      return;
    }
    p.el.removeAttribute('aria-busy');
    this.#write(p, 0, String(data.row), data.errors && Object.keys(data.errors).length ? 'g-cell g-rn g-rn-err' : 'g-cell g-rn');
    for (let c = 1; c <= cols.length; c++) {
      const s = this.cellState(data, cols[c - 1]!.key);
      this.#write(p, c, s.text, s.cls);
    }
  }

  #write(p: PooledRow, c: number, text: string, cls: string): void {
    const cell = p.cells[c]!;
    if (p.text[c] !== text) {
      p.texts[c]!.data = text;
      if (cell.firstChild !== p.texts[c] && !(this.editing && this.editing.r === p.index && this.editing.c === c)) cell.replaceChildren(p.texts[c]!);
      p.text[c] = text;
    }
    p.cls[c] = cls;
  }

  /** Classes and ARIA states of selection and activity (changed only where they differ). */
  #mark(p: PooledRow, sel: Range): void {
    const inRows = p.index >= sel.r0 && p.index <= sel.r1;
    const multi = sel.r0 !== sel.r1 || sel.c0 !== sel.c1;
    for (let c = 0; c <= this.columns.length; c++) {
      const cell = p.cells[c]!;
      const active = p.index === this.active.r && c === this.active.c;
      const selected = inRows && c >= sel.c0 && c <= sel.c1 && c > 0;
      const cls = selected && multi ? (active ? p.cls[c]! + ' g-sel g-active' : p.cls[c]! + ' g-sel') : active ? p.cls[c]! + ' g-active' : p.cls[c]!;
      if (p.shownCls[c] !== cls) {
        cell.className = cls;
        p.shownCls[c] = cls;
      }
      if (c > 0 && p.shownSel[c] !== selected) {
        cell.setAttribute('aria-selected', String(selected));
        p.shownSel[c] = selected;
      }
      if (p.shownTab[c] !== active) {
        cell.tabIndex = active ? 0 : -1;
        p.shownTab[c] = active;
      }
      const tip = active && this.tipFor(p.index, c) !== '';
      if (p.shownTip[c] !== tip) {
        if (tip) cell.setAttribute('aria-describedby', 'g-tip');
        else cell.removeAttribute('aria-describedby');
        p.shownTip[c] = tip;
      }
    }
  }

  /** Keeps the focus on the active cell while the grid has it (a drawn cell may have been reused for another row). */
  #syncFocus(): void {
    const cell = this.cellElement(this.active.r, this.active.c);
    for (const h of this.#headCells) {
      const tab = h === cell ? '0' : '-1';
      if (h.getAttribute('tabindex') !== tab) h.setAttribute('tabindex', tab);
    }
    // The grid stays reachable with Tab when its active cell is scrolled out of the DOM.
    this.scroller.tabIndex = cell ? -1 : 0;
    if (!this.hasFocus || this.editing) return;
    const root = this.host.getRootNode() as Document | ShadowRoot;
    if (cell && root.activeElement !== cell) cell.focus({ preventScroll: true });
    else if (!cell && root.activeElement !== this.scroller) this.scroller.focus({ preventScroll: true });
  }

  /** The text of the tooltip of a cell: its problem, or its whole value when it is long; '' for none. */
  tipFor(r: number, c: number): string {
    if (r < 0 || c < 1) return '';
    const data = this.opts.source.get(r);
    const col = this.columns[c - 1];
    if (!data || !col) return '';
    const s = this.cellState(data, col.key);
    if (s.problem) return s.text ? this.t('grid.problemValue', { problem: s.problem.message, value: s.text }) : this.t('grid.problemEmpty', { problem: s.problem.message });
    return s.text.length > col.width / 8 ? s.text : '';
  }

  /** Shows the tooltip of the hovered cell, else of the active cell. */
  #placeTip(): void {
    const at = this.hover ?? (this.hasFocus ? this.active : null);
    const text = at ? this.tipFor(at.r, at.c) : '';
    const cell = at && text ? this.cellElement(at.r, at.c) : null;
    if (!cell || this.editing) {
      if (!this.tip.hidden) this.tip.hidden = true;
      return;
    }
    if (this.tip.textContent !== text) this.tip.textContent = text;
    const box = cell.getBoundingClientRect();
    const hostBox = this.host.getBoundingClientRect();
    this.tip.style.transform = `translate(${Math.max(0, box.left - hostBox.left)}px, ${box.bottom - hostBox.top + 2}px)`;
    this.tip.hidden = false;
  }

  /** Redraws the tooltip (after the hover moved). */
  placeTip(): void {
    this.#placeTip();
  }

  #applyWidths(): void {
    const template = `${ROW_NUMBER_WIDTH}px ${this.columns.map((c) => `${c.width}px`).join(' ')}`;
    const width = ROW_NUMBER_WIDTH + this.columns.reduce((n, c) => n + c.width, 0);
    this.scroller.style.setProperty('--g-cols', template);
    this.scroller.style.setProperty('--g-width', `${width}px`);
    this.scroller.setAttribute('aria-colcount', String(this.columns.length + 1));
  }

  #buildHeader(): void {
    const doc = this.host.ownerDocument;
    const row = doc.createElement('div');
    row.className = 'g-row g-headrow';
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', '1');
    const cells: HTMLDivElement[] = [];
    const head = (label: string, key: string, index: number) => {
      const cell = doc.createElement('div');
      cell.className = index === 0 ? 'g-cell g-rn g-hcell' : 'g-cell g-hcell';
      cell.setAttribute('role', 'columnheader');
      cell.setAttribute('aria-colindex', String(index + 1));
      cell.setAttribute('tabindex', '-1');
      cell.dataset.key = key;
      if (this.#sort.key === key) cell.setAttribute('aria-sort', this.#sort.dir === 'asc' ? 'ascending' : 'descending');
      const text = doc.createElement('span');
      text.className = 'g-hlabel';
      text.textContent = label;
      cell.append(text);
      if (this.#sort.key === key) {
        const arrow = doc.createElement('span');
        arrow.className = 'g-arrow';
        arrow.setAttribute('aria-hidden', 'true');
        arrow.textContent = this.#sort.dir === 'asc' ? ' ▲' : ' ▼';
        cell.append(arrow);
      }
      if (index > 0) {
        const grip = doc.createElement('span');
        grip.className = 'g-resize';
        grip.setAttribute('aria-hidden', 'true');
        grip.dataset.c = String(index);
        cell.append(grip);
      }
      cells.push(cell);
      row.append(cell);
    };
    head(this.t('grid.row'), 'row', 0);
    this.columns.forEach((c, i) => head(c.label, c.key, i + 1));
    this.#headCells = cells;
    this.#head.replaceChildren(row);
    this.#applyWidths();
  }

  #buildPool(): void {
    const doc = this.host.ownerDocument;
    // Rows in view at most (a partly scrolled view shows one more, cut at both edges), below the header.
    const rows = Math.ceil((Math.max(this.scroller.clientHeight, 200) - ROW_HEIGHT) / ROW_HEIGHT) + 1 + 2 * OVERSCAN;
    const pool: PooledRow[] = [];
    for (let i = 0; i < rows; i++) {
      const el = doc.createElement('div');
      el.className = 'g-row';
      el.setAttribute('role', 'row');
      el.hidden = true;
      const cells: HTMLDivElement[] = [];
      const texts: Text[] = [];
      for (let c = 0; c <= this.columns.length; c++) {
        const cell = doc.createElement('div');
        cell.setAttribute('role', c === 0 ? 'rowheader' : 'gridcell');
        cell.setAttribute('aria-colindex', String(c + 1));
        cell.tabIndex = -1;
        cell.dataset.c = String(c);
        const text = doc.createTextNode('');
        cell.append(text);
        texts.push(text);
        cells.push(cell);
        el.append(cell);
      }
      pool.push({ el, cells, texts, index: -2, data: undefined, version: -1, text: [], cls: [], top: Number.NaN, shownCls: [], shownSel: [], shownTab: cells.map(() => false), shownTip: [] });
    }
    this.#pool = pool;
    this.#body.replaceChildren(...pool.map((p) => p.el));
  }

  /** Puts a cell's text back after its editor closed (the row is redrawn). */
  endEdit(r: number, c: number): void {
    for (const p of this.#pool) {
      if (p.index !== r) continue;
      p.cells[c]!.replaceChildren(p.texts[c]!);
      p.version = -1;
    }
  }

  /** The view index of a drawn row element. */
  indexOf(row: Element): number {
    for (const p of this.#pool) if (p.el === row) return p.index;
    return -2;
  }
}
