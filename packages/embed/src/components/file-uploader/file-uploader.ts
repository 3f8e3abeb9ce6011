import { html, nothing } from 'lit';
import type { Execution } from '@ferry/client';
import { FerryElement } from '../../base/ferry-element.ts';
import { saveResponse } from '../../base/download.ts';
import { formatBytes } from '../../base/format.ts';
import { fileUploaderStyles } from './file-uploader.styles.ts';
import { type FerryCallback, FerryExecutionStartEvent, FerryExecutionViewEvent } from '../../base/events.ts';
import { may } from '../../base/token-claims.ts';
import { hasCallback } from '../../base/host-options.ts';
import { liveRefresh, processing } from '../../base/live-refresh.ts';

const ALL_TYPES = ['csv', 'tsv', 'xls', 'xlsx', 'json', 'xml'];

/**
 * FileUploader (SPEC.md §Embeddable components): files dropped or picked are uploaded to a MANUAL
 * input connector (`inputConnectorId`), with progress; then the executions they started are shown
 * as they run, each with View (or Fix when it failed on erroneous cells).
 * Those PROCESSING are read again as liveRefresh says: every 2 s for a minute, then less often up
 * to every 30 s, not while the page is hidden; a new upload starts the first minute again.
 * Extra setting `allowedFileTypes`: csv, tsv, xls, xlsx, json, xml (empty or absent: all).
 *
 * @tag ferry-file-uploader
 * @fires {FerryExecutionViewEvent} ferry-execution-view - View or Fix of an execution the upload started; detail `{execution}`
 * @fires {FerryExecutionStartEvent} ferry-execution-start - an upload started executions; detail `{data}`: the executions (ExecutionLists and PipelineLists on the page refresh on it)
 * @fires {FerryCloseEvent} ferry-close - closed; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart dropzone - the drop area
 * @csspart executions - the executions started
 */
export class FerryFileUploader extends FerryElement {
  static override styles = [...FerryElement.styles, fileUploaderStyles];
  static override properties = {
    ...FerryElement.properties,
    inputConnectorId: { type: String, attribute: 'input-connector-id' },
    onExecutionView: { attribute: false },
    onExecutionStart: { attribute: false },
    over: { state: true },
    progress: { state: true },
    executions: { state: true },
    refused: { state: true },
  };

  /** The MANUAL input connector the files are uploaded to. */
  declare inputConnectorId: string | undefined;
  /** View or Fix of an execution created by the upload: `{execution}`. Defining it shows the buttons. */
  declare onExecutionView: FerryCallback<FerryExecutionViewEvent<{ execution: Execution }>>;
  /** An upload started executions: `{data}` = the executions (one per file and pipeline). */
  declare onExecutionStart: FerryCallback<FerryExecutionStartEvent>;
  declare private over: boolean;
  declare private progress: { loaded: number; total: number } | null;
  declare private executions: Execution[];
  declare private refused: string;
  /** Polls while an execution shown is PROCESSING; restartPolling() starts its first minute again (new uploads). */
  readonly #restartPolling = liveRefresh(this, { reload: () => this.#refresh(), shown: () => this.executions, live: (list) => list.some(processing) });

  constructor() {
    super();
    this.over = false;
    this.progress = null;
    this.executions = [];
    this.refused = '';
  }

  protected override heading() {
    return this.t('uploader.title');
  }

  get #allowed(): string[] {
    const given = this.settings?.allowedFileTypes;
    const list = Array.isArray(given) ? given.map((t) => String(t).toLowerCase().replace(/^\./, '')) : [];
    return list.length ? list : ALL_TYPES;
  }

  async #upload(files: File[]) {
    this.refused = '';
    if (!this.inputConnectorId) {
      this.error = { message: this.t('uploader.noConnector'), problems: [], expired: false };
      return;
    }
    const allowed = this.#allowed;
    const refused = files.filter((f) => !allowed.includes(f.name.split('.').pop()?.toLowerCase() ?? ''));
    if (refused.length) {
      this.refused = this.t('uploader.refused', { files: refused.map((f) => f.name).join(', '), types: allowed.map((t) => t.toUpperCase()).join(', ') });
      files = files.filter((f) => !refused.includes(f));
    }
    if (!files.length) return;
    const total = files.reduce((n, f) => n + f.size, 0);
    this.progress = { loaded: 0, total };
    const created = await this.run(() => this.client.uploadFiles(this.inputConnectorId!, files, { onProgress: (p) => (this.progress = p) }));
    this.progress = null;
    if (!created) return;
    this.executions = [...created, ...this.executions];
    this.#restartPolling();
    // ExecutionLists and PipelineLists on the page show them at once.
    this.emit(new FerryExecutionStartEvent({ data: created }));
  }

  /** Reads the PROCESSING executions again (one that cannot be read stays as it was); keeps those an upload added meanwhile. */
  async #refresh() {
    const read = await Promise.all(this.executions.filter(processing).map((e) => this.client.getExecution(e.id).then((a) => a.data, () => e)));
    this.executions = this.executions.map((e) => read.find((r) => r.id === e.id) ?? e);
  }

  /** Downloads the output of a successful execution as delivered (download-only pipelines: the result). */
  async #download(e: Execution) {
    const response = await this.run(() => this.client.downloadExecutionOutput(e.id));
    if (!response) return;
    await saveResponse(response, 'output');
  }

  #onDrop(e: DragEvent) {
    e.preventDefault();
    this.over = false;
    void this.#upload([...(e.dataTransfer?.files ?? [])]);
  }

  #onPick(e: Event) {
    const input = e.target as HTMLInputElement;
    void this.#upload([...(input.files ?? [])]);
    input.value = '';
  }

  protected override renderBody() {
    if (!may(this.accessToken, 'execution.create')) return html`<p class="state">${this.t('uploader.readOnly')}</p>`;
    const accept = this.#allowed.map((t) => `.${t}`).join(',');
    const p = this.progress;
    return html`
      <div class="drop ${this.over ? 'over' : ''}" part="dropzone"
        @dragover=${(e: DragEvent) => { e.preventDefault(); this.over = true; }}
        @dragleave=${() => (this.over = false)}
        @drop=${this.#onDrop}>
        <p>${this.t('uploader.drop')}</p>
        <button class="primary" ?disabled=${this.busy} @click=${() => (this.renderRoot.querySelector('input[type=file]') as HTMLInputElement).click()}>${this.t('uploader.choose')}</button>
        <input type="file" multiple hidden accept=${accept} aria-label=${this.t('uploader.files')} @change=${this.#onPick}>
        <p class="hint" style="margin-top:8px">${this.#allowed.map((t) => t.toUpperCase()).join(', ')}</p>
      </div>
      ${this.refused ? html`<div class="alert" role="alert">${this.refused}</div>` : nothing}
      ${p ? html`<div class="progress" role="status">
        <progress max=${p.total || 1} .value=${p.loaded} aria-label=${this.t('uploader.progress')}></progress>
        ${this.t('uploader.uploading', { loaded: formatBytes(p.loaded), total: formatBytes(p.total) })}</div>` : nothing}
      ${this.executions.length ? html`<h3>${this.t('uploader.started')}</h3>
        <ul class="executions" part="executions">${this.executions.map((e) => {
          const fixable = e.status === 'FAILED' && e.error?.type === 'ERROR_THRESHOLD_EXCEEDED';
          const label = fixable ? this.t('common.fix') : this.t('common.view');
          return html`<li>
            <span class="badge ${e.status}">${this.t(`status.${e.status}`)}</span>
            <span>${e.input?.file_name ?? ''} → ${e.pipeline?.name ?? ''}</span>
            <span class="muted">${e.stats ? `${this.t('uploader.rows', { count: e.stats.rows })}, ${this.t('uploader.erroneous', { count: e.stats.erroneous_cells })}` : ''}</span>
            ${e.error && !fixable ? html`<span class="error-text">${e.error.message}</span>` : nothing}
            <span class="spacer"></span>
            ${e.status === 'SUCCESSFUL' ? html`<button aria-label=${`${this.t('common.download')}: ${e.input?.file_name ?? ''} ${e.pipeline?.name ?? ''}`} ?disabled=${this.busy} @click=${() => void this.#download(e)}>${this.t('common.download')}</button>` : nothing}
            ${hasCallback(this, 'onExecutionView') ? html`<button aria-label=${`${label}: ${e.input?.file_name ?? ''} ${e.pipeline?.name ?? ''}`} @click=${() => this.emit(new FerryExecutionViewEvent({ execution: e }))}>${label}</button>` : nothing}
          </li>`;
        })}</ul>` : nothing}`;
  }
}
