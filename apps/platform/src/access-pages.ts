/**
 * The platform's pages for who may do what: users of the organization and sub-organizations (the
 * organization's customers), each with its permission matrix (pipeline, execution, connector,
 * TDM, template × create, read, write, delete). Built on @ferry/embed's base elements, so they
 * look, speak and fail like the components.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { FerryElement, FerryEvent, FerryListElement, formatDate, type ListColumn, type PageRequest } from '@ferry/embed';
import type { PermissionMatrixInput, SubOrganizationListItem, UserListItem, UserPosition, UserRole } from '@ferry/client';
import { pt } from './i18n.ts';
import type { PlatformKey } from './texts-en.ts';

export type AccessKind = 'user' | 'sub-organization';
type Matrix = Record<string, Record<string, boolean>>;

/** The API's user roles and positions (the form's selects give them as strings). */
const USER_ROLES = ['MEMBER', 'OWNER'] as const satisfies readonly UserRole[];
const USER_POSITIONS = ['C-Level', 'Customer Success', 'Product Manager', 'Developer'] as const satisfies readonly UserPosition[];

/** The permission matrix's keys and the booleans of each (the interface's table). */
const MATRIX: Array<[key: 'pipeline' | 'execution' | 'connector' | 'tdm' | 'template', bits: string[]]> = [
  ['pipeline', ['create', 'read', 'write', 'delete']],
  ['execution', ['create', 'read', 'write']],
  ['connector', ['create', 'read', 'write', 'delete']],
  ['tdm', ['create', 'read', 'write', 'delete']],
  ['template', ['create', 'read', 'write', 'delete']],
];
/** The words of a permission bit (create, read, write, delete). */
const bitLabel = (bit: string) => pt(`access.${bit}` as PlatformKey);
/** The positions a user can have (the values the API keeps). */
const POSITIONS = ['C-Level', 'Customer Success', 'Product Manager', 'Developer'] as const;

function fullMatrix(value = true): Matrix {
  return Object.fromEntries(MATRIX.map(([key, bits]) => [key, Object.fromEntries(bits.map((b) => [b, value]))]));
}

/** Users or sub-organizations, searchable, with View. */
export class FerryAccessList extends FerryListElement<UserListItem | SubOrganizationListItem> {
  static override properties = { ...FerryListElement.properties, kind: { type: String }, onView: { attribute: false }, onCreate: { attribute: false } };
  declare kind: AccessKind;
  declare onView: ((arg: { data: { id: string } }) => void) | undefined;
  declare onCreate: (() => void) | undefined;

  constructor() {
    super();
    this.kind = 'user';
  }

  protected override heading() {
    return this.kind === 'user' ? pt('access.users') : pt('access.subOrganizations');
  }

  protected override reloadOn() {
    return [...super.reloadOn(), 'kind'];
  }

  protected override fetchPage(q: PageRequest) {
    const filters = q.filters ? JSON.parse(q.filters) as Record<string, string> : {};
    if (this.kind === 'user' && filters.name) {
      // Users have no name filter: search their e-mail address.
      filters.email = filters.name;
      delete filters.name;
    }
    const query = { ...q, ...(Object.keys(filters).length ? { filters: JSON.stringify(filters) } : { filters: undefined }) };
    return this.kind === 'user' ? this.client.listPage('listUsers', query) : this.client.listPage('listSubOrganizations', query);
  }

  protected override emptyText() {
    return this.kind === 'user' ? pt('access.noUsers') : pt('access.noSubOrganizations');
  }

  protected override renderActions() {
    return html`<button class="primary" @click=${() => this.emit(new FerryEvent('ferry-create', null))}>${this.kind === 'user' ? pt('access.newUser') : pt('access.newSubOrganization')}</button>`;
  }

  protected override columns(): Array<ListColumn<UserListItem | SubOrganizationListItem>> {
    if (this.kind === 'user') {
      return [
        { label: pt('access.email'), sort: 'email', cell: (u) => (u as UserListItem).email },
        { label: pt('access.name'), cell: (u) => `${(u as UserListItem).first_name ?? ''} ${(u as UserListItem).last_name ?? ''}`.trim() || '—' },
        { label: pt('access.role'), cell: (u) => ((u as UserListItem).role === 'OWNER' ? pt('access.owner') : pt('access.member')) },
        { label: pt('access.created'), sort: 'created_at', cell: (u) => formatDate(u.created_at) },
      ];
    }
    return [
      { label: pt('access.name'), sort: 'name', cell: (s) => (s as SubOrganizationListItem).name },
      { label: pt('access.identifier'), sort: 'identifier', cell: (s) => (s as SubOrganizationListItem).identifier },
      { label: pt('access.created'), sort: 'created_at', cell: (s) => formatDate(s.created_at) },
    ];
  }

  protected override rowAction(item: UserListItem | SubOrganizationListItem) {
    const name = this.kind === 'user' ? (item as UserListItem).email : (item as SubOrganizationListItem).name;
    return html`<button aria-label=${`${pt('access.view')}: ${name}`} @click=${() => this.emit(new FerryEvent('ferry-view', { data: item }))}>${pt('access.view')}</button>`;
  }
}

/** A user or sub-organization: create (no id) or edit, the permission matrix, delete. */
export class FerryAccessDetails extends FerryElement {
  static override properties = {
    ...FerryElement.properties,
    kind: { type: String },
    recordId: { type: String },
    onSaved: { attribute: false },
    onDeleted: { attribute: false },
    record: { state: true },
    form: { state: true },
    matrix: { state: true },
    notice: { state: true },
    confirming: { state: true },
  };
  declare kind: AccessKind;
  declare recordId: string | undefined;
  declare onSaved: ((arg: { data: { id: string } }) => void) | undefined;
  declare onDeleted: (() => void) | undefined;
  declare private record: Record<string, unknown> | null;
  declare private form: Record<string, string>;
  declare private matrix: Matrix;
  declare private notice: string;
  declare private confirming: boolean;

  constructor() {
    super();
    this.kind = 'user';
    this.record = null;
    this.form = {};
    this.matrix = fullMatrix(true);
    this.notice = '';
    this.confirming = false;
  }

  protected override heading() {
    if (!this.recordId) return this.kind === 'user' ? pt('access.newUser') : pt('access.newSubOrganization');
    return String(this.record?.[this.kind === 'user' ? 'email' : 'name'] ?? '');
  }

  protected override willUpdate(changed: PropertyValues) {
    super.willUpdate(changed);
    if ((changed.has('recordId') || changed.has('kind') || changed.has('accessToken')) && this.accessToken && this.recordId) void this.#load();
  }

  async #load() {
    const answer = await this.run<{ data: unknown }>(() => (this.kind === 'user' ? this.client.getUser(this.recordId!) : this.client.getSubOrganization(this.recordId!)));
    if (!answer) return;
    const r = answer.data as unknown as Record<string, unknown>;
    this.record = r;
    this.matrix = JSON.parse(JSON.stringify(r.permissions ?? fullMatrix(true))) as Matrix;
    this.form = this.kind === 'user'
      ? { email: String(r.email ?? ''), first_name: String(r.first_name ?? ''), last_name: String(r.last_name ?? ''), role: String(r.role ?? 'MEMBER'), position: String(r.position ?? '') }
      : { name: String(r.name ?? ''), identifier: String(r.identifier ?? ''), email: ((r.email as string[] | undefined) ?? []).join(', '), domains: ((r.domains as string[] | undefined) ?? []).join(', ') };
  }

  #field(name: string, label: string, type = 'text', hint = '') {
    return html`<div class="field"><label for=${name}>${label}</label>
      <input id=${name} type=${type} .value=${this.form[name] ?? ''} autocomplete=${type === 'password' ? 'new-password' : 'off'}
        @input=${(e: Event) => (this.form = { ...this.form, [name]: (e.target as HTMLInputElement).value })}>
      ${hint ? html`<p class="hint">${hint}</p>` : nothing}</div>`;
  }

  async #save() {
    this.notice = '';
    const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const f = this.form;
    const permissions: PermissionMatrixInput = this.matrix;
    const role = USER_ROLES.find((r) => r === f.role);
    const user = {
      first_name: f.first_name ?? '',
      last_name: f.last_name ?? '',
      ...(role ? { role } : {}),
      position: USER_POSITIONS.find((p) => p === f.position) ?? null,
      ...(f.password ? { password: f.password } : {}),
      permissions,
    };
    const customer = { name: (f.name ?? '').trim(), identifier: (f.identifier ?? '').trim(), email: list(f.email), domains: list(f.domains), permissions };
    const answer = await this.run<{ data: { id: string } }>(() => {
      if (this.kind === 'user') {
        const email = f.email?.trim();
        if (this.recordId) return this.client.updateUser(this.recordId, { ...user, ...(email ? { email } : {}) });
        return this.client.createUser({ ...user, email: email ?? '' });
      }
      return this.recordId ? this.client.updateSubOrganization(this.recordId, customer) : this.client.createSubOrganization(customer);
    });
    if (!answer) return;
    this.notice = !this.recordId && this.kind === 'user'
      ? pt('access.invited', { email: f.email?.trim() ?? '' })
      : this.t('common.saved');
    this.form = { ...this.form, password: '' };
    this.emit(new FerryEvent('ferry-saved', { data: answer.data }));
  }

  async #delete() {
    const ok = await this.run<unknown>(() => (this.kind === 'user' ? this.client.deleteUser(this.recordId!) : this.client.deleteSubOrganization(this.recordId!)));
    this.confirming = false;
    if (ok) this.emit(new FerryEvent('ferry-deleted', null));
  }

  #renderMatrix() {
    return html`<div class="scroll-x"><table aria-label=${pt('access.permissions')}>
      <thead><tr><th scope="col">${pt('access.what')}</th>${['create', 'read', 'write', 'delete'].map((b) => html`<th scope="col">${bitLabel(b)}</th>`)}</tr></thead>
      <tbody>${MATRIX.map(([key, bits]) => { const label = pt(`access.${key}`); return html`<tr><th scope="row">${label}</th>${['create', 'read', 'write', 'delete'].map((b) => html`<td>${bits.includes(b)
        ? html`<input type="checkbox" aria-label=${`${label}: ${bitLabel(b)}`} .checked=${this.matrix[key]?.[b] === true}
            @change=${(e: Event) => (this.matrix = { ...this.matrix, [key]: { ...(this.matrix[key] ?? {}), [b]: (e.target as HTMLInputElement).checked } })}>`
        : html`<span class="muted">—</span>`}</td>`)}</tr>`; })}</tbody></table></div>`;
  }

  protected override renderBody() {
    if (this.recordId && !this.record) return this.error ? nothing : html`<p class="state" role="status">${this.t('common.loading')}</p>`;
    const user = this.kind === 'user';
    return html`
      ${this.notice ? html`<div class="notice" role="status">${this.notice}</div>` : nothing}
      ${user ? html`
        ${this.#field('email', pt('access.email'), 'email', this.recordId ? '' : pt('access.signInWith'))}
        <div class="row">${this.#field('first_name', pt('access.firstName'))}${this.#field('last_name', pt('access.lastName'))}</div>
        ${this.recordId
          ? this.#field('password', pt('access.newPassword'), 'password', pt('access.passwordHint'))
          : html`<p class="hint">${pt('access.noPassword')}</p>`}
        <div class="row">
          <div class="field"><label for="role">${pt('access.role')}</label><select id="role" @change=${(e: Event) => (this.form = { ...this.form, role: (e.target as HTMLSelectElement).value })}>
            <option value="MEMBER" ?selected=${this.form.role !== 'OWNER'}>${pt('access.memberRole')}</option>
            <option value="OWNER" ?selected=${this.form.role === 'OWNER'}>${pt('access.ownerRole')}</option></select></div>
          <div class="field"><label for="position">${pt('access.position')}</label><select id="position" @change=${(e: Event) => (this.form = { ...this.form, position: (e.target as HTMLSelectElement).value })}>
            <option value="">—</option>${POSITIONS.map((p) => html`<option value=${p} ?selected=${this.form.position === p}>${pt(`access.position.${p}`)}</option>`)}</select></div>
        </div>`
      : html`
        <div class="row">${this.#field('name', pt('access.name'))}${this.#field('identifier', pt('access.identifier'), 'text', pt('access.identifierHint'))}</div>
        ${this.#field('email', pt('access.emails'))}
        ${this.#field('domains', pt('access.domains'))}`}
      <h3>${pt('access.permissions')}</h3>
      <p class="hint">${user ? pt('access.userMay') : pt('access.subOrganizationMay')}</p>
      ${this.#renderMatrix()}
      <div class="row" style="margin-top:16px">
        ${this.recordId ? (this.confirming
          ? html`<span role="alert">${pt('access.confirmDelete', { name: this.heading() })}</span>
              <button @click=${() => (this.confirming = false)}>${this.t('common.cancel')}</button>
              <button class="danger" @click=${() => void this.#delete()}>${this.t('common.delete')}</button>`
          : html`<button class="danger" @click=${() => (this.confirming = true)}>${this.t('common.delete')}</button>`) : nothing}
        <span class="spacer"></span>
        <button class="primary" ?disabled=${this.busy} @click=${() => void this.#save()}>${this.recordId ? this.t('common.save') : user ? pt('access.createUser') : pt('access.createSubOrganization')}</button>
      </div>`;
  }
}

if (!customElements.get('ferry-access-list')) customElements.define('ferry-access-list', FerryAccessList);
if (!customElements.get('ferry-access-details')) customElements.define('ferry-access-details', FerryAccessDetails);
