/**
 * FerryListElement: what the list components share — a page of items from a list operation
 * (`offset`, `limit`, `sort`, `filters` as the API takes them), a search box on `name`, sortable
 * column headings, a pager, and the loading, empty and error states.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { FerryElement } from './ferry-element.ts';
import { formatNumber } from './format.ts';

/** One column of a list table. */
export interface ListColumn<T> {
  label: string;
  /** The API's sort field; makes the heading a sort button. */
  sort?: string;
  cell: (item: T) => unknown;
}

/** The query of one page, as the list operations take it. */
export interface PageRequest {
  offset: number;
  limit: number;
  sort?: string;
  filters?: string;
}

/** A page and the number of items matching over all pages (FerryClient.listPage). */
export interface Page<T> {
  data: T[];
  total: number;
}

export abstract class FerryListElement<T extends { id: string }> extends FerryElement {
  static override properties = {
    ...FerryElement.properties,
    items: { state: true },
    total: { state: true },
    offset: { state: true },
    search: { state: true },
    sortField: { state: true },
    sortDirection: { state: true },
    loaded: { state: true },
  };

  declare protected items: T[];
  declare protected total: number;
  declare protected offset: number;
  declare protected search: string;
  declare protected sortField: string;
  declare protected sortDirection: 'asc' | 'desc';
  declare protected loaded: boolean;
  protected limit = 20;
  /** Lists whose items have a name show a search box. */
  protected searchable = true;
  #searchTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.items = [];
    this.total = 0;
    this.offset = 0;
    this.search = '';
    this.sortField = 'created_at';
    this.sortDirection = 'desc';
    this.loaded = false;
  }

  /** Fetches one page. */
  protected abstract fetchPage(request: PageRequest): Promise<Page<T>>;
  /** The table's columns. */
  protected abstract columns(): Array<ListColumn<T>>;
  /** The text of the empty state. */
  protected abstract emptyText(): string;
  /** The button of an entry (View, Details, Fix), or nothing when the host defined no view callback. */
  protected rowAction(_item: T): unknown {
    return nothing;
  }
  /** Filters besides the name search (e.g. `{pipeline: id}`). */
  protected extraFilters(): Record<string, unknown> {
    return {};
  }
  /** Controls beside the search box. */
  protected renderFilters(): unknown {
    return nothing;
  }
  /** Properties whose change reloads the list. */
  protected reloadOn(): string[] {
    return ['accessToken', 'baseUrl'];
  }

  /** Reloads the current page (also what `reload` hands to callbacks). */
  reload = async (): Promise<void> => {
    const filters = { ...this.extraFilters(), ...(this.search.trim() ? { name: this.search.trim() } : {}) };
    const page = await this.run(() =>
      this.fetchPage({
        offset: this.offset,
        limit: this.limit,
        sort: JSON.stringify({ [this.sortField]: this.sortDirection }),
        ...(Object.keys(filters).length ? { filters: JSON.stringify(filters) } : {}),
      }),
    );
    if (page) {
      this.items = page.data;
      this.total = page.total;
    }
    this.loaded = true;
  };

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (this.reloadOn().some((p) => changed.has(p)) && this.accessToken) {
      this.offset = 0;
      void this.reload();
    }
  }

  #onSearch(e: Event) {
    this.search = (e.target as HTMLInputElement).value;
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => {
      this.offset = 0;
      void this.reload();
    }, 250);
  }

  #sortBy(field: string) {
    if (this.sortField === field) this.sortDirection = this.sortDirection === 'asc' ? 'desc' : 'asc';
    else {
      this.sortField = field;
      this.sortDirection = 'asc';
    }
    void this.reload();
  }

  #page(delta: number) {
    this.offset = Math.max(0, this.offset + delta * this.limit);
    void this.reload();
  }

  protected renderTable(): TemplateResult {
    const columns = this.columns();
    const withAction = this.items.some((i) => this.rowAction(i) !== nothing);
    if (!this.loaded) return html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    if (this.items.length === 0 && !this.error) return html`<p class="state" part="empty">${this.emptyText()}</p>`;
    if (this.items.length === 0) return html``;
    const last = Math.min(this.offset + this.items.length, this.total);
    return html`<div class="scroll-x"><table part="table">
        <thead><tr>
          ${columns.map((c) => {
            if (!c.sort) return html`<th scope="col">${c.label}</th>`;
            const sorted = this.sortField === c.sort;
            return html`<th scope="col" aria-sort=${sorted ? (this.sortDirection === 'asc' ? 'ascending' : 'descending') : 'none'}>
              <button class="sort" @click=${() => this.#sortBy(c.sort!)}>${c.label}${sorted ? (this.sortDirection === 'asc' ? ' ▲' : ' ▼') : ''}</button></th>`;
          })}
          ${withAction ? html`<th scope="col"><span class="sr-only">${this.t('common.actions')}</span></th>` : nothing}
        </tr></thead>
        <tbody>${this.items.map((item) => html`<tr part="row">
          ${columns.map((c) => html`<td>${c.cell(item)}</td>`)}
          ${withAction ? html`<td>${this.rowAction(item)}</td>` : nothing}
        </tr>`)}</tbody>
      </table></div>
      <nav class="pager" part="pager" aria-label=${this.t('common.pagination')}>
        <span>${this.t('common.pageOf', { from: formatNumber(this.offset + 1), to: formatNumber(last), total: formatNumber(this.total) })}</span>
        <button ?disabled=${this.offset === 0 || this.busy} @click=${() => this.#page(-1)}>${this.t('common.previous')}</button>
        <button ?disabled=${last >= this.total || this.busy} @click=${() => this.#page(1)}>${this.t('common.nextPage')}</button>
      </nav>`;
  }

  protected override renderBody() {
    return html`<div class="toolbar" part="toolbar">
        ${this.searchable ? html`<div class="field"><label for="search">${this.t('common.search')}</label>
          <input id="search" type="search" .value=${this.search} @input=${this.#onSearch} placeholder=${this.t('common.name')}></div>` : nothing}
        ${this.renderFilters()}
      </div>
      ${this.renderTable()}`;
  }
}
