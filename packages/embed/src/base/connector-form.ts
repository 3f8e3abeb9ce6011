/**
 * The connector form shared by CreateConnector and ConnectorDetails: the fields of each node type
 * (docs/connectors.md), secrets as password fields that are never shown back, HTTP headers as
 * "Name: value" lines.
 */
import { html, nothing } from 'lit';

export const NODE_TYPES = ['MANUAL', 'HTTP', 'OBJSTORE', 'FTP', 'EMAIL', 'BLOB', 'CLOUDSTORE'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Node types whose executions run in this version; the others are stored and validated only. */
export const RUNNABLE: readonly string[] = ['MANUAL', 'HTTP'];

export const NODE_TYPE_LABELS: Record<NodeType, string> = {
  MANUAL: 'Manual (upload, download)',
  HTTP: 'HTTP',
  OBJSTORE: 'Object storage bucket',
  FTP: 'FTP or SFTP server',
  EMAIL: 'E-mail',
  BLOB: 'Blob storage container',
  CLOUDSTORE: 'Cloud storage bucket',
};

interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'password' | 'select' | 'textarea' | 'headers' | 'number';
  options?: string[];
  /** Only for this direction. */
  direction?: 'INPUT' | 'OUTPUT';
  hint?: string;
  when?: (config: Record<string, unknown>) => boolean;
}

const FILE_OUTPUT: FieldSpec[] = [
  { name: 'file_name', label: 'File name', direction: 'OUTPUT' },
  { name: 'file_extension', label: 'File type', kind: 'select', options: ['CSV', 'XLSX', 'XML', 'JSON'], direction: 'OUTPUT' },
];

export const FIELDS: Record<NodeType, FieldSpec[]> = {
  MANUAL: [],
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
  ],
  FTP: [
    { name: 'protocol', label: 'Protocol', kind: 'select', options: ['SFTP', 'FTP'] },
    { name: 'host', label: 'Host' },
    { name: 'port', label: 'Port', kind: 'number' },
    { name: 'username', label: 'User name' },
    { name: 'password', label: 'Password', kind: 'password' },
    { name: 'secret_key', label: 'SSH private key (SFTP, instead of a password)', kind: 'textarea', when: (c) => c.protocol === 'SFTP' },
    { name: 'directory_path', label: 'Folder' },
    ...FILE_OUTPUT,
  ],
  EMAIL: [
    { name: 'recipients', label: 'Recipients', direction: 'OUTPUT', hint: 'E-mail addresses, comma-separated' },
    ...FILE_OUTPUT,
  ],
  BLOB: [
    { name: 'blob_authentication_type', label: 'Authentication', kind: 'select', options: ['SAS', 'CONNECTION_STRING'] },
    { name: 'blob_account', label: 'Storage account', when: (c) => c.blob_authentication_type !== 'CONNECTION_STRING' },
    { name: 'blob_sas', label: 'SAS token', kind: 'password', when: (c) => c.blob_authentication_type !== 'CONNECTION_STRING' },
    { name: 'blob_connection_string', label: 'Connection string', kind: 'password', when: (c) => c.blob_authentication_type === 'CONNECTION_STRING' },
    { name: 'blob_container_name', label: 'Container' },
    { name: 'directory_path', label: 'Folder' },
    ...FILE_OUTPUT,
  ],
  CLOUDSTORE: [
    { name: 'cloudproj_project_id', label: 'Project id' },
    { name: 'cloudproj_client_email', label: 'Service account e-mail' },
    { name: 'cloudproj_private_key', label: 'Private key (PEM)', kind: 'textarea' },
    { name: 'cloudproj_bucket_name', label: 'Bucket' },
    { name: 'directory_path', label: 'Folder' },
    ...FILE_OUTPUT,
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
    const next = { ...config };
    if (value === '' || value === undefined) delete next[name];
    else next[name] = value;
    change(next);
  };
  const fields = (FIELDS[nodeType] ?? []).filter((f) => (!f.direction || f.direction === direction) && (!f.when || f.when(config)));
  return html`${fields.map((f) => {
    const id = `cfg-${f.name}`;
    const value = config[f.name];
    let control;
    switch (f.kind) {
      case 'select':
        control = html`<select id=${id} @change=${(e: Event) => set(f.name, (e.target as HTMLSelectElement).value)}>
          ${f.options!.map((o) => html`<option value=${o} ?selected=${value === o || (value === undefined && o === f.options![0])}>${o || 'Default'}</option>`)}</select>`;
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
    if (f.kind === 'select' && f.options?.[0] && (!f.direction || f.direction === direction)) config[f.name] = f.options[0];
  }
  return config;
}
