import { html, nothing, type PropertyValues } from 'lit';
import type { Tdm } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { formatDate } from '../../base/format.ts';
import { columnProblems, columnsForApi, renderColumnsEditor, type EditableColumn } from '../../base/tdm-columns.ts';
import { targetDataModelDetailsStyles } from './target-data-model-details.styles.ts';

/**
 * TargetDataModelDetails (SPEC.md §Embeddable components): one target data model — name, columns,
 * visibility — editable and saved, or deleted after confirmation.
 *
 * @tag ferry-target-data-model-details
 * @fires ferry-target-data-model-update - changes saved; detail `{data}`: the TDM
 * @fires ferry-target-data-model-delete - the TDM deleted; detail `{data}`: the deleted TDM
 * @fires ferry-close - closed; no detail
 * @fires ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart columns - the column editor
 */
export class FerryTargetDataModelDetails extends FerryElement {
  static override styles = [...FerryElement.styles, targetDataModelDetailsStyles];
  static override properties = {
    ...FerryElement.properties,
    targetDataModelId: { type: String, attribute: 'target-data-model-id' },
    onTargetDataModelUpdate: { attribute: false },
    onTargetDataModelDelete: { attribute: false },
    tdm: { state: true },
    name: { state: true },
    columns: { state: true },
    problems: { state: true },
    notice: { state: true },
    confirming: { state: true },
  };

  /** The target data model shown. */
  declare targetDataModelId: string | undefined;
  /** Changes saved: `{data}` = the TDM. */
  declare onTargetDataModelUpdate: ((arg: { data: Tdm }) => void) | undefined;
  /** Deleted: `{data}` = the deleted TDM. */
  declare onTargetDataModelDelete: ((arg: { data: Tdm }) => void) | undefined;
  declare private tdm: Tdm | null;
  declare private name: string;
  declare private columns: EditableColumn[];
  declare private problems: string[];
  declare private notice: string;
  declare private confirming: boolean;
  #keyed = new Set<number>();

  constructor() {
    super();
    this.tdm = null;
    this.name = '';
    this.columns = [];
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
    this.columns = (tdm.columns as unknown as EditableColumn[]).map((c) => ({ ...c }));
    this.#keyed = new Set(this.columns.map((_c, i) => i));
  }

  async #save() {
    this.notice = '';
    this.problems = [...(this.name.trim() ? [] : ['Give the target data model a name.']), ...columnProblems(this.columns)];
    if (this.problems.length) return;
    const answer = await this.run(() => this.client.updateTdm(this.tdm!.id, { name: this.name.trim(), columns: columnsForApi(this.columns) } as never));
    if (!answer) return;
    this.#show(answer.data);
    this.notice = this.t('common.saved');
    this.emit('target-data-model-update', { data: answer.data });
  }

  async #delete() {
    const tdm = this.tdm!;
    const answer = await this.run(() => this.client.deleteTdm(tdm.id));
    this.confirming = false;
    if (!answer) return;
    this.emit('target-data-model-delete', { data: tdm });
    this.tdm = null;
    this.notice = `${tdm.name} was deleted.`;
  }

  protected override renderBody() {
    if (!this.tdm) {
      if (this.notice) return html`<div class="notice" role="status">${this.notice}</div>`;
      return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    }
    return html`
      ${this.notice ? html`<div class="notice" role="status">${this.notice}</div>` : nothing}
      <div class="field"><label for="name">${this.t('common.name')}</label>
        <input id="name" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}></div>
      <p class="hint">${this.t(this.tdm.permissions?.level === 'PUBLIC' ? 'common.public' : 'common.private')} ·
        ${this.t('common.updated')} ${formatDate(this.tdm.updated_at)}</p>
      <h3>${this.t('tdms.columns')}</h3>
      ${renderColumnsEditor(this.columns, (next) => (this.columns = next), this.#keyed)}
      ${this.problems.length ? html`<div class="alert" role="alert"><ul>${this.problems.map((p) => html`<li>${p}</li>`)}</ul></div>` : nothing}
      <div class="footer">
        ${this.confirming
          ? html`<span role="alert">${this.t('common.confirmDelete', { name: this.tdm.name })}</span>
              <button @click=${() => (this.confirming = false)}>${this.t('common.cancel')}</button>
              <button class="danger" @click=${() => void this.#delete()}>${this.t('common.delete')}</button>`
          : html`<button class="danger" @click=${() => (this.confirming = true)}>${this.t('common.delete')}</button>
              <span class="spacer"></span>
              <button class="primary" ?disabled=${this.busy} @click=${() => void this.#save()}>${this.t('common.save')}</button>`}
      </div>`;
  }
}
