import { html, nothing, type PropertyValues } from 'lit';
import type { CellError, Execution, OutputFormat } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { saveResponse } from '../../base/download.ts';
import { formatDate, formatDuration, formatNumber, formatBytes } from '../../base/format.ts';
import { executionDetailsStyles } from './execution-details.styles.ts';

const ROW_HEIGHT = 36;
/** Height of the scrolling area of the erroneous cells (px). */
const VIEWPORT = 360;
const PAGE = 100;
const OVERSCAN = 10;
const POLL_MS = 1500;
const FORMATS: OutputFormat[] = ['CSV', 'TSV', 'JSON', 'XML', 'XLSX'];

/**
 * ExecutionDetails (SPEC.md §Embeddable components): one execution — status, trigger, timings,
 * counts, error percentage, live progress while PROCESSING, the output download in every format,
 * the erroneous cells (virtual scrolling over server pages: smooth with 100,000 of them), editing
 * cells and submitting the fix, and rerun.
 *
 * @tag ferry-execution-details
 * @fires ferry-execution-run - rerun started; detail `{data}`: the execution of the rerun
 * @fires ferry-close - closed; no detail
 * @fires ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart facts - the execution's facts
 * @csspart grid - the erroneous cells
 * @csspart download - the download controls
 */
export class FerryExecutionDetails extends FerryElement {
  static override styles = [...FerryElement.styles, executionDetailsStyles];
  static override properties = {
    ...FerryElement.properties,
    executionId: { type: String, attribute: 'execution-id' },
    onExecutionRun: { attribute: false },
    execution: { state: true },
    errorTotal: { state: true },
    countsByColumn: { state: true },
    gridScroll: { state: true },
    edits: { state: true },
    notice: { state: true },
    format: { state: true },
  };

  /** The execution shown. */
  declare executionId: string | undefined;
  /** Rerun triggered: `{data}` = the execution of the rerun. */
  declare onExecutionRun: ((arg: { data: Execution }) => void) | undefined;
  declare private execution: Execution | null;
  declare private errorTotal: number;
  declare private countsByColumn: Record<string, number>;
  declare private gridScroll: number;
  declare private edits: Map<number, Map<string, string>>;
  declare private notice: string;
  declare private format: OutputFormat | '';
  #pages = new Map<number, CellError[] | 'loading'>();
  /** The next change of executionId is the rerun's: keep the notice that says so. */
  #keepNotice = false;
  #poll: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.execution = null;
    this.errorTotal = 0;
    this.countsByColumn = {};
    this.gridScroll = 0;
    this.edits = new Map();
    this.notice = '';
    this.format = '';
  }

  protected override heading() {
    return this.execution?.pipeline?.name ? `${this.execution.pipeline.name}` : 'Execution';
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if ((changed.has('executionId') || changed.has('accessToken') || changed.has('baseUrl')) && this.executionId && this.accessToken) {
      this.#pages.clear();
      this.edits = new Map();
      if (!this.#keepNotice) this.notice = '';
      this.#keepNotice = false;
      void this.load();
    }
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearTimeout(this.#poll);
  }

  /** Reloads the execution and the first page of its cell errors. */
  async load(): Promise<void> {
    clearTimeout(this.#poll);
    const id = this.executionId!;
    const answer = await this.run(() => this.client.getExecution(id));
    if (!answer || id !== this.executionId) return;
    this.execution = answer.data;
    if (answer.data.status === 'PROCESSING') {
      this.#poll = setTimeout(() => void this.load(), POLL_MS);
      return;
    }
    this.#pages.clear();
    this.errorTotal = 0;
    if ((answer.data.stats?.erroneous_cells ?? 0) > 0) await this.#loadPage(0);
  }

  async #loadPage(index: number): Promise<void> {
    if (this.#pages.has(index) || !this.executionId) return;
    this.#pages.set(index, 'loading');
    let total = Number.NaN;
    const page = await this.run(() => this.client.listExecutionErrors(this.executionId!, { offset: index * PAGE, limit: PAGE }, { onResponse: (r) => (total = Number(r.headers.get('x-total-count'))) }));
    if (!page) {
      this.#pages.delete(index);
      return;
    }
    this.#pages.set(index, page.data);
    this.errorTotal = Number.isFinite(total) ? total : page.erroneous_cells;
    this.countsByColumn = page.counts_by_column ?? {};
    this.requestUpdate();
  }

  get #fixable(): boolean {
    return this.execution?.status === 'FAILED' && this.execution.error?.type === 'ERROR_THRESHOLD_EXCEEDED';
  }

  #editCount(): number {
    let n = 0;
    for (const m of this.edits.values()) n += m.size;
    return n;
  }

  #edit(row: number, column: string, value: string) {
    const edits = new Map(this.edits);
    const forRow = new Map(edits.get(row) ?? []);
    if (value === '') forRow.delete(column);
    else forRow.set(column, value);
    if (forRow.size) edits.set(row, forRow);
    else edits.delete(row);
    this.edits = edits;
  }

  async #submitFix() {
    const cleanings: Record<string, Record<string, string>> = {};
    for (const [row, m] of this.edits) cleanings[String(row)] = Object.fromEntries(m);
    const id = this.executionId!;
    const answer = await this.run(() => this.client.fixExecution(id, { cleanings }, { wait: true }));
    if (!answer) return;
    this.edits = new Map();
    this.execution = answer.data;
    this.notice = answer.data.status === 'SUCCESSFUL'
      ? 'The fix was applied: the execution is now successful and its output was delivered.'
      : answer.data.status === 'PROCESSING' ? 'The fix is being applied…' : 'The fix was applied, but too many cells are still erroneous.';
    await this.load();
  }

  async #rerun() {
    const answer = await this.run(() => this.client.rerunExecution(this.executionId!));
    if (!answer) return;
    this.emit('execution-run', { data: answer.data });
    this.notice = 'A rerun was started; it is shown below.';
    this.#keepNotice = true;
    this.executionId = answer.data.id;
  }

  async #download() {
    const id = this.executionId!;
    const response = await this.run(() => this.client.downloadExecutionOutput(id, this.format || undefined));
    if (!response) return;
    const saved = await saveResponse(response, `output.${(this.format || 'csv').toLowerCase()}`);
    this.notice = `Downloaded ${saved.name} (${formatBytes(saved.size)}).`;
  }

  #onScroll(e: Event) {
    this.gridScroll = (e.target as HTMLElement).scrollTop;
  }

  #cell(index: number): CellError | null | 'loading' {
    const page = this.#pages.get(Math.floor(index / PAGE));
    if (page === undefined) {
      void this.#loadPage(Math.floor(index / PAGE));
      return 'loading';
    }
    if (page === 'loading') return 'loading';
    return page[index % PAGE] ?? null;
  }

  #renderGrid() {
    if (!this.errorTotal) return nothing;
    const fixable = this.#fixable;
    const first = Math.max(0, Math.floor(this.gridScroll / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(this.errorTotal, first + Math.ceil(VIEWPORT / ROW_HEIGHT) + OVERSCAN * 2);
    const rows = [];
    for (let i = first; i < last; i++) {
      const cell = this.#cell(i);
      const top = i * ROW_HEIGHT;
      if (cell === 'loading' || cell === null) {
        rows.push(html`<div class="grid-row" role="row" aria-rowindex=${i + 2} style="top:${top}px"><div role="cell" class="muted">${this.t('common.loading')}</div></div>`);
        continue;
      }
      const edited = this.edits.get(cell.row)?.get(cell.column) ?? '';
      rows.push(html`<div class="grid-row" role="row" aria-rowindex=${i + 2} style="top:${top}px">
        <div role="cell">${cell.row}</div>
        <div role="cell">${cell.column}</div>
        <div role="cell" class="value" title=${cell.value ?? ''}>${cell.value ?? html`<span class="muted">(empty)</span>`}</div>
        <div role="cell" title=${cell.message}>${cell.message}</div>
        <div role="cell">${fixable
          ? html`<input class=${edited ? 'edited' : ''} aria-label=${`New value for row ${cell.row}, ${cell.column}`} .value=${edited}
              @change=${(e: Event) => this.#edit(cell.row, cell.column, (e.target as HTMLInputElement).value)}>`
          : nothing}</div>
      </div>`);
    }
    return html`<h3>Erroneous cells</h3>
      <div class="counts">${Object.entries(this.countsByColumn).filter(([, n]) => n > 0).map(([k, n]) => html`<span><code>${k}</code>: ${formatNumber(n)}</span>`)}</div>
      <div class="grid" role="table" part="grid" aria-label="Erroneous cells" aria-rowcount=${this.errorTotal + 1}>
        <div role="rowgroup"><div class="grid-head" role="row" aria-rowindex="1">
          <div role="columnheader">Row</div><div role="columnheader">Column</div><div role="columnheader">Value</div>
          <div role="columnheader">Problem</div><div role="columnheader">${fixable ? 'New value' : ''}</div>
        </div></div>
        <div class="viewport" role="rowgroup" tabindex="0" aria-label="Erroneous cells, scrollable" style="height:${Math.min(VIEWPORT, this.errorTotal * ROW_HEIGHT + 2)}px" @scroll=${this.#onScroll}>
          <div class="spacer-rows" role="presentation" style="height:${this.errorTotal * ROW_HEIGHT}px">${rows}</div>
        </div>
      </div>
      ${fixable ? html`<div class="fix-bar">
        <span class="muted">${formatNumber(this.errorTotal)} erroneous cells; ${this.#editCount()} edited. Type the value the output should hold.</span>
        <span class="spacer"></span>
        <button class="primary" ?disabled=${this.#editCount() === 0 || this.busy} @click=${() => void this.#submitFix()}>Submit fix</button>
      </div>` : nothing}`;
  }

  protected override renderActions() {
    if (!this.execution || this.execution.status === 'PROCESSING') return nothing;
    return html`<button part="rerun-button" ?disabled=${this.busy} @click=${() => void this.#rerun()}>Rerun</button>`;
  }

  protected override renderBody() {
    const e = this.execution;
    if (!e) return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    const stats = e.stats;
    const fraction = e.progress?.fraction;
    return html`
      ${this.notice ? html`<div class="notice" role="status">${this.notice}</div>` : nothing}
      <dl class="facts" part="facts">
        <dt>${this.t('common.status')}</dt><dd><span class="badge ${e.status}">${this.t(`status.${e.status}`)}</span></dd>
        ${e.error ? html`<dt>Problem</dt><dd class="error-text">${e.error.message}</dd>` : nothing}
        ${e.skip_reason ? html`<dt>Skipped because</dt><dd>${e.skip_reason}</dd>` : nothing}
        <dt>${this.t('executions.trigger')}</dt><dd>${this.t(`trigger.${e.trigger_type}`)}</dd>
        ${e.input?.file_name ? html`<dt>File</dt><dd>${e.input.file_name}${e.input.size ? ` (${formatBytes(e.input.size)})` : ''}</dd>` : nothing}
        <dt>${this.t('common.created')}</dt><dd>${formatDate(e.created_at)}</dd>
        <dt>Finished</dt><dd>${formatDate(e.finished_at)}</dd>
        <dt>${this.t('executions.duration')}</dt><dd>${formatDuration(e.duration_ms)}</dd>
        <dt>${this.t('executions.rows')}</dt><dd>${formatNumber(stats?.rows)}${stats ? ` (${formatNumber(stats.output_rows)} in the output)` : ''}</dd>
        <dt>${this.t('executions.errors')}</dt><dd>${stats ? `${formatNumber(stats.erroneous_cells)} of ${formatNumber(stats.cells)} (${formatNumber(stats.error_percentage, 2)}%)` : '—'}</dd>
        ${e.rerun_of ? html`<dt>Rerun of</dt><dd><code>${e.rerun_of}</code></dd>` : nothing}
      </dl>
      ${e.status === 'PROCESSING' ? html`<div class="progress" role="status">
        <progress max="1" .value=${typeof fraction === 'number' ? fraction : null} aria-label="Progress"></progress>
        <span>${typeof fraction === 'number' ? `${Math.round(fraction * 100)}%` : ''} ${formatNumber(e.progress?.rows_read ?? 0)} rows read${e.progress?.stage ? ` (${String(e.progress.stage).toLowerCase()})` : ''}</span>
      </div>` : nothing}
      ${e.status === 'SUCCESSFUL' ? html`<div class="row" part="download" style="margin-top:12px">
        <label for="format" style="margin:0">Output format</label>
        <select id="format" @change=${(ev: Event) => (this.format = (ev.target as HTMLSelectElement).value as OutputFormat)}>
          <option value="">As delivered</option>
          ${FORMATS.map((f) => html`<option value=${f}>${f}</option>`)}
        </select>
        <button class="primary" ?disabled=${this.busy} @click=${() => void this.#download()}>Download output</button>
      </div>` : nothing}
      ${this.#renderGrid()}`;
  }
}
