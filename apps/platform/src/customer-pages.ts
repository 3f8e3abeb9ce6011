/**
 * The platform's pages for serving a customer (a sub-organization) without the API:
 *
 * - `ferry-customer-overview`, below the sub-organization's settings: what the customer can use
 *   (the connectors and target data models it sees — the organization's shared ones and its own),
 *   the pipeline templates offered to it, its pipelines and executions, *View as this customer*,
 *   and a copyable embed snippet for the company's own product.
 * - `ferry-customer-view`, *View as this customer*: the components opened with a short-lived token
 *   of the sub-organization (`POST /sub-organization/{id}/token`), so the company sees exactly what
 *   its customer sees — read-only unless the user may change what the customer may (or asks to only
 *   look). The token is renewed before it ends and when a component reports it expired.
 *
 * Both read the customer's view through such a token; nothing here needs the license key.
 */
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { FerryClient } from '@ferry/client';
import { FerryElement, FerryEvent } from '@ferry/embed';
import { prich, pt } from './i18n.ts';
import { hasCallback } from '@ferry/embed';

const customerStyles = css`
  section:not(.frame) { margin-top: calc(var(--_space) * 3); }
  section:not(.frame) > * + * { margin-top: calc(var(--_space) * 1.5); display: block; }
  pre.snippet { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); overflow-x: auto; font-size: 0.85em; white-space: pre; }
  .banner { border: 1px solid var(--_warning); border-left-width: 6px; border-radius: var(--_radius); padding: var(--_space) calc(var(--_space) * 1.5); margin-bottom: calc(var(--_space) * 2); }
  .banner label.check { display: flex; margin-top: 6px; }
  nav.tabs { display: flex; gap: 4px; flex-wrap: wrap; border-bottom: 1px solid var(--_border); margin-bottom: calc(var(--_space) * 2); }
  nav.tabs button { border: none; border-bottom: 3px solid transparent; border-radius: 0; background: none; }
  nav.tabs button[aria-current='page'] { border-bottom-color: var(--_primary); font-weight: 600; }
  .content > * + * { margin-top: calc(var(--_space) * 2); display: block; }
`;

interface ViewToken { access_token: string; expires_in: number; read_only: boolean; identifier: string; permissions: Record<string, Record<string, boolean>> }
interface SubOrganization { id: string; name: string; identifier: string }

/**
 * The snippet a company pastes into its own product to show this customer Ferry's components:
 * the script tag, the elements, and where the token comes from (the company's server, never the page).
 */
export function embedSnippet(ferryOrigin: string, identifier: string, uploadConnectorId: string | null): string {
  return `<!-- 1. Ferry's components: one script, once per page -->
<script src="${ferryOrigin}/dp/embed/ferry-embed.js"></script>

<!-- 2. Where they go in your page -->
<ferry-pipeline-list data-ferry></ferry-pipeline-list>
${uploadConnectorId ? `<ferry-file-uploader data-ferry input-connector-id="${uploadConnectorId}"></ferry-file-uploader>\n` : ''}<ferry-execution-list data-ferry></ferry-execution-list>

<!-- 3. The token. Your server asks Ferry for a token of this customer and answers it at /ferry-token
     (after checking that the signed-in user belongs to this customer):
       POST ${ferryOrigin}/dp/api/v1/access/token
       {"license_key": "<your license key: on your server only>",
        "auth": {"type": "SUB_ORG", "identifier": "${identifier}"}}
     Ferry's operator adds your page's origin to FERRY_CORS_ORIGINS. -->
<script>
  const ferryToken = () => fetch('/ferry-token').then((r) => r.json()).then((t) => t.access_token);
  ferryToken().then((token) => {
    for (const element of document.querySelectorAll('[data-ferry]')) element.accessToken = token;
  });
  // A token lasts an hour: an element that is refused asks for a new one and goes on.
  document.addEventListener('ferry-token-expired', async (event) => { event.target.accessToken = await ferryToken(); });
</script>`;
}

/** What both pages share: the sub-organization, its token, renewed in time and on demand. */
abstract class CustomerTokenElement extends FerryElement {
  static override styles = [...FerryElement.styles, customerStyles];
  static override properties = {
    ...FerryElement.properties,
    subOrganizationId: { type: String },
    customer: { state: true },
    view: { state: true },
  };
  declare subOrganizationId: string | undefined;
  declare protected customer: SubOrganization | null;
  declare protected view: ViewToken | null;
  #renewal: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.customer = null;
    this.view = null;
  }

  /** Whether the token may only read (the overview asks for that; the view lets the person choose). */
  protected abstract readOnly(): boolean;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('ferry-token-expired', this.#expired);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#renewal);
    this.removeEventListener('ferry-token-expired', this.#expired);
  }

  /** A component inside refused the customer's token: renew it and hand it over (its request is retried). */
  #expired = (e: Event) => {
    // This element's own refusal (the user's token) goes on to the platform, which signs in again.
    if (e.composedPath()[0] === this) return;
    e.stopPropagation();
    void this.renew();
  };

  /** A client that acts as the customer (its token). */
  protected asCustomer(): FerryClient {
    return new FerryClient({ baseUrl: (this.baseUrl || location.origin).replace(/\/+$/, ''), accessToken: () => this.view?.access_token ?? null });
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if ((changed.has('subOrganizationId') || changed.has('accessToken')) && this.subOrganizationId && this.accessToken) void this.load();
  }

  protected async load(): Promise<void> {
    const answer = await this.run(() => this.client.getSubOrganization(this.subOrganizationId!));
    if (!answer) return;
    this.customer = answer.data as unknown as SubOrganization;
    await this.renew();
  }

  /** Asks for a token of the customer (15 minutes), and again a minute before it ends. */
  protected async renew(): Promise<void> {
    clearTimeout(this.#renewal);
    const answer = await this.run(() => this.client.createSubOrganizationToken(this.subOrganizationId!, { read_only: this.readOnly() }));
    if (!answer) return;
    this.view = answer.data as unknown as ViewToken;
    this.#renewal = setTimeout(() => void this.renew(), Math.max(30, this.view.expires_in - 60) * 1000);
  }
}

/** Below a sub-organization's settings: what the customer can use and does, *View as this customer*, the embed snippet. */
export class FerryCustomerOverview extends CustomerTokenElement {
  static override properties = {
    ...CustomerTokenElement.properties,
    onViewAs: { attribute: false },
    onTemplatesOpen: { attribute: false },
    templates: { state: true },
    uploads: { state: true },
    copied: { state: true },
  };
  declare onViewAs: ((arg: { data: { id: string } }) => void) | undefined;
  declare onTemplatesOpen: (() => void) | undefined;
  declare private templates: Array<{ id: string; name: string; pipeline_name: string | null }> | null;
  /** The upload connectors the customer can use (for the snippet's uploader); null until read. */
  declare private uploads: Array<{ id: string; name: string }> | null;
  declare private copied: boolean;

  constructor() {
    super();
    this.templates = null;
    this.uploads = null;
    this.copied = false;
  }

  protected override readOnly() {
    return true;
  }

  protected override heading() {
    return this.customer ? pt('customer.serving', { name: this.customer.name }) : pt('customer.servingThis');
  }

  protected override async load(): Promise<void> {
    await super.load();
    const offered = await this.client.listPage('listPipelineTemplates', { offset: 0, limit: 50, filters: JSON.stringify({ permission_level: 'PUBLIC' }) }).catch(() => null);
    this.templates = (offered?.data ?? []) as Array<{ id: string; name: string; pipeline_name: string | null }>;
    // Read after the customer's token: until then the snippet is not shown, so that it is never
    // copied without the uploader the customer can use.
    const inputs = this.view ? await this.asCustomer().listPage('listConnectors', { offset: 0, limit: 50, filters: JSON.stringify({ type: 'INPUT', node_type: 'MANUAL' }) }).catch(() => null) : null;
    this.uploads = ((inputs?.data ?? []) as Array<{ id: string; name: string }>);
  }

  async #copy(text: string) {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    this.copied = true;
    setTimeout(() => (this.copied = false), 3000);
  }

  protected override renderBody(): unknown {
    const c = this.customer;
    const v = this.view;
    if (!c || !v) return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    const common = { accessToken: v.access_token, baseUrl: this.baseUrl };
    const snippet = this.uploads ? embedSnippet(this.baseUrl || location.origin, c.identifier, this.uploads[0]?.id ?? null) : null;
    return html`
      <p class="hint">${pt('customer.seenAs', { name: c.name })}</p>
      <div class="row" style="margin:8px 0 16px">
        <button class="primary" @click=${() => this.emit(new FerryEvent('ferry-view-as', { data: { id: c.id } }))}>${pt('customer.viewAs')}</button>
        <span class="hint">${pt('customer.viewAsHint', { name: c.name })}</span>
      </div>
      <section aria-labelledby="can-use"><h3 id="can-use">${pt('customer.canUse', { name: c.name })}</h3>
        <p class="hint">${prich('customer.canUseHint')}</p>
        <ferry-connector-list .accessToken=${common.accessToken} .baseUrl=${common.baseUrl} .settings=${{ i18nOverrides: { 'connectors.title': pt('customer.connectors'), 'connectors.empty': pt('customer.noConnectors') } }}></ferry-connector-list>
        <ferry-target-data-model-list .accessToken=${common.accessToken} .baseUrl=${common.baseUrl} .settings=${{ i18nOverrides: { 'tdms.title': pt('customer.tdms'), 'tdms.empty': pt('customer.noTdms') } }}></ferry-target-data-model-list>
      </section>
      <section aria-labelledby="offered"><h3 id="offered">${pt('customer.offered')}</h3>
        ${this.templates?.length
          ? html`<ul>${this.templates.map((t) => html`<li><strong>${t.name}</strong>${t.pipeline_name ? html` — ${pt('customer.makes', { name: t.pipeline_name })}` : nothing}</li>`)}</ul>
            <p class="hint">${prich('customer.fromTemplate', { name: c.name })}</p>`
          : html`<p class="hint">${pt('customer.noTemplates')}${hasCallback(this, 'onTemplatesOpen') ? html` <button class="link" @click=${() => this.emit(new FerryEvent('ferry-templates-open', null))}>${pt('customer.templates')}</button>` : nothing}</p>`}
      </section>
      <section aria-labelledby="activity"><h3 id="activity">${pt('customer.activity', { name: c.name })}</h3>
        <ferry-pipeline-list .accessToken=${common.accessToken} .baseUrl=${common.baseUrl} .settings=${{ i18nOverrides: { 'pipelines.title': pt('customer.pipelines', { name: c.name }), 'pipelines.empty': pt('customer.noPipelines') } }}></ferry-pipeline-list>
        <ferry-execution-list .accessToken=${common.accessToken} .baseUrl=${common.baseUrl} .settings=${{ i18nOverrides: { 'executions.title': pt('customer.executions', { name: c.name }) } }}></ferry-execution-list>
      </section>
      <section aria-labelledby="embed"><h3 id="embed">${pt('customer.embed')}</h3>
        <p class="hint">${prich('customer.embedHint', { name: c.name, identifier: c.identifier })}</p>
        ${snippet === null
          ? html`<p class="state" role="status">${this.t('common.loading')}</p>`
          : html`<pre class="snippet" tabindex="0" aria-label=${pt('customer.snippet')}>${snippet}</pre>
            <div class="row"><button @click=${() => void this.#copy(snippet)}>${pt('customer.copy')}</button>${this.copied ? html`<span role="status" class="hint">${pt('customer.copied')}</span>` : nothing}</div>`}
      </section>`;
  }
}

type Tab = 'pipelines' | 'new' | 'upload' | 'executions' | 'connectors' | 'tdms';
type Opened = { kind: 'pipeline' | 'execution' | 'connector' | 'tdm'; id: string } | null;

/** *View as this customer*: the components with the customer's token, read-only unless the user may change what the customer may. */
export class FerryCustomerView extends CustomerTokenElement {
  static override properties = {
    ...CustomerTokenElement.properties,
    onExit: { attribute: false },
    onlyLook: { state: true },
    tab: { state: true },
    opened: { state: true },
    uploadTo: { state: true },
    uploads: { state: true },
  };
  declare onExit: (() => void) | undefined;
  /** The person asked for a read-only token. */
  declare private onlyLook: boolean;
  declare private tab: Tab;
  declare private opened: Opened;
  declare private uploadTo: string;
  declare private uploads: Array<{ id: string; name: string }>;

  constructor() {
    super();
    this.onlyLook = false;
    this.tab = 'pipelines';
    this.opened = null;
    this.uploadTo = '';
    this.uploads = [];
  }

  protected override readOnly() {
    return this.onlyLook;
  }

  protected override heading() {
    return this.customer ? pt('customer.viewing', { name: this.customer.name }) : pt('customer.viewingAny');
  }

  protected override async renew(): Promise<void> {
    await super.renew();
    if (!this.view) return;
    const inputs = await this.asCustomer().listPage('listConnectors', { offset: 0, limit: 50, filters: JSON.stringify({ type: 'INPUT', node_type: 'MANUAL' }) }).catch(() => null);
    this.uploads = (inputs?.data ?? []) as Array<{ id: string; name: string }>;
    if (!this.uploads.some((u) => u.id === this.uploadTo)) this.uploadTo = this.uploads[0]?.id ?? '';
  }

  protected override renderActions(): unknown {
    return html`<button @click=${() => this.emit(new FerryEvent('ferry-exit', null))}>${pt('customer.stop')}</button>`;
  }

  #go(tab: Tab) {
    this.tab = tab;
    this.opened = null;
  }

  #content(): TemplateResult | typeof nothing {
    const v = this.view!;
    const t = v.access_token;
    const base = this.baseUrl;
    const open = (kind: NonNullable<Opened>['kind']) => (a: { data: { id: string } }) => (this.opened = { kind, id: a.data.id });
    const openExecution = (a: { data: { id: string } } | { execution: { id: string } }) => (this.opened = { kind: 'execution', id: 'data' in a ? a.data.id : a.execution.id });
    const o = this.opened;
    if (o) {
      const back = html`<button class="link" @click=${() => (this.opened = null)}>${pt('customer.back')}</button>`;
      switch (o.kind) {
        case 'pipeline':
          return html`${back}<ferry-pipeline-details .accessToken=${t} .baseUrl=${base} .pipelineId=${o.id} .settings=${{ showExecutionList: true }}
            .onExecutionView=${openExecution} .onPipelineDelete=${() => this.#go('pipelines')}></ferry-pipeline-details>`;
        case 'execution':
          return html`${back}<ferry-execution-details .accessToken=${t} .baseUrl=${base} .executionId=${o.id}
            .onExecutionRun=${(a: { data: { id: string } }) => (this.opened = { kind: 'execution', id: a.data.id })}></ferry-execution-details>`;
        case 'connector':
          return html`${back}<ferry-connector-details .accessToken=${t} .baseUrl=${base} .connectorId=${o.id}></ferry-connector-details>`;
        case 'tdm':
          return html`${back}<ferry-target-data-model-details .accessToken=${t} .baseUrl=${base} .targetDataModelId=${o.id}></ferry-target-data-model-details>`;
      }
    }
    switch (this.tab) {
      case 'pipelines':
        return html`<ferry-pipeline-list .accessToken=${t} .baseUrl=${base} .settings=${{ allowPipelineCreation: true }}
          .onPipelineView=${open('pipeline')} .onPipelineCreate=${() => this.#go('new')}></ferry-pipeline-list>`;
      case 'new':
        return html`<ferry-create-pipeline .accessToken=${t} .baseUrl=${base}
          .settings=${{ allowTdmCreation: true, allowInputConnectorCreation: true, allowOutputConnectorCreation: true }}
          .onClose=${() => this.#go('pipelines')} .onSuccessContinue=${open('pipeline')}
          .onExecutionView=${(a: { data: string }) => (this.opened = { kind: 'execution', id: a.data })}></ferry-create-pipeline>`;
      case 'upload':
        return this.uploads.length
          ? html`${this.uploads.length > 1 ? html`<div class="field"><label for="upload-to">${pt('customer.uploadTo')}</label>
                <select id="upload-to" @change=${(e: Event) => (this.uploadTo = (e.target as HTMLSelectElement).value)}>${this.uploads.map((u) => html`<option value=${u.id} .selected=${u.id === this.uploadTo}>${u.name}</option>`)}</select></div>` : nothing}
              <ferry-file-uploader .accessToken=${t} .baseUrl=${base} .inputConnectorId=${this.uploadTo} .onExecutionView=${openExecution}></ferry-file-uploader>
              <ferry-execution-list .accessToken=${t} .baseUrl=${base} .onExecutionView=${openExecution}></ferry-execution-list>`
          : html`<p class="state">${pt('customer.noUploads')}</p>`;
      case 'executions':
        return html`<ferry-execution-list .accessToken=${t} .baseUrl=${base} .onExecutionView=${openExecution}></ferry-execution-list>`;
      case 'connectors':
        return html`<ferry-connector-list .accessToken=${t} .baseUrl=${base} .onConnectorView=${open('connector')}></ferry-connector-list>`;
      case 'tdms':
        return html`<ferry-target-data-model-list .accessToken=${t} .baseUrl=${base} .onTargetDataModelView=${open('tdm')}></ferry-target-data-model-list>`;
    }
  }

  protected override renderBody(): unknown {
    const c = this.customer;
    const v = this.view;
    if (!c || !v) return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    const tabs: Tab[] = ['pipelines', 'new', 'upload', 'executions', 'connectors', 'tdms'];
    return html`
      <div class="banner" role="status">
        ${prich('customer.banner', { name: c.name, identifier: c.identifier })}
        ${v.read_only
          ? prich(this.onlyLook ? 'customer.readOnlyLook' : 'customer.readOnlyRights')
          : prich('customer.real', { name: c.name })}
        <label class="check"><input type="checkbox" .checked=${this.onlyLook} @change=${(e: Event) => { this.onlyLook = (e.target as HTMLInputElement).checked; void this.renew(); }}> ${pt('customer.onlyLook')}</label>
      </div>
      <nav class="tabs" aria-label=${pt('customer.tabs')}>${tabs.map((id) => html`<button aria-current=${this.tab === id && !this.opened ? 'page' : 'false'} @click=${() => this.#go(id)}>${pt(`customer.tab.${id}`)}</button>`)}</nav>
      <div class="content">${this.#content()}</div>`;
  }
}

if (!customElements.get('ferry-customer-overview')) customElements.define('ferry-customer-overview', FerryCustomerOverview);
if (!customElements.get('ferry-customer-view')) customElements.define('ferry-customer-view', FerryCustomerView);
