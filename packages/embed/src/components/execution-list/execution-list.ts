import { html, nothing } from 'lit';
import type { Execution } from '@ferry/client';
import { FerryListElement, type ListColumn, type PageRequest } from '../../base/list-element.ts';
import { formatDate, formatDuration, formatNumber } from '../../base/format.ts';
import { executionListStyles } from './execution-list.styles.ts';
import { type FerryCallback, FerryExecutionViewEvent } from '../../base/events.ts';
import { hasCallback } from '../../base/host-options.ts';
import { liveRefresh, processing } from '../../base/live-refresh.ts';

/** Refresh interval otherwise, while the page is visible (executions started by schedules, mail or other people). */
const IDLE_REFRESH_MS = 20_000;
/** Events of other ferry-* elements on the page that start executions. */
const STARTED_EVENTS = ['ferry-execution-start', 'ferry-execution-run'];

/**
 * ExecutionList (SPEC.md §Embeddable components): executions of one pipeline (`pipelineId`) or of
 * all pipelines, newest first; filter by status. It keeps itself current without the host's help:
 * it refreshes at once when another ferry-* element on the page starts executions (the
 * `ferry-execution-start` event of FileUploader and CreatePipeline, `ferry-execution-run` of
 * PipelineDetails); while one of its executions is PROCESSING every 2 s for a minute, then less
 * often (up to 30 s); every 20 s otherwise. It polls only while the page is visible
 * (base/live-refresh.ts).
 *
 * @tag ferry-execution-list
 * @fires {FerryExecutionViewEvent} ferry-execution-view - View or Fix pressed; detail `{data}`: the execution
 * @fires {FerryCloseEvent} ferry-close - closed; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart table - the table
 * @csspart row - one execution
 */
export class FerryExecutionList extends FerryListElement<Execution> {
  static override styles = [...FerryListElement.styles, executionListStyles];
  static override properties = {
    ...FerryListElement.properties,
    pipelineId: { type: String, attribute: 'pipeline-id' },
    onExecutionView: { attribute: false },
    status: { state: true },
  };

  /** The pipeline whose executions are listed; omit to list executions of all pipelines. */
  declare pipelineId: string | undefined;
  /** View or Fix pressed: `{data}` = the execution. Defining it shows the button per execution. */
  declare onExecutionView: FerryCallback<FerryExecutionViewEvent<{ data: Execution }>>;
  declare private status: string;

  constructor() {
    super();
    this.status = '';
    this.searchable = false;
    // Refreshes on STARTED_EVENTS, and polls: faster while an execution is PROCESSING.
    liveRefresh(this, { reload: () => this.reload(), events: STARTED_EVENTS, shown: () => this.items, live: (items) => items.some(processing), idleMs: IDLE_REFRESH_MS });
  }

  protected override heading() {
    return this.t('executions.title');
  }

  protected override reloadOn() {
    return [...super.reloadOn(), 'pipelineId'];
  }

  protected override extraFilters() {
    return { ...(this.pipelineId ? { pipeline: this.pipelineId } : {}), ...(this.status ? { status: this.status } : {}) };
  }

  protected override fetchPage(q: PageRequest) {
    return this.client.listPage('listExecutions', q);
  }

  protected override emptyText() {
    return this.t('executions.empty');
  }

  protected override renderFilters() {
    return html`<div class="field"><label for="status">${this.t('common.status')}</label>
      <select id="status" @change=${(e: Event) => { this.status = (e.target as HTMLSelectElement).value; this.offset = 0; void this.reload(); }}>
        <option value="">${this.t('common.filterAll')}</option>
        ${(['PROCESSING', 'SUCCESSFUL', 'FAILED', 'SKIPPED'] as const).map((s) => html`<option value=${s}>${this.t(`status.${s}`)}</option>`)}
      </select></div>`;
  }

  protected override columns(): Array<ListColumn<Execution>> {
    return [
      ...(this.pipelineId ? [] : [{ label: this.t('executions.pipeline'), cell: (e: Execution) => e.pipeline?.name ?? '—' }]),
      { label: this.t('common.status'), sort: 'status', cell: (e) => html`<span class="badge ${e.status}">${this.t(`status.${e.status}`)}</span>${processing(e) && typeof e.progress?.fraction === 'number' ? html` <span class="muted">${Math.round(e.progress.fraction * 100)}%</span>` : nothing}${(e as { fixed_at?: string | null }).fixed_at ? html` <span class="muted" title=${e.fixed_by?.name ? this.t('executions.fixedBy', { name: e.fixed_by.name }) : this.t('executions.fixedByPerson')}>${this.t('executions.fixed')}</span>` : nothing}` },
      { label: this.t('executions.trigger'), cell: (e) => this.t(`trigger.${e.trigger_type}`) },
      { label: this.t('executions.started'), sort: 'created_at', cell: (e) => formatDate(e.started_at ?? e.created_at) },
      { label: this.t('executions.duration'), sort: 'duration_ms', cell: (e) => formatDuration(e.duration_ms) },
      { label: this.t('executions.rows'), cell: (e) => formatNumber(e.stats?.rows) },
      { label: this.t('executions.errors'), cell: (e) => e.stats ? `${formatNumber(e.stats.erroneous_cells)} (${formatNumber(e.stats.error_percentage, 2)}%)` : '—' },
    ];
  }

  protected override rowAction(e: Execution) {
    if (!hasCallback(this, 'onExecutionView')) return nothing;
    const fixable = e.status === 'FAILED' && e.error?.type === 'ERROR_THRESHOLD_EXCEEDED';
    const label = this.t(fixable ? 'common.fix' : 'common.view');
    return html`<button aria-label=${`${label}: ${e.pipeline?.name ?? ''} ${formatDate(e.created_at)}`} @click=${() => this.emit(new FerryExecutionViewEvent({ data: e }))}>${label}</button>`;
  }
}
