/**
 * The platform's settings page: the organization (name, a hint of the license key, replacing the
 * key — owners) and its webhooks (subscribe a URL to execution events, the signing secret shown
 * once, active toggle, delete, the delivery log).
 */
import { html, nothing, type PropertyValues } from 'lit';
import { FerryElement, formatDate } from '@ferry/embed';

interface Org { id: string; name: string; license_key_hint: string }
interface Hook { id: string; url: string; events: string[]; active: boolean; description: string | null; created_at: string }
interface Delivery { id: string; event: string; execution_id: string; status: string; attempts: number; last_status_code: number | null; last_error: string | null; created_at: string }

const EVENTS: Array<[string, string]> = [
  ['execution.started', 'An execution started'],
  ['execution.succeeded', 'An execution succeeded'],
  ['execution.failed', 'An execution failed'],
  ['execution.schema_changed', "A file's columns changed"],
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
  declare private events: Set<string>;

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
    return 'Settings';
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
    const answer = await this.run(() => this.client.createWebhook({ url: this.url.trim(), events: [...this.events] as never }));
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
      <h3>Organization</h3>
      ${org ? html`<dl class="facts">
        <dt>Name</dt><dd>${org.name}</dd>
        <dt>Id</dt><dd><code>${org.id}</code></dd>
        <dt>License key</dt><dd>…${org.license_key_hint}</dd>
      </dl>` : nothing}
      <p class="hint">The license key lets your backends request tokens (POST /access/token). Replace it when it may have leaked:
        the old key and every token issued with it — this session's too — stop working at once.</p>
      ${this.newKey ? html`<div class="notice" role="status">The new license key, shown only now: <code>${this.newKey}</code>. Put it in your backends' settings. You will be asked to sign in again.</div>`
        : this.confirming ? html`<div class="row" role="alert">Replace the license key now?
            <button @click=${() => (this.confirming = false)}>${this.t('common.cancel')}</button>
            <button class="danger" @click=${() => void this.#rotate()}>Replace the license key</button></div>`
        : html`<button @click=${() => (this.confirming = true)}>Replace the license key…</button>`}

      <h3>Webhooks</h3>
      <p class="hint">Ferry sends a signed message to these addresses when executions start, succeed or fail (see the documentation on verifying the signature).</p>
      <div class="field"><label for="hook-url">Address (https://…)</label>
        <input id="hook-url" type="url" .value=${this.url} @input=${(e: Event) => (this.url = (e.target as HTMLInputElement).value)}></div>
      <fieldset style="border:none;padding:0;margin:0 0 12px"><legend style="font-weight:600">Events</legend>
        ${EVENTS.map(([name, label]) => html`<label class="check" style="margin-right:16px;font-weight:400"><input type="checkbox" .checked=${this.events.has(name)}
          @change=${(e: Event) => { const next = new Set(this.events); if ((e.target as HTMLInputElement).checked) next.add(name); else next.delete(name); this.events = next; }}> ${label}</label>`)}
      </fieldset>
      <button class="primary" ?disabled=${!this.url.trim() || this.events.size === 0 || this.busy} @click=${() => void this.#subscribe()}>Add webhook</button>
      ${this.secret ? html`<div class="notice" role="status">Signing secret of ${this.secret.url}, shown only now: <code>${this.secret.secret}</code></div>` : nothing}
      ${this.hooks.length ? html`<div class="scroll-x" style="margin-top:12px"><table aria-label="Webhooks">
        <thead><tr><th scope="col">Address</th><th scope="col">Events</th><th scope="col">Active</th><th scope="col">Created</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
        <tbody>${this.hooks.map((h) => html`<tr>
          <td>${h.url}</td><td>${h.events.join(', ')}</td>
          <td><input type="checkbox" aria-label=${`Active: ${h.url}`} .checked=${h.active} @change=${() => void this.#toggle(h)}></td>
          <td>${formatDate(h.created_at)}</td>
          <td><button aria-label=${`Deliveries: ${h.url}`} @click=${() => void this.#showDeliveries(h)}>Deliveries</button>
            <button class="danger" aria-label=${`Delete: ${h.url}`} @click=${() => void this.#remove(h)}>Delete</button></td>
        </tr>`)}</tbody></table></div>` : html`<p class="muted">No webhooks yet.</p>`}
      ${this.deliveries ? html`<h3>Deliveries</h3>${this.deliveries.items.length ? html`<div class="scroll-x"><table aria-label="Deliveries">
        <thead><tr><th scope="col">Event</th><th scope="col">Execution</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">When</th></tr></thead>
        <tbody>${this.deliveries.items.map((d) => html`<tr><td>${d.event}</td><td><code>${d.execution_id}</code></td><td>${d.status}</td><td>${d.attempts}</td>
          <td>${d.last_status_code ?? ''} ${d.last_error ?? ''}</td><td>${formatDate(d.created_at)}</td></tr>`)}</tbody></table></div>` : html`<p class="muted">Nothing sent yet.</p>`}` : nothing}`;
  }
}

if (!customElements.get('ferry-settings-page')) customElements.define('ferry-settings-page', FerrySettingsPage);
