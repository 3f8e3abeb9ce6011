import { html, nothing } from 'lit';
import type { PipelineListItem } from '@ferry/client';
import { FerryListElement, type ListColumn, type PageRequest } from '../../base/list-element.ts';
import { formatDate, formatNumber } from '../../base/format.ts';
import { pipelineListStyles } from './pipeline-list.styles.ts';
import { type FerryCallback, FerryPipelineCreateEvent, FerryPipelineViewEvent } from '../../base/events.ts';
import { may } from '../../base/token-claims.ts';
import { hasCallback, setting } from '../../base/host-options.ts';
import { liveRefresh } from '../../base/live-refresh.ts';

/** Events of other ferry-* elements on the page after which the pipelines' runs or settings differ. */
const CHANGE_EVENTS = ['ferry-execution-start', 'ferry-execution-run', 'ferry-pipeline-update', 'ferry-pipeline-delete'];

/**
 * PipelineList (SPEC.md §Embeddable components): the pipelines the token may read, with their
 * state, last runs and next scheduled run; search by name, sort, pages. It keeps its runs current
 * without the host's help: it refreshes when another ferry-* element on the page starts executions
 * (`ferry-execution-start` of FileUploader and CreatePipeline, `ferry-execution-run`) or saves or
 * deletes a pipeline, and while one of its pipelines' last runs is PROCESSING every 2 s for a minute,
 * then less often (up to 30 s), not while the page is hidden (base/live-refresh.ts).
 *
 * @tag ferry-pipeline-list
 * @fires {FerryPipelineViewEvent} ferry-pipeline-view - Details pressed; detail `{data}`: the pipeline, read in full (with its configuration)
 * @fires {FerryPipelineCreateEvent} ferry-pipeline-create - New pipeline pressed (settings.allowPipelineCreation); no detail
 * @fires {FerryCloseEvent} ferry-close - closed (modal X, Escape, click outside); no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart table - the table of pipelines
 * @csspart row - one pipeline
 * @csspart empty - the empty state
 * @csspart late-badge - "Late": no file arrived in the pipeline's last expected window (`late_since`)
 * @csspart schema-changed-badge - "Columns changed": the last file's columns differ from those accepted before
 * @cssprop --ferry-color-primary - buttons and links
 */
export class FerryPipelineList extends FerryListElement<PipelineListItem> {
  static override styles = [...FerryListElement.styles, pipelineListStyles];
  static override properties = {
    ...FerryListElement.properties,
    onPipelineView: { attribute: false },
    onPipelineCreate: { attribute: false },
  };

  /**
   * Details pressed on a pipeline: `{data}` = the pipeline in full (`GET /pipeline/{id}`, with its
   * configuration; list items leave it out). Defining it shows a Details button per pipeline.
   */
  declare onPipelineView: FerryCallback<FerryPipelineViewEvent>;
  /** New pipeline pressed (shown with `settings.allowPipelineCreation`). No argument. */
  declare onPipelineCreate: FerryCallback<FerryPipelineCreateEvent<null>>;

  constructor() {
    super();
    // Refreshes on CHANGE_EVENTS, and polls while a last run is PROCESSING.
    liveRefresh(this, { reload: () => this.reload(), events: CHANGE_EVENTS, shown: () => this.items, live: (items) => items.some((p) => !!p.last_execution_statuses?.includes('PROCESSING')) });
  }

  protected override heading() {
    return this.t('pipelines.title');
  }

  protected override fetchPage(q: PageRequest) {
    return this.client.listPage('listPipelines', q);
  }

  protected override emptyText() {
    return this.t('pipelines.empty');
  }

  protected override renderActions() {
    return setting(this.settings, 'allowPipelineCreation') && may(this.accessToken, 'pipeline.create')
      ? html`<button class="primary" part="create-button" @click=${() => this.emit(new FerryPipelineCreateEvent(null))}>${this.t('pipelines.new')}</button>`
      : nothing;
  }

  protected override columns(): Array<ListColumn<PipelineListItem>> {
    return [
      { label: this.t('common.name'), sort: 'name', cell: (p) => p.name },
      {
        label: this.t('common.status'),
        sort: 'active',
        cell: (p) => html`${p.draft
          ? html`<span class="badge draft">${this.t('pipelines.draft')}</span>`
          : html`<span class="badge ${p.active ? 'active' : 'inactive'}">${this.t(p.active ? 'pipelines.active' : 'pipelines.inactive')}</span>`}
          ${p.late_since ? html` <span class="badge late" part="late-badge" title=${this.t('pipelines.lateTitle', { at: formatDate(p.late_since) })}>${this.t('pipelines.late')}</span>` : nothing}
          ${p.last_schema_change ? html` <span class="badge schema-changed" part="schema-changed-badge" title=${this.t('pipelines.schemaChangedTitle', { message: p.last_schema_change.message })}>${this.t('pipelines.schemaChanged')}</span>` : nothing}`,
      },
      {
        label: this.t('pipelines.lastRuns'),
        cell: (p) => html`<span class="runs" role="img" aria-label=${(p.last_execution_statuses ?? []).map((s) => this.t(`status.${s}`)).join(', ') || this.t('common.none')}>
          ${(p.last_execution_statuses ?? []).length ? (p.last_execution_statuses ?? []).map((s) => html`<span class="run ${s}" title=${this.t(`status.${s}`)}></span>`) : '—'}</span>`,
      },
      { label: this.t('pipelines.executions'), cell: (p) => formatNumber(p.execution_count ?? 0) },
      { label: this.t('pipelines.nextRun'), cell: (p) => formatDate(p.next_run_at) },
      { label: this.t('common.updated'), sort: 'updated_at', cell: (p) => formatDate(p.updated_at) },
    ];
  }

  protected override rowAction(p: PipelineListItem) {
    if (!hasCallback(this, 'onPipelineView')) return nothing;
    return html`<button aria-label=${`${this.t('common.details')}: ${p.name}`} ?disabled=${this.busy} @click=${() => void this.#view(p)}>${this.t('common.details')}</button>`;
  }

  /** Reads the whole pipeline (the list item lacks its configuration) and hands it to onPipelineView. */
  async #view(p: PipelineListItem) {
    const answer = await this.run(() => this.client.getPipeline(p.id));
    if (answer) this.emit(new FerryPipelineViewEvent({ data: answer.data }));
  }
}
