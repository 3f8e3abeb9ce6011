import { html, nothing, type PropertyValues } from 'lit';
import type { Connector } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { formatDate } from '../../base/format.ts';
import { kindLabel, renderConnectorFields, type NodeType } from '../../base/connector-form.ts';
import { rich } from '../../base/rich-text.ts';
import { renderVisibility, type Level } from '../../base/visibility.ts';
import { connectorDetailsStyles } from './connector-details.styles.ts';
import { type FerryCallback, FerryConnectorDeleteEvent, FerryConnectorUpdateEvent } from '../../base/events.ts';
import { isSubOrganization, may } from '../../base/token-claims.ts';

/**
 * ConnectorDetails (an extension of SPEC.md's components, the "view" of ConnectorList): one
 * connector — name, kind, fields (secrets never shown back: type to replace), visibility (a sentence
 * says what sub-organizations will see) — saved, or deleted after confirmation; a REACTIVE HTTP input can get a new push secret; *Test connection*
 * tells whether Ferry reaches the source or destination (nothing is imported or sent). An SFTP
 * connector shows its pinned server key; *Trust a new key* forgets it once the person types the
 * connector's password (or private key) again, as the server requires.
 *
 * @tag ferry-connector-details
 * @fires {FerryConnectorUpdateEvent} ferry-connector-update - changes saved; detail `{data}`: the connector
 * @fires {FerryConnectorDeleteEvent} ferry-connector-delete - deleted; detail `{data}`: the deleted connector
 * @fires {FerryCloseEvent} ferry-close - closed; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart visibility - the visibility choice and its sentence
 */
export class FerryConnectorDetails extends FerryElement {
  static override styles = [...FerryElement.styles, connectorDetailsStyles];
  static override properties = {
    ...FerryElement.properties,
    connectorId: { type: String, attribute: 'connector-id' },
    onConnectorUpdate: { attribute: false },
    onConnectorDelete: { attribute: false },
    connector: { state: true },
    name: { state: true },
    config: { state: true },
    level: { state: true },
    changed: { state: true },
    notice: { state: true },
    secret: { state: true },
    confirming: { state: true },
    check: { state: true },
    retrust: { state: true },
  };

  /** The connector shown. */
  declare connectorId: string | undefined;
  /** Saved: `{data}` = the connector. */
  declare onConnectorUpdate: FerryCallback<FerryConnectorUpdateEvent>;
  /** Deleted: `{data}` = the deleted connector. */
  declare onConnectorDelete: FerryCallback<FerryConnectorDeleteEvent>;
  declare private connector: Connector | null;
  declare private name: string;
  declare private config: Record<string, unknown>;
  declare private level: Level;
  declare private changed: Set<string>;
  declare private notice: string;
  declare private secret: string;
  declare private confirming: boolean;
  declare private check: { ok: boolean; message: string } | null;
  /** Trust a new key: open while the person types the secret again. */
  declare private retrust: boolean;

  constructor() {
    super();
    this.connector = null;
    this.name = '';
    this.config = {};
    this.level = 'PRIVATE';
    this.changed = new Set();
    this.notice = '';
    this.secret = '';
    this.confirming = false;
    this.check = null;
    this.retrust = false;
  }

  protected override heading() {
    return this.connector?.name ?? this.t('connectors.title');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if ((changed.has('connectorId') || changed.has('accessToken') || changed.has('baseUrl')) && this.connectorId && this.accessToken) void this.#load();
  }

  async #load() {
    const answer = await this.run(() => this.client.getConnector(this.connectorId!));
    if (answer) this.#show(answer.data);
  }

  #show(c: Connector) {
    this.connector = c;
    this.name = c.name;
    this.config = { ...((c as { configuration?: Record<string, unknown> }).configuration ?? {}) };
    this.level = (c.permissions?.level ?? 'PRIVATE') as Level;
    this.changed = new Set();
  }

  /** Whether this token may change the connector (not a customer's view of a shared one, not a read-only token). */
  get #readOnly(): boolean {
    return !may(this.accessToken, 'connector.write') || (isSubOrganization(this.accessToken) && this.connector?.permissions?.level === 'PUBLIC');
  }

  async #save() {
    this.notice = '';
    const c = this.connector!;
    // Only the fields the person changed are sent: secrets not retyped stay as stored.
    const configuration = Object.fromEntries([...this.changed].map((k) => [k, this.config[k] ?? null]));
    const shared = !isSubOrganization(this.accessToken) && this.level !== c.permissions?.level;
    const answer = await this.run(() => this.client.updateConnector(c.id, { name: this.name.trim(), ...(this.changed.size ? { configuration } : {}), ...(shared ? { permissions: { level: this.level } } : {}) }));
    if (!answer) return;
    this.#show(answer.data);
    this.notice = shared && this.level === 'PUBLIC' ? `${this.t('common.saved')} ${this.t('connector.shared', { name: answer.data.name })}` : this.t('common.saved');
    this.emit(new FerryConnectorUpdateEvent({ data: answer.data }));
  }

  async #delete() {
    const c = this.connector!;
    const answer = await this.run(() => this.client.deleteConnector(c.id));
    this.confirming = false;
    if (!answer) return;
    this.connector = null;
    this.notice = this.t('common.deleted', { name: c.name });
    this.emit(new FerryConnectorDeleteEvent({ data: c }));
  }

  /** Test connection: does Ferry reach the source or destination? (nothing is imported or sent) */
  async #check() {
    this.check = null;
    const answer = await this.run(() => this.client.testConnector(this.connector!.id));
    if (!answer) return;
    this.check = { ok: answer.data.ok, message: answer.data.message };
    // An SFTP server's key is pinned at the first successful test: show it.
    if (answer.data.host_key && this.config.host_key_fingerprint !== answer.data.host_key) {
      const again = await this.run(() => this.client.getConnector(this.connector!.id));
      if (again) {
        this.connector = again.data;
        this.config = { ...(again.data.configuration as Record<string, unknown>) };
      }
    }
  }

  /**
   * Forgets the pinned SFTP host key (after the server's key was changed on purpose): the next test
   * pins the new one. The server takes it only with the connector's secret typed again (password,
   * or private key and passphrase), so that whoever may edit the connector but does not know the
   * secret cannot send it to another server.
   */
  async #forgetKey(event: SubmitEvent) {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const secrets = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string' && v !== ''));
    const answer = await this.run(() => this.client.updateConnector(this.connector!.id, { configuration: { host_key_fingerprint: null, ...secrets } }));
    if (!answer) return;
    this.retrust = false;
    this.#show(answer.data);
    this.notice = this.t('connector.keyForgotten');
  }

  /** The form of *Trust a new key*: the connector's secret, typed again. */
  #renderRetrust() {
    const byKey = this.config.secret_key !== undefined && this.config.secret_key !== null;
    return html`<form class="retrust" @submit=${(e: SubmitEvent) => void this.#forgetKey(e)}>
      <p class="hint">${this.t(byKey ? 'connector.retrustKey' : 'connector.retrustPassword')}</p>
      ${byKey
        ? html`<div class="field"><label for="retrust-key">${this.t('connector.sshKey')}</label><textarea id="retrust-key" name="secret_key" required></textarea></div>
            ${this.config.passphrase !== undefined ? html`<div class="field"><label for="retrust-passphrase">${this.t('field.passphrase')}</label><input id="retrust-passphrase" name="passphrase" type="password" autocomplete="off"></div>` : nothing}`
        : html`<div class="field"><label for="retrust-password">${this.t('field.password')}</label><input id="retrust-password" name="password" type="password" autocomplete="off" required></div>`}
      <div class="row">
        <button type="button" @click=${() => (this.retrust = false)}>${this.t('common.cancel')}</button>
        <button class="primary" type="submit" ?disabled=${this.busy}>${this.t('connector.forgetKey')}</button>
      </div>
    </form>`;
  }

  async #rotate() {
    const answer = await this.run(() => this.client.rotateInboundSecret(this.connector!.id));
    if (answer) this.secret = answer.data.inbound_secret;
  }

  protected override renderBody() {
    const c = this.connector;
    if (!c) {
      if (this.notice) return html`<div class="notice" role="status">${this.notice}</div>`;
      return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    }
    const nodeType = c.node_type as NodeType;
    const reactive = nodeType === 'HTTP' && c.type === 'INPUT' && this.config.type === 'REACTIVE';
    const readOnly = this.#readOnly;
    return html`
      ${this.notice ? html`<div class="notice" role="status">${this.notice}</div>` : nothing}
      <dl class="facts">
        <dt>${this.t('connectors.direction')}</dt><dd>${this.t(`connectors.${c.type}`)}</dd>
        <dt>${this.t('connectors.kind')}</dt><dd>${kindLabel(this.t, nodeType, c.type)}${nodeType === 'FTP' ? ` (${String(this.config.protocol ?? 'FTP')})` : ''}</dd>
        <dt>${this.t('common.updated')}</dt><dd>${formatDate(c.updated_at)}</dd>
        ${c.node_type === 'MANUAL' && c.type === 'INPUT' ? html`<dt>${this.t('connector.receives')}</dt><dd>${this.t('connector.uploadedByPeople')}</dd>` : nothing}
        ${c.node_type === 'EMAIL' && c.type === 'INPUT'
          ? html`<dt>${this.t('connector.address')}</dt><dd>${(c as { inbound_address?: string }).inbound_address ?? this.t('connector.notReceiving')}</dd>`
          : nothing}
        ${nodeType === 'FTP' && this.config.protocol === 'SFTP'
          ? html`<dt>${this.t('connector.serverKey')}</dt><dd>${typeof this.config.host_key_fingerprint === 'string'
              ? html`<code>${this.config.host_key_fingerprint}</code> ${readOnly || this.retrust ? nothing : html`<button class="link" @click=${() => (this.retrust = true)}>${this.t('connector.trustNewKey')}</button>`}`
              : this.t('connector.notPinned')}</dd>`
          : nothing}
      </dl>
      ${this.retrust && typeof this.config.host_key_fingerprint === 'string' ? this.#renderRetrust() : nothing}
      <div class="row" style="margin:8px 0">
        ${readOnly ? nothing : html`<button ?disabled=${this.busy} @click=${() => void this.#check()}>${this.t('connector.test')}</button>`}
        ${this.check ? html`<span class=${this.check.ok ? 'notice' : 'alert'} role=${this.check.ok ? 'status' : 'alert'} style="margin:0">${this.t(this.check.ok ? 'connector.works' : 'connector.failed')} ${this.check.message}</span>` : nothing}
      </div>
      <h3>${this.t('connector.settings')}</h3>
      <div class="field"><label for="name">${this.t('common.name')}</label>
        <input id="name" .value=${this.name} ?disabled=${readOnly} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}></div>
      ${renderVisibility(this.t, { id: 'level', kind: 'connector', level: this.level, change: (level) => (this.level = level), readOnly, subOrganization: isSubOrganization(this.accessToken) })}
      ${readOnly ? nothing : renderConnectorFields(this.t, nodeType, c.type as 'INPUT' | 'OUTPUT', this.config, (next) => {
        const changed = new Set(this.changed);
        for (const k of new Set([...Object.keys(next), ...Object.keys(this.config)])) if (next[k] !== this.config[k]) changed.add(k);
        this.changed = changed;
        this.config = next;
      })}
      ${reactive && !readOnly ? html`<h3>${this.t('connector.pushTitle')}</h3>
        <p class="hint">${rich(this.t('connector.pushHint'), { id: c.id })}</p>
        ${this.secret ? html`<p class="secret" role="status">${this.secret}</p>` : nothing}
        <button @click=${() => void this.#rotate()}>${this.t('connector.newSecret')}</button>` : nothing}
      ${readOnly ? nothing : html`<div class="footer">
        ${this.confirming
          ? html`<span role="alert">${this.t('common.confirmDelete', { name: c.name })}</span>
              <button @click=${() => (this.confirming = false)}>${this.t('common.cancel')}</button>
              <button class="danger" @click=${() => void this.#delete()}>${this.t('common.delete')}</button>`
          : html`${may(this.accessToken, 'connector.delete') ? html`<button class="danger" @click=${() => (this.confirming = true)}>${this.t('common.delete')}</button>` : nothing}
              <span class="spacer"></span>
              <button class="primary" ?disabled=${this.busy} @click=${() => void this.#save()}>${this.t('common.save')}</button>`}
      </div>`}`;
  }
}
