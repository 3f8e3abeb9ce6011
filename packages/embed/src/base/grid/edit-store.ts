/**
 * EditStore: the cells a person changed and has not submitted yet ("staged edits"), with undo and
 * redo, each check's answer, and a copy in sessionStorage so that a reload of the page loses
 * nothing (`ferry.grid.<executionId>`).
 *
 * An edit remembers the value the server holds (`original`), so undoing every step of a cell
 * removes the edit; setting a cell back to its original value removes it too.
 */
import type { CellCheck, CellRef } from './types.ts';

/** A staged cell: the new value, the value the server holds, and the check's answer once it came. */
export interface StagedEdit {
  row: number;
  key: string;
  value: string | null;
  original: string | null;
  check?: CellCheck;
}

/** One cell's change in a step: `before`/`after` undefined = not staged. */
interface Change { row: number; key: string; original: string | null; before: string | null | undefined; after: string | null | undefined }

/** A cell to change: its new value and the value the server holds. */
export interface CellChange extends CellRef { value: string | null; original: string | null }

const MAX_STEPS = 200;
const VERSION = 1;

const id = (row: number, key: string) => `${row}\u0000${key}`;

export class EditStore {
  #edits = new Map<string, StagedEdit>();
  #undo: Change[][] = [];
  #redo: Change[][] = [];
  readonly #storageKey: string | null;
  /** Bumped on every change: the grid redraws rows whose version it drew is older. */
  version = 0;
  /** Called after every change with the cells whose value changed (for checking them). */
  onChange: (changed: StagedEdit[]) => void = () => {};
  /** Set when sessionStorage refused the copy (too many edits to keep across a reload). */
  storageFull = false;

  /** `executionId` null: nothing is kept across reloads. */
  constructor(executionId: string | null) {
    this.#storageKey = executionId ? `ferry.grid.${executionId}` : null;
    this.#load();
  }

  get size(): number {
    return this.#edits.size;
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  get(row: number, key: string): StagedEdit | undefined {
    return this.#edits.get(id(row, key));
  }

  /** True when some cell of the row is staged. */
  hasRow(row: number, keys: readonly string[]): boolean {
    if (!this.#edits.size) return false;
    return keys.some((k) => this.#edits.has(id(row, k)));
  }

  all(): StagedEdit[] {
    return [...this.#edits.values()];
  }

  /** Staged edits that the check refused (or not checked yet: `pending`). */
  counts(): { edits: number; invalid: number; pending: number } {
    let invalid = 0;
    let pending = 0;
    for (const e of this.#edits.values()) {
      if (!e.check) pending++;
      else if (!e.check.valid) invalid++;
    }
    return { edits: this.#edits.size, invalid, pending };
  }

  /** Applies changes as one undoable step; answers the number of cells that changed. */
  apply(changes: CellChange[]): number {
    const step: Change[] = [];
    const changed: StagedEdit[] = [];
    for (const c of changes) {
      const current = this.#edits.get(id(c.row, c.key));
      const before = current?.value;
      const shown = current ? current.value : c.original;
      if (shown === c.value) continue;
      const after = c.value === (current?.original ?? c.original) ? undefined : c.value;
      step.push({ row: c.row, key: c.key, original: current?.original ?? c.original, before, after });
      const e = this.#set(c.row, c.key, current?.original ?? c.original, after);
      if (e) changed.push(e);
    }
    if (!step.length) return 0;
    this.#undo.push(step);
    if (this.#undo.length > MAX_STEPS) this.#undo.shift();
    this.#redo = [];
    this.#changed(changed);
    return step.length;
  }

  /** Takes back the last step; answers its cells (to show where it happened), or null. */
  undo(): CellRef[] | null {
    const step = this.#undo.pop();
    if (!step) return null;
    const changed: StagedEdit[] = [];
    for (const c of [...step].reverse()) {
      const e = this.#set(c.row, c.key, c.original, c.before);
      if (e) changed.push(e);
    }
    this.#redo.push(step);
    this.#changed(changed);
    return step.map(({ row, key }) => ({ row, key }));
  }

  redo(): CellRef[] | null {
    const step = this.#redo.pop();
    if (!step) return null;
    const changed: StagedEdit[] = [];
    for (const c of step) {
      const e = this.#set(c.row, c.key, c.original, c.after);
      if (e) changed.push(e);
    }
    this.#undo.push(step);
    this.#changed(changed);
    return step.map(({ row, key }) => ({ row, key }));
  }

  /** Records a check's answer for a cell, if its value is still the one checked. */
  setCheck(row: number, key: string, value: string | null, check: CellCheck): void {
    const e = this.#edits.get(id(row, key));
    if (!e || e.value !== value) return;
    e.check = check;
    this.version++;
    this.#save();
  }

  /** Forgets everything (after the edits were submitted). */
  clear(): void {
    this.#edits.clear();
    this.#undo = [];
    this.#redo = [];
    this.version++;
    this.#save();
  }

  #set(row: number, key: string, original: string | null, value: string | null | undefined): StagedEdit | null {
    if (value === undefined) {
      this.#edits.delete(id(row, key));
      return null;
    }
    const e: StagedEdit = { row, key, value, original };
    this.#edits.set(id(row, key), e);
    return e;
  }

  #changed(changed: StagedEdit[]): void {
    this.version++;
    this.#save();
    this.onChange(changed);
  }

  #save(): void {
    if (!this.#storageKey) return;
    try {
      if (!this.#edits.size && !this.#undo.length && !this.#redo.length) {
        sessionStorage.removeItem(this.#storageKey);
        return;
      }
      const text = JSON.stringify({ v: VERSION, edits: [...this.#edits.values()], undo: this.#undo, redo: this.#redo });
      try {
        sessionStorage.setItem(this.#storageKey, text);
        this.storageFull = false;
      } catch {
        // Too large with the history: keep the edits themselves.
        sessionStorage.setItem(this.#storageKey, JSON.stringify({ v: VERSION, edits: [...this.#edits.values()], undo: [], redo: [] }));
      }
    } catch {
      this.storageFull = true;
    }
  }

  #load(): void {
    if (!this.#storageKey) return;
    try {
      const text = sessionStorage.getItem(this.#storageKey);
      if (!text) return;
      const saved = JSON.parse(text) as { v: number; edits: StagedEdit[]; undo: Change[][]; redo: Change[][] };
      if (saved.v !== VERSION) return;
      for (const e of saved.edits) this.#edits.set(id(e.row, e.key), e);
      this.#undo = saved.undo ?? [];
      this.#redo = saved.redo ?? [];
    } catch {
      // A damaged copy is ignored.
    }
  }
}
