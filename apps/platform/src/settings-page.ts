/**
 * The platform's settings page: the organization (name, a hint of the license key, replacing the
 * key — owners) and its webhooks (subscribe a URL to execution events, the signing secret shown
 * once, active toggle, delete, the delivery log).
 */
import { html, nothing, type PropertyValues } from 'lit';
import type { WebhookEvent } from '@ferry/client';
import { FerryElement, formatDate } from '@ferry/embed';
import { pt } from './i18n.ts';
import type { PlatformKey } from './texts-en.ts';

interface Org { id: string; name: string; license_key_hint: string }
interface Hook { id: string; url: string; events: string[]; active: boolean; description: string | null; created_at: string }
interface Delivery { id: string; event: string; execution_id: string; status: string; attempts: number; last_status_code: number | null; last_error: string | null; created_at: string }

const EVENTS: Array<[WebhookEvent, PlatformKey]> = [
  ['execution.started', 'settings.event.started'],
  ['execution.succeeded', 'settings.event.succeeded'],
  ['execution.failed', 'settings.event.failed'],
  ['execution.schema_changed', 'settings.event.schemaChanged'],
  ['pipeline.file_late', 'settings.event.fileLate'],
];

export class FerrySettingsPage extends FerryElement {
  static override properties = {
    ...FerryElement.properties,
    org: { state: true },
    newKey: { state: true },
    confirming: { state: true },
    hooks: { state: true },
    secret: { state: true },
    deliveries: { state: true },
    url: { state: true },
    events: { state: true },
  };
  declare private org: Org | null;
  declare private newKey: string;
  declare private confirming: boolean;
  declare private hooks: Hook[];
  declare private secret: { url: string; secret: string } | null;
  declare private deliveries: { hook: string; items: Delivery[] } | null;
  declare private url: string;
  declare private events: Set<WebhookEvent>;

  constructor() {
    super();
    this.org = null;
    this.newKey = '';
    this.confirming = false;
    this.hooks = [];
    this.secret = null;
    this.deliveries = null;
    this.url = '';
    this.events = new Set(['execution.succeeded', 'execution.failed']);
  }

  protected override heading() {
    return pt('settings.title');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if (changed.has('accessToken') && this.accessToken && !this.newKey) void this.#load();
  }

  async #load() {
    await this.run(async () => {
      this.org = (await this.client.getOrganization()).data as Org;
      this.hooks = (await this.client.listWebhooks({ limit: 100 })).data as Hook[];
    });
  }

  async #rotate() {
    const answer = await this.run(() => this.client.rotateLicenseKey({}));
    this.confirming = false;
    if (answer) this.newKey = answer.data.license_key;
  }

  async #subscribe() {
    const answer = await this.run(() => this.client.createWebhook({ url: this.url.trim(), events: [...this.events] }));
    if (!answer) return;
    this.secret = { url: answer.data.url, secret: answer.data.secret };
    this.url = '';
    this.hooks = [answer.data as Hook, ...this.hooks];
  }

  async #toggle(hook: Hook) {
    const answer = await this.run(() => this.client.updateWebhook(hook.id, { active: !hook.active }));
    if (answer) this.hooks = this.hooks.map((h) => (h.id === hook.id ? (answer.data as Hook) : h));
  }

  async #remove(hook: Hook) {
    const answer = await this.run(() => this.client.deleteWebhook(hook.id));
    if (answer) this.hooks = this.hooks.filter((h) => h.id !== hook.id);
  }

  async #showDeliveries(hook: Hook) {
    const answer = await this.run(() => this.client.listWebhookDeliveries(hook.id, { limit: 50 }));
    if (answer) this.deliveries = { hook: hook.id, items: answer.data as Delivery[] };
  }

  protected override renderBody() {
    const org = this.org;
    return html`
      <h3>${pt('settings.organization')}</h3>
      ${org ? html`<dl class="facts">
        <dt>${pt('settings.name')}</dt><dd>${org.name}</dd>
        <dt>${pt('settings.id')}</dt><dd><code>${org.id}</code></dd>
        <dt>${pt('settings.licenseKey')}</dt><dd>…${org.license_key_hint}</dd>
      </dl>` : nothing}
      <p class="hint">${pt('settings.licenseHint')}</p>
      ${this.newKey ? html`<div class="notice" role="status">${pt('settings.newKey')} <code>${this.newKey}</code>. ${pt('settings.newKeyAfter')}</div>`
        : this.confirming ? html`<div class="row" role="alert">${pt('settings.replaceNow')}
            <button @click=${() => (this.confirming = false)}>${this.t('common.cancel')}</button>
            <button class="danger" @click=${() => void this.#rotate()}>${pt('settings.replace')}</button></div>`
        : html`<button @click=${() => (this.confirming = true)}>${pt('settings.replaceStart')}</button>`}

      <h3>${pt('settings.webhooks')}</h3>
      <p class="hint">${pt('settings.webhooksHint')}</p>
      <div class="field"><label for="hook-url">${pt('settings.address')}</label>
        <input id="hook-url" type="url" .value=${this.url} @input=${(e: Event) => (this.url = (e.target as HTMLInputElement).value)}></div>
      <fieldset style="border:none;padding:0;margin:0 0 12px"><legend style="font-weight:600">${pt('settings.events')}</legend>
        ${EVENTS.map(([name, label]) => html`<label class="check" style="margin-right:16px;font-weight:400"><input type="checkbox" .checked=${this.events.has(name)}
          @change=${(e: Event) => { const next = new Set(this.events); if ((e.target as HTMLInputElement).checked) next.add(name); else next.delete(name); this.events = next; }}> ${pt(label)}</label>`)}
      </fieldset>
      <button class="primary" ?disabled=${!this.url.trim() || this.events.size === 0 || this.busy} @click=${() => void this.#subscribe()}>${pt('settings.addWebhook')}</button>
      ${this.secret ? html`<div class="notice" role="status">${pt('settings.secret', { url: this.secret.url })} <code>${this.secret.secret}</code></div>` : nothing}
      ${this.hooks.length ? html`<div class="scroll-x" style="margin-top:12px"><table aria-label=${pt('settings.webhooks')}>
        <thead><tr><th scope="col">${pt('settings.addressColumn')}</th><th scope="col">${pt('settings.events')}</th><th scope="col">${pt('settings.active')}</th><th scope="col">${pt('settings.created')}</th><th scope="col"><span class="sr-only">${pt('settings.actions')}</span></th></tr></thead>
        <tbody>${this.hooks.map((h) => html`<tr>
          <td>${h.url}</td><td>${h.events.join(', ')}</td>
          <td><input type="checkbox" aria-label=${`${pt('settings.active')}: ${h.url}`} .checked=${h.active} @change=${() => void this.#toggle(h)}></td>
          <td>${formatDate(h.created_at)}</td>
          <td><button aria-label=${`${pt('settings.deliveries')}: ${h.url}`} @click=${() => void this.#showDeliveries(h)}>${pt('settings.deliveries')}</button>
            <button class="danger" aria-label=${`${pt('settings.delete')}: ${h.url}`} @click=${() => void this.#remove(h)}>${pt('settings.delete')}</button></td>
        </tr>`)}</tbody></table></div>` : html`<p class="muted">${pt('settings.noWebhooks')}</p>`}
      ${this.deliveries ? html`<h3>${pt('settings.deliveries')}</h3>${this.deliveries.items.length ? html`<div class="scroll-x"><table aria-label=${pt('settings.deliveries')}>
        <thead><tr><th scope="col">${pt('settings.event')}</th><th scope="col">${pt('settings.execution')}</th><th scope="col">${pt('settings.status')}</th><th scope="col">${pt('settings.attempts')}</th><th scope="col">${pt('settings.lastAnswer')}</th><th scope="col">${pt('settings.when')}</th></tr></thead>
        <tbody>${this.deliveries.items.map((d) => html`<tr><td>${d.event}</td><td><code>${d.execution_id}</code></td><td>${d.status}</td><td>${d.attempts}</td>
          <td>${d.last_status_code ?? ''} ${d.last_error ?? ''}</td><td>${formatDate(d.created_at)}</td></tr>`)}</tbody></table></div>` : html`<p class="muted">${pt('settings.nothingSent')}</p>`}` : nothing}`;
  }
}

if (!customElements.get('ferry-settings-page')) customElements.define('ferry-settings-page', FerrySettingsPage);
