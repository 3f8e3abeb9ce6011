/**
 * The connector form shared by CreateConnector and ConnectorDetails: the fields of each node type
 * (docs/connectors.md), secrets as password fields that are never shown back, HTTP headers as
 * "Name: value" lines.
 */
import { html, nothing } from 'lit';
import type { TextKey, Translate } from './i18n.ts';

export const NODE_TYPES = ['MANUAL', 'HTTP', 'OBJSTORE', 'FTP', 'EMAIL', 'BLOB', 'CLOUDSTORE', 'DATABASE'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Node types whose executions run in this version (all of them). */
export const RUNNABLE: readonly string[] = NODE_TYPES;

/** Node types that are outputs only. */
export const OUTPUT_ONLY: readonly string[] = ['DATABASE'];

/** Node types that read a directory of files (inputs) and write files (outputs). */
export const FILE_NODE_TYPES: readonly string[] = ['OBJSTORE', 'FTP', 'BLOB', 'CLOUDSTORE'];

/** The kind of a connector in words, by direction (`MANUAL` input: "Manual upload"). */
export function kindLabel(t: Translate, nodeType: string, type: string): string {
  if (nodeType === 'MANUAL' || nodeType === 'EMAIL') return t(`kind.${nodeType}.${type === 'OUTPUT' ? 'OUTPUT' : 'INPUT'}`);
  if (nodeType === 'HTTP' && type === 'OUTPUT') return t('kind.HTTP.OUTPUT');
  return (NODE_TYPES as readonly string[]).includes(nodeType) ? t(`kind.${nodeType as NodeType}`) : nodeType;
}

interface FieldSpec {
  /** The configuration field; a dotted name reaches into an object (`advanced_config.new_name`). */
  name: string;
  /** The key of the field's label. */
  label: TextKey;
  kind?: 'text' | 'password' | 'select' | 'textarea' | 'headers' | 'number' | 'checkbox' | 'list';
  options?: string[];
  /** Words shown for option values (the value itself when absent). */
  labels?: Record<string, TextKey>;
  /** Only for this direction. */
  direction?: 'INPUT' | 'OUTPUT';
  /** The key of the hint below the field. */
  hint?: TextKey;
  when?: (config: Record<string, unknown>) => boolean;
  /** A checkbox: the value it sets when checked (default true; unchecked removes the field). */
  checked?: unknown;
}

const FILE_OUTPUT: FieldSpec[] = [
  { name: 'file_name', label: 'field.file_name', direction: 'OUTPUT', hint: 'field.file_name.hint' },
  { name: 'file_extension', label: 'field.file_extension', kind: 'select', options: ['CSV', 'XLSX', 'XML', 'JSON'], direction: 'OUTPUT' },
];

/** Which files an input picks up and what happens to them afterwards (advanced_config). */
const FILE_INPUT: FieldSpec[] = [
  { name: 'advanced_config.inclusion_tag', label: 'field.inclusion_tag', kind: 'list', direction: 'INPUT', hint: 'field.inclusion_tag.hint' },
  { name: 'advanced_config.exclusion_tag', label: 'field.exclusion_tag', kind: 'list', direction: 'INPUT', hint: 'field.exclusion_tag.hint' },
  { name: 'advanced_config.after_process_option', label: 'field.after_process_option', kind: 'select', options: ['UNCHANGED', 'RENAME', 'DELETE'], labels: { UNCHANGED: 'field.after_process_option.UNCHANGED', RENAME: 'field.after_process_option.RENAME', DELETE: 'field.after_process_option.DELETE' }, direction: 'INPUT', hint: 'field.after_process_option.hint' },
  { name: 'advanced_config.new_name', label: 'field.new_name', direction: 'INPUT', when: (c) => (c.advanced_config as Record<string, unknown> | undefined)?.after_process_option === 'RENAME', hint: 'field.new_name.hint' },
];

/**
 * What an output delivers of each run (docs/connectors.md): every row, or only the rows created or
 * updated since the last delivery (compared by the target data model's key), and a `_change` column.
 */
const CHANGE_OUTPUT: FieldSpec[] = [
  { name: 'deliver', label: 'field.deliver', kind: 'select', options: ['ALL', 'CHANGED'], labels: { ALL: 'field.deliver.ALL', CHANGED: 'field.deliver.CHANGED' }, direction: 'OUTPUT', hint: 'field.deliver.hint' },
  { name: 'change_column', label: 'field.change_column', kind: 'checkbox', direction: 'OUTPUT' },
];

export const FIELDS: Record<NodeType, FieldSpec[]> = {
  MANUAL: [],
  DATABASE: [
    { name: 'engine', label: 'field.engine', kind: 'select', options: ['POSTGRESQL', 'MYSQL'], labels: { POSTGRESQL: 'field.engine.POSTGRESQL', MYSQL: 'field.engine.MYSQL' } },
    { name: 'host', label: 'field.host', hint: 'field.host.hint' },
    { name: 'port', label: 'field.port', kind: 'number', hint: 'field.port.hint' },
    { name: 'database', label: 'field.database' },
    { name: 'user', label: 'field.user' },
    { name: 'password', label: 'field.password', kind: 'password', hint: 'field.password.hint' },
    { name: 'tls', label: 'field.tls', kind: 'select', options: ['verify-full', 'require', 'off'], labels: { 'verify-full': 'field.tls.verify-full', require: 'field.tls.require', off: 'field.tls.off' } },
    { name: 'tls_ca', label: 'field.tls_ca', kind: 'textarea', when: (c) => (c.tls ?? 'verify-full') === 'verify-full', hint: 'field.tls_ca.hint' },
    { name: 'schema', label: 'field.schema', when: (c) => c.engine !== 'MYSQL', hint: 'field.schema.hint' },
    { name: 'table', label: 'field.table', hint: 'field.table.hint' },
    { name: 'write_mode', label: 'field.write_mode', kind: 'select', options: ['INSERT', 'UPSERT'], labels: { INSERT: 'field.write_mode.INSERT', UPSERT: 'field.write_mode.UPSERT' }, hint: 'field.write_mode.hint' },
    { name: 'create_table', label: 'field.create_table', kind: 'checkbox' },
  ],
  HTTP: [
    { name: 'type', label: 'field.type', kind: 'select', options: ['REACTIVE', 'PROACTIVE'], direction: 'INPUT', hint: 'field.type.hint' },
    { name: 'url', label: 'field.url', hint: 'field.url.hint', when: (c) => c.type !== 'REACTIVE' },
    { name: 'method', label: 'field.method', kind: 'select', options: ['', 'GET', 'POST', 'PUT', 'PATCH'], when: (c) => c.type !== 'REACTIVE' },
    { name: 'headers', label: 'field.headers', kind: 'headers', hint: 'field.headers.hint', when: (c) => c.type !== 'REACTIVE' },
  ],
  OBJSTORE: [
    { name: 'objstore_bucket_name', label: 'field.objstore_bucket_name' },
    { name: 'objstore_region', label: 'field.objstore_region' },
    { name: 'objstore_endpoint', label: 'field.objstore_endpoint' },
    { name: 'objstore_access_key', label: 'field.objstore_access_key', kind: 'password' },
    { name: 'objstore_secret_access_key', label: 'field.objstore_secret_access_key', kind: 'password' },
    { name: 'directory_path', label: 'field.directory_path' },
    ...FILE_OUTPUT,
    ...FILE_INPUT,
  ],
  FTP: [
    { name: 'protocol', label: 'field.protocol', kind: 'select', options: ['SFTP', 'FTP'] },
    { name: 'host', label: 'field.host' },
    { name: 'port', label: 'field.port', kind: 'number' },
    { name: 'username', label: 'field.username' },
    { name: 'password', label: 'field.password', kind: 'password' },
    { name: 'secret_key', label: 'field.secret_key', kind: 'textarea', when: (c) => c.protocol === 'SFTP', hint: 'field.secret_key.hint' },
    { name: 'passphrase', label: 'field.passphrase', kind: 'password', when: (c) => c.protocol === 'SFTP' },
    { name: 'require_tls', label: 'field.require_tls', kind: 'checkbox', checked: false, when: (c) => c.protocol === 'FTP', hint: 'field.require_tls.hint' },
    { name: 'directory_path', label: 'field.directory_path' },
    ...FILE_OUTPUT,
    ...FILE_INPUT,
  ],
  EMAIL: [
    { name: 'recipients', label: 'field.recipients', direction: 'OUTPUT', hint: 'field.recipients.hint' },
    { name: 'file_name', label: 'field.attachment_name', direction: 'OUTPUT', hint: 'field.attachment_name.hint' },
    { name: 'file_extension', label: 'field.file_extension', kind: 'select', options: ['CSV', 'XLSX', 'XML'], direction: 'OUTPUT' },
  ],
  BLOB: [
    { name: 'blob_authentication_type', label: 'field.blob_authentication_type', kind: 'select', options: ['SAS', 'CONNECTION_STRING'] },
    { name: 'blob_account', label: 'field.blob_account', when: (c) => c.blob_authentication_type !== 'CONNECTION_STRING' },
    { name: 'blob_sas', label: 'field.blob_sas', kind: 'password', when: (c) => c.blob_authentication_type !== 'CONNECTION_STRING' },
    { name: 'blob_connection_string', label: 'field.blob_connection_string', kind: 'password', when: (c) => c.blob_authentication_type === 'CONNECTION_STRING' },
    { name: 'blob_endpoint', label: 'field.blob_endpoint', when: (c) => c.blob_authentication_type !== 'CONNECTION_STRING' },
    { name: 'blob_container_name', label: 'field.blob_container_name' },
    { name: 'directory_path', label: 'field.directory_path' },
    ...FILE_OUTPUT,
    ...FILE_INPUT,
  ],
  CLOUDSTORE: [
    { name: 'cloudproj_project_id', label: 'field.cloudproj_project_id' },
    { name: 'cloudproj_client_email', label: 'field.cloudproj_client_email' },
    { name: 'cloudproj_private_key', label: 'field.cloudproj_private_key', kind: 'textarea' },
    { name: 'cloudproj_bucket_name', label: 'field.cloudproj_bucket_name' },
    { name: 'directory_path', label: 'field.directory_path' },
    ...FILE_OUTPUT,
    ...FILE_INPUT,
  ],
};

function headersText(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : ''}`).join('\n');
}

function parseHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

/**
 * The fields of `nodeType` for `direction` over `config`; `change(next)` receives the edited
 * configuration. Empty fields are left out of the configuration.
 */
export function renderConnectorFields(t: Translate, nodeType: NodeType, direction: 'INPUT' | 'OUTPUT', config: Record<string, unknown>, change: (next: Record<string, unknown>) => void) {
  const set = (name: string, value: unknown) => {
    const empty = value === '' || value === undefined || (Array.isArray(value) && value.length === 0);
    const [head, tail] = name.split('.') as [string, string | undefined];
    const next = { ...config };
    if (tail === undefined) {
      if (empty) delete next[head];
      else next[head] = value;
    } else {
      const inner = { ...((next[head] as Record<string, unknown> | undefined) ?? {}) };
      if (empty) delete inner[tail];
      else inner[tail] = value;
      if (Object.keys(inner).length) next[head] = inner;
      else delete next[head];
    }
    change(next);
  };
  const get = (name: string): unknown => {
    const [head, tail] = name.split('.') as [string, string | undefined];
    return tail === undefined ? config[head] : (config[head] as Record<string, unknown> | undefined)?.[tail];
  };
  const fields = [...(FIELDS[nodeType] ?? []), ...(nodeType === 'MANUAL' || nodeType === 'DATABASE' ? [] : CHANGE_OUTPUT)].filter((f) => (!f.direction || f.direction === direction) && (!f.when || f.when(config)));
  return html`${fields.map((f) => {
    const id = `cfg-${f.name.replace('.', '-')}`;
    const value = get(f.name);
    let control;
    switch (f.kind) {
      case 'select':
        control = html`<select id=${id} @change=${(e: Event) => set(f.name, (e.target as HTMLSelectElement).value)}>
          ${f.options!.map((o) => html`<option value=${o} ?selected=${value === o || (value === undefined && o === f.options![0])}>${f.labels?.[o] ? t(f.labels[o]) : (o || t('field.default'))}</option>`)}</select>`;
        break;
      case 'password':
        control = html`<input id=${id} type="password" autocomplete="new-password" placeholder=${value ? t('field.stored') : ''} @change=${(e: Event) => set(f.name, (e.target as HTMLInputElement).value)}>`;
        break;
      case 'textarea':
        control = html`<textarea id=${id} @change=${(e: Event) => set(f.name, (e.target as HTMLTextAreaElement).value)}></textarea>`;
        break;
      case 'headers':
        control = html`<textarea id=${id} .value=${headersText(value)} @change=${(e: Event) => set(f.name, parseHeaders((e.target as HTMLTextAreaElement).value))}></textarea>`;
        break;
      case 'checkbox':
        return html`<div class="field"><label><input id=${id} type="checkbox" .checked=${value === (f.checked ?? true)} @change=${(e: Event) => set(f.name, (e.target as HTMLInputElement).checked ? (f.checked ?? true) : undefined)}> ${t(f.label)}</label>${f.hint ? html`<p class="hint">${t(f.hint)}</p>` : nothing}</div>`;
      case 'list':
        control = html`<input id=${id} .value=${Array.isArray(value) ? value.join(', ') : ''}
          @change=${(e: Event) => set(f.name, (e.target as HTMLInputElement).value.split(',').map((v) => v.trim()).filter(Boolean))}>`;
        break;
      case 'number':
        control = html`<input id=${id} type="number" .value=${value === undefined ? '' : String(value)} @change=${(e: Event) => set(f.name, (e.target as HTMLInputElement).value ? Number((e.target as HTMLInputElement).value) : '')}>`;
        break;
      default:
        control = html`<input id=${id} .value=${value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value)}
          @change=${(e: Event) => { const v = (e.target as HTMLInputElement).value.trim(); set(f.name, f.name === 'recipients' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v); }}>`;
    }
    return html`<div class="field"><label for=${id}>${t(f.label)}</label>${control}${f.hint ? html`<p class="hint">${t(f.hint)}</p>` : nothing}</div>`;
  })}`;
}

/** Defaults a new configuration of `nodeType` starts from (selects show their first option). */
export function initialConfiguration(nodeType: NodeType, direction: 'INPUT' | 'OUTPUT'): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const f of FIELDS[nodeType] ?? []) {
    // Nested settings (advanced_config) keep the server's defaults until a person picks one.
    if (f.kind === 'select' && f.options?.[0] && !f.name.includes('.') && (!f.direction || f.direction === direction)) config[f.name] = f.options[0];
  }
  return config;
}
