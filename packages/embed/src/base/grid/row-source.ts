/**
 * RowSource: the rows of a filtered view, read page by page from the server and kept.
 *
 * - `want(first, last, direction)` says which rows the grid shows (indexes in the filtered view);
 *   the source fetches their pages first, then the next pages in the direction of travel
 *   (prefetch) and one behind, at most `concurrency` at once. While a shown page is missing (after
 *   a jump), nothing else is started: prefetches would share the server's and the network's time
 *   with the page the person waits for (measured: four pages asked at once all arrive when the
 *   last does).
 * - A page requested and no longer wanted (the person jumped elsewhere) is aborted with its
 *   AbortController, so a jump never waits behind pages it skipped.
 * - Pages read are kept (up to `maxRows` rows, least recently shown dropped first), so scrolling
 *   back never waits on the network.
 * - `reset(query)` starts a new view (new filter, search or sort): everything in flight is aborted.
 */
import type { GridRow, PageReader, RowsPage, RowsQuery } from './types.ts';

export interface RowSourceOptions {
  /** Rows per request (the API allows 1–500). */
  pageSize?: number;
  /** Pages fetched ahead in the direction of scrolling. */
  ahead?: number;
  /** Requests in flight at most. */
  concurrency?: number;
  /** Rows kept in memory at most. */
  maxRows?: number;
}

/** Erroneous cells of the whole execution, per column and per rule (they do not depend on the view). */
export interface ProblemCounts {
  counts_by_column: Record<string, number>;
  counts_by_rule: Record<string, number>;
}

export class RowSource {
  readonly pageSize: number;
  readonly #ahead: number;
  readonly #concurrency: number;
  readonly #maxPages: number;
  readonly #read: PageReader;
  #query: RowsQuery = {};
  #generation = 0;
  /** Pages read, in least-recently-used order (Map keeps insertion order; a read moves a page to the end). */
  #pages = new Map<number, GridRow[]>();
  #inFlight = new Map<number, AbortController>();
  #wanted: number[] = [];
  #failed: unknown = null;
  /** Pages whose request failed: not asked again until `refresh()` or `reset()` (no storm of retries on every redraw). */
  #failedPages = new Set<number>();
  /** Rows matching the view; null until the view's first answer. */
  matched: number | null = null;
  /** The last answer's counts of erroneous cells (kept when the view changes). */
  problems: ProblemCounts | null = null;
  /** Called when a page arrives, or a request fails (`error` set). */
  onChange: () => void = () => {};

  constructor(read: PageReader, options: RowSourceOptions = {}) {
    this.#read = read;
    this.pageSize = options.pageSize ?? 200;
    this.#ahead = options.ahead ?? 3;
    this.#concurrency = options.concurrency ?? 4;
    this.#maxPages = Math.max(8, Math.ceil((options.maxRows ?? 200_000) / this.pageSize));
  }

  /** The view's query (filter, search, sort). */
  get query(): RowsQuery {
    return this.#query;
  }

  /** Rows in the view, or null while unknown. */
  get total(): number | null {
    return this.matched;
  }

  /** The last failure, cleared by the next page that arrives. */
  get error(): unknown {
    return this.#failed;
  }

  /** Starts a new view: aborts what is in flight and forgets the pages. */
  reset(query: RowsQuery): void {
    this.#generation++;
    for (const c of this.#inFlight.values()) c.abort();
    this.#inFlight.clear();
    this.#pages.clear();
    this.#query = query;
    this.matched = null;
    this.#failed = null;
    this.#failedPages.clear();
    this.#wanted = [];
  }

  /** Forgets the pages (the data changed on the server) but keeps the query; shown rows are read again. */
  refresh(): void {
    this.reset(this.#query);
  }

  /** The row at index `i` of the view if its page was read, else undefined (it is being read). */
  get(i: number): GridRow | undefined {
    const page = this.#pages.get(Math.floor(i / this.pageSize));
    return page?.[i % this.pageSize];
  }

  /** True when the page holding index `i` was read. */
  has(i: number): boolean {
    return this.#pages.has(Math.floor(i / this.pageSize));
  }

  /**
   * The grid shows rows `first`..`last` (inclusive) and moves in `direction` (1 down, -1 up, 0 still).
   * Fetches what is missing, visible pages first, and aborts pages no longer wanted.
   */
  want(first: number, last: number, direction: number): void {
    const size = this.pageSize;
    const lastPage = this.total === null ? Math.floor(last / size) : Math.max(0, Math.ceil(this.total / size) - 1);
    const from = Math.floor(Math.max(0, first) / size);
    const to = Math.min(Math.floor(Math.max(0, last) / size), lastPage);
    const wanted: number[] = [];
    for (let p = from; p <= to; p++) wanted.push(p);
    const step = direction < 0 ? -1 : 1;
    // Prefetch in the direction of travel (downwards when still), then one page the other way.
    for (let k = 1; k <= this.#ahead; k++) {
      const p = (step > 0 ? to : from) + step * k;
      if (p >= 0 && p <= lastPage) wanted.push(p);
    }
    const back = step > 0 ? from - 1 : to + 1;
    if (back >= 0 && back <= lastPage) wanted.push(back);
    // Shown pages become the most recently used.
    for (let p = from; p <= to; p++) {
      const page = this.#pages.get(p);
      if (page) {
        this.#pages.delete(p);
        this.#pages.set(p, page);
      }
    }
    const keep = new Set(wanted);
    for (const [p, c] of this.#inFlight) {
      if (!keep.has(p)) {
        c.abort();
        this.#inFlight.delete(p);
      }
    }
    const missing = wanted.filter((p) => !this.#pages.has(p) && !this.#failedPages.has(p));
    // Shown pages first and alone: prefetching resumes when they have arrived (the grid asks again then).
    const shownMissing = missing.filter((p) => p >= from && p <= to);
    this.#wanted = shownMissing.length ? shownMissing : missing;
    // A shown page does not wait behind prefetches already in flight.
    for (const p of shownMissing) if (!this.#inFlight.has(p)) void this.#fetch(p);
    this.#pump();
  }

  /**
   * Reads rows `first`..`last` (inclusive) whatever is shown, e.g. for a copy of a range;
   * answers them in order (missing rows past the end are left out).
   */
  async rows(first: number, last: number, signal?: AbortSignal): Promise<GridRow[]> {
    const size = this.pageSize;
    const generation = this.#generation;
    const out: GridRow[] = [];
    for (let p = Math.floor(first / size); p <= Math.floor(last / size); p++) {
      let page = this.#pages.get(p);
      if (!page) {
        const answer = await this.#read(this.#query, p * size, size, signal ?? new AbortController().signal);
        if (generation !== this.#generation) throw new DOMException('the view changed', 'AbortError');
        page = answer.data;
        this.#store(p, answer);
      }
      for (let i = Math.max(first, p * size); i <= Math.min(last, p * size + page.length - 1); i++) out.push(page[i - p * size]!);
    }
    return out;
  }

  #pump(): void {
    while (this.#inFlight.size < this.#concurrency && this.#wanted.length) {
      const p = this.#wanted.shift()!;
      if (this.#pages.has(p) || this.#inFlight.has(p)) continue;
      void this.#fetch(p);
    }
  }

  async #fetch(p: number): Promise<void> {
    const controller = new AbortController();
    const generation = this.#generation;
    this.#inFlight.set(p, controller);
    try {
      const answer = await this.#read(this.#query, p * this.pageSize, this.pageSize, controller.signal);
      if (generation !== this.#generation || controller.signal.aborted) return;
      this.#failed = null;
      this.#store(p, answer);
    } catch (error) {
      if (controller.signal.aborted || generation !== this.#generation) return;
      this.#failed = error;
      this.#failedPages.add(p);
    } finally {
      if (this.#inFlight.get(p) === controller) this.#inFlight.delete(p);
    }
    this.onChange();
    this.#pump();
  }

  #store(p: number, answer: RowsPage): void {
    this.#pages.delete(p);
    this.#pages.set(p, answer.data);
    this.matched = answer.matched;
    this.problems = { counts_by_column: answer.counts_by_column, counts_by_rule: answer.counts_by_rule };
    while (this.#pages.size > this.#maxPages) this.#pages.delete(this.#pages.keys().next().value!);
  }
}
