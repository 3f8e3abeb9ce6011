/**
 * GridInput: the review grid's keys, pointer, clipboard and cell editor, as in a spreadsheet and
 * the WAI-ARIA grid pattern:
 *
 * | key | does |
 * |---|---|
 * | arrows | move the active cell; with Shift extend the selection; with Ctrl/Cmd go to the edge |
 * | Home / End | first / last column (with Ctrl/Cmd: first / last row) |
 * | Page Up / Page Down | a screen up / down |
 * | Enter or F2 | edit the active cell (Enter again: keep it and go down; Shift+Enter up) |
 * | typing | replaces the active cell's value |
 * | Escape | cancels the edit (or collapses the selection) |
 * | Tab / Shift+Tab | next / previous cell across the row (keeps an edit first) |
 * | Delete / Backspace | clears the selected cells |
 * | Ctrl/Cmd+Z, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z | undo, redo |
 * | Ctrl/Cmd+C, X, V | copy, cut, paste the selection as tab-separated text (a block copied from a spreadsheet lands cell by cell; one value pasted over a selection fills it) |
 * | Ctrl/Cmd+D | fill down: the selection's first row into the rows below |
 * | Ctrl/Cmd+A | select every column of the rows in view |
 * | on a column header: Enter or Space; + and − | sort by the column; widen / narrow it |
 */
import type { CellChange, EditStore } from './edit-store.ts';
import { ROW_HEIGHT, type GridView, type Range } from './grid-view.ts';
import type { RowSource } from './row-source.ts';
import { parseTsv, toTsv } from './tsv.ts';
import type { CellRef, GridRow } from './types.ts';

/** The largest range copied or changed at once by the clipboard and fill (rows). */
export const MAX_RANGE_ROWS = 50_000;

export interface GridInputHooks {
  /** A refusal or a result to tell the person (also announced to screen readers). */
  say?: (text: string) => void;
  /**
   * After a change made through the grid: `how` says what made it — `typed` (the editor), `set`
   * (one value for the selection), `pasted`, `cleared`, `filled` (fill down).
   */
  changed?: (changes: CellChange[], how: 'typed' | 'set' | 'pasted' | 'cleared' | 'filled') => void;
}

export class GridInput {
  readonly #view: GridView;
  readonly #source: RowSource;
  readonly #edits: EditStore;
  readonly #hooks: GridInputHooks;
  #dragging = false;

  constructor(view: GridView, hooks: GridInputHooks = {}) {
    this.#view = view;
    this.#source = view.opts.source;
    this.#edits = view.opts.edits;
    this.#hooks = hooks;
    const s = view.scroller;
    view.onEditAway = () => this.commitEdit(false);
    s.addEventListener('keydown', (e) => this.#onKey(e));
    s.addEventListener('pointerdown', (e) => this.#onPointerDown(e));
    s.addEventListener('pointermove', (e) => this.#onPointerMove(e));
    s.addEventListener('pointerup', () => (this.#dragging = false));
    s.addEventListener('pointerleave', () => {
      view.hover = null;
      view.placeTip();
    });
    s.addEventListener('dblclick', (e) => {
      const at = this.#cellAt(e);
      if (at && at.r >= 0 && at.c > 0) this.startEdit(null);
    });
    s.addEventListener('copy', (e) => this.#onCopy(e, false));
    s.addEventListener('cut', (e) => this.#onCopy(e, true));
    s.addEventListener('paste', (e) => this.#onPaste(e));
    s.addEventListener('focusin', () => view.render());
    s.addEventListener('focusout', () => queueMicrotask(() => view.placeTip()));
  }

  /** The host's texts (the view's). */
  get #t() {
    return this.#view.t;
  }

  #say(text: string): void {
    this.#view.announce(text);
    this.#hooks.say?.(text);
  }

  #cellAt(e: Event): { r: number; c: number } | null {
    const cell = (e.composedPath() as Element[]).find((n) => n instanceof HTMLElement && n.dataset?.c !== undefined && (n.getAttribute('role') === 'gridcell' || n.getAttribute('role') === 'rowheader'));
    if (!cell || !cell.parentElement) return null;
    return { r: this.#view.indexOf(cell.parentElement), c: Number((cell as HTMLElement).dataset.c) };
  }

  #onPointerDown(e: PointerEvent): void {
    const target = e.target as HTMLElement;
    if (target.classList.contains('g-resize')) return this.#startResize(e, Number(target.dataset.c));
    const header = target.closest('[role="columnheader"]') as HTMLElement | null;
    if (header) {
      const key = header.dataset.key!;
      const c = key === 'row' ? 0 : this.#view.columns.findIndex((col) => col.key === key) + 1;
      this.#view.moveTo(-1, c);
      this.#view.opts.onSort?.(key);
      return;
    }
    const at = this.#cellAt(e);
    if (!at || at.r < 0) return;
    if (this.#view.editing && (this.#view.editing.r !== at.r || this.#view.editing.c !== at.c)) this.commitEdit();
    if (this.#view.editing) return;
    e.preventDefault();
    this.#view.moveTo(at.r, Math.max(at.c, at.c === 0 ? 0 : 1), e.shiftKey);
    if (at.c === 0) {
      // A click on a row number selects the row.
      this.#view.anchor = { r: e.shiftKey ? this.#view.anchor.r : at.r, c: 1 };
      this.#view.active = { r: at.r, c: this.#view.columns.length };
      this.#view.render();
    }
    this.#dragging = true;
    this.#focusActive();
  }

  #onPointerMove(e: PointerEvent): void {
    const at = this.#cellAt(e);
    const view = this.#view;
    if (this.#dragging && at && at.r >= 0 && e.buttons === 1) {
      if (at.r !== view.active.r || at.c !== view.active.c) view.moveTo(at.r, Math.max(1, at.c), true);
      return;
    }
    const hover = at && at.r >= 0 && at.c > 0 ? at : null;
    if (hover?.r !== view.hover?.r || hover?.c !== view.hover?.c) {
      view.hover = hover;
      view.placeTip();
    }
  }

  #startResize(e: PointerEvent, c: number): void {
    e.preventDefault();
    e.stopPropagation();
    const grip = e.target as HTMLElement;
    const startX = e.clientX;
    const start = this.#view.columns[c - 1]!.width;
    grip.setPointerCapture(e.pointerId);
    const move = (m: PointerEvent) => this.#view.setWidth(c, start + m.clientX - startX);
    const up = () => {
      grip.removeEventListener('pointermove', move);
      grip.removeEventListener('pointerup', up);
    };
    grip.addEventListener('pointermove', move);
    grip.addEventListener('pointerup', up);
    grip.addEventListener('dblclick', () => this.#view.setWidth(c, 160), { once: true });
  }

  #focusActive(): void {
    const cell = this.#view.cellElement(this.#view.active.r, this.#view.active.c);
    (cell ?? this.#view.scroller).focus({ preventScroll: true });
  }

  #onKey(e: KeyboardEvent): void {
    const view = this.#view;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key;
    if (view.editing) {
      if (key === 'Escape') {
        e.preventDefault();
        this.cancelEdit();
      } else if (key === 'Enter') {
        e.preventDefault();
        this.commitEdit();
        view.moveTo(view.active.r + (e.shiftKey ? -1 : 1), view.active.c);
      } else if (key === 'Tab') {
        e.preventDefault();
        this.commitEdit();
        this.#tab(e.shiftKey);
      }
      return;
    }
    const { r, c } = view.active;
    const rows = Math.max(1, Math.floor((view.scroller.clientHeight - ROW_HEIGHT) / ROW_HEIGHT) - 1);
    const last = Math.max(0, view.total - 1);
    const cols = view.columns.length;
    const move = (nr: number, nc: number) => {
      e.preventDefault();
      view.moveTo(nr, nc, e.shiftKey);
    };
    if (r === -1 && !mod) {
      // On a column header: sort, resize.
      const col = view.columns[c - 1];
      if ((key === 'Enter' || key === ' ') && (col || c === 0)) {
        e.preventDefault();
        view.opts.onSort?.(col ? col.key : 'row');
        return;
      }
      if ((key === '+' || key === '-' || key === '−') && col) {
        e.preventDefault();
        view.setWidth(c, col.width + (key === '+' ? 24 : -24));
        this.#say(this.#t('grid.width', { label: col.label, width: col.width }));
        return;
      }
    }
    switch (key) {
      case 'ArrowDown': return move(mod ? last : r + 1, c);
      case 'ArrowUp': return move(mod ? (r === -1 ? -1 : 0) : r - 1, c);
      case 'ArrowRight': return move(r, mod ? cols : c + 1);
      case 'ArrowLeft': return move(r, mod ? 0 : c - 1);
      case 'Home': return move(mod ? 0 : r, mod ? 1 : 0);
      case 'End': return move(mod ? last : r, cols);
      case 'PageDown': return move(Math.min(last, r + rows), c);
      case 'PageUp': return move(Math.max(0, r - rows), c);
      case 'Tab':
        e.preventDefault();
        return this.#tab(e.shiftKey);
      case 'Escape':
        if (view.anchor.r !== r || view.anchor.c !== c) {
          e.preventDefault();
          view.anchor = { r, c };
          view.render();
        }
        return;
      case 'Enter':
      case 'F2':
        e.preventDefault();
        this.startEdit(null);
        return;
      case 'Delete':
      case 'Backspace':
        e.preventDefault();
        void this.setValue(null, 'cleared');
        return;
    }
    if (mod && !e.altKey) {
      const k = key.toLowerCase();
      if (k === 'z' && !e.shiftKey) {
        e.preventDefault();
        this.undo();
      } else if (k === 'y' || (k === 'z' && e.shiftKey)) {
        e.preventDefault();
        this.redo();
      } else if (k === 'd') {
        e.preventDefault();
        void this.fillDown();
      } else if (k === 'a') {
        e.preventDefault();
        view.anchor = { r: Math.max(0, r), c: 1 };
        view.active = { r: Math.max(0, r), c: cols };
        view.render();
        this.#say(this.#t('grid.rowSelected'));
      }
      return;
    }
    if (key.length === 1 && !e.altKey && r >= 0 && c > 0) {
      // Typing replaces the value, as in a spreadsheet.
      e.preventDefault();
      this.startEdit(key);
    }
  }

  #tab(back: boolean): void {
    const view = this.#view;
    let { r, c } = view.active;
    const cols = view.columns.length;
    if (back) {
      if (c > 1) c--;
      else if (r > 0) {
        r--;
        c = cols;
      }
    } else if (c < cols) c++;
    else if (r < view.total - 1) {
      r++;
      c = 1;
    }
    view.moveTo(Math.max(r, 0), c);
  }

  /** Why the active cell cannot be changed, or ''. */
  #refusal(): string {
    if (!this.#view.opts.editable()) return this.#t('grid.notEditable');
    return '';
  }

  /** Opens the editor on the active cell: with `text` (typing replaced the value) or its value (Enter, F2). */
  startEdit(text: string | null): void {
    const view = this.#view;
    const { r, c } = view.active;
    const refusal = this.#refusal();
    if (refusal) return this.#say(refusal);
    const data = this.#source.get(r);
    const col = view.columns[c - 1];
    const cell = view.cellElement(r, c);
    if (!data || !col || !cell) return;
    const input = cell.ownerDocument.createElement('input');
    input.className = 'g-editor';
    input.setAttribute('aria-label', this.#t('grid.newValueOf', { label: col.label, row: data.row }));
    input.value = text ?? view.cellState(data, col.key).text;
    view.editing = { r, c, input };
    cell.replaceChildren(input);
    input.focus({ preventScroll: true });
    input.setSelectionRange(input.value.length, input.value.length);
    view.placeTip();
    input.addEventListener('blur', () => {
      if (view.editing?.input === input) this.commitEdit(false);
    });
  }

  /** Keeps the editor's value (staged, then checked). */
  commitEdit(refocus = true): void {
    const view = this.#view;
    const editing = view.editing;
    if (!editing) return;
    view.editing = null;
    const data = this.#source.get(editing.r);
    const col = view.columns[editing.c - 1];
    const value = editing.input.value;
    view.endEdit(editing.r, editing.c);
    if (data && col) this.#apply([{ row: data.row, key: col.key, value, original: data.values[col.key] ?? null }], null, 'typed');
    view.render();
    if (refocus) this.#focusActive();
  }

  cancelEdit(): void {
    const view = this.#view;
    const editing = view.editing;
    if (!editing) return;
    view.editing = null;
    view.endEdit(editing.r, editing.c);
    view.render();
    this.#focusActive();
  }

  /** Applies `changes` as one step; `what` names it in the announcement (null: none, a typed value). */
  #apply(changes: CellChange[], what: 'set' | 'cleared' | 'cut' | 'filled' | 'pasted' | null, how: 'typed' | 'set' | 'pasted' | 'cleared' | 'filled'): number {
    const n = this.#edits.apply(changes);
    if (n) this.#hooks.changed?.(changes, how);
    this.#view.render();
    if (what) this.#say(n ? this.#t(`grid.done.${what}`, { count: n }) : this.#t(`grid.none.${what}`));
    return n;
  }

  /** The rows of the selection (read from the server where not read yet), with the selection; null when too large. */
  async #selected(): Promise<{ sel: Range; rows: GridRow[] } | null> {
    const sel = this.#view.selection;
    if (sel.r0 < 0) return null;
    if (sel.r1 - sel.r0 + 1 > MAX_RANGE_ROWS) {
      this.#say(this.#t('grid.maxRows', { count: MAX_RANGE_ROWS }));
      return null;
    }
    return { sel, rows: await this.#source.rows(sel.r0, sel.r1) };
  }

  /** Sets one value (null: clears) in every selected cell, as one undoable step. */
  async setValue(value: string | null, what: 'set' | 'cleared' | 'cut' = 'set'): Promise<number> {
    const refusal = this.#refusal();
    if (refusal) {
      this.#say(refusal);
      return 0;
    }
    const got = await this.#selected();
    if (!got) return 0;
    const changes: CellChange[] = [];
    for (const row of got.rows) {
      for (let c = Math.max(1, got.sel.c0); c <= got.sel.c1; c++) {
        const key = this.#view.columns[c - 1]!.key;
        changes.push({ row: row.row, key, value, original: row.values[key] ?? null });
      }
    }
    return this.#apply(changes, what, value === null ? 'cleared' : 'set');
  }

  /** Fill down: each selected column's first value into the selected rows below it. */
  async fillDown(): Promise<number> {
    const refusal = this.#refusal();
    if (refusal) {
      this.#say(refusal);
      return 0;
    }
    const got = await this.#selected();
    if (!got || got.rows.length < 2) {
      this.#say(this.#t('grid.fillHow'));
      return 0;
    }
    const [top, ...below] = got.rows;
    const changes: CellChange[] = [];
    for (let c = Math.max(1, got.sel.c0); c <= got.sel.c1; c++) {
      const key = this.#view.columns[c - 1]!.key;
      const value = this.#shown(top!, key);
      for (const row of below) changes.push({ row: row.row, key, value, original: row.values[key] ?? null });
    }
    return this.#apply(changes, 'filled', 'filled');
  }

  /** A cell's value as the grid shows it (a staged edit, else the server's). */
  #shown(row: GridRow, key: string): string | null {
    const staged = this.#edits.get(row.row, key);
    return staged ? staged.value : (row.values[key] ?? null);
  }

  undo(): CellRef[] | null {
    const cells = this.#edits.undo();
    this.#say(cells ? this.#t('grid.undid', { count: cells.length }) : this.#t('grid.nothingToUndo'));
    this.#view.render();
    return cells;
  }

  redo(): CellRef[] | null {
    const cells = this.#edits.redo();
    this.#say(cells ? this.#t('grid.redid', { count: cells.length }) : this.#t('grid.nothingToRedo'));
    this.#view.render();
    return cells;
  }

  #onCopy(e: ClipboardEvent, cut: boolean): void {
    if (this.#view.editing) return;
    const sel = this.#view.selection;
    if (sel.r0 < 0) return;
    e.preventDefault();
    const keys = this.#view.columns.slice(Math.max(1, sel.c0) - 1, sel.c1).map((c) => c.key);
    const withNumber = sel.c0 === 0;
    const text = (rows: GridRow[]) => toTsv(rows.map((row) => [...(withNumber ? [String(row.row)] : []), ...keys.map((k) => this.#shown(row, k))]));
    const cells = (sel.r1 - sel.r0 + 1) * (keys.length + (withNumber ? 1 : 0));
    let loaded = true;
    for (let i = sel.r0; i <= sel.r1 && loaded; i += this.#source.pageSize) loaded = this.#source.has(i);
    if (loaded && this.#source.has(sel.r1)) {
      e.clipboardData?.setData('text/plain', text(this.#rowsNow(sel)));
      this.#say(this.#t('grid.copied', { count: cells }));
      if (cut) void this.setValue(null, 'cut');
      return;
    }
    // Rows not read yet: read them, then write the clipboard (the browser allows it shortly after a key press).
    void this.#selected().then(async (got) => {
      if (!got) return;
      await navigator.clipboard.writeText(text(got.rows));
      this.#say(this.#t('grid.copied', { count: cells }));
      if (cut) await this.setValue(null, 'cut');
    }).catch(() => this.#say(this.#t('grid.copyFailed')));
  }

  #rowsNow(sel: Range): GridRow[] {
    const out: GridRow[] = [];
    for (let i = sel.r0; i <= sel.r1; i++) {
      const row = this.#source.get(i);
      if (row) out.push(row);
    }
    return out;
  }

  #onPaste(e: ClipboardEvent): void {
    if (this.#view.editing) return;
    e.preventDefault();
    const text = e.clipboardData?.getData('text/plain') ?? '';
    void this.paste(text);
  }

  /**
   * Pastes tab-separated text at the selection: a block lands cell by cell from the selection's
   * top-left cell (what passes the last column or row is left out); a single value fills the selection.
   */
  async paste(text: string): Promise<number> {
    const refusal = this.#refusal();
    if (refusal) {
      this.#say(refusal);
      return 0;
    }
    const block = parseTsv(text);
    if (!block.length) return 0;
    const view = this.#view;
    const sel = view.selection;
    if (sel.r0 < 0) return 0;
    const c0 = Math.max(1, sel.c0);
    const single = block.length === 1 && block[0]!.length === 1;
    const height = single ? sel.r1 - sel.r0 + 1 : block.length;
    const width = single ? sel.c1 - c0 + 1 : Math.max(...block.map((r) => r.length));
    const r1 = Math.min(view.total - 1, sel.r0 + height - 1);
    if (r1 - sel.r0 + 1 > MAX_RANGE_ROWS) {
      this.#say(this.#t('grid.maxPaste', { count: MAX_RANGE_ROWS }));
      return 0;
    }
    const rows = await this.#source.rows(sel.r0, r1);
    const changes: CellChange[] = [];
    rows.forEach((row, i) => {
      for (let j = 0; j < width && c0 + j <= view.columns.length; j++) {
        const value = single ? block[0]![0]! : block[i]?.[j];
        if (value === undefined) continue;
        const key = view.columns[c0 + j - 1]!.key;
        changes.push({ row: row.row, key, value, original: row.values[key] ?? null });
      }
    });
    // The pasted block becomes the selection.
    view.anchor = { r: sel.r0, c: c0 };
    view.active = { r: sel.r0 + rows.length - 1, c: Math.min(view.columns.length, c0 + width - 1) };
    return this.#apply(changes, 'pasted', 'pasted');
  }
}
