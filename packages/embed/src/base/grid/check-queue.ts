/**
 * CheckQueue: sends staged values to `POST /execution/{id}/check` as they are typed, pasted or
 * replaced (at most 1,000 cells a request, one request at a time, the latest value of a cell
 * only) and records each answer in the EditStore, so a cell shows at once whether the output
 * would take it.
 */
import type { EditStore, StagedEdit } from './edit-store.ts';
import type { CellCheck } from './types.ts';

/** Checks cells; answers one result per cell sent, in any order. */
export type CheckCells = (cells: Array<{ row: number; column: string; value: string | null }>) => Promise<Array<CellCheck & { row: number; column: string; value: string | null }>>;

const BATCH = 1000;

export class CheckQueue {
  readonly #check: CheckCells;
  readonly #edits: EditStore;
  #waiting = new Map<string, { row: number; column: string; value: string | null }>();
  #running = false;
  /** Called after each answer (redraw) and with a failure. */
  onDone: (error?: unknown) => void = () => {};

  constructor(check: CheckCells, edits: EditStore) {
    this.#check = check;
    this.#edits = edits;
  }

  /** Cells waiting for an answer. */
  get pending(): number {
    return this.#waiting.size;
  }

  /** Queues cells for checking (a cell queued again is checked once, with its latest value). */
  add(cells: StagedEdit[]): void {
    for (const e of cells) this.#waiting.set(`${e.row}\u0000${e.key}`, { row: e.row, column: e.key, value: e.value });
    if (!this.#running) void this.#run();
  }

  async #run(): Promise<void> {
    this.#running = true;
    try {
      while (this.#waiting.size) {
        const batch: Array<{ row: number; column: string; value: string | null }> = [];
        for (const [k, cell] of this.#waiting) {
          batch.push(cell);
          this.#waiting.delete(k);
          if (batch.length === BATCH) break;
        }
        try {
          const answers = await this.#check(batch);
          for (const a of answers) this.#edits.setCheck(a.row, a.column, a.value, { valid: a.valid, output: a.output, ...(a.message ? { message: a.message } : {}), ...(a.rule ? { rule: a.rule } : {}) });
          this.onDone();
        } catch (error) {
          this.onDone(error);
          return;
        }
      }
    } finally {
      this.#running = false;
    }
  }
}
