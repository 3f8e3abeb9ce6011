/**
 * The connector form shared by CreateConnector and ConnectorDetails: the fields of each node type
 * (docs/connectors.md), secrets as password fields that are never shown back, HTTP headers as
 * "Name: value" lines.
 */
import { html, nothing } from 'lit';

export const NODE_TYPES = ['MANUAL', 'HTTP', 'OBJSTORE', 'FTP', 'EMAIL', 'BLOB', 'CLOUDSTORE', 'DATABASE'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Node types whose executions run in this version (all of them). */
export const RUNNABLE: readonly string[] = NODE_TYPES;

/** Node types that are outputs only. */
export const OUTPUT_ONLY: readonly string[] = ['DATABASE'];

/** Node types that read a directory of files (inputs) and write files (outputs). */
export const FILE_NODE_TYPES: readonly string[] = ['OBJSTORE', 'FTP', 'BLOB', 'CLOUDSTORE'];

export const NODE_TYPE_LABELS: Record<NodeType, string> = {
  MANUAL: 'Manual (upload, download)',
  HTTP: 'HTTP',
  OBJSTORE: 'Object storage bucket',
  FTP: 'FTP or SFTP server',
  EMAIL: 'E-mail',
  BLOB: 'Blob storage container',
  CLOUDSTORE: 'Cloud storage bucket',
  DATABASE: 'Database table (PostgreSQL, MySQL, MariaDB)',
};

/** The kind of a connector in words, by direction (`MANUAL` input: "Manual upload"). */
export function kindLabel(nodeType: string, type: string): string {
  if (nodeType === 'MANUAL') return type === 'OUTPUT' ? 'Download (kept in Ferry)' : 'Manual upload';
  if (nodeType === 'HTTP') return type === 'OUTPUT' ? 'HTTP (sends rows)' : 'HTTP';
  if (nodeType === 'EMAIL') return type === 'OUTPUT' ? 'E-mail (sends a file)' : 'E-mail (files mailed in)';
  return NODE_TYPE_LABELS[nodeType as NodeType] ?? nodeType;
}

interface FieldSpec {
  /** The configuration field; a dotted name reaches into an object (`advanced_config.new_name`). */
  name: string;
  label: string;
  kind?: 'text' | 'password' | 'select' | 'textarea' | 'headers' | 'number' | 'checkbox' | 'list';
  options?: string[];
  /** Words shown for option values (the value itself when absent). */
  labels?: Record<string, string>;
  /** Only for this direction. */
  direction?: 'INPUT' | 'OUTPUT';
  hint?: string;
  when?: (config: Record<string, unknown>) => boolean;
  /** A checkbox: the value it sets when checked (default true; unchecked removes the field). */
  checked?: unknown;
}

const FILE_OUTPUT: FieldSpec[] = [
  { name: 'file_name', label: 'File name', direction: 'OUTPUT', hint: 'Without extension. {execution_id}, {timestamp} (20261124T081500Z) and {date} (2026-11-24) keep names apart; a retry writes the same name again.' },
  { name: 'file_extension', label: 'File type', kind: 'select', options: ['CSV', 'XLSX', 'XML', 'JSON'], direction: 'OUTPUT' },
];

/** Which files an input picks up and what happens to them afterwards (advanced_config). */
const FILE_INPUT: FieldSpec[] = [
  { name: 'advanced_config.inclusion_tag', label: 'Only files whose name contains', kind: 'list', direction: 'INPUT', hint: 'Comma-separated; empty: every CSV, TSV, XLS, XLSX, XML and JSON file in the folder (not its subfolders).' },
  { name: 'advanced_config.exclusion_tag', label: 'Skip files whose name contains', kind: 'list', direction: 'INPUT', hint: 'Comma-separated.' },
  { name: 'advanced_config.after_process_option', label: 'After a successful run', kind: 'select', options: ['UNCHANGED', 'RENAME', 'DELETE'], labels: { UNCHANGED: 'Leave it where it is', RENAME: 'Rename it', DELETE: 'Delete it' }, direction: 'INPUT', hint: 'A file whose run failed always stays where it is. A file taken once is not taken again unless it changes.' },
  { name: 'advanced_config.new_name', label: 'New name', direction: 'INPUT', when: (c) => (c.advanced_config as Record<string, unknown> | undefined)?.after_process_option === 'RENAME', hint: '{name} (orders.csv), {stem} (orders), {extension} (csv), {execution_id}, {timestamp}, {date}; e.g. {name}.done' },
];

export const FIELDS: Record<NodeType, FieldSpec[]> = {
  MANUAL: [],
  DATABASE: [
    { name: 'engine', label: 'Database', kind: 'select', options: ['POSTGRESQL', 'MYSQL'], labels: { POSTGRESQL: 'PostgreSQL', MYSQL: 'MySQL or MariaDB' } },
    { name: 'host', label: 'Host', hint: 'The database server; a private address must be allowed by the operator.' },
    { name: 'port', label: 'Port', kind: 'number', hint: 'Empty: 5432 for PostgreSQL, 3306 for MySQL.' },
    { name: 'database', label: 'Database name' },
    { name: 'user', label: 'User' },
    { name: 'password', label: 'Password', kind: 'password', hint: 'Stored encrypted, never shown again; needed again when the host, port or database changes.' },
    { name: 'tls', label: 'Encryption (TLS)', kind: 'select', options: ['verify-full', 'require', 'off'], labels: { 'verify-full': 'On, certificate checked', require: 'On, certificate not checked', off: 'Off (trusted networks only)' } },
    { name: 'tls_ca', label: 'Certificate authority (PEM, optional)', kind: 'textarea', when: (c) => (c.tls ?? 'verify-full') === 'verify-full', hint: 'Only when the server’s certificate is issued by your own authority.' },
    { name: 'schema', label: 'Schema', when: (c) => c.engine !== 'MYSQL', hint: 'Empty: public.' },
    { name: 'table', label: 'Table', hint: 'Its columns are the target data model’s keys, plus _ferry_execution_id (which execution wrote each row).' },
    { name: 'write_mode', label: 'Rows', kind: 'select', options: ['INSERT', 'UPSERT'], labels: { INSERT: 'Append every row', UPSERT: 'Update rows with the same key, add new ones' }, hint: 'Updating matches rows on the target data model’s key (its key setting, or its unique column); equal rows are left alone.' },
    { name: 'create_table', label: 'Create the table when it does not exist', kind: 'checkbox' },
  ],
  HTTP: [
    { name: 'type', label: 'How data arrives', kind: 'select', options: ['REACTIVE', 'PROACTIVE'], direction: 'INPUT', hint: 'REACTIVE: a system sends files to Ferry. PROACTIVE: Ferry fetches the URL on every run.' },
    { name: 'url', label: 'URL', hint: 'http or https', when: (c) => c.type !== 'REACTIVE' },
    { name: 'method', label: 'Method', kind: 'select', options: ['', 'GET', 'POST', 'PUT', 'PATCH'], when: (c) => c.type !== 'REACTIVE' },
    { name: 'headers', label: 'Headers', kind: 'headers', hint: 'One per line, "Name: value". Values are secrets: stored encrypted and never shown again.', when: (c) => c.type !== 'REACTIVE' },
  ],
  OBJSTORE: [
    { name: 'objstore_bucket_name', label: 'Bucket' },
    { name: 'objstore_region', label: 'Region' },
    { name: 'objstore_endpoint', label: 'Endpoint (S3-compatible services)' },
    { name: 'objstore_access_key', label: 'Access key', kind: 'password' },
    { name: 'objstore_secret_access_key', label: 'Secret access key', kind: 'password' },
    { name: 'directory_path', label: 'Folder' },
    ...FILE_OUTPUT,
    ...FILE_INPUT,
  ],
  FTP: [
    { name: 'protocol', label: 'Protocol', kind: 'select', options: ['SFTP', 'FTP'] },
    { name: 'host', label: 'Host' },
    { name: 'port', label: 'Port', kind: 'number' },
    { name: 'username', label: 'User name' },
    { name: 'password', label: 'Password', kind: 'password' },
    { name: 'secret_key', label: 'SSH private key (SFTP, instead of a password)', kind: 'textarea', when: (c) => c.protocol === 'SFTP', hint: 'PEM or OpenSSH format. Stored encrypted, never shown again.' },
    { name: 'passphrase', label: 'Key passphrase', kind: 'password', when: (c) => c.protocol === 'SFTP' },
    { name: 'require_tls', label: 'Allow plain FTP (without TLS)', kind: 'checkbox', checked: false, when: (c) => c.protocol === 'FTP', hint: 'Ferry requires TLS (FTPS) and refuses a server without it before sending the user name and password. Allow plain FTP only for a server on a network you trust: the password then travels in clear. On a saved connector, type the password again with this change.' },
    { name: 'directory_path', label: 'Folder' },
    ...FILE_OUTPUT,
    ...FILE_INPUT,
  ],
  EMAIL: [
    { name: 'recipients', label: 'Recipients', direction: 'OUTPUT', hint: 'E-mail addresses, comma-separated (at most 50)' },
    { name: 'file_name', label: 'Attachment name', direction: 'OUTPUT', hint: 'Without extension; {date}, {timestamp} and {execution_id} are replaced.' },
    { name: 'file_extension', label: 'File type', kind: 'select', options: ['CSV', 'XLSX', 'XML'], direction: 'OUTPUT' },
  ],
  BLOB: [
    { name: 'blob_authentication_type', label: 'Authentication', kind: 'select', options: ['SAS', 'CONNECTION_STRING'] },
    { name: 'blob_account', label: 'Storage account', when: (c) => c.blob_authentication_type !== 'CONNECTION_STRING' },
    { name: 'blob_sas', label: 'SAS token', kind: 'password', when: (c) => c.blob_authentication_type !== 'CONNECTION_STRING' },
    { name: 'blob_connection_string', label: 'Connection string', kind: 'password', when: (c) => c.blob_authentication_type === 'CONNECTION_STRING' },
    { name: 'blob_endpoint', label: 'Endpoint (when not <account>.blob.core.windows.net)', when: (c) => c.blob_authentication_type !== 'CONNECTION_STRING' },
    { name: 'blob_container_name', label: 'Container' },
    { name: 'directory_path', label: 'Folder' },
    ...FILE_OUTPUT,
    ...FILE_INPUT,
  ],
  CLOUDSTORE: [
    { name: 'cloudproj_project_id', label: 'Project id' },
    { name: 'cloudproj_client_email', label: 'Service account e-mail' },
    { name: 'cloudproj_private_key', label: 'Private key (PEM)', kind: 'textarea' },
    { name: 'cloudproj_bucket_name', label: 'Bucket' },
    { name: 'directory_path', label: 'Folder' },
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
export function renderConnectorFields(nodeType: NodeType, direction: 'INPUT' | 'OUTPUT', config: Record<string, unknown>, change: (next: Record<string, unknown>) => void) {
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
  const fields = (FIELDS[nodeType] ?? []).filter((f) => (!f.direction || f.direction === direction) && (!f.when || f.when(config)));
  return html`${fields.map((f) => {
    const id = `cfg-${f.name.replace('.', '-')}`;
    const value = get(f.name);
    let control;
    switch (f.kind) {
      case 'select':
        control = html`<select id=${id} @change=${(e: Event) => set(f.name, (e.target as HTMLSelectElement).value)}>
          ${f.options!.map((o) => html`<option value=${o} ?selected=${value === o || (value === undefined && o === f.options![0])}>${f.labels?.[o] ?? (o || 'Default')}</option>`)}</select>`;
        break;
      case 'password':
        control = html`<input id=${id} type="password" autocomplete="new-password" placeholder=${value ? '(stored; type to replace)' : ''} @change=${(e: Event) => set(f.name, (e.target as HTMLInputElement).value)}>`;
        break;
      case 'textarea':
        control = html`<textarea id=${id} @change=${(e: Event) => set(f.name, (e.target as HTMLTextAreaElement).value)}></textarea>`;
        break;
      case 'headers':
        control = html`<textarea id=${id} .value=${headersText(value)} @change=${(e: Event) => set(f.name, parseHeaders((e.target as HTMLTextAreaElement).value))}></textarea>`;
        break;
      case 'checkbox':
        return html`<div class="field"><label><input id=${id} type="checkbox" .checked=${value === (f.checked ?? true)} @change=${(e: Event) => set(f.name, (e.target as HTMLInputElement).checked ? (f.checked ?? true) : undefined)}> ${f.label}</label>${f.hint ? html`<p class="hint">${f.hint}</p>` : nothing}</div>`;
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
    return html`<div class="field"><label for=${id}>${f.label}</label>${control}${f.hint ? html`<p class="hint">${f.hint}</p>` : nothing}</div>`;
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
