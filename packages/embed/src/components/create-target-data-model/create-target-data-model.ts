import { html, nothing, type PropertyValues } from 'lit';
import type { Tdm } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { rich } from '../../base/rich-text.ts';
import { ColumnsEditorState, columnProblems, columnsEditorStyles, columnsForApi, renderColumnsEditor, renderKeyEditor, type EditableColumn } from '../../base/tdm-columns.ts';
import { renderVisibility, type Level } from '../../base/visibility.ts';
import { createTargetDataModelStyles } from './create-target-data-model.styles.ts';
import { type FerryCallback, FerrySuccessContinueEvent, FerryTargetDataModelCreateEvent } from '../../base/events.ts';
import { isSubOrganization } from '../../base/token-claims.ts';

/**
 * CreateTargetDataModel (SPEC.md §Embeddable components): name the target data model, define its
 * columns (label, key, type, required, unique, category options, and under *Rules and settings*
 * every other rule and setting the API accepts, with a test box), its key and its visibility
 * (a sentence says what sub-organizations will see), create it, then a success screen.
 * Prop `configuration.name` presets the name.
 *
 * @tag ferry-create-target-data-model
 * @fires {FerryTargetDataModelCreateEvent} ferry-target-data-model-create - the final step confirmed and the TDM created; detail `{data}`: the TDM
 * @fires {FerrySuccessContinueEvent} ferry-success-continue - Continue on the success screen; detail `{data}`: the TDM
 * @fires {FerryCloseEvent} ferry-close - Cancel, X, Escape or a click outside; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart columns - the column editor
 */
export class FerryCreateTargetDataModel extends FerryElement {
  static override styles = [...FerryElement.styles, columnsEditorStyles, createTargetDataModelStyles];
  static override properties = {
    ...FerryElement.properties,
    configuration: { type: Object },
    onTargetDataModelCreate: { attribute: false },
    onSuccessContinue: { attribute: false },
    name: { state: true },
    columns: { state: true },
    key: { state: true },
    level: { state: true },
    created: { state: true },
    problems: { state: true },
  };

  /** Presets: `{name}`. */
  declare configuration: { name?: string } | undefined;
  /** The TDM was created: `{data}` = the TDM. */
  declare onTargetDataModelCreate: FerryCallback<FerryTargetDataModelCreateEvent<{ data: Tdm }>>;
  /** Continue pressed on the success screen: `{data}` = the TDM. */
  declare onSuccessContinue: FerryCallback<FerrySuccessContinueEvent<{ data: Tdm }>>;
  declare private name: string;
  declare private columns: EditableColumn[];
  declare private key: string[];
  declare private level: Level;
  declare private created: Tdm | null;
  declare private problems: string[];
  readonly #editor = new ColumnsEditorState(() => this.client, () => this.requestUpdate(), this.t);

  constructor() {
    super();
    this.name = '';
    this.columns = [{ key: '', label: '', columnType: 'string', validations: [] }];
    this.key = [];
    this.level = 'PRIVATE';
    this.created = null;
    this.problems = [];
  }

  protected override heading() {
    return this.t('tdms.new');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if (changed.has('configuration') && this.configuration?.name && !this.name) this.name = this.configuration.name;
  }

  async #create() {
    this.problems = [...(this.name.trim() ? [] : [this.t('tdms.nameMissing')]), ...columnProblems(this.t, this.columns)];
    if (this.problems.length) return;
    const key = this.key.filter((k) => this.columns.some((c) => c.key === k));
    const answer = await this.run(() => this.client.createTdm({ name: this.name.trim(), columns: columnsForApi(this.columns), ...(key.length ? { key } : {}), ...(isSubOrganization(this.accessToken) ? {} : { permissions: { level: this.level } }) }));
    if (!answer) return;
    this.created = answer.data;
    this.emit(new FerryTargetDataModelCreateEvent({ data: answer.data }));
  }

  protected override renderBody() {
    if (this.created) {
      const data = this.created;
      return html`<div class="success" role="status">
        <p>${rich(this.t('tdms.created'), { name: data.name, count: data.columns.length })}</p>
        <button class="primary" @click=${() => this.emit(new FerrySuccessContinueEvent({ data }))}>${this.t('common.continue')}</button>
      </div>`;
    }
    return html`
      <div class="field"><label for="name">${this.t('common.name')}</label>
        <input id="name" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} required></div>
      <h3>${this.t('tdms.columns')}</h3>
      ${renderColumnsEditor(this.t, this.columns, (next) => (this.columns = next), this.#editor)}
      ${renderKeyEditor(this.t, this.columns, this.key, (next) => (this.key = next))}
      ${renderVisibility(this.t, { id: 'level', kind: 'tdm', level: this.level, change: (level) => (this.level = level), subOrganization: isSubOrganization(this.accessToken) })}
      ${this.problems.length ? html`<div class="alert" role="alert"><ul>${this.problems.map((p) => html`<li>${p}</li>`)}</ul></div>` : nothing}
      <div class="footer">
        <button @click=${() => this.close()}>${this.t('common.cancel')}</button>
        <button class="primary" ?disabled=${this.busy} @click=${() => void this.#create()}>${this.t('tdms.create')}</button>
      </div>`;
  }
}
