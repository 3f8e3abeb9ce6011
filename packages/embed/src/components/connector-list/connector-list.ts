import { html, nothing } from 'lit';
import type { ConnectorListItem } from '@ferry/client';
import { FerryListElement, type ListColumn, type PageRequest } from '../../base/list-element.ts';
import { formatDate } from '../../base/format.ts';
import { kindLabel } from '../../base/connector-form.ts';
import { connectorListStyles } from './connector-list.styles.ts';
import { type FerryCallback, FerryConnectorCreateEvent, FerryConnectorViewEvent } from '../../base/events.ts';
import { may } from '../../base/token-claims.ts';
import { hasCallback, setting } from '../../base/host-options.ts';

/**
 * ConnectorList (SPEC.md §Embeddable components): the connectors the token may read; search by
 * name, filter by direction (input/output), sort, pages. `filters` narrows the list for good (the
 * API's list filters, e.g. `{type: 'INPUT', node_type: 'MANUAL'}` for the connectors that take
 * uploads); the View button's words follow `i18nOverrides['common.view']`.
 *
 * @tag ferry-connector-list
 * @fires {FerryConnectorViewEvent} ferry-connector-view - entry's View pressed; detail `{data}`: the connector (list item)
 * @fires {FerryConnectorCreateEvent} ferry-connector-create - New connector pressed (settings.allowConnectorCreation); no detail
 * @fires {FerryCloseEvent} ferry-close - closed; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart table - the table
 * @csspart row - one connector
 */
export class FerryConnectorList extends FerryListElement<ConnectorListItem> {
  static override styles = [...FerryListElement.styles, connectorListStyles];
  static override properties = {
    ...FerryListElement.properties,
    onConnectorView: { attribute: false },
    onConnectorCreate: { attribute: false },
    filters: { type: Object },
    direction: { state: true },
  };

  /** Fixed list filters (the API's names: `type`, `node_type`, `permission_level`…), always applied. */
  declare filters: Record<string, string> | undefined;

  /** An entry's View pressed: `{data}` = the connector. Defining it shows a View button per entry. */
  declare onConnectorView: FerryCallback<FerryConnectorViewEvent>;
  /** New connector pressed (shown with `settings.allowConnectorCreation`). No argument. */
  declare onConnectorCreate: FerryCallback<FerryConnectorCreateEvent<null>>;
  declare private direction: '' | 'INPUT' | 'OUTPUT';

  constructor() {
    super();
    this.direction = '';
  }

  protected override heading() {
    return this.t('connectors.title');
  }

  protected override fetchPage(q: PageRequest) {
    return this.client.listPage('listConnectors', q);
  }

  protected override extraFilters() {
    return { ...(this.direction ? { type: this.direction } : {}), ...(this.filters ?? {}) };
  }

  protected override reloadOn() {
    return [...super.reloadOn(), 'filters'];
  }

  protected override emptyText() {
    return this.t('connectors.empty');
  }

  protected override renderFilters() {
    if (this.filters?.type) return nothing;
    return html`<div class="field"><label for="direction">${this.t('connectors.direction')}</label>
      <select id="direction" @change=${(e: Event) => { const v = (e.target as HTMLSelectElement).value; this.direction = v === 'INPUT' || v === 'OUTPUT' ? v : ''; this.offset = 0; void this.reload(); }}>
        <option value="">${this.t('common.filterAll')}</option>
        <option value="INPUT">${this.t('connectors.INPUT')}</option>
        <option value="OUTPUT">${this.t('connectors.OUTPUT')}</option>
      </select></div>`;
  }

  protected override renderActions() {
    return setting(this.settings, 'allowConnectorCreation') && may(this.accessToken, 'connector.create')
      ? html`<button class="primary" part="create-button" @click=${() => this.emit(new FerryConnectorCreateEvent(null))}>${this.t('connectors.new')}</button>`
      : nothing;
  }

  protected override columns(): Array<ListColumn<ConnectorListItem>> {
    return [
      { label: this.t('common.name'), sort: 'name', cell: (c) => c.name },
      { label: this.t('connectors.direction'), sort: 'type', cell: (c) => this.t(`connectors.${c.type}`) },
      { label: this.t('connectors.kind'), sort: 'node_type', cell: (c) => kindLabel(this.t, c.node_type, c.type) },
      { label: this.t('connectors.visibility'), cell: (c) => this.t(c.permissions?.level === 'PUBLIC' ? 'common.public' : 'common.private') },
      { label: this.t('common.updated'), sort: 'updated_at', cell: (c) => formatDate(c.updated_at) },
    ];
  }

  protected override rowAction(c: ConnectorListItem) {
    if (!hasCallback(this, 'onConnectorView')) return nothing;
    return html`<button aria-label=${`${this.t('common.view')}: ${c.name}`} @click=${() => this.emit(new FerryConnectorViewEvent({ data: c }))}>${this.t('common.view')}</button>`;
  }
}
