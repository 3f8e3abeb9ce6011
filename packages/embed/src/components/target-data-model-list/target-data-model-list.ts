import { html, nothing } from 'lit';
import type { TdmListItem } from '@ferry/client';
import { FerryListElement, type ListColumn, type PageRequest } from '../../base/list-element.ts';
import { formatDate } from '../../base/format.ts';
import { targetDataModelListStyles } from './target-data-model-list.styles.ts';
import { type FerryCallback, FerryTargetDataModelCreateEvent, FerryTargetDataModelViewEvent } from '../../base/events.ts';
import { may } from '../../base/token-claims.ts';
import { hasCallback, setting } from '../../base/host-options.ts';

/**
 * TargetDataModelList (SPEC.md §Embeddable components): the target data models the token may read.
 *
 * @tag ferry-target-data-model-list
 * @fires {FerryTargetDataModelViewEvent} ferry-target-data-model-view - entry's View pressed; detail `{data}`: the TDM (list item)
 * @fires {FerryTargetDataModelCreateEvent} ferry-target-data-model-create - New target data model pressed (settings.allowTargetDataModelCreation); no detail
 * @fires {FerryCloseEvent} ferry-close - closed; no detail
 * @fires {FerryTokenExpiredEvent} ferry-token-expired - the server refused the token; set a new accessToken to continue
 * @csspart base - the frame
 * @csspart table - the table
 * @csspart row - one TDM
 */
export class FerryTargetDataModelList extends FerryListElement<TdmListItem> {
  static override styles = [...FerryListElement.styles, targetDataModelListStyles];
  static override properties = {
    ...FerryListElement.properties,
    onTargetDataModelView: { attribute: false },
    onTargetDataModelCreate: { attribute: false },
  };

  /** An entry's View pressed: `{data}` = the TDM. Defining it shows a View button per entry. */
  declare onTargetDataModelView: FerryCallback<FerryTargetDataModelViewEvent>;
  /** New target data model pressed (shown with `settings.allowTargetDataModelCreation`). No argument. */
  declare onTargetDataModelCreate: FerryCallback<FerryTargetDataModelCreateEvent<null>>;

  protected override heading() {
    return this.t('tdms.title');
  }

  protected override fetchPage(q: PageRequest) {
    return this.client.listPage('listTdms', q);
  }

  protected override emptyText() {
    return this.t('tdms.empty');
  }

  protected override renderActions() {
    return setting(this.settings, 'allowTargetDataModelCreation') && may(this.accessToken, 'tdm.create')
      ? html`<button class="primary" part="create-button" @click=${() => this.emit(new FerryTargetDataModelCreateEvent(null))}>${this.t('tdms.new')}</button>`
      : nothing;
  }

  protected override columns(): Array<ListColumn<TdmListItem>> {
    return [
      { label: this.t('common.name'), sort: 'name', cell: (t) => t.name },
      { label: this.t('tdms.columns'), cell: (t) => String(t.column_count ?? '—') },
      { label: this.t('connectors.visibility'), cell: (t) => this.t(t.permissions?.level === 'PUBLIC' ? 'common.public' : 'common.private') },
      { label: this.t('common.updated'), sort: 'updated_at', cell: (t) => formatDate(t.updated_at) },
    ];
  }

  protected override rowAction(t: TdmListItem) {
    if (!hasCallback(this, 'onTargetDataModelView')) return nothing;
    return html`<button aria-label=${`${this.t('common.view')}: ${t.name}`} @click=${() => this.emit(new FerryTargetDataModelViewEvent({ data: t }))}>${this.t('common.view')}</button>`;
  }
}
