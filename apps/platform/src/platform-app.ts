/**
 * `<ferry-platform>`: Ferry's web user platform, served at `/` (same origin as the API, so no CORS).
 *
 * - Sign-in with e-mail address and password (`POST /access/login`); the token lives in the tab's
 *   sessionStorage; sign-out ends it on the server (`POST /access/logout`) and forgets it.
 * - When a token expires, the components raise `ferry-token-expired`: the platform asks the person
 *   to sign in again in a dialog over the page, and hands the new token to every component — the
 *   refused request is retried and nothing being edited is lost.
 * - Pages composed of the embeddable components, a URL per page and per object (deep links), the
 *   browser's back and forward.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { FerryApiError, FerryClient } from '@ferry/client';
import type { Execution } from '@ferry/client';
import { parseRoute, pathOf, type Route } from './router.ts';
import { platformStyles } from './styles.ts';
import { chooseLanguage, chosenLanguage, prich, pt } from './i18n.ts';
import { mappingsForApi } from '@ferry/embed';

const TOKEN_KEY = 'ferry.token';
const EMAIL_KEY = 'ferry.email';
const WHO_KEY = 'ferry.who';

/** The principal a token names (its payload's `sub` and `typ`; the server checks the token itself). */
function tokenSubject(token: string | null): { id: string; type: string } | null {
  try {
    const payload = JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; typ?: unknown };
    return typeof payload.sub === 'string' ? { id: payload.sub, type: String(payload.typ) } : null;
  } catch {
    return null;
  }
}

interface Choice { id: string; label: string }

export class FerryPlatform extends LitElement {
  static override styles = platformStyles;
  static override properties = {
    token: { state: true },
    email: { state: true },
    route: { state: true },
    loginError: { state: true },
    organizations: { state: true },
    relogin: { state: true },
    counts: { state: true },
    recent: { state: true },
    modal: { state: true },
    who: { state: true },
    offerError: { state: true },
  };

  declare private token: string | null;
  declare private email: string;
  declare private route: Route;
  declare private loginError: string;
  declare private organizations: Choice[];
  declare private relogin: boolean;
  declare private counts: Record<string, number> | null;
  /** The dashboard's view of the last 7 days (counts from the API; failing pipelines from at most 1,000 failed executions). */
  declare private recent: {
    days: Array<{ day: string; byStatus: Record<string, number> }>;
    failing: Array<{ id: string; name: string; failed: number }>;
    upcoming: Array<{ id: string; name: string; at: string }>;
    /** Pipelines whose expected file did not arrive (`late_since`), longest late first. */
    late: Array<{ id: string; name: string; since: string }>;
    /** Pipelines whose last file changed shape (`last_schema_change`), newest first. */
    changed: Array<{ id: string; name: string; message: string; accepted: boolean; at: string }>;
    truncated: boolean;
  } | null;
  /** A create dialog opened from another page (connector or TDM), with the reload to call after. */
  declare private modal: { kind: 'connector'; direction: 'input' | 'output'; reload: () => Promise<void> } | { kind: 'tdm'; reload: () => Promise<void> } | null;
  /** Who is signed in, as the header shows it (name and e-mail address, read from the user's record). */
  declare private who: string;
  /** Why "Offer to customers as a template" was refused (e.g. a connector not shared yet). */
  declare private offerError: string;

  readonly #client = new FerryClient({ baseUrl: location.origin, accessToken: () => this.token });

  constructor() {
    super();
    this.token = sessionStorage.getItem(TOKEN_KEY);
    this.email = sessionStorage.getItem(EMAIL_KEY) ?? '';
    this.route = parseRoute(location.pathname, location.search);
    this.loginError = '';
    this.organizations = [];
    this.relogin = false;
    this.counts = null;
    this.recent = null;
    this.modal = null;
    this.who = sessionStorage.getItem(WHO_KEY) ?? this.email;
    this.offerError = '';
  }

  /**
   * "Offer to customers as a template": a PUBLIC pipeline template with the pipeline's connectors,
   * model, mapping, header, sheet and error settings; then its page. The server refuses one naming
   * a connector or model that is not shared, and says which.
   */
  async #offerPipeline(id: string) {
    this.offerError = '';
    try {
      const p = (await this.#client.getPipeline(id)).data;
      const c = p.configuration;
      const template = await this.#client.createPipelineTemplate({
        name: p.name, pipeline_name: p.name,
        input_connectors: c.input_connectors, output_connectors: c.output_connectors, tdm: c.tdm,
        mapping_config: { mode: c.mapping_config.mode, mappings: mappingsForApi(c.mapping_config.mappings) }, header_config: c.header_config, sheet_config: c.sheet_config,
        error_config: c.error_config, developer_mode: c.developer_mode,
        permissions: { level: 'PUBLIC' },
      });
      this.go({ page: 'template', id: template.data.id });
    } catch (error) {
      this.offerError = error instanceof FerryApiError ? `${error.message.replace(/^[a-z]/, (x) => x.toUpperCase())}.` : pt('platform.unreachable');
    }
  }

  /**
   * Reads who the token belongs to (`GET /user/{id}` of its subject) for the header: after signing
   * in, after accepting an invitation (the new user, never the one signed in before in this tab),
   * and after signing in again.
   */
  async #loadIdentity() {
    const subject = tokenSubject(this.token);
    if (!subject || subject.type !== 'USER') return;
    try {
      const user = (await this.#client.getUser(subject.id)).data as { email: string; first_name?: string; last_name?: string };
      const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
      this.email = user.email;
      this.who = name ? `${name} · ${user.email}` : user.email;
      sessionStorage.setItem(EMAIL_KEY, this.email);
      sessionStorage.setItem(WHO_KEY, this.who);
    } catch {
      // The header keeps what it had; the pages say what went wrong.
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('popstate', this.#onPopState);
    window.addEventListener('pageshow', this.#onPageShow);
    this.addEventListener('ferry-token-expired', this.#onExpired);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('popstate', this.#onPopState);
    window.removeEventListener('pageshow', this.#onPageShow);
    this.removeEventListener('ferry-token-expired', this.#onExpired);
  }

  #onPopState = () => {
    this.route = parseRoute(location.pathname, location.search);
  };

  /**
   * A page brought back by the browser's back/forward cache (pages are sent `no-store`, which keeps
   * most browsers from keeping them) takes the tab's token afresh: after a sign-out it has none.
   */
  #onPageShow = (e: PageTransitionEvent) => {
    if (!e.persisted) return;
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (token !== this.token) {
      this.token = token;
      this.counts = null;
      this.recent = null;
    }
  };

  #onExpired = () => {
    this.relogin = true;
  };

  /** Goes to a page (and records it in the history). */
  go(route: Route, replace = false): void {
    const path = pathOf(route);
    if (replace) history.replaceState(null, '', path);
    else history.pushState(null, '', path);
    this.route = parseRoute(location.pathname, location.search);
    this.offerError = '';
    if (this.route.page === 'dashboard') {
      this.counts = null;
      this.recent = null;
    }
    window.scrollTo(0, 0);
  }

  #link = (e: MouseEvent) => {
    const a = (e.composedPath().find((n) => n instanceof HTMLAnchorElement) as HTMLAnchorElement | undefined);
    if (!a || a.origin !== location.origin || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    this.go(parseRoute(a.pathname, a.search));
  };

  async #signIn(e: SubmitEvent) {
    e.preventDefault();
    const form = new FormData(e.target as HTMLFormElement);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const organization = String(form.get('organization') ?? '') || undefined;
    this.loginError = '';
    try {
      const answer = await this.#client.login({ email, password, ...(organization ? { organization } : {}) });
      this.token = answer.data.access_token;
      this.email = email;
      sessionStorage.setItem(TOKEN_KEY, this.token);
      sessionStorage.setItem(EMAIL_KEY, email);
      this.who = email;
      this.relogin = false;
      this.organizations = [];
      this.counts = null;
      void this.#loadIdentity();
    } catch (error) {
      if (error instanceof FerryApiError && error.code === 'ORGANIZATION_REQUIRED') {
        this.organizations = error.details.map((d) => {
          const text = String((d as { message?: unknown }).message ?? '');
          const id = text.split(' ')[0] ?? '';
          return { id, label: text.slice(id.length).trim().replace(/^\(|\)$/g, '') || id };
        });
        this.loginError = pt('login.chooseOrganization');
      } else if (error instanceof FerryApiError && error.status === 401) {
        this.loginError = pt('login.wrong');
      } else if (error instanceof FerryApiError && error.status === 429) {
        // The server says how long: the per-address limit (a minute) or the account's wait after failures.
        const wait = /try again in (\d+) s/.exec(error.message)?.[1];
        this.loginError = wait
          ? (Number(wait) >= 90 ? pt('login.lockedMinutes', { count: Math.ceil(Number(wait) / 60) }) : pt('login.lockedSeconds', { count: Number(wait) }))
          : pt('login.tooMany');
      } else {
        this.loginError = pt('platform.unreachable');
      }
    }
  }

  async #acceptInvitation(e: SubmitEvent, invitation: string) {
    e.preventDefault();
    const form = new FormData(e.target as HTMLFormElement);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('repeat') ?? '')) {
      this.loginError = pt('invite.differ');
      return;
    }
    this.loginError = '';
    try {
      const answer = await this.#client.acceptInvitation({ token: invitation, password });
      this.token = answer.data.access_token;
      sessionStorage.setItem(TOKEN_KEY, this.token);
      // The header shows the new user, not whoever used this tab before.
      this.email = '';
      this.who = '';
      sessionStorage.removeItem(EMAIL_KEY);
      sessionStorage.removeItem(WHO_KEY);
      await this.#loadIdentity();
      this.go({ page: 'dashboard' }, true);
    } catch (error) {
      this.loginError = error instanceof FerryApiError && error.status === 401
        ? pt('invite.expired')
        : error instanceof FerryApiError && error.status === 400
          ? pt('invite.badPassword', { problem: error.details[0]?.message ? `${error.details[0].message}.` : pt('invite.tooShort') })
          : pt('platform.unreachable');
    }
  }

  #invitationForm(invitation: string): TemplateResult {
    return html`<form class="login" @submit=${(e: SubmitEvent) => void this.#acceptInvitation(e, invitation)} aria-labelledby="invite-title">
      <h1 id="invite-title">${pt('invite.title')}</h1>
      <p>${pt('invite.intro')}</p>
      <label for="password">${pt('invite.password')}</label>
      <input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
      <label for="repeat">${pt('invite.repeat')}</label>
      <input id="repeat" name="repeat" type="password" autocomplete="new-password" minlength="8" required>
      <button type="submit">${pt('invite.submit')}</button>
      ${this.loginError ? html`<p class="error" role="alert">${this.loginError}</p>` : nothing}
    </form>`;
  }

  /** Ends the token on the server (every API process refuses it from now on), then forgets it. */
  async #signOut() {
    const ended = this.token;
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(WHO_KEY);
    this.token = null;
    this.relogin = false;
    this.go({ page: 'dashboard' }, true);
    // Sent with the token being ended; a failure (offline, expired already) changes nothing here.
    if (ended) await new FerryClient({ baseUrl: location.origin, accessToken: ended }).logout().catch(() => undefined);
  }

  #loginForm(again: boolean): TemplateResult {
    return html`<form class="login" @submit=${this.#signIn} aria-labelledby="login-title">
      <h1 id="login-title">${again ? pt('login.again') : pt('login.title')}</h1>
      <p>${again ? pt('login.expired') : pt('login.intro')}</p>
      <label for="email">${pt('login.email')}</label>
      <input id="email" name="email" type="email" autocomplete="username" required .value=${again ? this.email : ''}>
      <label for="password">${pt('login.password')}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      ${this.organizations.length ? html`<label for="organization">${pt('login.organization')}</label>
        <select id="organization" name="organization">${this.organizations.map((o) => html`<option value=${o.id}>${o.label}</option>`)}</select>` : nothing}
      <button type="submit">${pt('login.submit')}</button>
      ${this.loginError ? html`<p class="error" role="alert">${this.loginError}</p>` : nothing}
      ${again ? nothing : this.#languageChoice()}
    </form>`;
  }

  /** The language of the platform in this browser: English, German, or as the browser prefers. */
  #languageChoice(): TemplateResult {
    const chosen = chosenLanguage() ?? '';
    return html`<label class="language"><span>${pt('language.label')}</span>
      <select @change=${(e: Event) => chooseLanguage(((e.target as HTMLSelectElement).value || null) as 'en' | 'de' | null)}>
        <option value="" ?selected=${chosen === ''}>${pt('language.browser')}</option>
        <option value="en" lang="en" ?selected=${chosen === 'en'}>${pt('language.en')}</option>
        <option value="de" lang="de" ?selected=${chosen === 'de'}>${pt('language.de')}</option>
      </select></label>`;
  }

  protected override updated(): void {
    const dialog = this.renderRoot.querySelector('dialog.relogin') as HTMLDialogElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    if (this.token && this.route.page === 'dashboard' && this.counts === null) void this.#loadCounts();
  }

  async #loadCounts() {
    this.counts = {};
    const counts: Record<string, number> = {};
    try {
      for (const status of ['PROCESSING', 'SUCCESSFUL', 'FAILED', 'SKIPPED']) {
        counts[status] = (await this.#client.listPage('listExecutions', { limit: 1, filters: JSON.stringify({ status }) })).total;
      }
      // A failure a person fixed becomes SUCCESSFUL with fixed_at set: told apart from the open ones (FAILED).
      counts.FIXED = (await this.#client.listPage('listExecutions', { limit: 1, filters: JSON.stringify({ fixed: true }) })).total;
      counts.pipelines = (await this.#client.listPage('listPipelines', { limit: 1 })).total;
      this.counts = counts;
      await this.#loadRecent();
    } catch {
      // The components on the page show the problem in words.
    }
  }

  /**
   * Executions of the last 7 days by day (UTC) and status, counted by the API (one count per day
   * and status: `created_from`/`created_before` filters, `limit=1`, `X-Total-Count`); the pipelines
   * failing most, from the failed executions of those days (at most 1,000 read); the next
   * scheduled runs.
   */
  async #loadRecent() {
    const dayMs = 86_400_000;
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const starts = Array.from({ length: 7 }, (_, i) => today - (6 - i) * dayMs);
    // FIXED: successful after a person fixed a failure (fixed: true); SUCCESSFUL: the others.
    const statuses = ['SUCCESSFUL', 'FIXED', 'FAILED', 'PROCESSING', 'SKIPPED'];
    const filterOf = (status: string) => (status === 'FIXED' ? { fixed: true } : status === 'SUCCESSFUL' ? { status, fixed: false } : { status });
    const counted = await Promise.all(starts.map(async (start) => {
      const window = { created_from: new Date(start).toISOString(), created_before: new Date(start + dayMs).toISOString() };
      const totals = await Promise.all(statuses.map(async (status) => (await this.#client.listPage('listExecutions', { limit: 1, filters: JSON.stringify({ ...filterOf(status), ...window }) })).total));
      // Statuses in a fixed order (the bar's colours), those with none left out.
      const byStatus = Object.fromEntries(statuses.map((s, i) => [s, totals[i]!]).filter(([, n]) => n));
      return { day: new Date(start).toISOString().slice(0, 10), byStatus };
    }));
    const failing = new Map<string, { id: string; name: string; failed: number }>();
    let seen = 0;
    let truncated = false;
    const failed = { status: 'FAILED', created_from: new Date(starts[0]!).toISOString() };
    for await (const e of this.#client.paginate('listExecutions', { filters: JSON.stringify(failed) })) {
      if (++seen > 1000) {
        truncated = true;
        break;
      }
      const f = failing.get(e.pipeline_id) ?? { id: e.pipeline_id, name: e.pipeline?.name ?? e.pipeline_id, failed: 0 };
      f.failed++;
      failing.set(e.pipeline_id, f);
    }
    const upcoming: Array<{ id: string; name: string; at: string }> = [];
    const late: Array<{ id: string; name: string; since: string }> = [];
    const changed: Array<{ id: string; name: string; message: string; accepted: boolean; at: string }> = [];
    for await (const p of this.#client.paginate('listPipelines')) {
      if (p.next_run_at) upcoming.push({ id: p.id, name: p.name, at: p.next_run_at });
      if (p.late_since) late.push({ id: p.id, name: p.name, since: p.late_since });
      if (p.last_schema_change) changed.push({ id: p.id, name: p.name, message: p.last_schema_change.message, accepted: p.last_schema_change.accepted, at: p.last_schema_change.at });
    }
    upcoming.sort((a, b) => a.at.localeCompare(b.at));
    late.sort((a, b) => a.since.localeCompare(b.since));
    changed.sort((a, b) => b.at.localeCompare(a.at));
    this.recent = {
      days: counted,
      failing: [...failing.values()].sort((a, b) => b.failed - a.failed).slice(0, 5),
      upcoming: upcoming.slice(0, 5),
      late,
      changed,
      truncated,
    };
  }

  #renderRecent(): TemplateResult | typeof nothing {
    const r = this.recent;
    if (!r) return nothing;
    const max = Math.max(1, ...r.days.map((d) => Object.values(d.byStatus).reduce((a, b) => a + b, 0)));
    const colors: Record<string, string> = { SUCCESSFUL: '#166534', FIXED: '#1d4ed8', FAILED: '#b91c1c', PROCESSING: '#92400e', SKIPPED: '#6b7280' };
    const words: Record<string, string> = { SUCCESSFUL: pt('dashboard.successful'), FIXED: pt('dashboard.fixed'), FAILED: pt('dashboard.failed'), PROCESSING: pt('dashboard.processing'), SKIPPED: pt('dashboard.skipped') };
    const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    return html`${r.late.length || r.changed.length ? html`<div class="cards" style="grid-template-columns: 1fr 1fr">
      <section class="card ${r.late.length ? 'attention' : ''}" aria-labelledby="late"><h2 id="late" style="margin:0 0 8px;font-size:1.05em">${pt('dashboard.late')}</h2>
        ${r.late.length ? html`<ul style="margin:0;padding-left:1.2em">${r.late.map((l) => html`<li><a href=${`/pipelines/${l.id}`}>${l.name}</a> <span class="badge late">${pt('dashboard.lateBadge')}</span> ${pt('dashboard.lateSince', { at: when(l.since) })}</li>`)}</ul>`
          : html`<p class="muted" style="margin:0">${pt('dashboard.noneLate')}</p>`}</section>
      <section class="card" aria-labelledby="changed"><h2 id="changed" style="margin:0 0 8px;font-size:1.05em">${pt('dashboard.changed')}</h2>
        ${r.changed.length ? html`<ul style="margin:0;padding-left:1.2em">${r.changed.map((c) => html`<li><a href=${`/pipelines/${c.id}`}>${c.name}</a>${c.accepted ? nothing : html` <span class="badge refused">${pt('dashboard.refused')}</span>`}: ${c.message}</li>`)}</ul>`
          : html`<p class="muted" style="margin:0">${pt('dashboard.noneChanged')}</p>`}</section>
    </div>` : nothing}
    <div class="cards" style="grid-template-columns: 2fr 1fr 1fr">
      <section class="card" aria-labelledby="days"><h2 id="days" style="margin:0 0 8px;font-size:1.05em">${pt('dashboard.days')}</h2>
        <table style="width:100%;border-collapse:collapse" aria-labelledby="days"><tbody>${r.days.map((d) => {
          const total = Object.values(d.byStatus).reduce((a, b) => a + b, 0);
          const label = Object.entries(d.byStatus).map(([s, n]) => `${n} ${words[s] ?? s.toLowerCase()}`).join(', ') || pt('dashboard.none');
          return html`<tr><th scope="row" style="text-align:left;font-weight:400;padding:2px 8px 2px 0;white-space:nowrap">${new Date(d.day + 'T12:00:00Z').toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' })}</th>
            <td style="width:100%"><div role="img" aria-label=${label} style="display:flex;height:14px;width:${(total / max) * 100}%;min-width:${total ? 4 : 0}px">
              ${Object.entries(d.byStatus).map(([s, n]) => html`<span style="flex:${n};background:${colors[s] ?? '#6b7280'}"></span>`)}</div></td>
            <td style="text-align:right;padding-left:8px">${total}</td></tr>`;
        })}</tbody></table>
        <p class="legend">${Object.entries(words).map(([s, w]) => html`<span><i style="background:${colors[s]}"></i>${w}</span>`)}</p></section>
      <section class="card" aria-labelledby="failing"><h2 id="failing" style="margin:0 0 8px;font-size:1.05em">${pt(r.truncated ? 'dashboard.failingTruncated' : 'dashboard.failing')}</h2>
        ${r.failing.length ? html`<ol style="margin:0;padding-left:1.2em">${r.failing.map((f) => html`<li><a href=${`/pipelines/${f.id}`}>${f.name}</a>: ${pt('dashboard.open', { count: f.failed })}</li>`)}</ol>` : html`<p class="muted" style="margin:0">${pt('dashboard.noFailures')}</p>`}</section>
      <section class="card" aria-labelledby="upcoming"><h2 id="upcoming" style="margin:0 0 8px;font-size:1.05em">${pt('dashboard.upcoming')}</h2>
        ${r.upcoming.length ? html`<ol style="margin:0;padding-left:1.2em">${r.upcoming.map((u) => html`<li><a href=${`/pipelines/${u.id}`}>${u.name}</a>: ${new Date(u.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</li>`)}</ol>` : html`<p class="muted" style="margin:0">${pt('dashboard.noSchedule')}</p>`}</section>
    </div>`;
  }

  /** Props every component gets. */
  get #common() {
    return { token: this.token ?? '', base: location.origin };
  }

  #page(): TemplateResult {
    const { token, base } = this.#common;
    const r = this.route;
    const openConnector = (arg: { reload: () => Promise<void>; connectorType: 'input' | 'output' }) => (this.modal = { kind: 'connector', direction: arg.connectorType, reload: arg.reload });
    const openTdm = (arg: { reload: () => Promise<void> }) => (this.modal = { kind: 'tdm', reload: arg.reload });
    const viewExecution = (arg: { data: Execution }) => this.go({ page: 'execution', id: arg.data.id });
    switch (r.page) {
      case 'dashboard': {
        const c = this.counts ?? {};
        return html`<h1>${pt('dashboard.title')}</h1>
          ${c.pipelines === 0 ? html`<section class="card" aria-labelledby="start" style="margin-bottom:20px">
            <h2 id="start" style="margin:0 0 8px;font-size:1.15em">${pt('dashboard.start')}</h2>
            <ol style="margin:0;padding-left:1.3em;line-height:1.8">
              <li>${prich('dashboard.step1')}</li>
              <li>${prich('dashboard.step2')}</li>
              <li>${prich('dashboard.step3')}</li>
              <li>${prich('dashboard.step4')}</li>
            </ol></section>` : nothing}
          <div class="cards" role="list">
            ${[['pipelines', pt('dashboard.cardPipelines'), '/pipelines'], ['PROCESSING', pt('dashboard.cardProcessing'), '/executions'], ['FAILED', pt('dashboard.cardFailed'), '/executions'], ['FIXED', pt('dashboard.cardFixed'), '/executions'], ['SUCCESSFUL', pt('dashboard.cardSuccessful'), '/executions'], ['SKIPPED', pt('dashboard.cardSkipped'), '/executions']].map(([k, label, href]) => html`<a role="listitem" class="card ${k === 'FAILED' && (c.FAILED ?? 0) > 0 ? 'attention' : ''}" href=${href!}><div class="n">${c[k!] === undefined ? '…' : c[k!]!.toLocaleString()}</div><div class="l">${label}</div></a>`)}
          </div>
          ${this.#renderRecent()}
          <div class="stack">
            <ferry-execution-list .accessToken=${token} .baseUrl=${base} .onExecutionView=${viewExecution}></ferry-execution-list>
            <ferry-pipeline-list .accessToken=${token} .baseUrl=${base} .settings=${{ allowPipelineCreation: true }}
              .onPipelineView=${(a: { data: { id: string } }) => this.go({ page: 'pipeline', id: a.data.id })}
              .onPipelineCreate=${() => this.go({ page: 'pipeline-new' })}></ferry-pipeline-list>
          </div>`;
      }
      case 'pipelines':
        return html`<ferry-pipeline-list .accessToken=${token} .baseUrl=${base} .settings=${{ allowPipelineCreation: true }}
          .onPipelineView=${(a: { data: { id: string } }) => this.go({ page: 'pipeline', id: a.data.id })}
          .onPipelineCreate=${() => this.go({ page: 'pipeline-new' })}></ferry-pipeline-list>`;
      case 'pipeline-new':
        return html`<ferry-create-pipeline .accessToken=${token} .baseUrl=${base} .templateId=${r.template}
          .settings=${{ allowTdmCreation: true, allowInputConnectorCreation: true, allowOutputConnectorCreation: true }}
          .onConnectorCreate=${openConnector} .onTdmCreate=${openTdm}
          .onClose=${() => this.go({ page: 'pipelines' })}
          .onSuccessContinue=${(a: { data: { id: string } }) => this.go({ page: 'pipeline', id: a.data.id }, true)}
          .onExecutionView=${(a: { data: string }) => this.go({ page: 'execution', id: a.data })}></ferry-create-pipeline>`;
      case 'pipeline':
        return html`<div class="page-actions"><button @click=${() => void this.#offerPipeline(r.id)}>${pt('pipeline.offer')}</button>
            <span class="muted">${pt('pipeline.offerHint')}</span>
            ${this.offerError ? html`<p class="error" role="alert">${this.offerError}</p>` : nothing}</div>
          <ferry-pipeline-details .accessToken=${token} .baseUrl=${base} .pipelineId=${r.id}
          .settings=${{ showExecutionList: true, allowTdmCreation: true, allowInputConnectorCreation: true, allowOutputConnectorCreation: true }}
          .onConnectorCreate=${openConnector} .onTdmCreate=${openTdm}
          .onExecutionView=${viewExecution} .onExecutionRun=${() => undefined}
          .onPipelineDelete=${() => this.go({ page: 'pipelines' }, true)}></ferry-pipeline-details>`;
      case 'executions':
        return html`<ferry-execution-list .accessToken=${token} .baseUrl=${base} .onExecutionView=${viewExecution}></ferry-execution-list>`;
      case 'execution':
        return html`<ferry-execution-details .accessToken=${token} .baseUrl=${base} .executionId=${r.id}
          .onExecutionRun=${(a: { data: Execution }) => this.go({ page: 'execution', id: a.data.id }, true)}></ferry-execution-details>`;
      case 'connectors':
        return html`<ferry-connector-list .accessToken=${token} .baseUrl=${base} .settings=${{ allowConnectorCreation: true }}
          .onConnectorView=${(a: { data: { id: string } }) => this.go({ page: 'connector', id: a.data.id })}
          .onConnectorCreate=${() => this.go({ page: 'connector-new' })}></ferry-connector-list>`;
      case 'connector-new':
        return html`<ferry-create-connector .accessToken=${token} .baseUrl=${base} .connectorType=${r.direction}
          .onClose=${() => this.go({ page: 'connectors' })}
          .onSuccessContinue=${(a: { data: { id: string } }) => this.go({ page: 'connector', id: a.data.id }, true)}></ferry-create-connector>`;
      case 'connector':
        return html`<ferry-connector-details .accessToken=${token} .baseUrl=${base} .connectorId=${r.id}
          .onConnectorDelete=${() => this.go({ page: 'connectors' }, true)}></ferry-connector-details>
          <p class="muted next-step">${prich('connector.nextStep', { href: pathOf({ page: 'template-new', input: r.id }) })}</p>`;
      case 'tdms':
        return html`<ferry-target-data-model-list .accessToken=${token} .baseUrl=${base} .settings=${{ allowTargetDataModelCreation: true }}
          .onTargetDataModelView=${(a: { data: { id: string } }) => this.go({ page: 'tdm', id: a.data.id })}
          .onTargetDataModelCreate=${() => this.go({ page: 'tdm-new' })}></ferry-target-data-model-list>`;
      case 'tdm-new':
        return html`<ferry-create-target-data-model .accessToken=${token} .baseUrl=${base}
          .onClose=${() => this.go({ page: 'tdms' })}
          .onSuccessContinue=${(a: { data: { id: string } }) => this.go({ page: 'tdm', id: a.data.id }, true)}></ferry-create-target-data-model>`;
      case 'tdm':
        return html`<ferry-target-data-model-details .accessToken=${token} .baseUrl=${base} .targetDataModelId=${r.id}
          .onTargetDataModelDelete=${() => this.go({ page: 'tdms' }, true)}></ferry-target-data-model-details>`;
      case 'upload':
        return r.connector
          ? html`<ferry-file-uploader .accessToken=${token} .baseUrl=${base} .inputConnectorId=${r.connector}
              .onExecutionView=${(a: { execution: Execution }) => this.go({ page: 'execution', id: a.execution.id })}></ferry-file-uploader>`
          : html`<h1>${pt('upload.title')}</h1><p class="muted">${pt('upload.intro')}</p>
              <ferry-connector-list .accessToken=${token} .baseUrl=${base} .filters=${{ type: 'INPUT', node_type: 'MANUAL' }}
                .settings=${{ i18nOverrides: { 'connectors.title': pt('upload.connectors'), 'common.view': pt('upload.title'), 'connectors.empty': pt('upload.empty') } }}
                .onConnectorView=${(a: { data: { id: string } }) => this.go({ page: 'upload', connector: a.data.id })}></ferry-connector-list>`;
      case 'users':
      case 'sub-organizations': {
        const kind = r.page === 'users' ? 'user' : 'sub-organization';
        return html`<ferry-access-list .accessToken=${token} .baseUrl=${base} .kind=${kind}
          .onView=${(a: { data: { id: string } }) => this.go(kind === 'user' ? { page: 'user', id: a.data.id } : { page: 'sub-organization', id: a.data.id })}
          .onCreate=${() => this.go(kind === 'user' ? { page: 'user-new' } : { page: 'sub-organization-new' })}></ferry-access-list>`;
      }
      case 'user-new':
      case 'user':
      case 'sub-organization-new':
      case 'sub-organization': {
        const kind = r.page.startsWith('user') ? 'user' : 'sub-organization';
        const id = 'id' in r ? r.id : undefined;
        return html`<ferry-access-details .accessToken=${token} .baseUrl=${base} .kind=${kind} .recordId=${id}
          .onSaved=${(a: { data: { id: string } }) => { if (!id) this.go(kind === 'user' ? { page: 'user', id: a.data.id } : { page: 'sub-organization', id: a.data.id }, true); }}
          .onDeleted=${() => this.go(kind === 'user' ? { page: 'users' } : { page: 'sub-organizations' }, true)}></ferry-access-details>
          ${r.page === 'sub-organization' ? html`<ferry-customer-overview class="below" .accessToken=${token} .baseUrl=${base} .subOrganizationId=${r.id}
            .onViewAs=${() => this.go({ page: 'sub-organization-view', id: r.id })} .onTemplatesOpen=${() => this.go({ page: 'templates' })}></ferry-customer-overview>` : nothing}`;
      }
      case 'sub-organization-view':
        return html`<ferry-customer-view .accessToken=${token} .baseUrl=${base} .subOrganizationId=${r.id}
          .onExit=${() => this.go({ page: 'sub-organization', id: r.id })}></ferry-customer-view>`;
      case 'templates':
        return html`<ferry-template-list .accessToken=${token} .baseUrl=${base}
          .onView=${(a: { data: { id: string } }) => this.go({ page: 'template', id: a.data.id })} .onCreate=${() => this.go({ page: 'template-new' })}></ferry-template-list>`;
      case 'template-new':
      case 'template': {
        const id = r.page === 'template' ? r.id : undefined;
        return html`<ferry-template-details .accessToken=${token} .baseUrl=${base} .templateId=${id} .inputConnectorId=${r.page === 'template-new' ? r.input : undefined}
          .onSaved=${(a: { data: { id: string } }) => { if (!id) this.go({ page: 'template', id: a.data.id }, true); }}
          .onDeleted=${() => this.go({ page: 'templates' }, true)}
          .onUse=${(a: { data: { id: string } }) => this.go({ page: 'pipeline-new', template: a.data.id })}></ferry-template-details>`;
      }
      case 'settings':
        return html`<ferry-settings-page .accessToken=${token} .baseUrl=${base}></ferry-settings-page>`;
      case 'invitation':
        return html``;
      case 'not-found':
        return html`<h1>${pt('notFound.title')}</h1><p>${prich('notFound.text')}</p>`;
    }
  }

  #modal(): TemplateResult | typeof nothing {
    const m = this.modal;
    if (!m) return nothing;
    const { token, base } = this.#common;
    const done = async () => {
      this.modal = null;
      await m.reload();
    };
    return m.kind === 'connector'
      ? html`<ferry-create-connector class="create-modal" .accessToken=${token} .baseUrl=${base} .connectorType=${m.direction} .settings=${{ modal: true }}
          .onClose=${() => (this.modal = null)} .onSuccessContinue=${done}></ferry-create-connector>`
      : html`<ferry-create-target-data-model class="create-modal" .accessToken=${token} .baseUrl=${base} .settings=${{ modal: true }}
          .onClose=${() => (this.modal = null)} .onSuccessContinue=${done}></ferry-create-target-data-model>`;
  }

  override render() {
    if (this.route.page === 'invitation') return html`<main>${this.#invitationForm(this.route.token)}</main>`;
    if (!this.token) return html`<main>${this.#loginForm(false)}</main>`;
    const section = this.route.page.replace(/-new$/, 's').replace(/^(pipeline|execution|connector|tdm|user|sub-organization|template)$/, '$1s');
    const nav: Array<[string, string, string]> = [
      ['dashboard', pt('nav.dashboard'), '/'],
      ['pipelines', pt('nav.pipelines'), '/pipelines'],
      ['executions', pt('nav.executions'), '/executions'],
      ['connectors', pt('nav.connectors'), '/connectors'],
      ['tdms', pt('nav.tdms'), '/tdms'],
      ['templates', pt('nav.templates'), '/templates'],
      ['upload', pt('nav.upload'), '/upload'],
      ['users', pt('nav.users'), '/users'],
      ['sub-organizations', pt('nav.subOrganizations'), '/sub-organizations'],
      ['settings', pt('nav.settings'), '/settings'],
    ];
    return html`
      <header class="top">
        <a class="brand" href="/" @click=${this.#link}>Ferry</a>
        <span class="who" aria-label=${pt('header.signedInAs')}>${this.who || this.email}</span>
        ${this.#languageChoice()}
        <button @click=${() => void this.#signOut()}>${pt('header.signOut')}</button>
      </header>
      <div class="layout">
        <nav class="side" aria-label=${pt('nav.label')} @click=${this.#link}>
          ${nav.map(([key, label, href]) => html`<a href=${href} aria-current=${section === key ? 'page' : 'false'}>${label}</a>`)}
        </nav>
        <main @click=${this.#link}>${this.#page()}</main>
      </div>
      ${this.#modal()}
      ${this.relogin ? html`<dialog class="relogin" aria-labelledby="login-title" @cancel=${(e: Event) => e.preventDefault()}>${this.#loginForm(true)}</dialog>` : nothing}`;
  }
}

if (!customElements.get('ferry-platform')) customElements.define('ferry-platform', FerryPlatform);
