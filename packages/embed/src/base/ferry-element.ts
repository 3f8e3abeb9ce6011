/**
 * FerryElement: the base class of every ferry-* element (SPEC.md §Embeddable components).
 *
 * - Properties every component takes: `accessToken` (a token from `POST /access/token`), `baseUrl`
 *   (the Ferry server; default: the origin that served the bundle) and `settings` (`i18nOverrides`,
 *   `language` "en" or "de", `modal`, plus each component's extra settings).
 * - Every visible text through `t(key)` (i18n.ts): the language from `settings.language`, else the
 *   page's `lang` attribute, else the browser's preferred languages.
 * - A typed REST client (`@ferry/client`) for the current token and server. When the server
 *   answers 401 (the token expired) the element dispatches `ferry-token-expired`; the host answers
 *   by setting a new `accessToken`, and the request is retried once with it.
 * - Callbacks exactly as SPEC.md §Events: a property `onPipelineCreate` etc. is called with the
 *   argument, and the same `detail` is dispatched as a DOM event `ferry-pipeline-create`
 *   (bubbles, composed).
 * - `settings.modal` true: the content sits in a modal dialog closed by its X, Escape or a click
 *   outside (each raises `onClose`); false or absent: inline.
 *
 * Only what every component needs is here. What some use is imported by those: token-claims.ts
 * (`may`, `isSubOrganization`: what a narrowed token may do), host-options.ts (`setting`, a boolean
 * extra setting; `hasCallback`, whether the host set a callback), list-element.ts (the lists),
 * events.ts (the event classes).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { FerryClient } from '@ferry/client';
import { hasTexts, loadTexts, resolveLanguage, translate, type Language, type TextKey, type TextValues, type Translate } from './i18n.ts';
import { describeError, type ShownError } from './errors.ts';
import { baseStyles } from './styles.ts';
import { FerryCloseEvent, FerryTokenExpiredEvent, type FerryCallback, type FerryEvent } from './events.ts';

/** `settings` shared by every component (SPEC.md §Embeddable components), plus extra settings. */
export interface FerrySettings {
  /** Replaces interface texts by key (see i18n.ts for the keys), e.g. `{'pipelines.new': 'Add pipeline'}`. */
  i18nOverrides?: Record<string, string>;
  /** `en` or `de`; absent: the page's `lang` attribute, else the browser's preferred language (German or English). */
  language?: Language;
  /** true: a modal dialog with X, Escape and click-outside close; false (default): inline. */
  modal?: boolean;
  [extra: string]: unknown;
}

/** The origin that served this bundle: the default `baseUrl`. */
const SCRIPT_ORIGIN: string = (() => {
  try {
    const script = document.currentScript as HTMLScriptElement | null;
    if (script?.src) return new URL(script.src).origin;
  } catch { /* not in a browser document */ }
  try {
    const url = new URL(import.meta.url);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch { /* bundled without import.meta */ }
  return typeof location === 'undefined' ? 'http://127.0.0.1:8080' : location.origin;
})();


export class FerryElement extends LitElement {
  static override styles = [baseStyles];

  static override properties = {
    accessToken: { type: String, attribute: 'access-token' },
    baseUrl: { type: String, attribute: 'base-url' },
    settings: { type: Object },
    onClose: { attribute: false },
    error: { state: true },
    busy: { state: true },
  };

  /**
   * How long a refused request waits for the host to answer `ferry-token-expired` with a new
   * `accessToken` before it shows "session expired" (ms; default 30 s). Set it once for all
   * components: `FerryEmbed.FerryElement.tokenWaitMs = 60_000`.
   */
  static tokenWaitMs = 30_000;

  /** A token from `POST /access/token` (SPEC.md §Authentication). */
  declare accessToken: string | undefined;
  /** The Ferry server, e.g. `https://ferry.example.com`; default: the origin that served the bundle. */
  declare baseUrl: string | undefined;
  /** Common settings (`i18nOverrides`, `language`, `modal`) and the component's extra settings. */
  declare settings: FerrySettings;
  /** Raised when the component is closed (X, Escape or a click outside in a modal; Cancel). No argument. */
  declare onClose: FerryCallback<FerryCloseEvent>;
  /** The error shown, if any. */
  declare protected error: ShownError | null;
  /** A call is running. */
  declare protected busy: boolean;

  #client: FerryClient | null = null;
  #clientBase = '';
  #tokenWaiters: Array<(token: string | null) => void> = [];

  constructor() {
    super();
    this.settings = {};
    this.error = null;
    this.busy = false;
  }

  /** The typed REST client for the current `baseUrl` and `accessToken`. */
  protected get client(): FerryClient {
    const base = (this.baseUrl || SCRIPT_ORIGIN).replace(/\/+$/, '');
    if (!this.#client || this.#clientBase !== base) {
      this.#clientBase = base;
      this.#client = new FerryClient({
        baseUrl: base,
        accessToken: () => this.accessToken ?? null,
        onUnauthorized: () => this.#askForToken(),
      });
    }
    return this.#client;
  }

  /** Dispatches `ferry-token-expired` and waits for the host to set a new `accessToken`. */
  #askForToken(): Promise<string | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#tokenWaiters = this.#tokenWaiters.filter((w) => w !== waiter);
        resolve(null);
      }, FerryElement.tokenWaitMs);
      const waiter = (token: string | null) => {
        clearTimeout(timer);
        resolve(token);
      };
      this.#tokenWaiters.push(waiter);
      const expired = new FerryTokenExpiredEvent();
      this.dispatchEvent(expired);
    });
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('accessToken') && changed.get('accessToken') !== undefined && this.#tokenWaiters.length) {
      const waiters = this.#tokenWaiters;
      this.#tokenWaiters = [];
      for (const w of waiters) w(this.accessToken ?? null);
    }
  }

  /** The language the component shows (`settings.language`, else the page's `lang`, else the browser's). */
  get language(): Language {
    return (this.#language ??= resolveLanguage(this.settings?.language, this));
  }

  /** The language, found again at each update (the settings or the page's `lang` may have changed). */
  #language: Language | null = null;

  protected override update(changed: PropertyValues): void {
    this.#language = null;
    // Texts not loaded yet (the plain script's German): English now, the language once they are there.
    const language = this.language;
    if (!hasTexts(language)) void loadTexts(language).then(() => { if (hasTexts(language)) this.requestUpdate(); });
    super.update(changed);
  }

  /**
   * An interface text: the override from `settings.i18nOverrides`, else the text in `language`.
   * Bound to the element, so it can be handed to the shared render functions as it is.
   */
  readonly t: Translate = (key: TextKey, values?: TextValues): string => translate(this.language, key, values, this.settings?.i18nOverrides);

  /**
   * Raises a SPEC callback and its DOM event: `emit(new FerryPipelineCreateEvent({ data }))` calls
   * `this.onPipelineCreate?.({ data })` (with no argument when the detail is null) and dispatches
   * the event (`ferry-pipeline-create`, bubbling, composed).
   */
  protected emit(event: FerryEvent<unknown>): void {
    const callback = 'on' + event.type.replace(/^ferry-/, '').replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
    const fn = (this as unknown as Record<string, unknown>)[callback];
    if (typeof fn === 'function') {
      if (event.detail === null) (fn as () => void).call(this);
      else (fn as (arg: unknown) => void).call(this, event.detail);
    }
    this.dispatchEvent(event);
  }

  /**
   * Runs a call with `busy` set; a failure is shown (as a sentence) and answered as undefined.
   * A call made without a token shows what to do instead of calling.
   */
  protected async run<T>(call: () => Promise<T>): Promise<T | undefined> {
    if (!this.accessToken) {
      this.error = { message: this.t('common.noToken'), problems: [], expired: false };
      return undefined;
    }
    this.busy = true;
    this.error = null;
    try {
      return await call();
    } catch (error) {
      this.error = describeError(error, (k) => this.t(k));
      return undefined;
    } finally {
      this.busy = false;
    }
  }

  protected renderError(): TemplateResult | typeof nothing {
    if (!this.error) return nothing;
    return html`<div class="alert" role="alert" part="error">
      ${this.error.message}
      ${this.error.problems.length ? html`<ul>${this.error.problems.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
    </div>`;
  }

  /** The component's title, used for the frame heading and the dialog's accessible name. */
  protected heading(): string {
    return '';
  }

  /** The content inside the frame. */
  protected renderBody(): unknown {
    return nothing;
  }

  /** Buttons beside the heading. */
  protected renderActions(): unknown {
    return nothing;
  }

  /** Closes the component: closes the dialog (modal) and raises onClose. */
  protected close(): void {
    this.renderRoot.querySelector('dialog')?.close();
    this.emit(new FerryCloseEvent());
  }

  override render() {
    const modal = this.settings?.modal === true;
    const title = this.heading();
    const frame = html`<section class="frame" part="base" aria-label=${title || nothing}>
      <header class="bar" part="header">
        ${title ? html`<h2 id="title" part="title">${title}</h2>` : html`<span class="spacer"></span>`}
        ${this.renderActions()}
        ${modal ? html`<button class="close" part="close-button" aria-label=${this.t('common.close')} @click=${() => this.close()}>×</button>` : nothing}
      </header>
      ${this.renderError()}
      ${this.renderBody()}
    </section>`;
    if (!modal) return frame;
    return html`<dialog part="dialog" aria-labelledby="title"
      @cancel=${(e: Event) => { e.preventDefault(); this.close(); }}
      @click=${(e: MouseEvent) => { if (e.target === e.currentTarget) this.close(); }}>${frame}</dialog>`;
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('settings') && this.settings?.modal === true) {
      const dialog = this.renderRoot.querySelector('dialog');
      if (dialog && !dialog.open) dialog.showModal();
    }
  }
}
