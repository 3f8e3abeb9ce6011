/**
 * The platform's pipeline templates: presets a new pipeline starts from (connectors, target data
 * model, error threshold, schedule, developer mode). A template is used from its page: *New
 * pipeline from this template* opens the guided creation with its presets fixed. *Visible to*
 * offers it to the organization's sub-organizations (PUBLIC): each customer creates its own
 * pipeline from it in one step; its connectors and model must be shared too (the server says which
 * are not).
 */
import { html, nothing, type PropertyValues } from 'lit';
import { FerryElement, FerryEvent, FerryListElement, formatDate, loadConnectorChoices, loadTdmChoices, renderChoice, renderRunSettings, renderVisibility, type ListColumn, type PageRequest, type PipelineConfigurationDraft } from '@ferry/embed';
import { pt } from './i18n.ts';
import type { ConnectorListItem, PipelineTemplateListItem, TdmListItem } from '@ferry/client';

export class FerryTemplateList extends FerryListElement<PipelineTemplateListItem> {
  static override properties = { ...FerryListElement.properties, onView: { attribute: false }, onCreate: { attribute: false } };
  declare onView: ((arg: { data: { id: string } }) => void) | undefined;
  declare onCreate: (() => void) | undefined;

  protected override heading() {
    return pt('templates.title');
  }

  protected override fetchPage(q: PageRequest) {
    return this.client.listPage('listPipelineTemplates', q);
  }

  protected override emptyText() {
    return pt('templates.empty');
  }

  protected override renderActions() {
    return html`<button class="primary" @click=${() => this.emit(new FerryEvent('ferry-create', null))}>${pt('templates.new')}</button>`;
  }

  protected override columns(): Array<ListColumn<PipelineTemplateListItem>> {
    return [
      { label: pt('templates.name'), sort: 'name', cell: (t) => t.name },
      { label: pt('templates.pipelineName'), cell: (t) => t.pipeline_name ?? '—' },
      { label: pt('templates.visibleTo'), cell: (t) => ((t as { permissions?: { level?: string } }).permissions?.level === 'PUBLIC' ? pt('templates.public') : pt('templates.private')) },
      { label: pt('templates.updated'), sort: 'updated_at', cell: (t) => formatDate(t.updated_at) },
    ];
  }

  protected override rowAction(t: PipelineTemplateListItem) {
    return html`<button aria-label=${`${pt('templates.view')}: ${t.name}`} @click=${() => this.emit(new FerryEvent('ferry-view', { data: t }))}>${pt('templates.view')}</button>`;
  }
}

export class FerryTemplateDetails extends FerryElement {
  static override properties = {
    ...FerryElement.properties,
    templateId: { type: String },
    inputConnectorId: { type: String },
    onSaved: { attribute: false },
    onDeleted: { attribute: false },
    onUse: { attribute: false },
    loaded: { state: true },
    name: { state: true },
    pipelineName: { state: true },
    config: { state: true },
    inputs: { state: true },
    outputs: { state: true },
    tdms: { state: true },
    notice: { state: true },
    level: { state: true },
  };
  declare templateId: string | undefined;
  /** A new template's preset input connector (`/templates/new?input=<id>`, from a shared connector's page). */
  declare inputConnectorId: string | undefined;
  declare private level: 'PUBLIC' | 'PRIVATE';
  declare onSaved: ((arg: { data: { id: string } }) => void) | undefined;
  declare onDeleted: (() => void) | undefined;
  declare onUse: ((arg: { data: { id: string } }) => void) | undefined;
  declare private loaded: boolean;
  declare private name: string;
  declare private pipelineName: string;
  declare private config: PipelineConfigurationDraft;
  declare private inputs: ConnectorListItem[];
  declare private outputs: ConnectorListItem[];
  declare private tdms: TdmListItem[];
  declare private notice: string;

  constructor() {
    super();
    this.loaded = false;
    this.name = '';
    this.pipelineName = '';
    this.config = { error_config: { error_threshold: 0 } };
    this.inputs = [];
    this.outputs = [];
    this.tdms = [];
    this.notice = '';
    this.level = 'PRIVATE';
  }

  protected override heading() {
    return this.templateId ? this.name || pt('template.title') : pt('template.new');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if ((changed.has('templateId') || changed.has('accessToken')) && this.accessToken) void this.#load();
  }

  async #load() {
    await this.run(async () => {
      ({ inputs: this.inputs, outputs: this.outputs } = await loadConnectorChoices(this.client));
      this.tdms = await loadTdmChoices(this.client);
      if (this.templateId) {
        const t = (await this.client.getPipelineTemplate(this.templateId)).data as unknown as Record<string, unknown>;
        this.name = String(t.name ?? '');
        this.pipelineName = String(t.pipeline_name ?? '');
        this.config = {
          input_connectors: (t.input_connectors as string[]) ?? [],
          output_connectors: (t.output_connectors as string[]) ?? [],
          tdm: (t.tdm as string | null) ?? null,
          error_config: (t.error_config as PipelineConfigurationDraft['error_config']) ?? { error_threshold: 0 },
          schedule_config: (t.schedule_config as PipelineConfigurationDraft['schedule_config']) ?? null,
          developer_mode: t.developer_mode === true,
        };
        this.level = ((t.permissions as { level?: string } | undefined)?.level === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE');
      } else if (this.inputConnectorId) {
        // From a shared connector's page: offered to customers on that connector.
        const input = this.inputs.find((c) => c.id === this.inputConnectorId);
        if (input) {
          this.config = { ...this.config, input_connectors: [input.id] };
          if (input.permissions?.level === 'PUBLIC') this.level = 'PUBLIC';
          if (!this.name) this.name = pt('template.defaultName', { name: input.name });
        }
      }
      this.loaded = true;
    });
  }

  async #save() {
    this.notice = '';
    const body = {
      name: this.name.trim(),
      pipeline_name: this.pipelineName.trim() || null,
      input_connectors: this.config.input_connectors ?? [],
      output_connectors: this.config.output_connectors ?? [],
      tdm: this.config.tdm ?? null,
      error_config: this.config.error_config ?? { error_threshold: 0 },
      schedule_config: this.config.schedule_config ?? null,
      developer_mode: this.config.developer_mode === true,
      permissions: { level: this.level },
    };
    const answer = await this.run<{ data: { id: string } }>(() => (this.templateId ? this.client.updatePipelineTemplate(this.templateId, body) : this.client.createPipelineTemplate(body)));
    if (!answer) return;
    this.notice = this.t('common.saved');
    this.emit(new FerryEvent('ferry-saved', { data: answer.data }));
  }

  async #delete() {
    const ok = await this.run<unknown>(() => this.client.deletePipelineTemplate(this.templateId!));
    if (ok) this.emit(new FerryEvent('ferry-deleted', null));
  }

  protected override renderBody() {
    if (!this.loaded) return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    return html`
      ${this.notice ? html`<div class="notice" role="status">${this.notice}</div>` : nothing}
      <div class="row">
        <div class="field"><label for="template-name">${pt('template.name')}</label><input id="template-name" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}></div>
        <div class="field"><label for="pipeline-name">${pt('template.pipelineName')}</label><input id="pipeline-name" .value=${this.pipelineName} @input=${(e: Event) => (this.pipelineName = (e.target as HTMLInputElement).value)}></div>
      </div>
      <p class="hint">${pt('template.hint')}</p>
      ${renderChoice(this.t, { id: 'input', label: pt('template.input'), value: this.config.input_connectors?.[0], items: this.inputs, change: (id) => (this.config = { ...this.config, input_connectors: id ? [id] : [] }) })}
      ${renderChoice(this.t, { id: 'tdm', label: pt('template.tdm'), value: this.config.tdm ?? undefined, items: this.tdms, change: (id) => (this.config = { ...this.config, tdm: id || null }) })}
      ${renderChoice(this.t, { id: 'output', label: pt('template.output'), value: this.config.output_connectors?.[0], items: this.outputs, change: (id) => (this.config = { ...this.config, output_connectors: id ? [id] : [] }) })}
      ${renderRunSettings(this.t, this.config, (next) => (this.config = next))}
      ${renderVisibility(this.t, { id: 'level', kind: 'template', level: this.level, change: (level) => (this.level = level) })}
      <div class="row" style="margin-top:16px">
        ${this.templateId ? html`<button class="danger" @click=${() => void this.#delete()}>${this.t('common.delete')}</button>
          <button @click=${() => this.emit(new FerryEvent('ferry-use', { data: { id: this.templateId! } }))}>${pt('template.use')}</button>` : nothing}
        <span class="spacer"></span>
        <button class="primary" ?disabled=${this.busy || !this.name.trim()} @click=${() => void this.#save()}>${this.templateId ? this.t('common.save') : pt('template.create')}</button>
      </div>`;
  }
}

if (!customElements.get('ferry-template-list')) customElements.define('ferry-template-list', FerryTemplateList);
if (!customElements.get('ferry-template-details')) customElements.define('ferry-template-details', FerryTemplateDetails);
