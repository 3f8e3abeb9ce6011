import { html, nothing, type PropertyValues } from 'lit';
import type { ConnectorListItem, Execution, Pipeline, PipelineListItem, PipelinePreview, PipelineSample, ScheduleFrequency, Tdm, TdmListItem } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import type { TextKey } from '../../base/i18n.ts';
import { rich } from '../../base/rich-text.ts';
import { cellText, formatNumber } from '../../base/format.ts';
import { loadConnectorChoices, loadTdmChoices, pushedInput, renderChoice, renderRunSettings, type MappingDraft, type PipelineConfigurationDraft } from '../../base/pipeline-settings.ts';
import { renderCreateDialog, type CreateDialog } from '../../base/create-dialogs.ts';
import '../file-uploader/define.ts';
import { mappingEditorStyles, mappingsForApi, renderMappingEditor, type Suggestion, type TargetColumn } from '../../base/mapping-editor.ts';
import { MappingAssist } from '../../base/mapping-assist.ts';
import { createPipelineStyles } from './create-pipeline.styles.ts';
import { type ConnectorCreateRequest, type FerryCallback, FerryConnectorCreateEvent, FerryExecutionStartEvent, FerryExecutionViewEvent, FerryPipelineCreateEvent, FerrySuccessContinueEvent, FerryTdmCreateEvent } from '../../base/events.ts';
import { may } from '../../base/token-claims.ts';
import { hasCallback, setting } from '../../base/host-options.ts';

type Step = 'connections' | 'sample' | 'mapping' | 'review' | 'settings' | 'done';
const STEPS: Array<{ id: Exclude<Step, 'done'>; label: TextKey }> = [
  { id: 'connections', label: 'create.step.connections' },
  { id: 'sample', label: 'create.step.sample' },
  { id: 'mapping', label: 'create.step.mapping' },
  { id: 'review', label: 'create.step.review' },
  { id: 'settings', label: 'create.step.settings' },
];
const PREVIEW_DEBOUNCE_MS = 400;
/** Data rows the mapping steps preview, and the review step (the most a preview runs). */
const PREVIEW_ROWS = 20;
const REVIEW_ROWS = 100;

/** `configuration` presets of CreatePipeline (SPEC.md §Embeddable components). */
export interface CreatePipelineConfiguration {
  developerMode?: boolean;
  name?: string;
  tdmId?: string;
  inputConnectorId?: string;
  outputConnectorId?: string;
  errorConfig?: { error_threshold?: number; errorThreshold?: number };
  scheduleConfig?: { frequency: ScheduleFrequency; interval: number; startsOn: string; endsOn?: string | null };
}

/**
 * CreatePipeline (SPEC.md §Embeddable components): the guided flow a person uses instead of the
 * API — choose (or create) the input connector, output connector and target data model (presets
 * from `configuration` or `templateId` are fixed and hidden); take a sample file; confirm the header
 * row (the engine's choice and its reason shown); map columns with the engine's suggestions and
 * their confidence; add formula and option-mapping transformations with a live before/after
 * preview computed by the server; review the transformed sample with erroneous cells highlighted;
 * set name, schedule, error threshold and developer mode; create. The pipeline is saved (inactive)
 * as the person goes and activated by Create. Extra settings: `allowTdmCreation`,
 * `allowInputConnectorCreation`, `allowOutputConnectorCreation`, `runPipelineOnCreation`.
 *
 * It never strands a person: *Create connector* / *Create target data model* open the component's
 * own dialog when the host set no callback, and what was created is chosen in the flow; Cancel
 * after a draft was saved asks whether to delete it or keep it; a workbook's sheet is chosen from
 * its sheets (saved as `sheet_config`); an input connector that already feeds other pipelines is
 * named with them; a schedule on an input that receives files is warned against; the success
 * screen of a pipeline fed by uploads offers *Upload a file now*. Pipeline templates offered to the
 * token (`GET /pipeline-template`) can be used in one step: a template that names the connectors
 * and the target data model creates the pipeline at once.
 *
 * @tag ferry-create-pipeline
 * @fires {FerryPipelineCreateEvent} ferry-pipeline-create - the final step confirmed; detail `{data}`: the created pipeline
 * @fires {FerrySuccessContinueEvent} ferry-success-continue - Continue on the success screen; detail `{data}`: the created pipeline
 * @fires {FerryConnectorCreateEvent} ferry-connector-create - Create connector pressed; detail `{reload, connectorType}` ('input' | 'output')
 * @fires {FerryTdmCreateEvent} ferry-tdm-create - Create target data model pressed; detail `{reload}`
 * @fires {FerryExecutionViewEvent} ferry-execution-view - View or Fix of an execution started on creation; detail `{data}`: the execution id
 * @fires {FerryExecutionStartEvent} ferry-execution-start - executions were started (run on creation, or a file uploaded on the success screen); detail `{data}`: the executions
 * @fires {FerryCloseEvent} ferry-close - Cancel, X, Escape or a click outside (after the draft was deleted or kept, as the person chose); no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart steps - the step indicator
 * @csspart mapping - the mapping table
 * @csspart preview - the sample preview table
 */
export class FerryCreatePipeline extends FerryElement {
  static override styles = [...FerryElement.styles, mappingEditorStyles, createPipelineStyles];
  static override properties = {
    ...FerryElement.properties,
    templateId: { type: String, attribute: 'template-id' },
    configuration: { type: Object },
    onPipelineCreate: { attribute: false },
    onSuccessContinue: { attribute: false },
    onConnectorCreate: { attribute: false },
    onTdmCreate: { attribute: false },
    onExecutionView: { attribute: false },
    step: { state: true },
    config: { state: true },
    name: { state: true },
    locked: { state: true },
    inputs: { state: true },
    outputs: { state: true },
    tdms: { state: true },
    tdm: { state: true },
    sample: { state: true },
    preview: { state: true },
    previewing: { state: true },
    created: { state: true },
    executions: { state: true },
    over: { state: true },
    dialog: { state: true },
    cancelling: { state: true },
    neighbours: { state: true },
    templates: { state: true },
    uploading: { state: true },
    httpMode: { state: true },
  };

  /** A pipeline template whose fields preset the pipeline (SPEC.md §Pipeline template). */
  declare templateId: string | undefined;
  /** Presets: `developerMode`, `name`, `tdmId`, `inputConnectorId`, `outputConnectorId`, `errorConfig`, `scheduleConfig`. A preset TDM or connector cannot be changed. */
  declare configuration: CreatePipelineConfiguration | undefined;
  /** The final step confirmed: `{data}` = the created pipeline. */
  declare onPipelineCreate: FerryCallback<FerryPipelineCreateEvent<{ data: Pipeline }>>;
  /** Continue on the success screen: `{data}` = the created pipeline. */
  declare onSuccessContinue: FerryCallback<FerrySuccessContinueEvent<{ data: Pipeline }>>;
  /** Create connector pressed: `{reload, connectorType}`; `reload()` refetches the connectors. Shown with allowInput/OutputConnectorCreation. */
  declare onConnectorCreate: FerryCallback<FerryConnectorCreateEvent<ConnectorCreateRequest>>;
  /** Create target data model pressed: `{reload}`. Shown with allowTdmCreation. */
  declare onTdmCreate: FerryCallback<FerryTdmCreateEvent>;
  /** View or Fix of an execution started on creation: `{data}` = the execution id. */
  declare onExecutionView: FerryCallback<FerryExecutionViewEvent<{ data: string }>>;

  declare private step: Step;
  declare private config: PipelineConfigurationDraft;
  declare private name: string;
  declare private locked: Set<'input' | 'output' | 'tdm'>;
  declare private inputs: ConnectorListItem[];
  declare private outputs: ConnectorListItem[];
  declare private tdms: TdmListItem[];
  declare private tdm: Tdm | null;
  declare private sample: (PipelineSample & { file: File | null }) | null;
  declare private preview: PipelinePreview | null;
  declare private previewing: boolean;
  declare private created: Pipeline | null;
  declare private executions: Execution[];
  declare private over: boolean;
  /** The component's own create dialog, when open. */
  declare private dialog: CreateDialog;
  /** Cancel pressed with a draft saved: asking whether to delete it. */
  declare private cancelling: boolean;
  /** The other pipelines the chosen input connector feeds. */
  declare private neighbours: PipelineListItem[];
  /** Templates offered to the token that can be used in one step. */
  declare private templates: Array<{ id: string; name: string; pipeline_name: string | null }>;
  /** The success screen's uploader is open. */
  declare private uploading: boolean;
  /** The chosen HTTP input's `type` (REACTIVE: files are pushed to it). */
  declare private httpMode: unknown;
  #draftId: string | null = null;
  /** A create callback was raised: the next reload chooses what appeared (the host's dialog created it). */
  #awaiting: { kind: 'input' | 'output' | 'tdm'; before: Set<string> } | null = null;
  #previewTimer: ReturnType<typeof setTimeout> | undefined;
  #previewSeq = 0;
  #suggestedFor = '';
  /** Suggestion help for the mapping step (column candidates, formulas from prompts, option matching). */
  readonly #assist = new MappingAssist(() => this.client, () => this.requestUpdate(), this.t);

  constructor() {
    super();
    this.step = 'connections';
    this.config = { mapping_config: { mode: 'DEFAULT', mappings: [] }, error_config: { error_threshold: 0 }, header_config: { type: 'SMART' } };
    this.name = '';
    this.locked = new Set();
    this.inputs = [];
    this.outputs = [];
    this.tdms = [];
    this.tdm = null;
    this.sample = null;
    this.preview = null;
    this.previewing = false;
    this.created = null;
    this.executions = [];
    this.over = false;
    this.dialog = null;
    this.cancelling = false;
    this.neighbours = [];
    this.templates = [];
    this.uploading = false;
    this.httpMode = undefined;
  }

  protected override heading() {
    return this.t('pipelines.new');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if (changed.has('configuration')) this.#applyPresets();
    if ((changed.has('accessToken') || changed.has('baseUrl') || changed.has('templateId')) && this.accessToken) void this.#load();
  }

  #applyPresets() {
    const c = this.configuration ?? {};
    const locked = new Set(this.locked);
    const config = { ...this.config };
    if (c.inputConnectorId) { config.input_connectors = [c.inputConnectorId]; locked.add('input'); }
    if (c.outputConnectorId) { config.output_connectors = [c.outputConnectorId]; locked.add('output'); }
    if (c.tdmId) { config.tdm = c.tdmId; locked.add('tdm'); }
    if (c.name && !this.name) this.name = c.name;
    if (c.developerMode !== undefined) config.developer_mode = c.developerMode === true;
    const threshold = c.errorConfig?.error_threshold ?? c.errorConfig?.errorThreshold;
    if (typeof threshold === 'number') config.error_config = { error_threshold: threshold };
    if (c.scheduleConfig) config.schedule_config = { frequency: c.scheduleConfig.frequency, interval: c.scheduleConfig.interval, starts_on: c.scheduleConfig.startsOn, ends_on: c.scheduleConfig.endsOn ?? null };
    this.config = config;
    this.locked = locked;
  }

  async #load() {
    await this.run(async () => {
      if (this.templateId) {
        const template = (await this.client.getPipelineTemplate(this.templateId)).data;
        const config = { ...this.config };
        const locked = new Set(this.locked);
        const [input] = template.input_connectors;
        const [output] = template.output_connectors;
        if (input) { config.input_connectors = [input]; locked.add('input'); }
        if (output) { config.output_connectors = [output]; locked.add('output'); }
        if (template.tdm) { config.tdm = template.tdm; locked.add('tdm'); }
        if (template.mapping_config) config.mapping_config = template.mapping_config;
        if (template.header_config) config.header_config = template.header_config;
        if (template.sheet_config) config.sheet_config = template.sheet_config;
        if (template.error_config) config.error_config = template.error_config;
        if (template.schedule_config) config.schedule_config = template.schedule_config;
        config.developer_mode = template.developer_mode;
        if (!this.name && template.pipeline_name) this.name = template.pipeline_name;
        this.config = config;
        this.locked = locked;
      }
      await Promise.all([this.reloadConnectors(), this.reloadTdms(), this.#loadTemplates()]);
      await this.#loadTdm();
      await this.#inputChanged();
    });
  }

  /** Templates the token may use whose connectors and model are set: a pipeline in one step (none when a template or presets are given). */
  async #loadTemplates() {
    if (this.templateId || this.configuration || !may(this.accessToken, 'template.read') || !may(this.accessToken, 'pipeline.create')) return;
    const list = await this.client.listPage('listPipelineTemplates', { limit: 20, offset: 0 }).catch(() => null);
    const complete: Array<{ id: string; name: string; pipeline_name: string | null }> = [];
    for (const t of (list?.data ?? []) as Array<{ id: string; name: string; pipeline_name: string | null }>) {
      const full = (await this.client.getPipelineTemplate(t.id).catch(() => null))?.data as { input_connectors?: string[]; output_connectors?: string[]; tdm?: string | null } | undefined;
      if (full?.input_connectors?.length && full.output_connectors?.length && full.tdm) complete.push(t);
    }
    this.templates = complete;
  }

  /** Creates the pipeline from a complete template at once (name from the template). */
  async #useTemplate(t: { id: string; name: string; pipeline_name: string | null }) {
    const answer = await this.run(() => this.client.createPipeline({ template_id: t.id, name: (t.pipeline_name ?? t.name).slice(0, 200), active: true }));
    if (!answer) return;
    this.#draftId = answer.data.id;
    this.config = { ...this.config, input_connectors: answer.data.configuration.input_connectors, output_connectors: answer.data.configuration.output_connectors, tdm: answer.data.configuration.tdm };
    await this.#inputChanged();
    this.created = answer.data;
    this.step = 'done';
    this.emit(new FerryPipelineCreateEvent({ data: answer.data }));
  }

  /** The chosen input changed: which other pipelines it feeds, and (HTTP) whether files are pushed to it. */
  async #inputChanged() {
    const input = this.config.input_connectors?.[0];
    this.neighbours = [];
    this.httpMode = undefined;
    if (!input) return;
    const list = await this.client.listPage('listPipelines', { limit: 20, offset: 0, filters: JSON.stringify({ input_connector: input }) }).catch(() => null);
    if (input !== this.config.input_connectors?.[0]) return;
    this.neighbours = ((list?.data ?? []) as PipelineListItem[]).filter((p) => p.id !== this.#draftId);
    if (this.#inputConnector?.node_type === 'HTTP') {
      const c = await this.client.getConnector(input).catch(() => null);
      this.httpMode = (c?.data.configuration as { type?: unknown } | undefined)?.type;
    }
  }

  /** Opens the create dialog: the host's (its callback) or the component's own. */
  #openCreate(kind: 'input' | 'output' | 'tdm') {
    const before = new Set((kind === 'tdm' ? this.tdms : kind === 'input' ? this.inputs : this.outputs).map((x) => x.id));
    if (kind === 'tdm' ? hasCallback(this, 'onTdmCreate') : hasCallback(this, 'onConnectorCreate')) {
      this.#awaiting = { kind, before };
      if (kind === 'tdm') this.emit(new FerryTdmCreateEvent({ reload: this.reloadTdms }));
      else this.emit(new FerryConnectorCreateEvent({ reload: this.reloadConnectors, connectorType: kind }));
      return;
    }
    this.dialog = kind === 'tdm' ? { kind: 'tdm' } : { kind: 'connector', direction: kind };
  }

  /** Chooses a connector or model just created. */
  async #choose(kind: 'input' | 'output' | 'tdm', id: string) {
    if (kind === 'tdm') {
      this.config = { ...this.config, tdm: id };
      this.preview = null;
      await this.run(() => this.#loadTdm());
    } else {
      this.config = { ...this.config, [kind === 'input' ? 'input_connectors' : 'output_connectors']: [id] };
      if (kind === 'input') await this.#inputChanged();
    }
  }

  async #created(id: string) {
    const dialog = this.dialog;
    this.dialog = null;
    if (!dialog) return;
    if (dialog.kind === 'tdm') await this.reloadTdms();
    else await this.reloadConnectors();
    await this.#choose(dialog.kind === 'tdm' ? 'tdm' : dialog.direction, id);
  }

  /** What the host's dialog created, found by comparing the choices before and after (the newest). */
  async #chooseAwaited(kind: 'input' | 'output' | 'tdm') {
    if (this.#awaiting?.kind !== kind) return;
    const { before } = this.#awaiting;
    const items: Array<{ id: string; created_at?: string }> = kind === 'tdm' ? this.tdms : kind === 'input' ? this.inputs : this.outputs;
    const fresh = items.filter((x) => !before.has(x.id)).sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));
    if (!fresh.length) return;
    this.#awaiting = null;
    await this.#choose(kind, fresh[0]!.id);
  }

  /** Refetches the connectors (handed to onConnectorCreate as `reload`). */
  reloadConnectors = async (): Promise<void> => {
    ({ inputs: this.inputs, outputs: this.outputs } = await loadConnectorChoices(this.client));
    if (this.#awaiting && this.#awaiting.kind !== 'tdm') await this.#chooseAwaited(this.#awaiting.kind);
  };

  /** Refetches the TDMs (handed to onTdmCreate as `reload`). */
  reloadTdms = async (): Promise<void> => {
    this.tdms = await loadTdmChoices(this.client);
    await this.#chooseAwaited('tdm');
  };

  async #loadTdm() {
    if (!this.config.tdm) { this.tdm = null; return; }
    if (this.tdm?.id === this.config.tdm) return;
    this.tdm = (await this.client.getTdm(this.config.tdm)).data;
  }

  get #inputConnector(): ConnectorListItem | undefined {
    return this.inputs.find((c) => c.id === this.config.input_connectors?.[0]);
  }

  /** The body that saves the pipeline as it stands. */
  #body(active: boolean) {
    return {
      name: this.name.trim() || this.t('create.defaultName', { date: new Date().toLocaleDateString() }),
      active,
      configuration: {
        input_connectors: this.config.input_connectors ?? [],
        output_connectors: this.config.output_connectors ?? [],
        tdm: this.config.tdm ?? null,
        mapping_config: { mode: this.config.mapping_config?.mode ?? 'DEFAULT', mappings: mappingsForApi(this.config.mapping_config?.mappings ?? []) },
        header_config: this.config.header_config ?? { type: 'SMART' },
        error_config: this.config.error_config ?? { error_threshold: 0 },
        schedule_config: this.config.schedule_config ?? null,
        developer_mode: this.config.developer_mode === true,
        ...(this.config.sheet_config ? { sheet_config: this.config.sheet_config } : {}),
      },
    };
  }

  /** Saves the draft (inactive until Create). */
  async #saveDraft(): Promise<boolean> {
    const body = this.#body(false);
    const answer = await this.run(() => (this.#draftId
      ? this.client.updatePipeline(this.#draftId, body)
      : this.client.createPipeline({ ...body, ...(this.templateId ? { template_id: this.templateId } : {}) })));
    if (!answer) return false;
    this.#draftId = answer.data.id;
    return true;
  }

  async #next() {
    switch (this.step) {
      case 'connections': {
        const missing = [
          !this.config.input_connectors?.[0] && this.t('create.missing.input'),
          !this.config.output_connectors?.[0] && this.t('create.missing.output'),
          !this.config.tdm && this.t('create.missing.tdm'),
        ].filter(Boolean);
        if (missing.length) {
          this.error = { message: this.t('create.choose', { missing: missing.join(', ') }), problems: [], expired: false };
          return;
        }
        await this.run(() => this.#loadTdm());
        if (this.error || !(await this.#saveDraft())) return;
        this.step = 'sample';
        return;
      }
      case 'sample':
        if (!this.preview) {
          this.error = { message: this.t('create.needSample'), problems: [], expired: false };
          return;
        }
        if (this.preview.status === 'FAILED' && !this.preview.header) {
          this.error = { message: this.t('create.unreadable', { message: this.preview.error?.message ?? this.t('create.noRows') }), problems: [], expired: false };
          return;
        }
        if (!(await this.#saveDraft())) return;
        this.step = 'mapping';
        return;
      case 'mapping':
        if (!(await this.#saveDraft())) return;
        await this.#runPreview(REVIEW_ROWS);
        this.step = 'review';
        return;
      case 'review':
        this.step = 'settings';
        return;
      case 'settings':
        await this.#create();
        return;
    }
  }

  /**
   * Cancel (and X, Escape, a click outside a modal): with a draft saved, asks first whether to
   * delete it or keep it; without one, closes.
   */
  protected override close(): void {
    if (this.#draftId && this.step !== 'done' && !this.cancelling) {
      this.cancelling = true;
      return;
    }
    this.cancelling = false;
    super.close();
  }

  async #discardDraft() {
    const id = this.#draftId;
    if (id) {
      const ok = await this.run(() => this.client.deletePipeline(id));
      if (ok === undefined) return;
      this.#draftId = null;
    }
    this.cancelling = false;
    super.close();
  }

  #back() {
    const i = STEPS.findIndex((s) => s.id === this.step);
    if (i > 0) this.step = STEPS[i - 1]!.id;
    this.error = null;
  }

  async #upload(file: File | undefined) {
    if (!file) return;
    const sample = await this.run(() => this.client.createPipelineSample(file));
    if (!sample) return;
    this.sample = { ...sample, file };
    this.#assist.file = { sample_id: sample.sample_id, file_name: sample.file_name };
    this.config = { ...this.config, header_config: { type: 'SMART' }, sheet_config: null };
    await this.#runPreview();
  }

  /** Reads a sample from the input connector (one that fetches files: HTTP PROACTIVE). */
  async #fromConnector() {
    const input = this.#inputConnector;
    if (!input) return;
    const sample = await this.run(() => this.client.createPipelineSampleFromConnector(input.id));
    if (!sample) return;
    this.sample = { ...sample, file: null };
    this.#assist.file = { sample_id: sample.sample_id, file_name: sample.file_name };
    this.config = { ...this.config, header_config: { type: 'SMART' }, sheet_config: null };
    await this.#runPreview();
  }

  /** Asks the server for the preview of the configuration as it stands (debounced while typing). */
  #schedulePreview() {
    clearTimeout(this.#previewTimer);
    this.#previewTimer = setTimeout(() => void this.#runPreview(), PREVIEW_DEBOUNCE_MS);
  }

  async #runPreview(rows = PREVIEW_ROWS) {
    if (!this.sample || !this.config.tdm) return;
    const seq = ++this.#previewSeq;
    this.previewing = true;
    const answer = await this.run(() => this.client.previewPipeline({
      sample_id: this.sample!.sample_id,
      tdm: this.config.tdm!,
      header_config: (this.config.header_config ?? { type: 'SMART' }),
      ...(this.config.sheet_config ? { sheet_config: this.config.sheet_config } : {}),
      mapping_config: { mode: this.config.mapping_config?.mode ?? 'DEFAULT', mappings: mappingsForApi(this.config.mapping_config?.mappings ?? []) },
      rows,
    }));
    if (seq !== this.#previewSeq) return;
    this.previewing = false;
    if (answer) {
      this.preview = answer.data;
      this.#previewRows = rows;
      if (this.#assist.file) this.#assist.file = { ...this.#assist.file, header_config: this.config.header_config ?? null, sheet_config: this.config.sheet_config ?? null };
      this.#askSuggestions();
    }
  }

  /** How many data rows the last preview asked for. */
  #previewRows = PREVIEW_ROWS;

  /** Column suggestions (candidates and reasons) for the sample's header, once per header and TDM. */
  #askSuggestions() {
    const p = this.preview;
    const headers = p?.header?.columns ?? [];
    const key = JSON.stringify([this.config.tdm, p?.header?.row_number, headers]);
    if (!this.config.tdm || headers.length === 0 || key === this.#suggestedFor) return;
    this.#suggestedFor = key;
    const rows = (p?.head ?? []).filter((r) => r.row_number > (p?.header?.row_number ?? 0)).map((r) => r.cells as unknown[]);
    void this.#assist.suggestColumns(this.config.tdm, { headers, rows });
  }

  async #create() {
    const body = this.#body(true);
    if (!body.name.trim()) return;
    const answer = await this.run(() => (this.#draftId ? this.client.updatePipeline(this.#draftId, body) : this.client.createPipeline(body)));
    if (!answer) return;
    const pipeline = answer.data;
    this.created = pipeline;
    this.step = 'done';
    this.emit(new FerryPipelineCreateEvent({ data: pipeline }));
    if (setting(this.settings, 'runPipelineOnCreation')) {
      const input = this.#inputConnector;
      const started = await this.run(async () => (input?.node_type === 'MANUAL' && this.sample?.file
        ? await this.client.uploadFiles(input.id, [this.sample.file])
        : (await this.client.createExecution({ pipeline_id: pipeline.id })).data));
      if (started) {
        this.executions = started.filter((e) => e.pipeline_id === pipeline.id || e.pipeline?.id === pipeline.id);
        this.emit(new FerryExecutionStartEvent({ data: started }));
      }
    }
  }

  #suggestions(): Map<string, Suggestion> {
    const map = new Map<string, Suggestion>();
    const mapping = this.preview?.mapping as { mappings?: Array<Suggestion & { target_column: string }>; unmapped_target_columns?: string[] } | undefined;
    for (const m of mapping?.mappings ?? []) map.set(m.target_column, m);
    for (const t of mapping?.unmapped_target_columns ?? []) if (!map.has(t)) map.set(t, { source_columns: [] });
    return map;
  }

  #renderConnections() {
    const canCreate = (name: string, permission: string) => setting(this.settings, name) && may(this.accessToken, permission);
    const input = this.#inputConnector;
    return html`
      ${this.templates.length && !this.#draftId ? html`<section class="templates" aria-labelledby="templates-title">
        <h4 id="templates-title">${this.t('create.templates')}</h4>
        <p class="hint">${this.t('create.templatesHint')}</p>
        <ul>${this.templates.map((t) => html`<li><strong>${t.name}</strong>${t.pipeline_name ? html` <span class="muted">→ ${t.pipeline_name}</span>` : nothing}
          <button class="primary" ?disabled=${this.busy} aria-label=${this.t('create.fromTemplateOf', { name: t.name })} @click=${() => void this.#useTemplate(t)}>${this.t('create.fromTemplate')}</button></li>`)}</ul>
        <p class="hint">${this.t('create.orYourself')}</p>
      </section>` : nothing}
      <p class="muted">${this.t('create.connectionsHint')}</p>
      ${this.locked.has('input') ? nothing : renderChoice(this.t, { id: 'input', label: this.t('create.input'), value: this.config.input_connectors?.[0], items: this.inputs, change: (id) => { this.config = { ...this.config, input_connectors: id ? [id] : [] }; void this.#inputChanged(); }, create: canCreate('allowInputConnectorCreation', 'connector.create') ? () => this.#openCreate('input') : null, createLabel: this.t('connector.create') })}
      ${input && this.neighbours.length ? html`<p class="reason" role="status" part="shared-input"><strong>${this.t('create.feeds', { name: input.name, count: this.neighbours.length })}</strong>
        ${this.neighbours.slice(0, 5).map((p, i) => html`${i ? ', ' : ''}${p.name}`)}${this.neighbours.length > 5 ? this.t('create.andMore', { count: this.neighbours.length - 5 }) : ''}.
        ${this.t('create.feedsHint')}</p>` : nothing}
      ${this.locked.has('tdm') ? nothing : renderChoice(this.t, { id: 'tdm', label: this.t('create.tdm'), value: this.config.tdm ?? undefined, items: this.tdms, change: (id) => { this.config = { ...this.config, tdm: id || null }; this.preview = null; }, create: canCreate('allowTdmCreation', 'tdm.create') ? () => this.#openCreate('tdm') : null, createLabel: this.t('tdms.create') })}
      ${this.locked.has('output') ? nothing : renderChoice(this.t, { id: 'output', label: this.t('create.output'), value: this.config.output_connectors?.[0], items: this.outputs, change: (id) => (this.config = { ...this.config, output_connectors: id ? [id] : [] }), create: canCreate('allowOutputConnectorCreation', 'connector.create') ? () => this.#openCreate('output') : null, createLabel: this.t('connector.create') })}
      ${this.locked.size === 3 ? html`<p>${this.t('create.allSet')}</p>` : nothing}`;
  }

  /** The sheets of a workbook sample, to choose the one the pipeline reads (saved as sheet_config). */
  #renderSheetChoice() {
    const input = (this.preview?.input ?? {}) as { sheets?: string[]; sheet?: { index: number; name: string } };
    const sheets = input.sheets ?? [];
    if (sheets.length < 2) return nothing;
    const chosen = this.config.sheet_config as { selection_type: 'INDEX' | 'NAME'; sheet_index?: number | null; sheet_name?: string | null } | null | undefined;
    const current = chosen?.selection_type === 'NAME' ? sheets.indexOf(chosen.sheet_name ?? '') : chosen?.selection_type === 'INDEX' ? (chosen.sheet_index ?? 0) : (input.sheet?.index ?? 0);
    const by = chosen?.selection_type ?? 'NAME';
    const choose = (index: number, how: 'INDEX' | 'NAME') => {
      this.config = { ...this.config, sheet_config: how === 'NAME' ? { selection_type: 'NAME', sheet_name: sheets[index] } : { selection_type: 'INDEX', sheet_index: index }, header_config: { type: 'SMART' } };
      void this.#runPreview();
    };
    return html`<div class="row sheet-choice" part="sheet-choice">
      <div class="field"><label for="sheet">${this.t('create.sheetOf', { count: sheets.length })}</label>
        <select id="sheet" @change=${(e: Event) => choose(Number((e.target as HTMLSelectElement).value), by)}>
          ${sheets.map((name, i) => html`<option value=${i} ?selected=${i === current}>${i + 1}. ${name}</option>`)}</select></div>
      <div class="field"><label for="sheet-by">${this.t('create.sheetBy')}</label>
        <select id="sheet-by" @change=${(e: Event) => choose(current < 0 ? 0 : current, (e.target as HTMLSelectElement).value as 'INDEX' | 'NAME')}>
          <option value="NAME" ?selected=${by === 'NAME'}>${this.t('create.sheetByName')}</option>
          <option value="INDEX" ?selected=${by === 'INDEX'}>${this.t('create.sheetByIndex')}</option></select></div>
    </div>`;
  }

  #renderSheet() {
    const p = this.preview;
    if (!p) return nothing;
    const headerRow = p.header?.row_number;
    const width = Math.max(0, ...p.head.map((r) => r.cells.length));
    return html`
      ${this.#renderSheetChoice()}
      ${p.header ? html`<div class="reason" role="status"><strong>${p.header.row_number > 0 ? this.t('create.headerRowOf', { row: p.header.row_number }) : p.header.form_rows ? this.t('create.form') : this.t('create.noHeader')}</strong>
        ${this.t(p.header.method === 'SMART' ? 'create.foundByFerry' : 'create.chosen')}. ${p.header.reason}</div>` : nothing}
      ${p.status === 'FAILED' && p.error ? html`<div class="alert" role="alert">${p.error.message.replace(/\.?$/, '.')}${(((p.input ?? {}) as { sheets?: string[] }).sheets?.length ?? 0) > 1 ? ` ${this.t('create.otherSheet')}` : ''}</div>` : nothing}
      ${p.head.length ? html`<p class="hint">${this.t(p.header?.form_rows ? 'create.tableAfterAll' : p.header && p.header.row_number === 0 ? 'create.headerAfterAll' : 'create.notTheRow')}</p>
      <div class="scroll-x"><table class="sheet" part="preview" aria-label=${this.t('create.firstRows')}>
        <thead><tr><th scope="col">${this.t('create.header')}</th><th scope="col">${this.t('create.row')}</th>${Array.from({ length: width }, (_v, i) => html`<th scope="col">${String.fromCharCode(65 + (i % 26))}${i >= 26 ? Math.floor(i / 26) : ''}</th>`)}</tr></thead>
        <tbody>${p.head.slice(0, 15).map((r, index) => html`<tr class=${r.row_number === headerRow ? 'header-row' : ''}>
          <td><input type="radio" name="header-row" aria-label=${this.t('create.isHeader', { row: r.row_number })} .checked=${r.row_number === headerRow}
            @change=${() => { this.config = { ...this.config, header_config: { type: 'STATIC', row_index: index } }; void this.#runPreview(); }}></td>
          <td>${r.row_number}</td>
          ${Array.from({ length: width }, (_v, i) => html`<td>${cellText(r.cells[i])}</td>`)}
        </tr>`)}</tbody></table></div>
      ${this.config.header_config?.type === 'STATIC' ? html`<button class="link" @click=${() => { this.config = { ...this.config, header_config: { type: 'SMART' } }; void this.#runPreview(); }}>${this.t('create.letFerryFind')}</button>` : nothing}` : nothing}`;
  }

  #renderSample() {
    const input = this.#inputConnector;
    return html`
      <p class="muted">${input ? rich(this.t('create.sampleHintThrough'), { name: input.name }) : this.t('create.sampleHint')}</p>
      <div class="drop ${this.over ? 'over' : ''}" @dragover=${(e: DragEvent) => { e.preventDefault(); this.over = true; }} @dragleave=${() => (this.over = false)}
        @drop=${(e: DragEvent) => { e.preventDefault(); this.over = false; void this.#upload(e.dataTransfer?.files[0]); }}>
        <p>${this.sample ? html`<strong>${this.sample.file_name}</strong> (${this.sample.format})` : this.t('create.drop')}</p>
        <button class="primary" ?disabled=${this.busy} @click=${() => (this.renderRoot.querySelector('#sample-file') as HTMLInputElement).click()}>${this.t(this.sample ? 'create.chooseAnother' : 'create.chooseFile')}</button>
        ${input?.node_type === 'HTTP' ? html`<button ?disabled=${this.busy} @click=${() => void this.#fromConnector()}>${this.t('create.readFrom', { name: input.name })}</button>` : nothing}
        <input id="sample-file" type="file" hidden accept=".csv,.tsv,.txt,.xls,.xlsx,.xml,.json" aria-label=${this.t('create.sampleFile')} @change=${(e: Event) => { const i = e.target as HTMLInputElement; void this.#upload(i.files?.[0]); i.value = ''; }}>
      </div>
      ${this.#renderSheet()}`;
  }

  #renderMapping() {
    const targets = (this.tdm?.columns ?? []) as unknown as TargetColumn[];
    const p = this.preview;
    const withTransformations = (this.config.mapping_config?.mappings ?? []).filter((m) => (m.transformations ?? []).some((t) => t.function.trim()));
    return html`
      <p class="muted">${this.t('create.mappingHint')}</p>
      ${renderMappingEditor({ t: this.t,
        targets,
        sources: p?.header?.columns ?? [],
        mappings: this.config.mapping_config?.mappings ?? [],
        suggestions: this.#suggestions(),
        assist: this.#assist,
        tdmId: this.config.tdm,
        change: (mappings: MappingDraft[]) => {
          this.config = { ...this.config, mapping_config: { mode: this.config.mapping_config?.mode ?? 'DEFAULT', mappings } };
          this.#schedulePreview();
        },
      })}
      ${p?.status === 'FAILED' && p.error ? html`<div class="alert" role="alert">${p.error.message}</div>` : nothing}
      ${withTransformations.length && p ? html`<h3>${this.t('create.transformationsOnSample')} ${this.previewing ? html`<span class="muted">${this.t('create.updating')}</span>` : nothing}</h3>
        <div class="scroll-x"><table class="sheet" aria-label=${this.t('create.transformationPreview')}>
          <thead><tr><th scope="col">${this.t('create.row')}</th>${withTransformations.map((m) => html`<th scope="col">${this.t('create.beforeAfter', { column: m.target_column })}</th>`)}</tr></thead>
          <tbody>${p.rows.slice(0, 8).map((row, r) => html`<tr><td>${p.row_numbers[r]}</td>${withTransformations.map((m) => {
            const c = p.columns.indexOf(m.target_column);
            return html`<td><span class="before">${cellText(p.rows_before[r]?.[c])}</span> → <strong>${cellText(row[c])}</strong></td>`;
          })}</tr>`)}</tbody>
        </table></div>` : nothing}`;
  }

  #renderReview() {
    const p = this.preview;
    if (!p) return nothing;
    const targets = (this.tdm?.columns ?? []) as unknown as TargetColumn[];
    const bad = new Map(p.cell_errors.map((e) => [`${e.row}:${e.column}`, e.message]));
    const stats = p.stats as { rows?: number; erroneous_cells?: number; cells?: number };
    const rows = p.rows.length;
    // A preview runs at most #previewRows data rows: fewer means the sample had no more.
    const file = this.sample?.file_name ?? this.t('create.theSample');
    const scope = this.t(rows < this.#previewRows ? 'create.scopeAll' : 'create.scopeFirst', { count: formatNumber(rows), file });
    return html`
      <p>${this.t('create.erroneousOf', { scope, errors: formatNumber(stats.erroneous_cells ?? p.cell_errors.length), cells: formatNumber(stats.cells ?? 0) })}
        ${this.t(p.cell_errors.length ? 'create.outlined' : 'create.allValid')}</p>
      ${p.status === 'FAILED' && p.error ? html`<div class="alert" role="alert">${p.error.message}</div>` : nothing}
      <div class="scroll-x"><table class="sheet" part="preview" aria-label=${this.t('create.transformedSample')}>
        <thead><tr><th scope="col">${this.t('create.row')}</th>${targets.map((t) => html`<th scope="col">${t.label}</th>`)}</tr></thead>
        <tbody>${p.rows.map((row, r) => html`<tr><td>${p.row_numbers[r]}</td>${p.columns.map((key, c) => {
          const message = bad.get(`${p.row_numbers[r]}:${key}`);
          return html`<td class=${message ? 'bad' : ''} title=${message ?? ''}>${cellText(row[c])}${message ? html`<span class="sr-only"> ${this.t('create.erroneous', { message })}</span>` : nothing}</td>`;
        })}</tr>`)}</tbody>
      </table></div>
      ${p.cell_errors.length ? html`<h3>${this.t('create.problems')}</h3><ul>${p.cell_errors.slice(0, 20).map((e) => html`<li>${this.t('create.problemAt', { row: e.row, column: e.column, message: e.message })}${e.value !== null ? html` (<code>${e.value}</code>)` : nothing}</li>`)}</ul>` : nothing}`;
  }

  #renderSettings() {
    return html`
      <div class="field"><label for="pipeline-name">${this.t('common.name')}</label>
        <input id="pipeline-name" .value=${this.name} required @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}></div>
      ${renderRunSettings(this.t, this.config, (next) => (this.config = next), true, pushedInput(this.t, this.#inputConnector, this.httpMode))}`;
  }

  #renderDone() {
    const p = this.created!;
    const input = this.#inputConnector;
    const uploads = input?.node_type === 'MANUAL' && may(this.accessToken, 'execution.create');
    return html`<div class="success" role="status">
      <p>${rich(this.t(p.active ? 'create.createdActive' : 'create.created'), { name: p.name })}</p>
      ${input && this.neighbours.length ? html`<p class="hint">${this.neighbours.length === 1 ? this.t('create.alsoStarts', { input: input.name, other: this.neighbours[0]!.name }) : this.t('create.alsoStartsMany', { input: input.name, count: this.neighbours.length })}</p>` : nothing}
      ${this.executions.length ? html`<p>${this.t('create.runsStarted')}</p><ul class="runs">${this.executions.map((e) => html`<li>
        <span class="badge ${e.status}">${this.t(`status.${e.status}`)}</span> ${e.input?.file_name ?? ''}
        ${hasCallback(this, 'onExecutionView') ? html`<button @click=${() => this.emit(new FerryExecutionViewEvent({ data: e.id }))}>${this.t('common.view')}</button>` : nothing}</li>`)}</ul>` : nothing}
      ${uploads && !this.uploading ? html`<p>${rich(this.t('create.runsOnUpload'), { name: input!.name })}</p>
        <button class="primary" @click=${() => (this.uploading = true)}>${this.t('create.uploadNow')}</button>` : nothing}
      ${uploads && this.uploading ? html`<div class="upload-now">
        <ferry-file-uploader .accessToken=${this.accessToken} .baseUrl=${this.baseUrl} .inputConnectorId=${input!.id}
          .settings=${{ i18nOverrides: this.settings.i18nOverrides, language: this.settings.language }}
          .onExecutionView=${hasCallback(this, 'onExecutionView') ? (a: { execution: Execution }) => this.emit(new FerryExecutionViewEvent({ data: a.execution.id })) : undefined}></ferry-file-uploader></div>` : nothing}
      <button class=${uploads && !this.uploading ? '' : 'primary'} @click=${() => this.emit(new FerrySuccessContinueEvent({ data: p }))}>${this.t('common.continue')}</button>
    </div>`;
  }

  protected override renderBody() {
    const dialog = renderCreateDialog(this.dialog, this, () => (this.dialog = null), (id) => void this.#created(id));
    if (this.step === 'done') return this.#renderDone();
    const current = STEPS.findIndex((s) => s.id === this.step);
    const body = {
      connections: () => this.#renderConnections(),
      sample: () => this.#renderSample(),
      mapping: () => this.#renderMapping(),
      review: () => this.#renderReview(),
      settings: () => this.#renderSettings(),
    }[this.step]();
    return html`
      <ol class="steps" part="steps">${STEPS.map((s, i) => html`<li aria-current=${i === current ? 'step' : 'false'} class=${i < current ? 'done' : ''}>${this.t(s.label)}</li>`)}</ol>
      <h3>${this.t(STEPS[current]!.label)}</h3>
      ${body}
      ${this.cancelling ? html`<div class="confirm" role="alertdialog" aria-labelledby="cancel-title" part="cancel-confirm">
        <p id="cancel-title">${this.name.trim() ? rich(this.t('create.leaveNamed'), { name: this.name.trim() }) : rich(this.t('create.leave'))}</p>
        <div class="row"><button class="danger" ?disabled=${this.busy} @click=${() => void this.#discardDraft()}>${this.t('create.deleteDraft')}</button>
          <button ?disabled=${this.busy} @click=${() => { this.cancelling = true; this.close(); }}>${this.t('create.keepDraft')}</button>
          <button class="primary" @click=${() => (this.cancelling = false)}>${this.t('create.goOn')}</button></div>
      </div>` : nothing}
      <div class="footer">
        <button @click=${() => this.close()}>${this.t('common.cancel')}</button>
        <span class="spacer"></span>
        ${current > 0 ? html`<button @click=${() => this.#back()}>${this.t('common.back')}</button>` : nothing}
        <button class="primary" ?disabled=${this.busy || (this.step === 'settings' && !this.name.trim())} @click=${() => void this.#next()}>
          ${this.step === 'settings' ? this.t('create.create') : this.t('common.next')}</button>
      </div>
      ${dialog}`;
  }
}
