import { html, nothing, type PropertyValues } from 'lit';
import type { ConnectorListItem, Execution, Pipeline, Tdm, TdmListItem } from '@ferry/client';
import { FerryApiError } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { formatDate } from '../../base/format.ts';
import { loadConnectorChoices, loadTdmChoices, pushedInput, renderChoice, renderFeedSettings, renderRunSettings, type PipelineConfigurationDraft } from '../../base/pipeline-settings.ts';
import { rich } from '../../base/rich-text.ts';
import { renderCreateDialog, type CreateDialog } from '../../base/create-dialogs.ts';
import { mappingEditorStyles, mappingsForApi, renderMappingEditor, type TargetColumn } from '../../base/mapping-editor.ts';
import { MappingAssist } from '../../base/mapping-assist.ts';
import { PipelineRules } from '../../base/pipeline-rules.ts';

/** The parts of an execution's schema_drift the page shows. */
interface SchemaDriftShown {
  previous_execution_id: string | null;
  message: string;
  automatic_mappings: Array<{ target_column: string; source_columns: string[] }>;
}
import { pipelineDetailsStyles } from './pipeline-details.styles.ts';
import '../execution-list/define.ts';
import '../file-uploader/define.ts';
import { type ConnectorCreateRequest, type FerryCallback, FerryConnectorCreateEvent, FerryExecutionRunEvent, FerryExecutionViewEvent, FerryPipelineDeleteEvent, FerryPipelineUpdateEvent, FerryTdmCreateEvent } from '../../base/events.ts';
import { isSubOrganization, may } from '../../base/token-claims.ts';
import { hasCallback, setting } from '../../base/host-options.ts';

/**
 * PipelineDetails (SPEC.md §Embeddable components): every part of a pipeline's configuration —
 * connectors, target data model, header row, mapping and transformations, error threshold,
 * schedule, developer mode — viewable and editable; Active and Dev-mode toggles (saved at once);
 * run now — or, for a pipeline fed by uploads, *Upload files* (the FileUploader opens in place);
 * delete with confirmation; the ExecutionList below with `settings.showExecutionList`. *Create
 * connector* and *Create target data model* open the component's own dialog when the host set no
 * callback, and what was created is chosen. A schedule on an input that receives files is warned
 * against; *Match values to options* can judge every row of the last file. What the token may not
 * change (a read-only token) is shown but not offered. The pipeline's rules (learned from fixes:
 * listed with who made them, when and from which execution; switched on and off, edited, deleted,
 * added).
 *
 * @tag ferry-pipeline-details
 * @fires {FerryPipelineUpdateEvent} ferry-pipeline-update - saved (edit, Active toggle, Dev mode toggle); detail `{data}`: the pipeline
 * @fires {FerryPipelineDeleteEvent} ferry-pipeline-delete - deleted; detail `{data}`: the deleted pipeline
 * @fires {FerryExecutionRunEvent} ferry-execution-run - Run now started executions; detail `{data}`: the execution
 * @fires {FerryExecutionViewEvent} ferry-execution-view - View or Fix of an execution in the list, or the execution a rule came from; detail `{data}`: the execution
 * @fires {FerryExecutionStartEvent} ferry-execution-start - files uploaded with *Upload files* started executions; detail `{data}`: the executions
 * @fires {FerryConnectorCreateEvent} ferry-connector-create - Create connector pressed; detail `{reload, connectorType}` ('input' | 'output')
 * @fires {FerryTdmCreateEvent} ferry-tdm-create - Create target data model pressed; detail `{reload}`
 * @fires {FerryCloseEvent} ferry-close - closed; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart mapping - the mapping table
 */
export class FerryPipelineDetails extends FerryElement {
  static override styles = [...FerryElement.styles, mappingEditorStyles, pipelineDetailsStyles];
  static override properties = {
    ...FerryElement.properties,
    pipelineId: { type: String, attribute: 'pipeline-id' },
    onPipelineUpdate: { attribute: false },
    onPipelineDelete: { attribute: false },
    onExecutionRun: { attribute: false },
    onExecutionView: { attribute: false },
    onConnectorCreate: { attribute: false },
    onTdmCreate: { attribute: false },
    pipeline: { state: true },
    name: { state: true },
    config: { state: true },
    dirty: { state: true },
    inputs: { state: true },
    outputs: { state: true },
    tdms: { state: true },
    tdm: { state: true },
    notice: { state: true },
    confirming: { state: true },
    hasExecutions: { state: true },
    lastFile: { state: true },
    dialog: { state: true },
    uploading: { state: true },
    httpMode: { state: true },
  };

  /** The pipeline shown. */
  declare pipelineId: string | undefined;
  /** Saved (edit, Active or Dev mode toggle): `{data}` = the pipeline. */
  declare onPipelineUpdate: FerryCallback<FerryPipelineUpdateEvent>;
  /** Deleted: `{data}` = the deleted pipeline. */
  declare onPipelineDelete: FerryCallback<FerryPipelineDeleteEvent>;
  /** Run now: `{data}` = the execution started. */
  declare onExecutionRun: FerryCallback<FerryExecutionRunEvent>;
  /** View or Fix of an execution in the list: `{data}` = the execution. */
  declare onExecutionView: FerryCallback<FerryExecutionViewEvent<{ data: Execution }>>;
  /** Create connector pressed: `{reload, connectorType}`; `reload()` refetches the connectors. */
  declare onConnectorCreate: FerryCallback<FerryConnectorCreateEvent<ConnectorCreateRequest>>;
  /** Create target data model pressed: `{reload}`; `reload()` refetches the TDMs. */
  declare onTdmCreate: FerryCallback<FerryTdmCreateEvent>;
  declare private pipeline: Pipeline | null;
  declare private name: string;
  declare private config: PipelineConfigurationDraft;
  declare private dirty: boolean;
  declare private inputs: ConnectorListItem[];
  declare private outputs: ConnectorListItem[];
  declare private tdms: TdmListItem[];
  declare private tdm: Tdm | null;
  declare private notice: string;
  declare private confirming: boolean;
  declare private hasExecutions: boolean;
  /** The newest execution that read a header: its columns are the mapping editor's input columns. */
  declare private lastFile: { execution: Execution; columns: string[] } | null;
  /** The component's own create dialog, when open. */
  declare private dialog: CreateDialog;
  /** *Upload files* is open. */
  declare private uploading: boolean;
  /** The HTTP input's `type` (REACTIVE: files are pushed to it). */
  declare private httpMode: unknown;
  /** Suggestion help for the mapping (column candidates, formulas from prompts). */
  readonly #assist = new MappingAssist(() => this.client, () => this.requestUpdate(), this.t);
  /** The pipeline's rules (learned from fixes, or added here). */
  readonly #rules = new PipelineRules(this, () => this.client, (call) => this.run(call), () => (hasCallback(this, 'onExecutionView') ? (id) => void this.#viewExecution(id) : null), this.t);

  constructor() {
    super();
    this.pipeline = null;
    this.lastFile = null;
    this.name = '';
    this.config = {};
    this.dirty = false;
    this.inputs = [];
    this.outputs = [];
    this.tdms = [];
    this.tdm = null;
    this.notice = '';
    this.confirming = false;
    this.hasExecutions = false;
    this.dialog = null;
    this.uploading = false;
    this.httpMode = undefined;
  }

  protected override heading() {
    return this.pipeline?.name ?? this.t('pipelines.title');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if ((changed.has('pipelineId') || changed.has('accessToken') || changed.has('baseUrl')) && this.pipelineId && this.accessToken) void this.#load();
  }

  async #load() {
    const answer = await this.run(() => this.client.getPipeline(this.pipelineId!));
    if (!answer) return;
    this.#show(answer.data);
    await Promise.all([this.reloadConnectors(), this.reloadTdms(), this.#loadLastFile(), this.#rules.load(answer.data.id)]);
    await this.#loadHttpMode();
  }

  /** For an HTTP input: whether files are pushed to it (REACTIVE) or fetched. */
  async #loadHttpMode() {
    const input = this.inputs.find((c) => c.id === this.config.input_connectors?.[0]);
    this.httpMode = input?.node_type === 'HTTP' ? ((await this.client.getConnector(input.id).catch(() => null))?.data.configuration as { type?: unknown } | undefined)?.type : undefined;
  }

  /** Opens the create dialog: the host's (its callback) or the component's own. */
  #openCreate(kind: 'input' | 'output' | 'tdm') {
    if (kind === 'tdm' ? hasCallback(this, 'onTdmCreate') : hasCallback(this, 'onConnectorCreate')) {
      if (kind === 'tdm') this.emit(new FerryTdmCreateEvent({ reload: this.reloadTdms }));
      else this.emit(new FerryConnectorCreateEvent({ reload: this.reloadConnectors, connectorType: kind }));
      return;
    }
    this.dialog = kind === 'tdm' ? { kind: 'tdm' } : { kind: 'connector', direction: kind };
  }

  /** The own dialog created something: reload and choose it (Save keeps it). */
  async #created(id: string) {
    const dialog = this.dialog;
    this.dialog = null;
    if (!dialog) return;
    if (dialog.kind === 'tdm') {
      await this.reloadTdms();
      this.#edit({ ...this.config, tdm: id });
    } else {
      await this.reloadConnectors();
      this.#edit({ ...this.config, [dialog.direction === 'input' ? 'input_connectors' : 'output_connectors']: [id] });
      if (dialog.direction === 'input') await this.#loadHttpMode();
    }
  }

  /** Opens the execution a rule came from (onExecutionView with the execution). */
  async #viewExecution(id: string) {
    const answer = await this.run(() => this.client.getExecution(id));
    if (answer) this.emit(new FerryExecutionViewEvent({ data: answer.data }));
  }

  /** The input columns of the newest execution that read a header (its run report), and their suggestions. */
  async #loadLastFile() {
    const id = this.pipelineId;
    const list = await this.client.listExecutions({ filters: JSON.stringify({ pipeline: id }), limit: 10 }).catch(() => null);
    for (const execution of (list?.data ?? []) as Execution[]) {
      if (execution.status === 'PROCESSING' || execution.status === 'SKIPPED') continue;
      const report = await this.client.getExecutionReport(execution.id).catch(() => null);
      const columns = (report?.data as { header?: { columns?: string[] } } | undefined)?.header?.columns;
      if (!columns?.length || id !== this.pipelineId) continue;
      this.lastFile = { execution, columns };
      this.#assist.file = { execution_id: execution.id, file_name: execution.input?.file_name ?? this.t('pipeline.lastFile') };
      if (this.config.tdm) void this.#assist.suggestColumns(this.config.tdm, { headers: columns, rows: [] });
      return;
    }
    this.lastFile = null;
  }

  /** Saves DEFAULT mode's automatic mappings of the last file as the pipeline's own (the owner confirms them). */
  #keepAutomatic(drift: SchemaDriftShown) {
    const mappings = (this.config.mapping_config?.mappings ?? []).filter((m) => !drift.automatic_mappings.some((a) => a.target_column === m.target_column));
    for (const a of drift.automatic_mappings) mappings.push({ source_columns: a.source_columns, target_column: a.target_column, transformations: this.config.mapping_config?.mappings?.find((m) => m.target_column === a.target_column)?.transformations ?? [] });
    this.#edit({ ...this.config, mapping_config: { mode: this.config.mapping_config?.mode ?? 'DEFAULT', mappings } });
  }

  #renderDrift() {
    const drift = (this.lastFile?.execution as { schema_drift?: SchemaDriftShown | null } | undefined)?.schema_drift;
    if (!drift) return nothing;
    const unsaved = drift.automatic_mappings.filter((a) => !(this.config.mapping_config?.mappings ?? []).some((m) => m.target_column === a.target_column && JSON.stringify(m.source_columns) === JSON.stringify(a.source_columns)));
    return html`<div class="reason" role="status" part="schema-drift">
      <strong>${this.t(drift.previous_execution_id ? 'pipeline.driftDiffers' : 'pipeline.driftPartly')}</strong> ${drift.message}
      ${unsaved.length ? html`<br><button @click=${() => this.#keepAutomatic(drift)}>${this.t('pipeline.keepAutomatic')}</button> <span class="muted">${this.t('pipeline.thenSave')}</span>` : nothing}
    </div>`;
  }

  #show(p: Pipeline) {
    this.pipeline = p;
    this.name = p.name;
    this.config = JSON.parse(JSON.stringify(p.configuration ?? {})) as PipelineConfigurationDraft;
    this.dirty = false;
    void this.#loadTdm();
  }

  async #loadTdm() {
    const id = this.config.tdm;
    if (!id) {
      this.tdm = null;
      return;
    }
    if (this.tdm?.id === id) return;
    const answer = await this.client.getTdm(id).catch(() => null);
    this.tdm = answer?.data ?? null;
  }

  /** Refetches the connectors (handed to onConnectorCreate as `reload`). */
  reloadConnectors = async (): Promise<void> => {
    ({ inputs: this.inputs, outputs: this.outputs } = await loadConnectorChoices(this.client));
  };

  /** Refetches the TDMs (handed to onTdmCreate as `reload`). */
  reloadTdms = async (): Promise<void> => {
    this.tdms = await loadTdmChoices(this.client);
  };

  #sheet(): { selection_type: 'INDEX' | 'NAME'; sheet_index?: number; sheet_name?: string } | null {
    return (this.config.sheet_config as { selection_type: 'INDEX' | 'NAME'; sheet_index?: number; sheet_name?: string } | null | undefined) ?? null;
  }

  #edit(next: PipelineConfigurationDraft) {
    const tdmChanged = next.tdm !== this.config.tdm;
    this.config = next;
    this.dirty = true;
    if (tdmChanged) void this.#loadTdm();
  }

  async #save(patch?: { active?: boolean; developer_mode?: boolean }) {
    this.notice = '';
    const p = this.pipeline!;
    const body = patch
      ? { ...(patch.active !== undefined ? { active: patch.active } : {}), ...(patch.developer_mode !== undefined ? { configuration: { developer_mode: patch.developer_mode } } : {}) }
      : {
        name: this.name.trim(),
        configuration: {
          input_connectors: this.config.input_connectors ?? [],
          output_connectors: this.config.output_connectors ?? [],
          tdm: this.config.tdm ?? null,
          mapping_config: { mode: this.config.mapping_config?.mode ?? 'DEFAULT', mappings: mappingsForApi(this.config.mapping_config?.mappings ?? []) },
          error_config: this.config.error_config ?? { error_threshold: 0 },
          schedule_config: this.config.schedule_config ?? null,
          header_config: this.config.header_config ?? { type: 'SMART' },
          sheet_config: this.config.sheet_config ?? null,
          developer_mode: this.config.developer_mode === true,
          schema_policy: this.config.schema_policy ?? 'EVOLVE',
          expectation: this.config.expectation ?? null,
        },
      };
    const answer = await this.run(() => this.client.updatePipeline(p.id, body));
    if (!answer) return;
    const keep = patch && this.dirty ? { name: this.name, config: this.config } : null;
    this.#show(answer.data);
    if (keep) {
      // A toggle saved while other edits are pending keeps those edits on screen.
      this.name = keep.name;
      this.config = { ...keep.config, developer_mode: answer.data.configuration?.developer_mode === true };
      this.dirty = true;
    }
    this.notice = this.t('common.saved');
    this.emit(new FerryPipelineUpdateEvent({ data: answer.data }));
  }

  async #runNow() {
    this.notice = '';
    const answer = await this.run(() => this.client.createExecution({ pipeline_id: this.pipeline!.id }));
    if (!answer) return;
    for (const execution of answer.data) this.emit(new FerryExecutionRunEvent({ data: execution }));
    this.notice = this.t(answer.data.length ? 'pipeline.runStarted' : 'pipeline.nothingToRun');
    (this.renderRoot.querySelector('ferry-execution-list') as { reload?: () => Promise<void> } | null)?.reload?.();
  }

  async #delete(withExecutions: boolean) {
    const p = this.pipeline!;
    this.busy = true;
    try {
      await this.client.deletePipeline(p.id, withExecutions ? { delete_executions: true } : undefined);
      this.confirming = false;
      this.pipeline = null;
      this.notice = this.t('common.deleted', { name: p.name });
      this.emit(new FerryPipelineDeleteEvent({ data: p }));
    } catch (error) {
      if (error instanceof FerryApiError && error.code === 'PIPELINE_HAS_EXECUTIONS') this.hasExecutions = true;
      else await this.run(() => Promise.reject(error));
    } finally {
      this.busy = false;
    }
  }

  protected override renderActions() {
    const p = this.pipeline;
    if (!p) return nothing;
    // An input that receives files (uploads, pushes) has nothing to fetch: a run starts when a file arrives.
    const inputId = (p.configuration as { input_connectors?: string[] } | undefined)?.input_connectors?.[0];
    const input = this.inputs.find((c) => c.id === inputId);
    // Until the connectors are loaded it is not known whether the pipeline runs by hand or by uploads.
    if (inputId && !input && !this.inputs.length) return nothing;
    if (input?.node_type === 'MANUAL') {
      // A customer's pipeline runs on the customer's uploads only: the organization's would not start it.
      const customers = (p.created_by as { type?: string; name?: string } | null)?.type === 'SUB_ORG' && !isSubOrganization(this.accessToken);
      if (customers) return html`<span class="muted" part="run-hint">${this.t('pipeline.runsWhenCustomer', { who: (p.created_by as { name?: string }).name ?? this.t('pipeline.customer'), input: input.name })}</span>`;
      return html`<span class="muted" part="run-hint">${this.t('pipeline.runsWhenUploaded', { input: input.name })}</span>
        ${may(this.accessToken, 'execution.create') ? html`<button class="primary" ?disabled=${p.draft || !p.active} aria-expanded=${this.uploading ? 'true' : 'false'}
          title=${p.draft ? this.t('pipeline.draftCannotRun') : !p.active ? this.t('pipeline.activateToRun') : ''}
          @click=${() => (this.uploading = !this.uploading)}>${this.t('uploader.title')}</button>` : nothing}`;
    }
    if (!may(this.accessToken, 'execution.create')) return nothing;
    return html`<button class="primary" ?disabled=${this.busy || p.draft || !p.active} title=${p.draft ? this.t('pipeline.draftCannotRun') : !p.active ? this.t('pipeline.activateToRun') : ''}
      @click=${() => void this.#runNow()}>${this.t('pipeline.runNow')}</button>`;
  }

  protected override renderBody() {
    const p = this.pipeline;
    if (!p) {
      if (this.notice) return html`<div class="notice" role="status">${this.notice}</div>`;
      return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    }
    const locked = !may(this.accessToken, 'pipeline.write');
    const targets: TargetColumn[] = ((this.tdm?.columns ?? []) as unknown as TargetColumn[]);
    const connectorCreate = (type: 'input' | 'output') =>
      setting(this.settings, type === 'input' ? 'allowInputConnectorCreation' : 'allowOutputConnectorCreation') && may(this.accessToken, 'connector.create') ? () => this.#openCreate(type) : null;
    const input = this.inputs.find((c) => c.id === this.config.input_connectors?.[0]);
    return html`
      ${this.notice ? html`<div class="notice" role="status">${this.notice}</div>` : nothing}
      ${this.uploading && input?.node_type === 'MANUAL' ? html`<div class="upload" part="upload">
        <ferry-file-uploader .accessToken=${this.accessToken} .baseUrl=${this.baseUrl} .inputConnectorId=${input.id}
          .settings=${{ i18nOverrides: this.settings.i18nOverrides, language: this.settings.language }}
          .onExecutionView=${hasCallback(this, 'onExecutionView') ? (a: { execution: Execution }) => this.emit(new FerryExecutionViewEvent({ data: a.execution })) : undefined}></ferry-file-uploader>
        <button class="link" @click=${() => (this.uploading = false)}>${this.t('pipeline.closeUploader')}</button>
      </div>` : nothing}
      <div class="toggles">
        <label><input type="checkbox" .checked=${p.active} ?disabled=${this.busy || locked} @change=${(e: Event) => void this.#save({ active: (e.target as HTMLInputElement).checked })}> ${this.t('pipelines.active')}</label>
        <label><input type="checkbox" .checked=${p.configuration?.developer_mode === true} ?disabled=${this.busy || locked} @change=${(e: Event) => void this.#save({ developer_mode: (e.target as HTMLInputElement).checked })}> ${this.t('pipeline.devMode')}</label>
        ${p.draft ? html`<span class="badge draft">${this.t('pipelines.draft')}</span>` : nothing}
        ${p.late_since ? html`<span class="badge late" part="late-badge" title=${this.t('pipelines.lateTitle', { at: formatDate(p.late_since) })}>${this.t('pipelines.late')}</span>` : nothing}
        <span class="muted">${this.t('common.updated')} ${formatDate(p.updated_at)}${p.next_run_at ? ` · ${this.t('pipelines.nextRun')} ${formatDate(p.next_run_at)}` : ''}${p.expected_next_by ? ` · ${this.t('pipelines.expectedBy')} ${formatDate(p.expected_next_by)}` : ''}${locked ? ` · ${this.t('pipeline.readOnly')}` : ''}</span>
      </div>
      <div class="field"><label for="name">${this.t('common.name')}</label>
        <input id="name" .value=${this.name} ?disabled=${locked} @input=${(e: Event) => { this.name = (e.target as HTMLInputElement).value; this.dirty = true; }}></div>
      <section class="part"><h3>${this.t('pipeline.connectorsAndTdm')}</h3>
        ${renderChoice(this.t, { id: 'input', label: this.t('pipeline.input'), value: this.config.input_connectors?.[0], items: this.inputs, locked, change: (id) => { this.#edit({ ...this.config, input_connectors: id ? [id] : [] }); void this.#loadHttpMode(); }, create: connectorCreate('input'), createLabel: this.t('connector.create') })}
        ${renderChoice(this.t, { id: 'output', label: this.t('pipeline.output'), value: this.config.output_connectors?.[0], items: this.outputs, locked, change: (id) => this.#edit({ ...this.config, output_connectors: id ? [id] : [] }), create: connectorCreate('output'), createLabel: this.t('connector.create') })}
        ${renderChoice(this.t, { id: 'tdm', label: this.t('pipeline.tdm'), value: this.config.tdm ?? undefined, items: this.tdms, locked, change: (id) => this.#edit({ ...this.config, tdm: id || null }), create: setting(this.settings, 'allowTdmCreation') && may(this.accessToken, 'tdm.create') ? () => this.#openCreate('tdm') : null, createLabel: this.t('tdms.create') })}
      </section>
      <section class="part"><h3>${this.t('pipeline.headerRow')}</h3>
        <div class="row">
          <div class="field"><label for="header">${this.t('pipeline.headerHow')}</label>
            <select id="header" @change=${(e: Event) => { const v = (e.target as HTMLSelectElement).value as 'SMART' | 'STATIC'; this.#edit({ ...this.config, header_config: v === 'SMART' ? { type: 'SMART' } : { type: 'STATIC', row_index: this.config.header_config?.row_index ?? 0 } }); }}>
              <option value="SMART" ?selected=${this.config.header_config?.type !== 'STATIC'}>${this.t('pipeline.headerSmart')}</option>
              <option value="STATIC" ?selected=${this.config.header_config?.type === 'STATIC'}>${this.t('pipeline.headerStatic')}</option>
            </select></div>
          ${this.config.header_config?.type === 'STATIC' ? html`<div class="field"><label for="row">${this.t('pipeline.rowNumber')}</label>
            <input id="row" type="number" min="1" .value=${String((this.config.header_config.row_index ?? 0) + 1)}
              @change=${(e: Event) => this.#edit({ ...this.config, header_config: { type: 'STATIC', row_index: Math.max(0, Number((e.target as HTMLInputElement).value) - 1) } })}></div>` : nothing}
        </div>
      </section>
      <section class="part"><h3>${this.t('pipeline.sheet')}</h3>
        <div class="row">
          <div class="field"><label for="sheet">${this.t('pipeline.sheetWhich')}</label>
            <select id="sheet" @change=${(e: Event) => { const v = (e.target as HTMLSelectElement).value; this.#edit({ ...this.config, sheet_config: v === 'FIRST' ? null : v === 'INDEX' ? { selection_type: 'INDEX', sheet_index: 0 } : { selection_type: 'NAME', sheet_name: '' } }); }}>
              <option value="FIRST" ?selected=${!this.#sheet()}>${this.t('pipeline.sheetFirst')}</option>
              <option value="INDEX" ?selected=${this.#sheet()?.selection_type === 'INDEX'}>${this.t('pipeline.sheetIndex')}</option>
              <option value="NAME" ?selected=${this.#sheet()?.selection_type === 'NAME'}>${this.t('pipeline.sheetName')}</option>
            </select></div>
          ${this.#sheet()?.selection_type === 'INDEX' ? html`<div class="field"><label for="sheet-index">${this.t('pipeline.sheetPosition')}</label>
            <input id="sheet-index" type="number" min="1" .value=${String((this.#sheet()?.sheet_index ?? 0) + 1)}
              @change=${(e: Event) => this.#edit({ ...this.config, sheet_config: { selection_type: 'INDEX', sheet_index: Math.max(0, Number((e.target as HTMLInputElement).value) - 1) } })}></div>` : nothing}
          ${this.#sheet()?.selection_type === 'NAME' ? html`<div class="field"><label for="sheet-name">${this.t('pipeline.sheetNameLabel')}</label>
            <input id="sheet-name" .value=${this.#sheet()?.sheet_name ?? ''}
              @change=${(e: Event) => this.#edit({ ...this.config, sheet_config: { selection_type: 'NAME', sheet_name: (e.target as HTMLInputElement).value } })}></div>` : nothing}
        </div>
      </section>
      <section class="part"><h3>${this.t('pipeline.mapping')}</h3>
        <div class="field"><label for="mode">${this.t('pipeline.unmapped')}</label>
          <select id="mode" @change=${(e: Event) => this.#edit({ ...this.config, mapping_config: { mappings: [], ...(this.config.mapping_config ?? {}), mode: (e.target as HTMLSelectElement).value as 'DEFAULT' | 'EXACT' } })}>
            <option value="DEFAULT" ?selected=${this.config.mapping_config?.mode !== 'EXACT'}>${this.t('pipeline.unmappedDefault')}</option>
            <option value="EXACT" ?selected=${this.config.mapping_config?.mode === 'EXACT'}>${this.t('pipeline.unmappedExact')}</option>
          </select></div>
        ${targets.length
          ? html`${this.#renderDrift()}
            ${this.lastFile ? html`<p class="hint">${rich(this.t('pipeline.lastFileColumns'), { file: this.lastFile.execution.input?.file_name ?? this.t('pipeline.lastFile'), date: formatDate(this.lastFile.execution.created_at) })}</p>` : nothing}
            ${renderMappingEditor({ t: this.t, targets, sources: this.lastFile?.columns ?? [], mappings: this.config.mapping_config?.mappings ?? [], assist: this.#assist, tdmId: this.config.tdm, change: (mappings) => this.#edit({ ...this.config, mapping_config: { mode: this.config.mapping_config?.mode ?? 'DEFAULT', mappings } }) })}`
          : html`<p class="muted">${this.t('pipeline.chooseTdm')}</p>`}
      </section>
      <section class="part"><h3>${this.t('feed.title')}</h3>${renderFeedSettings(this.t, this.config, (next) => this.#edit(next))}</section>
      <section class="part"><h3>${this.t('pipeline.runs')}</h3>${renderRunSettings(this.t, this.config, (next) => this.#edit(next), false, pushedInput(this.t, input, this.httpMode))}
        <div class="field"><label for="invalid-rows">${this.t('pipeline.invalidRows')}</label>
          <select id="invalid-rows" @change=${(e: Event) => this.#edit({ ...this.config, error_config: { error_threshold: this.config.error_config?.error_threshold ?? 0, invalid_rows: (e.target as HTMLSelectElement).value as 'EXCLUDE' | 'INCLUDE' } })}>
            <option value="EXCLUDE" ?selected=${this.config.error_config?.invalid_rows !== 'INCLUDE'}>${this.t('pipeline.invalidExclude')}</option>
            <option value="INCLUDE" ?selected=${this.config.error_config?.invalid_rows === 'INCLUDE'}>${this.t('pipeline.invalidInclude')}</option>
          </select></div>
      </section>
      ${this.#rules.render(targets.map((c) => ({ key: c.key, label: c.label })), locked)}
      ${locked ? nothing : html`<div class="footer">
        ${this.confirming
          ? html`<span role="alert">${this.hasExecutions ? this.t('pipeline.hasExecutions', { name: p.name }) : this.t('common.confirmDelete', { name: p.name })}</span>
              <button @click=${() => { this.confirming = false; this.hasExecutions = false; }}>${this.t('common.cancel')}</button>
              <button class="danger" ?disabled=${this.busy} @click=${() => void this.#delete(this.hasExecutions)}>${this.hasExecutions ? this.t('pipeline.deleteWithExecutions') : this.t('common.delete')}</button>`
          : html`${may(this.accessToken, 'pipeline.delete') ? html`<button class="danger" @click=${() => (this.confirming = true)}>${this.t('common.delete')}</button>` : nothing}
              <span class="spacer"></span>
              ${this.dirty ? html`<span class="muted">${this.t('pipeline.unsaved')}</span>` : nothing}
              <button class="primary" ?disabled=${this.busy || !this.dirty} @click=${() => void this.#save()}>${this.t('common.save')}</button>`}
      </div>`}
      ${setting(this.settings, 'showExecutionList') ? html`<div class="executions">
        <ferry-execution-list .accessToken=${this.accessToken} .baseUrl=${this.baseUrl} .pipelineId=${p.id}
          .settings=${{ i18nOverrides: this.settings.i18nOverrides, language: this.settings.language }}
          .onExecutionView=${hasCallback(this, 'onExecutionView') ? (arg: { data: Execution }) => this.emit(new FerryExecutionViewEvent(arg)) : undefined}
></ferry-execution-list></div>` : nothing}
      ${renderCreateDialog(this.dialog, this, () => (this.dialog = null), (id) => void this.#created(id))}`;
  }
}
