import { html, nothing, type PropertyValues } from 'lit';
import type { ConnectionCheck, Connector, ConnectorCreate, ConnectorTest } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { NODE_TYPES, OUTPUT_ONLY, initialConfiguration, kindLabel, renderConnectorFields, type NodeType } from '../../base/connector-form.ts';
import { rich } from '../../base/rich-text.ts';
import { renderVisibility } from '../../base/visibility.ts';
import { createConnectorStyles } from './create-connector.styles.ts';
import { type FerryCallback, FerryConnectorCreateEvent, FerrySuccessContinueEvent } from '../../base/events.ts';
import { isSubOrganization } from '../../base/token-claims.ts';

/**
 * CreateConnector (an extension of SPEC.md's components, used by the "Create connector" flows):
 * name, direction (input or output; fixed by `connectorType`), kind and its fields, visibility;
 * creates the connector and shows what the person needs next (the push secret of a REACTIVE
 * HTTP input, shown once).
 *
 * @tag ferry-create-connector
 * @fires {FerryConnectorCreateEvent} ferry-connector-create - the connector was created; detail `{data}`: the connector
 * @fires {FerrySuccessContinueEvent} ferry-success-continue - Continue on the success screen; detail `{data}`: the connector
 * @fires {FerryCloseEvent} ferry-close - Cancel, X, Escape or a click outside; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 */
export class FerryCreateConnector extends FerryElement {
  static override styles = [...FerryElement.styles, createConnectorStyles];
  static override properties = {
    ...FerryElement.properties,
    connectorType: { type: String, attribute: 'connector-type' },
    onConnectorCreate: { attribute: false },
    onSuccessContinue: { attribute: false },
    name: { state: true },
    direction: { state: true },
    kind: { state: true },
    config: { state: true },
    level: { state: true },
    created: { state: true },
    tested: { state: true },
  };

  /** `input` or `output`: the direction is fixed to it. */
  declare connectorType: 'input' | 'output' | undefined;
  /** Created: `{data}` = the connector. */
  declare onConnectorCreate: FerryCallback<FerryConnectorCreateEvent<{ data: Connector }>>;
  /** Continue on the success screen: `{data}` = the connector. */
  declare onSuccessContinue: FerryCallback<FerrySuccessContinueEvent<{ data: Connector }>>;
  declare private name: string;
  declare private direction: 'INPUT' | 'OUTPUT';
  declare private kind: NodeType;
  declare private config: Record<string, unknown>;
  declare private level: 'PRIVATE' | 'PUBLIC';
  declare private created: Connector | null;
  /** The last connection test of the form's configuration. */
  declare private tested: ConnectionCheck | null;

  constructor() {
    super();
    this.name = '';
    this.direction = 'INPUT';
    this.kind = 'MANUAL';
    this.config = {};
    this.level = 'PRIVATE';
    this.created = null;
    this.tested = null;
  }

  protected override heading() {
    return this.t('connectors.new');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if (changed.has('connectorType') && this.connectorType) {
      this.direction = this.connectorType.toUpperCase() === 'OUTPUT' ? 'OUTPUT' : 'INPUT';
      this.config = initialConfiguration(this.kind, this.direction);
    }
  }

  #kinds(): NodeType[] {
    // MANUAL output = download only; DATABASE is an output only.
    return NODE_TYPES.filter((k) => this.direction === 'OUTPUT' || !OUTPUT_ONLY.includes(k));
  }

  async #create() {
    // A missing name is refused by the server, in its words (worded once, for every client).
    // The form edits the configuration field by field for the kind (connector-form.ts FIELDS); the
    // server validates it against the kind's schema, so the body is asserted to be one, not built typed.
    const body = {
      name: this.name.trim(), type: this.direction, node_type: this.kind, configuration: this.config, ...(isSubOrganization(this.accessToken) ? {} : { permissions: { level: this.level } }),
    } as ConnectorCreate;
    const answer = await this.run(() => this.client.createConnector(body));
    if (!answer) return;
    this.created = answer.data;
    this.emit(new FerryConnectorCreateEvent({ data: answer.data }));
  }

  /** Tries the configuration as it stands, without saving it (POST /connector/test). */
  async #test() {
    this.tested = null;
    const answer = await this.run(() => this.client.testUnsavedConnector({ type: this.direction, node_type: this.kind, configuration: this.config } as ConnectorTest));
    if (!answer) return;
    this.tested = answer.data;
  }

  protected override renderBody() {
    if (this.created) {
      const c = this.created;
      const secret = c.inbound_secret;
      const url = c.inbound_url;
      return html`<div class="success" role="status">
        <p>${rich(this.t('connector.created'), { name: c.name })}</p>
        ${typeof secret === 'string' ? html`<p>${rich(this.t('connector.pushSecret'), { url: String(url ?? '') })}</p><p class="secret">${secret}</p>` : nothing}
        ${typeof c.inbound_address === 'string' ? html`<p class="secret-address">${rich(this.t('connector.mailedTo'), { address: c.inbound_address })}</p>` : nothing}
        <button class="primary" @click=${() => this.emit(new FerrySuccessContinueEvent({ data: c }))}>${this.t('common.continue')}</button>
      </div>`;
    }
    const fixedDirection = !!this.connectorType;
    return html`
      <div class="field"><label for="name">${this.t('common.name')}</label>
        <input id="name" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}></div>
      ${fixedDirection ? html`<p class="hint">${this.t(`connector.directionFixed.${this.direction}`)}</p>` : html`<fieldset>
        <legend>${this.t('connectors.direction')}</legend>
        ${(['INPUT', 'OUTPUT'] as const).map((d) => html`<label><input type="radio" name="direction" .checked=${this.direction === d}
          @change=${() => { this.direction = d; if (d === 'INPUT' && OUTPUT_ONLY.includes(this.kind)) this.kind = 'MANUAL'; this.config = initialConfiguration(this.kind, d); }}>${this.t(`connectors.${d}`)}</label>`)}
      </fieldset>`}
      <div class="field"><label for="kind">${this.t('connectors.kind')}</label>
        <select id="kind" @change=${(e: Event) => { this.kind = (e.target as HTMLSelectElement).value as NodeType; this.config = initialConfiguration(this.kind, this.direction); }}>
          ${this.#kinds().map((k) => html`<option value=${k} ?selected=${k === this.kind}>${kindLabel(this.t, k, this.direction)}</option>`)}
        </select>
        ${this.kind === 'EMAIL' && this.direction === 'INPUT' ? html`<p class="hint">${this.t('connector.emailHint')}</p>` : nothing}
        ${this.kind === 'MANUAL' ? html`<p class="hint">${this.t(this.direction === 'INPUT' ? 'connector.manualInput' : 'connector.manualOutput')}</p>` : nothing}
      </div>
      ${renderConnectorFields(this.t, this.kind, this.direction, this.config, (next) => (this.config = next))}
      ${renderVisibility(this.t, { id: 'level', kind: 'connector', level: this.level, change: (level) => (this.level = level), subOrganization: isSubOrganization(this.accessToken) })}
      ${this.tested ? html`<p class=${this.tested.ok ? 'notice' : 'alert'} role=${this.tested.ok ? 'status' : 'alert'}><strong>${this.t(this.tested.ok ? 'connector.works' : 'connector.failed')}</strong> ${this.tested.message}</p>` : nothing}
      <div class="footer">
        <button @click=${() => this.close()}>${this.t('common.cancel')}</button>
        ${this.kind === 'MANUAL' ? nothing : html`<button ?disabled=${this.busy} @click=${() => void this.#test()}>${this.t('connector.test')}</button>`}
        <button class="primary" ?disabled=${this.busy} @click=${() => void this.#create()}>${this.t('connector.create')}</button>
      </div>`;
  }
}
