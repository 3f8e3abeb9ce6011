import { html, nothing, type PropertyValues } from 'lit';
import { FerryApiError, type Execution, type OutputFormat } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { saveResponse } from '../../base/download.ts';
import { formatDate, formatDuration, formatNumber, formatBytes } from '../../base/format.ts';
import { gridStyles } from '../../base/grid/grid.styles.ts';
import { GridView } from '../../base/grid/grid-view.ts';
import { GridInput } from '../../base/grid/grid-input.ts';
import { RowSource } from '../../base/grid/row-source.ts';
import { EditStore, type CellChange } from '../../base/grid/edit-store.ts';
import { CheckQueue } from '../../base/grid/check-queue.ts';
import { ReviewApi, type CellFix, type PipelineRuleInput } from '../../base/grid/review-api.ts';
import { offerFrom, replacementFormula, ruleFrom, type RuleOffer } from '../../base/grid/rule-offer.ts';
import { changesIn, readAll } from '../../base/grid/find-replace.ts';
import { renderFindReplace, type FindState, type FindPreview } from './find-replace-form.ts';
import type { GridColumn, PageReader, RowsQuery } from '../../base/grid/types.ts';
import { executionHeaderActions } from './header-actions.ts';
import '../../base/undo-execution.ts';
import { renderHistory, renderLineage, renderRowPanel, renderRuleOffer, type LineageState } from './review-parts.ts';
import { executionDetailsStyles } from './execution-details.styles.ts';
import { type FerryCallback, FerryExecutionRunEvent } from '../../base/events.ts';
import { liveRefresh, processing } from '../../base/live-refresh.ts';

const FORMATS: OutputFormat[] = ['CSV', 'TSV', 'JSON', 'XML', 'XLSX'];
const SEARCH_DELAY_MS = 250;
const LINEAGE_DELAY_MS = 250;

/**
 * ExecutionDetails (SPEC.md §Embeddable components): one execution and its rows in a review grid.
 * Status, trigger, timings, counts, live progress while PROCESSING (read again as liveRefresh
 * says: every 2 s for a minute, then less often up to every 30 s, not while the page is hidden;
 * another execution starts the first minute again), the output download in every format; the
 * rows as a spreadsheet — every TDM column, erroneous cells marked with their problem, filters,
 * search and sort, spreadsheet keys (docs/components.md lists them), bulk tools (find and replace,
 * set a value, fill down) with undo, staged edits checked at once and kept across a
 * reload, the active row's values and the active cell's lineage; the fix history, "Apply fixes"
 * and "Run again from the file" (keeping the fixes or starting over), the offer to keep a fix
 * as a pipeline rule, and undo of a delivery (with a confirmation saying what it will do). After a
 * SCHEMA_CHANGED failure (schema policy FREEZE or DISCARD_NEW) it lists what changed and accepts the
 * new columns in one step (a rerun with `accept_schema`); with a TDM key it shows the rows created,
 * updated, unchanged and removed since the last delivery (`stats.changes`); after a delivery into a
 * database table, the rows inserted, updated and unchanged there (`output.rows_written`).
 *
 * @tag ferry-execution-details
 * @fires {FerryExecutionRunEvent} ferry-execution-run - run again from the file; detail `{data}`: the new execution
 * @fires {FerryCloseEvent} ferry-close - closed; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart facts - the execution's facts
 * @csspart grid - the review grid
 * @csspart download - the download controls
 * @csspart schema-changed - what changed in a file refused by the schema policy; accept-schema-button - accepts the new columns and runs again
 * @csspart changes - rows created, updated, unchanged and removed since the last delivery
 * @csspart rows-written - a DATABASE output's delivery: rows inserted, updated and unchanged in the table
 * @csspart undo-button - Undo delivery; undo-confirmation - the dialog saying what it will do; undone - when and by whom it was undone
 * @cssprop --ferry-grid-height - the grid's height (default 480px, at most 75% of the window)
 */
export class FerryExecutionDetails extends FerryElement {
  static override styles = [...FerryElement.styles, gridStyles, executionDetailsStyles];
  static override properties = {
    ...FerryElement.properties,
    executionId: { type: String, attribute: 'execution-id' },
    onExecutionRun: { attribute: false },
    execution: { state: true },
    columns: { state: true },
    query: { state: true },
    tick: { state: true },
    active: { state: true },
    lineage: { state: true },
    notice: { state: true },
    format: { state: true },
    offer: { state: true },
    offerState: { state: true },
    tool: { state: true },
    find: { state: true },
    preview: { state: true },
    fixes: { state: true },
    keepFixes: { state: true },
    checkFailed: { state: true },
  };

  /** The execution shown. */
  declare executionId: string | undefined;
  /** Run again from the file: `{data}` = the new execution. */
  declare onExecutionRun: FerryCallback<FerryExecutionRunEvent>;
  declare private execution: Execution | null;
  declare private columns: GridColumn[];
  declare private query: RowsQuery;
  /** Bumped when rows, counts or staged edits change (redraws the Lit parts). */
  declare private tick: number;
  declare private active: { r: number; c: number };
  declare private lineage: LineageState | null;
  declare private notice: string;
  declare private format: OutputFormat | '';
  declare private offer: RuleOffer | null;
  declare private offerState: { type: PipelineRuleInput['type']; formula: string };
  declare private tool: 'find' | null;
  declare private find: FindState;
  declare private preview: FindPreview;
  declare private fixes: { items: CellFix[]; total: number } | null;
  declare private keepFixes: boolean;
  declare private checkFailed: string;

  readonly #api = new ReviewApi(() => this.client);
  #source: RowSource | null = null;
  #edits: EditStore | null = null;
  #grid: GridView | null = null;
  #input: GridInput | null = null;
  #gridHost: Element | null = null;
  #reconciled = false;
  /** What the parts around the grid last showed of the rows (see #onRows). */
  #shownRows = '';
  #keepNotice = false;
  /** Polls while the execution is PROCESSING; restartPolling() starts its first minute again (another execution). */
  readonly #restartPolling = liveRefresh(this, { reload: () => this.load(), shown: () => this.execution, live: processing });
  #searchTimer: ReturnType<typeof setTimeout> | undefined;
  #lineageTimer: ReturnType<typeof setTimeout> | undefined;
  #lineageAbort: AbortController | null = null;
  #findAbort: AbortController | null = null;

  constructor() {
    super();
    this.execution = null;
    this.columns = [];
    this.query = {};
    this.tick = 0;
    this.active = { r: 0, c: 1 };
    this.lineage = null;
    this.notice = '';
    this.format = '';
    this.offer = null;
    this.offerState = { type: 'VALUE_REPLACEMENT', formula: '' };
    this.tool = null;
    this.find = { find: '', replace: '', matchCase: true, whole: true, scope: 'column', column: '' };
    this.preview = null;
    this.fixes = null;
    this.keepFixes = true;
    this.checkFailed = '';
  }

  protected override heading() {
    return this.execution?.pipeline?.name ? `${this.execution.pipeline.name}` : this.t('execution.title');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if ((changed.has('executionId') || changed.has('accessToken') || changed.has('baseUrl')) && this.executionId && this.accessToken) {
      if (changed.has('executionId')) {
        this.#teardown();
        this.#restartPolling();
      }
      if (!this.#keepNotice) this.notice = '';
      this.#keepNotice = false;
      void this.load();
    }
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#teardown();
  }

  #teardown() {
    this.#source?.reset({});
    this.#grid?.destroy();
    this.#source = this.#edits = this.#grid = this.#input = this.#gridHost = null;
    this.#shownRows = '';
    this.columns = [];
    this.offer = null;
    this.fixes = null;
    this.lineage = null;
    this.preview = null;
    this.tool = null;
  }

  /** Reads the execution again (and its rows, when it has some); while it is PROCESSING, liveRefresh calls it. */
  async load(): Promise<void> {
    const id = this.executionId!;
    const answer = await this.run(() => this.client.getExecution(id));
    if (!answer || id !== this.executionId) return;
    this.execution = answer.data;
    if (processing(answer.data) || !answer.data.stats?.rows) return;
    if (this.#source) {
      this.#source.refresh();
      this.#shownRows = '';
      this.#grid?.render();
      return;
    }
    await this.#setUpReview(answer.data);
  }

  get #fixable(): boolean {
    return this.execution?.status === 'FAILED' && this.execution.error?.type === 'ERROR_THRESHOLD_EXCEEDED';
  }

  /** The grid's columns from the pipeline's target data model (labels, types, options); the first rows correct them. */
  async #tdmColumns(e: Execution): Promise<GridColumn[]> {
    try {
      const pipeline = await this.client.getPipeline(e.pipeline_id);
      const tdmId = (pipeline.data.configuration as { tdm?: string | null } | undefined)?.tdm;
      if (!tdmId) return [];
      const tdm = await this.client.getTdm(tdmId);
      return (tdm.data.columns as Array<{ key: string; label: string; columnType: string; optionConfiguration?: { options: Array<{ value: string }> } }>).map((c) => ({
        key: c.key, label: c.label || c.key, type: c.columnType, options: c.optionConfiguration?.options.map((o) => o.value), width: 160,
      }));
    } catch {
      return [];
    }
  }

  async #setUpReview(e: Execution) {
    const id = e.id;
    this.columns = await this.#tdmColumns(e);
    if (id !== this.executionId) return;
    const edits = new EditStore(id);
    const checks = new CheckQueue((cells) => this.#api.check(id, cells), edits);
    checks.onDone = (error) => {
      this.checkFailed = error ? this.t('execution.checkFailed', { message: error instanceof Error ? error.message : String(error) }) : '';
      this.#grid?.render();
      this.tick++;
    };
    edits.onChange = (changed) => {
      checks.add(changed);
      this.tick++;
    };
    const source = new RowSource(this.#reader);
    source.onChange = () => this.#onRows();
    this.#edits = edits;
    this.#source = source;
    this.#reconciled = false;
    this.query = (e.stats?.erroneous_cells ?? 0) > 0 ? { problems: true } : {};
    source.reset(this.query);
    source.want(0, 40, 0);
    // Edits kept from before a reload that were never checked.
    checks.add(edits.all().filter((x) => !x.check));
    this.tick++;
  }

  readonly #reader: PageReader = (query, offset, limit, signal) => this.#api.rows(this.executionId!, query, offset, limit, signal);

  #onRows() {
    const source = this.#source!;
    if (!this.#reconciled && source.get(0)) {
      this.#reconciled = true;
      const keys = Object.keys(source.get(0)!.values);
      const known = new Map(this.columns.map((c) => [c.key, c]));
      if (keys.length && (keys.length !== this.columns.length || keys.some((k, i) => this.columns[i]?.key !== k))) {
        this.columns = keys.map((k) => known.get(k) ?? { key: k, label: k, width: 160 });
        if (this.#gridHost) this.#fitWidths((this.#gridHost as HTMLElement).clientWidth);
        this.#grid?.setColumns(this.columns);
      }
    }
    this.#grid?.render();
    // Redraw the parts around the grid only when what they show changed (not for every page read while scrolling).
    const shown = `${source.matched}|${JSON.stringify(source.problems)}|${source.error ? 1 : 0}|${source.has(this.active.r) ? 1 : 0}|${source.get(0)?.change ?? ''}`;
    if (shown !== this.#shownRows) {
      this.#shownRows = shown;
      this.tick++;
    }
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    const host = this.renderRoot.querySelector('.g-host');
    if (host && this.#source && this.#edits && host !== this.#gridHost) {
      this.#grid?.destroy();
      this.#gridHost = host;
      this.#fitWidths((host as HTMLElement).clientWidth);
      const grid = new GridView(host as HTMLElement, {
        label: this.t('execution.rowsOf', { name: this.heading() }),
        t: this.t,
        columns: this.columns,
        source: this.#source,
        edits: this.#edits,
        editable: () => this.#fixable,
        onActive: (r, c) => this.#onActive(r, c),
        onSort: (key) => this.#sortBy(key),
      });
      this.#grid = grid;
      // A value typed or set for a selection may be worth a rule; a paste, a fill or clearing is not.
      this.#input = new GridInput(grid, { changed: (changes, how) => this.#changed(how === 'typed' || how === 'set' ? changes : []) });
      const sort = this.query.sort ? (JSON.parse(this.query.sort) as Record<string, 'asc' | 'desc'>) : { row: 'asc' as const };
      const [key, dir] = Object.entries(sort)[0]!;
      grid.setSort(key, dir);
      grid.render();
    }
  }

  /** Shares the grid's width among the columns (120–320 px each) when they would leave it half empty. */
  #fitWidths(available: number) {
    const n = this.columns.length;
    if (!n || available <= 0) return;
    const width = Math.max(120, Math.min(320, Math.floor((available - 80) / n)));
    for (const c of this.columns) c.width = width;
  }

  #onActive(r: number, c: number) {
    this.active = { r, c };
    clearTimeout(this.#lineageTimer);
    this.#lineageAbort?.abort();
    const row = this.#source?.get(r);
    const col = this.columns[c - 1];
    if (!row || !col) {
      this.lineage = null;
      return;
    }
    const key = `${row.row}\u0000${col.key}`;
    if (this.lineage?.key === key) return;
    this.lineage = { key, state: 'loading' };
    this.#lineageTimer = setTimeout(() => {
      const abort = new AbortController();
      this.#lineageAbort = abort;
      this.#api.lineage(this.executionId!, row.row, col.key, abort.signal).then(
        (data) => { if (this.lineage?.key === key) this.lineage = { key, state: 'done', data }; },
        (error: unknown) => { if (!abort.signal.aborted && this.lineage?.key === key) this.lineage = { key, state: 'failed', message: error instanceof Error ? error.message : String(error) }; },
      );
    }, LINEAGE_DELAY_MS);
  }

  /** A change made through the grid or a bulk tool: offer to keep a replacement as a rule (shown once the new value checked valid). */
  #changed(changes: CellChange[]) {
    const offer = offerFrom(changes);
    if (offer) {
      this.offer = offer;
      this.offerState = { type: 'VALUE_REPLACEMENT', formula: replacementFormula(offer.from, offer.to) };
    }
    this.preview = null;
  }

  #setQuery(query: RowsQuery) {
    this.query = query;
    this.#source?.reset(query);
    this.#shownRows = '';
    if (this.#grid) {
      this.#grid.scroller.scrollTop = 0;
      this.#grid.active = { r: 0, c: this.#grid.active.c };
      this.#grid.anchor = { ...this.#grid.active };
      this.#grid.render();
    }
    this.preview = null;
    this.tick++;
  }

  #filter(patch: Partial<RowsQuery>) {
    const q: RowsQuery = { ...this.query, ...patch };
    for (const k of Object.keys(q) as Array<keyof RowsQuery>) if (q[k] === undefined || q[k] === '' || q[k] === false) delete q[k];
    if ((q.column || q.rule) && !q.problems) q.problems = true;
    this.#setQuery(q);
  }

  #sortBy(key: string) {
    const current = this.query.sort ? (JSON.parse(this.query.sort) as Record<string, string>) : { row: 'asc' };
    const [k, dir] = Object.entries(current)[0]!;
    const next = k === key ? (dir === 'asc' ? 'desc' : key === 'row' ? 'asc' : null) : 'asc';
    const sort = next ? { [key]: next } : { row: 'asc' };
    const [sk, sd] = Object.entries(sort)[0]!;
    this.#grid?.setSort(sk, sd as 'asc' | 'desc');
    this.#filter({ sort: sk === 'row' && sd === 'asc' ? undefined : JSON.stringify(sort) });
    const col = this.columns.find((c) => c.key === sk);
    this.#grid?.announce(this.t(sd === 'asc' ? 'execution.sortedAsc' : 'execution.sortedDesc', { column: col?.label ?? this.t('execution.rowNumber') }));
  }

  #onSearch(text: string, column: string | undefined) {
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => this.#filter({ search: text.slice(0, 200) || undefined, search_column: text ? column : undefined }), SEARCH_DELAY_MS);
  }

  async #applyFixes() {
    const edits = this.#edits!;
    const cleanings: Record<string, Record<string, string | null>> = {};
    for (const e of edits.all()) (cleanings[String(e.row)] ??= {})[e.key] = e.value;
    const id = this.executionId!;
    const answer = await this.run(() => this.client.fixExecution(id, { cleanings }, { wait: true }));
    if (!answer) return;
    edits.clear();
    this.offer = null;
    this.fixes = null;
    this.execution = answer.data;
    this.notice = answer.data.status === 'SUCCESSFUL'
      ? this.t('execution.fixedDelivered')
      : processing(answer.data) ? this.t('execution.fixesApplying') : this.t('execution.fixesStillFailing');
    await this.load();
  }

  async #runAgain(acceptSchema = false) {
    const answer = await this.run(() => this.#api.rerun(this.executionId!, this.keepFixes, acceptSchema));
    if (!answer) return;
    this.emit(new FerryExecutionRunEvent({ data: answer.data }));
    this.notice = this.t(acceptSchema ? 'execution.schemaAccepted' : this.keepFixes ? 'execution.rerunWithFixes' : 'execution.rerunWithoutFixes');
    this.#keepNotice = true;
    this.executionId = answer.data.id;
  }

  async #keepRule() {
    const offer = this.offer!;
    const rule = ruleFrom(offer, this.offerState.type, this.offerState.formula, this.executionId!);
    const created = await this.run(() => this.#api.createRule(this.execution!.pipeline_id, rule));
    if (!created) return;
    this.offer = null;
    this.notice = this.t('execution.ruleKept', { from: offer.from, column: this.columns.find((c) => c.key === offer.column)?.label ?? offer.column });
  }

  async #download() {
    const id = this.executionId!;
    const response = await this.run(() => this.client.downloadExecutionOutput(id, this.format || undefined));
    if (!response) return;
    const saved = await saveResponse(response, `output.${(this.format || 'csv').toLowerCase()}`);
    this.notice = this.t('execution.downloaded', { name: saved.name, size: formatBytes(saved.size) });
  }

  async #loadFixes(more = false) {
    const offset = more && this.fixes ? this.fixes.items.length : 0;
    const page = await this.run(() => this.#api.fixes(this.executionId!, offset, 50));
    if (!page) return;
    this.fixes = { items: [...(more && this.fixes ? this.fixes.items : []), ...page.data], total: page.total };
  }

  /** Counts the cells a find and replace would change (reading the filtered rows where needed). */
  async #countReplace() {
    const f = this.find;
    const edits = this.#edits!;
    this.#findAbort?.abort();
    const abort = new AbortController();
    this.#findAbort = abort;
    const version = edits.version;
    try {
      let changes: CellChange[];
      if (f.scope === 'selection') {
        const sel = this.#grid!.selection;
        const rows = await this.#source!.rows(Math.max(0, sel.r0), Math.max(0, sel.r1), abort.signal);
        changes = changesIn(rows, this.columns.slice(Math.max(1, sel.c0) - 1, sel.c1).map((c) => c.key), f, edits);
      } else {
        const keys = f.scope === 'column' ? [f.column || this.columns[0]!.key] : this.columns.map((c) => c.key);
        this.preview = { state: 'counting', read: 0, total: this.#source!.total ?? 0 };
        const rows = await readAll(this.#reader, this.query, keys, (read, total) => (this.preview = { state: 'counting', read, total }), abort.signal);
        changes = changesIn(rows, keys, f, edits);
      }
      if (!abort.signal.aborted) this.preview = { state: 'ready', changes, version };
    } catch (error) {
      if (abort.signal.aborted) return;
      this.preview = null;
      this.notice = this.t('execution.countFailed', { message: error instanceof Error ? error.message : String(error) });
    }
  }

  #replace() {
    const p = this.preview;
    if (p?.state !== 'ready') return;
    if (p.version !== this.#edits!.version) return void this.#countReplace();
    const n = this.#edits!.apply(p.changes);
    this.#grid?.render();
    this.#grid?.announce(this.t('execution.replacedAnnounce', { count: n }));
    this.notice = this.t('execution.replaced', { count: n });
    this.#changed(p.changes);
  }

  protected override renderActions() {
    const e = this.execution;
    if (!e || processing(e)) return nothing;
    const context = { execution: e, client: this.client, busy: this.busy, run: <T>(call: () => Promise<T>) => this.run(call), notify: (text: string) => (this.notice = text), reload: () => this.load(), t: this.t };
    return html`<span class="header-actions" part="header-actions">${executionHeaderActions.map((action) => action(context))}</span>`;
  }

  protected override renderBody() {
    const e = this.execution;
    if (!e) return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    const stats = e.stats;
    const fraction = e.progress?.fraction;
    return html`
      ${this.notice ? html`<div class="notice" role="status">${this.notice}</div>` : nothing}
      <dl class="facts" part="facts">
        <dt>${this.t('common.status')}</dt><dd><span class="badge ${e.status}">${this.t(`status.${e.status}`)}</span>${e.fixed_by ? html` <span class="muted">${this.t('execution.fixedBy', { name: e.fixed_by.name })}</span>` : nothing}</dd>
        ${e.error ? html`<dt>${this.t('execution.problem')}</dt><dd class="error-text">${e.error.message}</dd>` : nothing}
        ${e.skip_reason ? html`<dt>${this.t('execution.skippedBecause')}</dt><dd>${e.skip_reason}</dd>` : nothing}
        <dt>${this.t('executions.trigger')}</dt><dd>${this.t(`trigger.${e.trigger_type}`)}</dd>
        ${e.input?.file_name ? html`<dt>${this.t('execution.file')}</dt><dd>${e.input.file_name}${e.input.size ? ` (${formatBytes(e.input.size)})` : ''}</dd>` : nothing}
        <dt>${this.t('common.created')}</dt><dd>${formatDate(e.created_at)}</dd>
        <dt>${this.t('execution.finished')}</dt><dd>${formatDate(e.finished_at)}</dd>
        <dt>${this.t('executions.duration')}</dt><dd>${formatDuration(e.duration_ms)}</dd>
        <dt>${this.t('executions.rows')}</dt><dd>${formatNumber(stats?.rows)}${stats ? ` ${this.t('execution.inOutput', { count: formatNumber(stats.output_rows) })}` : ''}</dd>
        <dt>${this.t('executions.errors')}</dt><dd>${stats ? this.t('execution.errorsOf', { errors: formatNumber(stats.erroneous_cells), cells: formatNumber(stats.cells), percent: formatNumber(stats.error_percentage, 2) }) : '—'}</dd>
        ${stats?.changes ? html`<dt>${this.t('execution.changes')}</dt><dd part="changes">${this.t('execution.changesCounts', { created: formatNumber(stats.changes.created), updated: formatNumber(stats.changes.updated), unchanged: formatNumber(stats.changes.unchanged), removed: formatNumber(stats.changes.removed) })}</dd>` : nothing}
        ${e.output?.rows_written ? html`<dt>${this.t('execution.rowsWritten')}</dt><dd part="rows-written">${this.t('execution.rowsWrittenCounts', { inserted: formatNumber(e.output.rows_written.inserted), updated: formatNumber(e.output.rows_written.updated), unchanged: formatNumber(e.output.rows_written.unchanged) })}</dd>` : nothing}
        ${e.rerun_of ? html`<dt>${this.t('execution.rerunOf')}</dt><dd><code>${e.rerun_of}</code></dd>` : nothing}
      </dl>
      ${e.status === 'FAILED' && e.error?.type === 'SCHEMA_CHANGED' && e.input ? html`<div class="notice" role="status" part="schema-changed">
        <strong>${this.t('execution.schemaChanged')}</strong>
        ${e.schema_drift ? html`<ul>${[
          ...e.schema_drift.added.map((name) => this.t('execution.schemaAdded', { name })),
          ...e.schema_drift.removed.map((name) => this.t('execution.schemaRemoved', { name })),
          ...e.schema_drift.renamed.map((r) => this.t('execution.schemaRenamed', { from: r.from, to: r.to })),
        ].map((line) => html`<li>${line}</li>`)}</ul>` : nothing}
        <button class="primary" part="accept-schema-button" ?disabled=${this.busy} @click=${() => void this.#runAgain(true)}>${this.t('execution.acceptSchema')}</button>
        <span class="hint">${this.t('execution.acceptSchemaHint')}</span>
      </div>` : nothing}
      ${processing(e) ? html`<div class="progress" role="status">
        <progress max="1" .value=${typeof fraction === 'number' ? fraction : null} aria-label=${this.t('execution.progress')}></progress>
        <span>${typeof fraction === 'number' ? `${Math.round(fraction * 100)}%` : ''} ${this.t('execution.rowsRead', { count: formatNumber(e.progress?.rows_read ?? 0) })}${e.progress?.stage ? ` (${String(e.progress.stage).toLowerCase()})` : ''}</span>
      </div>` : nothing}
      ${e.status === 'SUCCESSFUL' ? html`<div class="row" part="download" style="margin-top:12px">
        <label for="format" style="margin:0">${this.t('execution.outputFormat')}</label>
        <select id="format" @change=${(ev: Event) => (this.format = (ev.target as HTMLSelectElement).value as OutputFormat)}>
          <option value="">${this.t('execution.asDelivered')}</option>
          ${FORMATS.map((f) => html`<option value=${f}>${f}</option>`)}
        </select>
        <button class="primary" ?disabled=${this.busy} @click=${() => void this.#download()}>${this.t('execution.downloadOutput')}</button>
      </div>` : nothing}
      ${this.#source ? this.#renderReview() : nothing}
      ${processing(e) ? nothing : this.#renderFixActions()}`;
  }

  #renderReview() {
    const source = this.#source!;
    const matched = source.matched;
    const problems = source.problems;
    const fixable = this.#fixable;
    const q = this.query;
    const byColumn = Object.entries(problems?.counts_by_column ?? {}).filter(([, n]) => n > 0);
    const byRule = Object.entries(problems?.counts_by_rule ?? {}).filter(([, n]) => n > 0);
    const label = (key: string) => this.columns.find((c) => c.key === key)?.label ?? key;
    const hasChange = source.get(0)?.change !== undefined || q.change !== undefined;
    const staged = this.#edits!.counts();
    const activeRow = source.get(this.active.r);
    const activeCol = this.columns[this.active.c - 1];
    const failed = source.error;
    return html`<section class="review" aria-labelledby="rows-title">
      <h3 id="rows-title">${this.t('execution.rows')}</h3>
      <div class="filters" role="group" aria-label=${this.t('execution.whichRows')}>
        <label class="inline">${this.t('execution.show')} <select aria-label=${this.t('execution.show')} @change=${(ev: Event) => this.#filter({ problems: (ev.target as HTMLSelectElement).value === 'problems', column: undefined, rule: undefined })}>
          <option value="problems" ?selected=${!!q.problems}>${this.t('execution.rowsWithProblems')}</option>
          <option value="all" ?selected=${!q.problems}>${this.t('execution.allRows')}</option>
        </select></label>
        <label class="inline">${this.t('execution.problemIn')} <select aria-label=${this.t('execution.problemInColumn')} @change=${(ev: Event) => this.#filter({ column: (ev.target as HTMLSelectElement).value || undefined })}>
          <option value="">${this.t('execution.anyColumn')}</option>
          ${byColumn.map(([k, n]) => html`<option value=${k} ?selected=${q.column === k}>${label(k)} (${formatNumber(n)})</option>`)}
        </select></label>
        <label class="inline">${this.t('execution.kind')} <select aria-label=${this.t('execution.kindOfProblem')} @change=${(ev: Event) => this.#filter({ rule: (ev.target as HTMLSelectElement).value || undefined })}>
          <option value="">${this.t('execution.anyProblem')}</option>
          ${byRule.map(([k, n]) => html`<option value=${k} ?selected=${q.rule === k}>${k} (${formatNumber(n)})</option>`)}
        </select></label>
        ${hasChange ? html`<label class="inline">${this.t('execution.change')} <select aria-label=${this.t('execution.changeSince')} @change=${(ev: Event) => this.#filter({ change: ((ev.target as HTMLSelectElement).value || undefined) as RowsQuery['change'] })}>
          <option value="">${this.t('execution.any')}</option>${(['created', 'updated', 'unchanged'] as const).map((c) => html`<option value=${c} ?selected=${q.change === c}>${this.t(`execution.change.${c}`)}</option>`)}
        </select></label>` : nothing}
        <span class="search"><input type="search" aria-label=${this.t('execution.searchValues')} placeholder=${this.t('execution.searchValues')} .value=${q.search ?? ''}
            @input=${(ev: Event) => this.#onSearch((ev.target as HTMLInputElement).value, q.search_column)}>
          <select aria-label=${this.t('execution.searchIn')} @change=${(ev: Event) => this.#filter({ search_column: q.search ? (ev.target as HTMLSelectElement).value || undefined : undefined })}>
            <option value="">${this.t('execution.everyColumn')}</option>${this.columns.map((c) => html`<option value=${c.key} ?selected=${q.search_column === c.key}>${c.label}</option>`)}
          </select></span>
        <span class="muted" role="status">${matched !== null ? this.t('execution.matched', { count: matched }) : this.t('common.loading')}</span>
      </div>
      ${fixable ? this.#renderTools() : html`<p class="hint">${this.t(this.execution?.status === 'FAILED' ? 'execution.cannotFix' : 'execution.onlyFailed')}</p>`}
      ${this.checkFailed ? html`<div class="warning" role="status">${this.checkFailed}</div>` : nothing}
      ${failed instanceof FerryApiError && failed.code === 'NO_ROWS'
        ? html`<p class="warning" role="status">${this.t('execution.rowsNotKept')} ${failed.message}</p>`
        : failed ? html`<div class="alert" role="alert">${this.t('execution.rowsUnreadable', { message: failed instanceof Error ? failed.message : String(failed) })} <button @click=${() => { source.refresh(); this.#grid?.render(); }}>${this.t('common.retry')}</button></div>` : nothing}
      <div class="review-body">
        <div class="grid-wrap">
          <div class="g-host" part="grid"></div>
          ${matched === 0 ? html`<p class="state empty">${this.t(q.search || q.column || q.rule || q.change ? 'execution.noMatch' : q.problems ? 'execution.noProblemRows' : 'execution.noRows')}</p>` : nothing}
        </div>
        <aside class="side" aria-label=${this.t('execution.activeRow')} tabindex="0">${renderRowPanel(this.t, activeRow, this.columns, activeCol?.key, this.#grid, this.#edits, renderLineage(this.t, this.lineage, activeCol))}</aside>
      </div>
      ${this.offer && this.#edits!.get(this.offer.row, this.offer.column)?.check?.valid ? renderRuleOffer(this.t, this.offer, this.columns.find((c) => c.key === this.offer!.column), this.offerState, {
        type: (t) => (this.offerState = { ...this.offerState, type: t }),
        formula: (f) => (this.offerState = { ...this.offerState, formula: f }),
        keep: () => void this.#keepRule(),
        dismiss: () => (this.offer = null),
      }, this.busy) : nothing}
      ${fixable ? html`<p class="staged" role="status">${staged.edits
        ? `${this.t('execution.staged', { count: staged.edits })}${staged.invalid ? this.t('execution.stagedInvalid', { count: staged.invalid }) : ''}${staged.pending ? this.t('execution.stagedPending', { count: staged.pending }) : ''}${this.t('execution.stagedKept')}`
        : this.t('execution.howToEdit')}${this.#edits!.storageFull ? this.t('execution.storageFull') : ''}</p>` : nothing}
    </section>`;
  }

  #renderTools() {
    const canUndo = this.#edits!.canUndo;
    const canRedo = this.#edits!.canRedo;
    return html`<div class="tools" role="toolbar" aria-label=${this.t('execution.edit')}>
        <button ?disabled=${!canUndo} @click=${() => this.#input?.undo()} title=${'Ctrl+Z'}>${this.t('execution.undo')}</button>
        <button ?disabled=${!canRedo} @click=${() => this.#input?.redo()} title=${'Ctrl+Y'}>${this.t('execution.redo')}</button>
        <button @click=${() => void this.#input?.fillDown()} title=${'Ctrl+D'}>${this.t('execution.fillDown')}</button>
        <span class="set"><input aria-label=${this.t('execution.valueForSelected')} placeholder=${this.t('execution.valueForSelection')} id="set-value">
          <button @click=${() => { const v = (this.renderRoot.querySelector('#set-value') as HTMLInputElement).value; void this.#input?.setValue(v, 'set'); }}>${this.t('execution.setSelected')}</button></span>
        <button aria-expanded=${this.tool === 'find' ? 'true' : 'false'} @click=${() => (this.tool = this.tool === 'find' ? null : 'find')}>${this.t('execution.findReplace')}</button>
      </div>
      ${this.tool === 'find' ? renderFindReplace(this.t, this.find, this.preview, this.columns, {
        change: (find) => {
          this.#findAbort?.abort();
          this.preview = null;
          this.find = find;
        },
        count: () => void this.#countReplace(),
        replace: () => this.#replace(),
      }) : nothing}`;
  }

  #renderFixActions() {
    const e = this.execution!;
    const fixable = this.#fixable;
    const staged = this.#edits?.size ?? 0;
    const canRunAgain = !!e.input && e.status !== 'SKIPPED';
    return html`<section class="fix-actions" aria-labelledby="fix-title">
      <h3 id="fix-title">${this.t('execution.fixes')}</h3>
      <div class="two">
        ${fixable ? html`<div>
          <button class="primary" ?disabled=${!staged || this.busy} @click=${() => void this.#applyFixes()}>${this.t('execution.applyFixes')}${staged ? ` (${formatNumber(staged)})` : ''}</button>
          <p class="hint">${this.t('execution.applyHint')}</p>
        </div>` : nothing}
        ${canRunAgain ? html`<div>
          <button part="rerun-button" ?disabled=${this.busy} @click=${() => void this.#runAgain()}>${this.t('execution.runAgain')}</button>
          <label class="check"><input type="checkbox" .checked=${this.keepFixes} @change=${(ev: Event) => (this.keepFixes = (ev.target as HTMLInputElement).checked)}> ${this.t('execution.keepFixes')}</label>
          <p class="hint">${this.t('execution.runAgainHint')}${staged ? this.t('execution.notPartOfIt') : ''}</p>
        </div>` : nothing}
      </div>
      <details @toggle=${(ev: Event) => { if ((ev.target as HTMLDetailsElement).open && !this.fixes) void this.#loadFixes(); }}>
        <summary>${this.t('execution.history')}</summary>
        ${renderHistory(this.t, this.fixes, this.columns, () => void this.#loadFixes(true))}
      </details>
    </section>`;
  }
}
