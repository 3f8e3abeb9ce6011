/**
 * Realistic connector request bodies, one or more per node type, built from SPEC.md §Connector's
 * field tables with the quirks of its samples (`port` as a string, lowercase `file_extension`,
 * `advance_config`, `"\n"` escapes in a pasted private key). Shared by the connector tests and
 * docs/connectors.md's examples.
 */

/** A PEM-shaped private key whose body is `inner` (JSON-escaped line breaks, as pasted from a key file). */
export const pem = (inner: string, kind = 'PRIVATE KEY') => `-----BEGIN ${kind}-----\\n${inner}\\n-----END ${kind}-----\\n`;

export const SAMPLES = {
  FTP: {
    name: 'Acme orders out (FTP)',
    type: 'OUTPUT',
    node_type: 'FTP',
    configuration: {
      host: 'ftp.acme.example',
      port: '21',
      protocol: 'FTP',
      username: 'ferry',
      password: 'ftp-password-1',
      directory_path: '/outgoing/orders',
      file_name: 'orders-clean',
      file_extension: 'csv',
      advance_config: { after_process_option: 'UNCHANGED', inclusion_tag: [], exclusion_tag: [] },
    },
    permissions: { level: 'PUBLIC' },
    trigger_type: 'TIME_BASE',
  },
  SFTP: {
    name: 'Acme orders in (SFTP)',
    type: 'INPUT',
    node_type: 'FTP',
    configuration: {
      host: '203.0.113.10',
      port: 2222,
      protocol: 'SFTP',
      username: 'acme',
      secret_key: pem('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ', 'OPENSSH PRIVATE KEY'),
      directory_path: 'inbox',
      advanced_config: { after_process_option: 'RENAME', new_name: 'processed', inclusion_tag: ['orders'], exclusion_tag: ['draft'] },
    },
    permissions: { level: 'PRIVATE' },
    trigger_type: 'TIME_BASE',
  },
  HTTP: {
    name: 'Acme API orders',
    type: 'INPUT',
    node_type: 'HTTP',
    configuration: {
      type: 'PROACTIVE',
      url: 'https://api.acme.example/v1/orders?status=open',
      method: 'GET',
      headers: { Authorization: 'Bearer api-token-1', 'X-Tenant': 'acme' },
      authentication: { refresh_url: 'https://auth.acme.example/oauth/token', headers: { 'X-Refresh-Token': 'refresh-token-1' }, method: 'POST' },
    },
    permissions: { level: 'PRIVATE' },
    trigger_type: 'TIME_BASE',
  },
  HTTP_REACTIVE: {
    name: 'Acme pushes orders',
    type: 'INPUT',
    node_type: 'HTTP',
    configuration: { type: 'REACTIVE' },
    permissions: { level: 'PRIVATE' },
    trigger_type: 'EVENT_BASE',
  },
  HTTP_OUT: {
    name: 'ERP import endpoint',
    type: 'OUTPUT',
    node_type: 'HTTP',
    configuration: { url: 'https://erp.example.com/import', headers: { 'X-Api-Key': 'erp-key-1' } },
    permissions: { level: 'PUBLIC' },
  },
  OBJSTORE: {
    name: 'Acme bucket',
    type: 'INPUT',
    node_type: 'OBJSTORE',
    configuration: {
      objstore_access_key: 'AKIAEXAMPLEACCESS1',
      objstore_secret_access_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      objstore_bucket_name: 'acme-orders',
      objstore_region: 'eu-central-1',
      directory_path: 'incoming/',
      file_extension: 'xlsx',
      advance_config: { after_process_option: 'DELETE', inclusion_tag: ['orders'], exclusion_tag: [] },
    },
    permissions: { level: 'PUBLIC' },
    trigger_type: 'TIME_BASE',
  },
  EMAIL: {
    name: 'Send to operations',
    type: 'OUTPUT',
    node_type: 'EMAIL',
    configuration: { recipients: ['ops@acme.example', 'data@acme.example'], file_name: 'clean-orders', file_extension: 'xml' },
    permissions: { level: 'PRIVATE' },
  },
  EMAIL_IN: {
    name: 'Orders by e-mail',
    type: 'INPUT',
    node_type: 'EMAIL',
    configuration: {},
    permissions: { level: 'PRIVATE' },
    trigger_type: 'EVENT_BASE',
  },
  BLOB: {
    name: 'Acme container (SAS)',
    type: 'INPUT',
    node_type: 'BLOB',
    configuration: {
      blob_authentication_type: 'SAS',
      blob_account: 'acmestorage',
      blob_sas: 'sv=2022-11-02&ss=b&srt=co&sp=rl&se=2030-01-01T00:00:00Z&sig=c2FzLXNpZ25hdHVyZQ%3D',
      blob_connection_string: '',
      blob_container_name: 'orders',
      directory_path: 'in',
      advance_config: { after_process_option: 'UNCHANGED' },
    },
    permissions: { level: 'PRIVATE' },
    trigger_type: 'TIME_BASE',
  },
  BLOB_CS: {
    name: 'Exports container',
    type: 'OUTPUT',
    node_type: 'BLOB',
    configuration: {
      blob_authentication_type: 'CONNECTION_STRING',
      blob_connection_string: 'DefaultEndpointsProtocol=https;AccountName=acmestorage;AccountKey=YWNjb3VudC1rZXk=;EndpointSuffix=core.windows.net',
      blob_container_name: 'exports',
      directory_path: 'daily',
      file_name: 'orders',
      file_extension: 'json',
    },
    permissions: { level: 'PUBLIC' },
  },
  CLOUDSTORE: {
    name: 'Acme cloud bucket',
    type: 'OUTPUT',
    node_type: 'CLOUDSTORE',
    configuration: {
      cloudproj_project_id: 'acme-data-123',
      cloudproj_client_email: 'ferry@acme-data-123.iam.gserviceaccount.com',
      cloudproj_private_key: pem('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'),
      cloudproj_bucket_name: 'acme-exports',
      directory_path: 'exports/daily',
      file_name: 'orders',
      file_extension: 'Csv',
    },
    permissions: { level: 'PRIVATE' },
    trigger_type: 'TIME_BASE',
  },
  DATABASE: {
    name: 'Orders into the warehouse',
    type: 'OUTPUT',
    node_type: 'DATABASE',
    configuration: {
      engine: 'POSTGRESQL',
      host: 'db.acme.example',
      database: 'warehouse',
      user: 'ferry',
      password: 'Db-Sample-Secret-1',
      table: 'orders',
      write_mode: 'UPSERT',
      create_table: true,
    },
    permissions: { level: 'PRIVATE' },
    trigger_type: null,
  },
  MANUAL: {
    name: 'Upload orders',
    type: 'INPUT',
    node_type: 'MANUAL',
    configuration: {},
    permissions: { level: 'PUBLIC' },
    trigger_type: 'EVENT_BASE',
  },
} as const;

export type SampleName = keyof typeof SAMPLES;

/** A deep copy of a sample (tests change them freely). */
export function sample(name: SampleName): Record<string, any> {
  return structuredClone(SAMPLES[name]) as Record<string, any>;
}

/** A sample with `configuration` fields changed (`undefined` deletes a field). */
export function withConfig(name: SampleName, changes: Record<string, unknown>, top: Record<string, unknown> = {}): Record<string, any> {
  const body = sample(name);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete body.configuration[k];
    else body.configuration[k] = v;
  }
  return { ...body, ...top };
}
