import { html, nothing, type PropertyValues } from 'lit';
import type { Tdm } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { formatDate } from '../../base/format.ts';
import { ColumnsEditorState, columnProblems, columnsEditorStyles, columnsForApi, renderColumnsEditor, renderKeyEditor, type EditableColumn } from '../../base/tdm-columns.ts';
import { renderVisibility, type Level } from '../../base/visibility.ts';
import { targetDataModelDetailsStyles } from './target-data-model-details.styles.ts';
import { type FerryCallback, FerryTargetDataModelDeleteEvent, FerryTargetDataModelUpdateEvent } from '../../base/events.ts';
import { isSubOrganization, may } from '../../base/token-claims.ts';

/**
 * TargetDataModelDetails (SPEC.md §Embeddable components): one target data model — name, columns
 * with every rule and setting the API accepts (and a test box trying them on sample values), its
 * key, visibility with a sentence saying what sub-organizations see — editable and saved, or
 * deleted after confirmation. Read-only for a token that may not change it (a sub-organization
 * viewing the organization's shared model, or a read-only token).
 *
 * @tag ferry-target-data-model-details
 * @fires {FerryTargetDataModelUpdateEvent} ferry-target-data-model-update - changes saved; detail `{data}`: the TDM
 * @fires {FerryTargetDataModelDeleteEvent} ferry-target-data-model-delete - the TDM deleted; detail `{data}`: the deleted TDM
 * @fires {FerryCloseEvent} ferry-close - closed; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart columns - the column editor
 * @csspart visibility - the visibility choice and its sentence
 */
export class FerryTargetDataModelDetails extends FerryElement {
  static override styles = [...FerryElement.styles, columnsEditorStyles, targetDataModelDetailsStyles];
  static override properties = {
    ...FerryElement.properties,
    targetDataModelId: { type: String, attribute: 'target-data-model-id' },
    onTargetDataModelUpdate: { attribute: false },
    onTargetDataModelDelete: { attribute: false },
    tdm: { state: true },
    name: { state: true },
    columns: { state: true },
    key: { state: true },
    level: { state: true },
    problems: { state: true },
    notice: { state: true },
    confirming: { state: true },
  };

  /** The target data model shown. */
  declare targetDataModelId: string | undefined;
  /** Changes saved: `{data}` = the TDM. */
  declare onTargetDataModelUpdate: FerryCallback<FerryTargetDataModelUpdateEvent>;
  /** Deleted: `{data}` = the deleted TDM. */
  declare onTargetDataModelDelete: FerryCallback<FerryTargetDataModelDeleteEvent>;
  declare private tdm: Tdm | null;
  declare private name: string;
  declare private columns: EditableColumn[];
  declare private key: string[];
  declare private level: Level;
  declare private problems: string[];
  declare private notice: string;
  declare private confirming: boolean;
  readonly #editor = new ColumnsEditorState(() => this.client, () => this.requestUpdate(), this.t);

  constructor() {
    super();
    this.tdm = null;
    this.name = '';
    this.columns = [];
    this.key = [];
    this.level = 'PRIVATE';
    this.problems = [];
    this.notice = '';
    this.confirming = false;
  }

  protected override heading() {
    return this.tdm?.name ?? this.t('tdms.title');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if ((changed.has('targetDataModelId') || changed.has('accessToken') || changed.has('baseUrl')) && this.targetDataModelId && this.accessToken) void this.#load();
  }

  async #load() {
    const answer = await this.run(() => this.client.getTdm(this.targetDataModelId!));
    if (!answer) return;
    this.#show(answer.data);
  }

  #show(tdm: Tdm) {
    this.tdm = tdm;
    this.name = tdm.name;
    this.columns = tdm.columns.map((c): EditableColumn => structuredClone(c));
    this.key = [...((tdm as { key?: string[] }).key ?? [])];
    this.level = (tdm.permissions?.level ?? 'PRIVATE') as Level;
    this.#editor.reset(this.columns.length);
  }

  /** Whether this token may change the model: not a sub-organization's view of the organization's one, not a read-only token. */
  get #readOnly(): boolean {
    return !may(this.accessToken, 'tdm.write') || (isSubOrganization(this.accessToken) && this.tdm?.permissions?.level === 'PUBLIC');
  }

  async #save() {
    this.notice = '';
    this.problems = [...(this.name.trim() ? [] : [this.t('tdms.nameMissing')]), ...columnProblems(this.t, this.columns)];
    if (this.problems.length) return;
    const body = {
      name: this.name.trim(),
      columns: columnsForApi(this.columns),
      key: this.key.filter((k) => this.columns.some((c) => c.key === k)),
      ...(isSubOrganization(this.accessToken) ? {} : { permissions: { level: this.level } }),
    };
    const answer = await this.run(() => this.client.updateTdm(this.tdm!.id, body));
    if (!answer) return;
    this.#show(answer.data);
    this.notice = this.t('common.saved');
    this.emit(new FerryTargetDataModelUpdateEvent({ data: answer.data }));
  }

  async #delete() {
    const tdm = this.tdm!;
    const answer = await this.run(() => this.client.deleteTdm(tdm.id));
    this.confirming = false;
    if (!answer) return;
    this.emit(new FerryTargetDataModelDeleteEvent({ data: tdm }));
    this.tdm = null;
    this.notice = this.t('common.deleted', { name: tdm.name });
  }

  protected override renderBody() {
    if (!this.tdm) {
      if (this.notice) return html`<div class="notice" role="status">${this.notice}</div>`;
      return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    }
    const readOnly = this.#readOnly;
    return html`
      ${this.notice ? html`<div class="notice" role="status">${this.notice}</div>` : nothing}
      <div class="field"><label for="name">${this.t('common.name')}</label>
        <input id="name" .value=${this.name} ?disabled=${readOnly} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}></div>
      ${renderVisibility(this.t, { id: 'level', kind: 'tdm', level: this.level, change: (level) => (this.level = level), readOnly, subOrganization: isSubOrganization(this.accessToken) })}
      <p class="hint">${this.t('common.updated')} ${formatDate(this.tdm.updated_at)}${readOnly ? ' · read-only' : ''}</p>
      <h3>${this.t('tdms.columns')}</h3>
      ${renderColumnsEditor(this.t, this.columns, (next) => (this.columns = next), this.#editor, readOnly)}
      ${renderKeyEditor(this.t, this.columns, this.key, (next) => (this.key = next), readOnly)}
      ${this.problems.length ? html`<div class="alert" role="alert"><ul>${this.problems.map((p) => html`<li>${p}</li>`)}</ul></div>` : nothing}
      ${readOnly ? nothing : html`<div class="footer">
        ${this.confirming
          ? html`<span role="alert">${this.t('common.confirmDelete', { name: this.tdm.name })}</span>
              <button @click=${() => (this.confirming = false)}>${this.t('common.cancel')}</button>
              <button class="danger" @click=${() => void this.#delete()}>${this.t('common.delete')}</button>`
          : html`${may(this.accessToken, 'tdm.delete') ? html`<button class="danger" @click=${() => (this.confirming = true)}>${this.t('common.delete')}</button>` : nothing}
              <span class="spacer"></span>
              <button class="primary" ?disabled=${this.busy} @click=${() => void this.#save()}>${this.t('common.save')}</button>`}
      </div>`}`;
  }
}
