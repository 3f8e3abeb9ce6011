/**
 * Connector resource (SPEC.md §Connector, §Endpoints/Connectors; docs/connectors.md).
 *
 * A connector is `{name, type, node_type, configuration, permissions: {level}, trigger_type}`.
 * `configuration` depends on `node_type`, so the request schema the server validates first keeps it
 * an open object; the server then validates it against {@link connectorConfigurationSchema} for the node
 * type (per-field messages such as `body.configuration.port must be an integer`) and applies the
 * conditional rules a JSON Schema cannot phrase well (`blob_sas is required when
 * blob_authentication_type is SAS`). The OpenAPI document shows one schema per node type
 * ({@link ConnectorCreateDocumented}).
 *
 * Secrets (see {@link CONNECTOR_SECRET_PATHS}) are write-only: encrypted at rest and answered as
 * {@link SECRET_MASK}. Sending the mask back, or leaving the field out of an update, keeps the
 * stored value. Audit timestamps are ISO 8601 UTC with milliseconds and `Z`.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { AuditFields, documentedAs, Email, LenientBoolean, LenientInteger, Name, ReadOnlyEcho, StringEnum, named } from './common.ts';

export const CONNECTOR_TYPES = ['INPUT', 'OUTPUT'] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** SPEC.md §Connector `node_type`, and the extension DATABASE (an output into a PostgreSQL or MySQL table). */
export const NODE_TYPES = ['HTTP', 'OBJSTORE', 'FTP', 'EMAIL', 'BLOB', 'CLOUDSTORE', 'MANUAL', 'DATABASE'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export const CONNECTOR_PERMISSION_LEVELS = ['PUBLIC', 'PRIVATE'] as const;
export type ConnectorPermissionLevel = (typeof CONNECTOR_PERMISSION_LEVELS)[number];

/** Sent by SPEC.md's quick-start samples; stored and returned, no further meaning in SPEC.md. */
export const CONNECTOR_TRIGGER_TYPES = ['TIME_BASE', 'EVENT_BASE'] as const;

export const HTTP_CONNECTOR_METHODS = ['GET', 'POST', 'PUT', 'PATCH'] as const;
export const HTTP_CONNECTOR_TYPES = ['REACTIVE', 'PROACTIVE'] as const;
export const FTP_PROTOCOLS = ['FTP', 'SFTP'] as const;
export const FTP_AUTHENTICATION_METHODS = ['PASSWORD', 'KEY'] as const;
export const BLOB_AUTHENTICATION_TYPES = ['SAS', 'CONNECTION_STRING'] as const;
export const AFTER_PROCESS_OPTIONS = ['DELETE', 'RENAME', 'UNCHANGED'] as const;

/** Output file formats: EMAIL writes XLSX, XML or CSV; the storage node types also JSON. */
export const EMAIL_FILE_EXTENSIONS = ['XLSX', 'XML', 'CSV'] as const;
export const CONNECTOR_FILE_EXTENSIONS = ['XLSX', 'XML', 'CSV', 'JSON'] as const;

/** Node types whose configuration may carry `advanced_config` (SPEC.md §Connector). */
export const ADVANCED_CONFIG_NODE_TYPES = ['OBJSTORE', 'FTP', 'CLOUDSTORE', 'BLOB'] as const;

/** Node types whose OUTPUT connectors write a file: they need `file_name` and `file_extension`. */
export const FILE_OUTPUT_NODE_TYPES = ['EMAIL', 'FTP', 'OBJSTORE', 'BLOB', 'CLOUDSTORE'] as const;

/** What responses show in place of a stored secret. Sending it back keeps the stored secret. */
export const SECRET_MASK = '********';

/**
 * Where the secrets of each node type's configuration are, as key paths; `*` stands for every key
 * of an object (every HTTP header value is a secret, since headers usually carry credentials).
 */
export const CONNECTOR_SECRET_PATHS: Readonly<Record<NodeType, ReadonlyArray<readonly string[]>>> = {
  HTTP: [
    ['headers', '*'],
    ['authentication', 'headers', '*'],
  ],
  OBJSTORE: [['objstore_access_key'], ['objstore_secret_access_key']],
  FTP: [['password'], ['secret_key'], ['passphrase']],
  EMAIL: [],
  BLOB: [['blob_sas'], ['blob_connection_string']],
  CLOUDSTORE: [['cloudproj_private_key']],
  MANUAL: [],
  DATABASE: [['password']],
};

/** DATABASE: engines, TLS modes (as PostgreSQL's sslmode) and write modes. */
export const DATABASE_ENGINES = ['POSTGRESQL', 'MYSQL'] as const;
export const DATABASE_TLS_MODES = ['off', 'require', 'verify-full'] as const;
export const DATABASE_WRITE_MODES = ['INSERT', 'UPSERT'] as const;

/** Maximum number of headers in `headers` and in `authentication.headers`. */
export const MAX_HTTP_HEADERS = 50;
/** Maximum number of EMAIL `recipients` (SECURITY.md: cap recipients per output). */
export const MAX_EMAIL_RECIPIENTS = 50;

export const ConnectorTypeSchema = named('ConnectorType', StringEnum(CONNECTOR_TYPES, { description: 'INPUT: where data comes from; OUTPUT: where it goes. Cannot change after creation.' }));
export const NodeTypeSchema = named('NodeType', StringEnum(NODE_TYPES, { description: 'The kind of connector; decides the fields of `configuration`. Cannot change after creation.' }));
export const PermissionLevelSchema = named('ConnectorPermissionLevel', StringEnum(CONNECTOR_PERMISSION_LEVELS, {
  description: "PUBLIC: usable also by the organization's sub-organizations (read-only to them); PRIVATE: only by users of the organization. A sub-organization's own connectors are always PRIVATE.",
}));
export const TriggerTypeSchema = named('ConnectorTriggerType', StringEnum(CONNECTOR_TRIGGER_TYPES));

type Mode = 'request' | 'response';

const SECRET_NOTE = `Secret: encrypted at rest; responses show "${SECRET_MASK}". On update, the mask or a missing field keeps the stored value; null removes it.`;

function secret(mode: Mode, description: string, maxLength: number): TSchema {
  return mode === 'request'
    ? Type.String({ minLength: 1, maxLength, writeOnly: true, description: `${description}. ${SECRET_NOTE}` })
    : Type.Literal(SECRET_MASK, { description: `${description} (masked)` });
}

const directoryPath = (description: string) =>
  Type.String({ maxLength: 1024, description: `${description}. No "." or ".." segments, backslashes, control characters or percent-encoded separators.` });
const fileName = () =>
  Type.String({ minLength: 1, maxLength: 255, description: 'File name without extension; required for OUTPUT connectors. A plain name: no "/", "\\", control characters, "." or "..".' });
/**
 * Formula escaping of CSV and TSV outputs (an extension of SPEC.md): a text cell a spreadsheet would
 * read as a formula gets a leading apostrophe. Default: on for EMAIL (a person opens the
 * attachment), off for deliveries to machines (FTP, OBJSTORE, BLOB, CLOUDSTORE), where it would
 * change data; numbers are never escaped and XLSX text never altered.
 */
const escapeFormulas = (mode: Mode) =>
  mode === 'request'
    ? Type.Optional(LenientBoolean({ description: 'CSV/TSV outputs: prefix an apostrophe to text a spreadsheet would run as a formula (=…, @…, +/- not followed by a plain number, TAB, CR). Default: true for EMAIL, false for the other node types. Numbers are never escaped; XLSX text is never altered.' }))
    : Type.Optional(Type.Boolean());

export const DELIVER_MODES = ['ALL', 'CHANGED'] as const;

/**
 * What an output delivers of an execution's rows (docs/executions.md "What changed since the last
 * delivery"): all of them, or only those created or updated since the previous delivery (needs a
 * TDM key; without one every row goes). And whether a `_change` column says which is which.
 */
const changeFields = (mode: Mode) => ({
  deliver: Type.Optional(StringEnum(DELIVER_MODES, { description: "OUTPUT only. ALL (default): every output row. CHANGED: only the rows created or updated since the pipeline's previous SUCCESSFUL execution, compared by the TDM's key (every row when the TDM has no key); HTTP delivery_mode BATCHES then sends each batch as {\"rows\": [...], \"removed\": [...]}, the removed keys after the rows" })),
  change_column: mode === 'request'
    ? Type.Optional(LenientBoolean({ description: 'OUTPUT only. true: a last column `_change` says of each row whether it was created, updated or unchanged since the previous delivery (null without a TDM key). Default false' }))
    : Type.Optional(Type.Boolean()),
});

const fileExtension = (values: readonly string[]) =>
  StringEnum(values, { description: `One of ${values.join(', ')}; required for OUTPUT connectors. Case-insensitive on input ("csv" is stored as "CSV").` });
const headers = (mode: Mode, description: string) =>
  Type.Record(Type.String(), mode === 'request' ? Type.String({ maxLength: 8192 }) : Type.Literal(SECRET_MASK), {
    description: `${description}. Names are HTTP tokens (Host, Content-Length, Transfer-Encoding, Connection and other hop-by-hop headers are refused), at most ${MAX_HTTP_HEADERS}; values have no line breaks. Every value is a secret: encrypted at rest, answered as "${SECRET_MASK}"; the mask keeps a stored value, null removes the header.`,
  });
const httpUrl = (description: string) => Type.String({ minLength: 1, maxLength: 2048, description: `${description}. An http or https URL without user name or password (put credentials in headers).` });

/** `advanced_config` (SPEC.md §Connector): what happens to processed input files and which files are picked up. */
export const AdvancedConfigSchema = named('AdvancedConfig', Type.Object(
  {
    after_process_option: Type.Optional(
      StringEnum(AFTER_PROCESS_OPTIONS, { description: 'DELETE the processed input file, RENAME it to new_name, or leave it UNCHANGED (the default)' }),
    ),
    new_name: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'The new name of processed input files; required when after_process_option is RENAME. A plain name (no path).' })),
    inclusion_tag: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100, description: 'Only files whose name contains at least one tag are processed; empty: all files not excluded' }),
    ),
    exclusion_tag: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100, description: 'Files whose name contains any tag are skipped' })),
  },
  {
    additionalProperties: false,
    description:
      'Only for OBJSTORE, FTP, CLOUDSTORE and BLOB connectors; applies to INPUT connectors. The SPEC sample spelling `advance_config` is accepted and stored as `advanced_config`.',
  },
));

function storageFiles(extensions: readonly string[], mode: Mode) {
  return {
    directory_path: Type.Optional(directoryPath('Key prefix ("folder") in the bucket or container, relative (no leading "/")')),
    file_name: Type.Optional(fileName()),
    file_extension: Type.Optional(fileExtension(extensions)),
    escape_formulas: escapeFormulas(mode),
    ...changeFields(mode),
    advanced_config: Type.Optional(AdvancedConfigSchema),
  };
}

/** HTTP OUTPUT delivery modes (an extension): the whole file, or JSON rows in batches. */
export const HTTP_DELIVERY_MODES = ['FILE', 'BATCHES'] as const;
/** Rows per request of a BATCHES delivery when `batch_size` is not set. */
export const HTTP_DEFAULT_BATCH_SIZE = 1000;
/** The largest `batch_size`. */
export const HTTP_MAX_BATCH_SIZE = 10_000;

/**
 * The `configuration` schema of one node type. `request` is what clients send (lenient `port`,
 * secrets in clear, required fields that do not depend on `type`); `response` is what they get
 * back (secrets masked, FTP `authentication_method` added). Requirements that depend on `type`
 * (INPUT/OUTPUT) or on another field are in the descriptions and checked by the server.
 */
export function connectorConfigurationSchema(nodeType: NodeType, mode: Mode): TObject {
  const options = { additionalProperties: false };
  switch (nodeType) {
    case 'EMAIL':
      return Type.Object(
        {
          recipients: Type.Optional(
            Type.Array(Email(), { maxItems: MAX_EMAIL_RECIPIENTS, description: `E-mail addresses receiving the output; required (1 to ${MAX_EMAIL_RECIPIENTS}) for OUTPUT connectors` }),
          ),
          file_name: Type.Optional(fileName()),
          file_extension: Type.Optional(fileExtension(EMAIL_FILE_EXTENSIONS)),
          escape_formulas: escapeFormulas(mode),
          ...changeFields(mode),
        },
        {
          ...options,
          description:
            'OUTPUT: sends the output file to the recipients. INPUT: files are received at <connector id>@<inbound e-mail domain>; no field is required.',
        },
      );
    case 'FTP':
      return Type.Object(
        {
          host: Type.String({ minLength: 1, maxLength: 253, description: 'Host name or IP address, without scheme, port or path (e.g. ftp.example.com)' }),
          port:
            mode === 'request'
              ? Type.Optional(LenientInteger({ minimum: 1, maximum: 65535, description: 'TCP port; a numeric string is accepted. Defaults to 21 for FTP and 22 for SFTP.' }))
              : Type.Integer({ minimum: 1, maximum: 65535 }),
          protocol: StringEnum(FTP_PROTOCOLS),
          username: Type.String({ minLength: 1, maxLength: 256 }),
          password: Type.Optional(secret(mode, 'Password; required unless an SFTP connector uses secret_key', 1024)),
          secret_key: Type.Optional(secret(mode, 'SFTP only: SSH private key (PEM or OpenSSH format), instead of password', 16384)),
          passphrase: Type.Optional(secret(mode, 'Extension, SFTP with secret_key: the passphrase of an encrypted private key', 1024)),
          host_key_fingerprint: Type.Optional(Type.Union([Type.String({ pattern: '^SHA256:[A-Za-z0-9+/]{43}=?$', description: 'Extension, SFTP: the server key Ferry trusts, as `ssh-keygen -lf` prints it (SHA256:…). Set by Ferry at the first successful connection or test when absent; a server showing another key is refused (AUTHENTICATION_FAILED, "host key changed"). To accept a new key, send the new fingerprint, or null to trust whatever key the server shows next — with the password (or secret_key) again in the same request, once a key is pinned.' }), Type.Null()])),
          require_tls: Type.Optional(LenientBoolean({ description: 'Extension, FTP: refuse a server that does not offer TLS (explicit FTPS, AUTH TLS) before the user name and password are sent. Default true; false allows plain FTP (TLS is still used when the server offers it) and, on an existing connector, must come with the password again. A failed TLS handshake always fails.' })),
          authentication_method:
            mode === 'request'
              ? Type.Optional(StringEnum(FTP_AUTHENTICATION_METHODS, { readOnly: true, description: 'Response only; ignored on input' }))
              : StringEnum(FTP_AUTHENTICATION_METHODS, { description: 'KEY when secret_key is set, else PASSWORD' }),
          directory_path: Type.Optional(directoryPath('Directory on the server (absolute or relative to the login directory)')),
          file_name: Type.Optional(fileName()),
          file_extension: Type.Optional(fileExtension(CONNECTOR_FILE_EXTENSIONS)),
          escape_formulas: escapeFormulas(mode),
          ...changeFields(mode),
          advanced_config: Type.Optional(AdvancedConfigSchema),
        },
        { ...options, description: 'An FTP or SFTP server. Exactly one of password and secret_key (secret_key only for SFTP).' },
      );
    case 'HTTP':
      return Type.Object(
        {
          type: Type.Optional(
            StringEnum(HTTP_CONNECTOR_TYPES, {
              description: 'Required for INPUT connectors. REACTIVE: data is sent to the connector on every execution; PROACTIVE: data is read from url on every execution.',
            }),
          ),
          url: Type.Optional(httpUrl('Endpoint called to read data (PROACTIVE input) or to which processed data is sent (OUTPUT); required except for REACTIVE input')),
          method: Type.Optional(StringEnum(HTTP_CONNECTOR_METHODS, { description: 'Defaults to GET for input and POST for output' })),
          headers: Type.Optional(headers(mode, 'Headers sent with the request')),
          delivery_mode: Type.Optional(StringEnum(HTTP_DELIVERY_MODES, {
            description: 'Extension, OUTPUT only. FILE (default): the whole output file in one request. BATCHES: JSON arrays of batch_size rows, one request each, with Idempotency-Key <execution id>:<batch number> and X-Ferry-Batch <number>/<total>',
          })),
          batch_size: Type.Optional(LenientInteger({ minimum: 1, maximum: HTTP_MAX_BATCH_SIZE, description: `Extension, OUTPUT with delivery_mode BATCHES: rows per request (default ${HTTP_DEFAULT_BATCH_SIZE}, at most ${HTTP_MAX_BATCH_SIZE})` })),
          ...changeFields(mode),
          authentication: Type.Optional(
            Type.Object(
              {
                refresh_url: httpUrl('Endpoint called to obtain a new access token after expiry'),
                headers: Type.Optional(headers(mode, 'Headers of requests to the refresh endpoint')),
                method: Type.Optional(StringEnum(HTTP_CONNECTOR_METHODS, { description: 'Defaults to POST' })),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { ...options, description: 'Receives data from or sends data to a URL.' },
      );
    case 'OBJSTORE':
      return Type.Object(
        {
          objstore_access_key: secret(mode, 'Access key id', 256),
          objstore_secret_access_key: secret(mode, 'Secret access key', 256),
          objstore_bucket_name: Type.String({ minLength: 3, maxLength: 63, description: 'Bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' }),
          objstore_region: Type.String({ minLength: 1, maxLength: 64, description: 'Region, e.g. eu-central-1' }),
          objstore_endpoint: Type.Optional(httpUrl('Extension: endpoint of an S3-compatible service; omit for the default service')),
          ...storageFiles(CONNECTOR_FILE_EXTENSIONS, mode),
        },
        { ...options, description: 'An object-storage bucket.' },
      );
    case 'BLOB':
      return Type.Object(
        {
          blob_authentication_type: StringEnum(BLOB_AUTHENTICATION_TYPES),
          blob_account: Type.Optional(Type.String({ minLength: 3, maxLength: 24, description: 'Storage account name (3 to 24 lower-case letters and digits); required when blob_authentication_type is SAS' })),
          blob_sas: Type.Optional(secret(mode, 'Shared access signature token; required when blob_authentication_type is SAS', 4096)),
          blob_connection_string: Type.Optional(secret(mode, 'Connection string; required when blob_authentication_type is CONNECTION_STRING', 4096)),
          blob_endpoint: Type.Optional(httpUrl('Extension, SAS only: the blob service endpoint when it is not https://<blob_account>.blob.core.windows.net (sovereign clouds, emulators)')),
          blob_container_name: Type.String({ minLength: 3, maxLength: 63, description: 'Container name: 3 to 63 lower-case letters, digits and single hyphens' }),
          ...storageFiles(CONNECTOR_FILE_EXTENSIONS, mode),
        },
        { ...options, description: 'A blob-storage container. The fields of the other authentication type must be absent (null removes them).' },
      );
    case 'CLOUDSTORE':
      return Type.Object(
        {
          cloudproj_project_id: Type.String({ minLength: 1, maxLength: 100, description: 'Project id' }),
          cloudproj_client_email: Email({ description: 'E-mail address of the service account' }),
          cloudproj_private_key: secret(mode, 'Private key of the service account (PEM; "\\n" escapes are accepted)', 16384),
          cloudproj_bucket_name: Type.String({ minLength: 3, maxLength: 222, description: 'Bucket name' }),
          cloudproj_endpoint: Type.Optional(httpUrl('Extension: the GCS JSON API endpoint when it is not https://storage.googleapis.com (GCS-compatible services)')),
          cloudproj_token_uri: Type.Optional(httpUrl("Extension: the service account key's token_uri when it is not https://oauth2.googleapis.com/token")),
          ...storageFiles(CONNECTOR_FILE_EXTENSIONS, mode),
        },
        { ...options, description: 'A cloud-storage bucket. file_name and file_extension are an extension of SPEC.md (an output must name its file).' },
      );
    case 'DATABASE':
      return Type.Object(
        {
          engine: StringEnum(DATABASE_ENGINES, { description: 'POSTGRESQL, or MYSQL for MySQL and MariaDB' }),
          host: Type.String({ minLength: 1, maxLength: 253, description: 'Host name or IP address of the database server, without scheme, port or path. Goes through the network guard like every tenant host.' }),
          port:
            mode === 'request'
              ? Type.Optional(LenientInteger({ minimum: 1, maximum: 65535, description: 'TCP port; defaults to 5432 for POSTGRESQL and 3306 for MYSQL' }))
              : Type.Integer({ minimum: 1, maximum: 65535 }),
          database: Type.String({ minLength: 1, maxLength: 63, description: 'The database to write into' }),
          user: Type.String({ minLength: 1, maxLength: 128 }),
          password: Type.Optional(secret(mode, 'Password of user; bound to engine, host, port and database (changing one of them needs the password again)', 1024)),
          tls: Type.Optional(StringEnum(DATABASE_TLS_MODES, { description: 'off: plain TCP (trusted networks only); require: encrypted, certificate not checked; verify-full (default): encrypted, certificate chain and host name checked (against tls_ca when given)' })),
          tls_ca: Type.Optional(Type.String({ maxLength: 65536, description: 'PEM certificate authorities trusted for verify-full instead of the system ones ("\\n" escapes accepted)' })),
          schema: Type.Optional(Type.String({ minLength: 1, maxLength: 63, description: 'POSTGRESQL only: the schema of the table (default public). MySQL has no schemas apart from the database.' })),
          table: Type.String({ minLength: 1, maxLength: 63, description: "The table; its columns are the target data model's keys (docs/connectors.md lists the column types) plus _ferry_execution_id" }),
          write_mode: Type.Optional(StringEnum(DATABASE_WRITE_MODES, { description: "INSERT (default): every row is appended. UPSERT: rows are matched on the target data model's key; new keys are inserted, rows whose values differ updated, equal rows left alone" })),
          create_table: Type.Optional(LenientBoolean({ description: 'Create the table at the first delivery when it does not exist (default false: a missing table fails the delivery)' })),
        },
        { ...options, description: "Extension, OUTPUT only: writes the rows into a PostgreSQL or MySQL/MariaDB table in one transaction per execution; deliveries can be undone (POST /execution/{id}/undo)." },
      );
    case 'MANUAL':
      return Type.Object({}, { ...options, description: 'INPUT: data arrives by manual upload. OUTPUT: download-only, nothing is pushed; the output is kept for GET /execution/{id}/output in every format. No configuration fields.' });
  }
}

const permissionsIn = Type.Object({ level: PermissionLevelSchema }, { additionalProperties: false });

const configurationIn = Type.Object(
  {},
  {
    additionalProperties: true,
    description: `Depends on node_type: see the per-node-type schemas of this operation and docs/connectors.md. Secret fields are write-only (answered as "${SECRET_MASK}").`,
  },
);

export const ConnectorCreate = Type.Object(
  {
    ...ReadOnlyEcho,
    name: Name(),
    type: ConnectorTypeSchema,
    node_type: NodeTypeSchema,
    configuration: Type.Optional(configurationIn),
    permissions: Type.Optional(Type.Object({ level: PermissionLevelSchema }, { additionalProperties: false, description: 'Defaults to PRIVATE' })),
    trigger_type: Type.Optional(Type.Union([TriggerTypeSchema, Type.Null()])),
  },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Orders from Acme',
        type: 'INPUT',
        node_type: 'FTP',
        configuration: { host: 'ftp.acme.example', port: 21, protocol: 'FTP', username: 'ferry', password: 'secret', directory_path: '/outgoing' },
        permissions: { level: 'PRIVATE' },
        trigger_type: 'TIME_BASE',
      },
    ],
  },
);
export type ConnectorCreate = Static<typeof ConnectorCreate>;

/**
 * Partial update: top-level fields left out keep their values; `configuration` is merged into the
 * stored one as a JSON merge patch (RFC 7396): keys sent replace, `null` removes, keys left out
 * stay. `type` and `node_type` may be sent only with their current values.
 */
export const ConnectorUpdate = Type.Object(
  {
    ...ReadOnlyEcho,
    name: Type.Optional(Name()),
    type: Type.Optional(ConnectorTypeSchema),
    node_type: Type.Optional(NodeTypeSchema),
    configuration: Type.Optional(configurationIn),
    permissions: Type.Optional(permissionsIn),
    trigger_type: Type.Optional(Type.Union([TriggerTypeSchema, Type.Null()])),
  },
  { additionalProperties: false, examples: [{ name: 'Orders from Acme (SFTP)', configuration: { protocol: 'SFTP', port: 22 } }] },
);
export type ConnectorUpdate = Static<typeof ConnectorUpdate>;

const listFields = {
  id: Type.String(),
  name: Type.String(),
  type: ConnectorTypeSchema,
  node_type: NodeTypeSchema,
  permissions: Type.Object({ level: PermissionLevelSchema }, { additionalProperties: false }),
};

/** A list item: `id, name, type, node_type, permissions.level` and audit fields (SPEC.md §Connector). */
export const ConnectorListItem = named('ConnectorListItem', Type.Object({ ...listFields, ...AuditFields('iso') }, { additionalProperties: false }));

const createAnswerFields = {
  inbound_secret: Type.Optional(Type.String({ description: 'REACTIVE HTTP input connectors, in the create answer only: the secret that authenticates POST /connector/{id}/data. Shown once.' })),
  inbound_url: Type.Optional(Type.String({ description: 'Where to send data (REACTIVE HTTP input connectors, create answer only)' })),
  inbound_address: Type.Optional(Type.String({ description: "EMAIL input connectors, when the server's SMTP listener is configured (INBOUND_SMTP_PORT, INBOUND_EMAIL_DOMAIN): the address to mail files to, <connector id>@<domain>" })),
};

/** A connector as answered (secrets masked). */
export const Connector = Type.Object(
  {
    ...listFields,
    configuration: Type.Object({}, { additionalProperties: true, description: 'Depends on node_type; secrets are masked' }),
    trigger_type: Type.Union([TriggerTypeSchema, Type.Null()]),
    ...AuditFields('iso'),
    ...createAnswerFields,
  },
  { additionalProperties: false },
);
export type Connector = Static<typeof Connector>;

/** Schema-name stem of a node type: `HTTP` → `Http`, `CLOUDSTORE` → `Cloudstore`. */
function stem(nt: NodeType): string {
  return nt.charAt(0) + nt.slice(1).toLowerCase();
}

/** `ConnectorHttpConfiguration` (request) or `ConnectorHttpConfigurationMasked` (response). */
function namedConfiguration(nt: NodeType, mode: Mode): TObject {
  return named(`Connector${stem(nt)}Configuration${mode === 'response' ? 'Masked' : ''}`, connectorConfigurationSchema(nt, mode));
}

const ref = (name: string) => `#/components/schemas/${name}`;

function documentedVariant(nt: NodeType, kind: 'create' | 'response'): TSchema {
  const name = `Connector${stem(nt)}${kind === 'create' ? 'Create' : ''}`;
  const common = { name: Name(), type: ConnectorTypeSchema, node_type: Type.Literal(nt) };
  if (kind === 'response') {
    return named(
      name,
      Type.Object(
        { id: Type.String(), ...common, configuration: namedConfiguration(nt, 'response'), permissions: listFields.permissions, trigger_type: Type.Union([TriggerTypeSchema, Type.Null()]), ...AuditFields('iso'), ...createAnswerFields },
        { additionalProperties: false, description: `A ${nt} connector (secrets masked)` },
      ),
    );
  }
  return named(
    name,
    Type.Object(
      { ...common, configuration: Type.Optional(namedConfiguration(nt, 'request')), permissions: Type.Optional(permissionsIn), trigger_type: Type.Optional(Type.Union([TriggerTypeSchema, Type.Null()])) },
      { additionalProperties: false, description: `A new ${nt} connector` },
    ),
  );
}

function discriminated(kind: 'create' | 'response', description: string): TSchema {
  const variants = NODE_TYPES.map((nt) => documentedVariant(nt, kind));
  const mapping = Object.fromEntries(NODE_TYPES.map((nt) => [nt, ref(`Connector${stem(nt)}${kind === 'create' ? 'Create' : ''}`)]));
  return Type.Unsafe({ oneOf: variants, discriminator: { propertyName: 'node_type', mapping }, description });
}

/** The request body of `POST /connector` as the OpenAPI document shows it: a union discriminated by node_type. */
export const ConnectorCreateDocumented = named('ConnectorCreate', discriminated('create', 'A connector to create; configuration depends on node_type'));

/** The request body of `PUT /connector/{id}` as documented: configuration is any node type's partial configuration. */
export const ConnectorUpdateDocumented = named(
  'ConnectorUpdate',
  Type.Object(
    {
      name: Type.Optional(Name()),
      type: Type.Optional(ConnectorTypeSchema),
      node_type: Type.Optional(NodeTypeSchema),
      configuration: Type.Optional(
        Type.Unsafe({
          anyOf: NODE_TYPES.map((nt) => named(`Connector${stem(nt)}ConfigurationPatch`, Type.Partial(connectorConfigurationSchema(nt, 'request')))),
          description: 'The fields to change, of the connector’s node type; merged into the stored configuration (RFC 7396 JSON merge patch: null removes a field)',
        }),
      ),
      permissions: Type.Optional(permissionsIn),
      trigger_type: Type.Optional(Type.Union([TriggerTypeSchema, Type.Null()])),
    },
    { additionalProperties: false, description: 'Fields to change; type and node_type cannot change (send their current values or leave them out)', examples: [{ name: 'Orders from Acme (SFTP)', configuration: { protocol: 'SFTP', port: 22 } }] },
  ),
);

/** A connector as documented: a union discriminated by node_type. */
export const ConnectorDocumented = named('Connector', discriminated('response', 'A connector; configuration depends on node_type and secrets are masked'));

documentedAs(ConnectorCreate, ConnectorCreateDocumented);
documentedAs(ConnectorUpdate, ConnectorUpdateDocumented);
documentedAs(Connector, ConnectorDocumented);

/** Outcomes of a connection test (the same list as @ferry/connectors' CONNECTION_TEST_RESULTS). */
export const CONNECTION_TEST_RESULTS = [
  'OK', 'NOTHING_TO_CONNECT', 'DNS_FAILURE', 'CONNECTION_REFUSED', 'TIMEOUT', 'TLS_FAILURE', 'AUTHENTICATION_FAILED', 'HOST_KEY_CHANGED',
  'DIRECTORY_MISSING', 'DATABASE_MISSING', 'TABLE_MISSING', 'COLUMNS_MISSING', 'PERMISSION_DENIED', 'NETWORK_REFUSED', 'CONFIGURATION_INVALID', 'FAILED',
] as const;

/** `POST /connector/{id}/test` and `POST /connector/test`: whether Ferry reaches what the connector points at. */
export const ConnectionCheck = named('ConnectionCheck', Type.Object({
  ok: Type.Boolean({ description: 'true when Ferry reached the source or destination and signed in (or there is nothing to reach)' }),
  result: StringEnum(CONNECTION_TEST_RESULTS, {
    description: 'OK; NOTHING_TO_CONNECT (MANUAL, REACTIVE); DNS_FAILURE (the host name does not resolve); CONNECTION_REFUSED (nothing listens on the port); TIMEOUT; TLS_FAILURE (handshake or certificate; or an FTP server without TLS, unless require_tls is false); AUTHENTICATION_FAILED (user, password, key, token); HOST_KEY_CHANGED (SFTP: the server shows another key than the pinned one); DIRECTORY_MISSING (directory, bucket or container); DATABASE_MISSING (DATABASE: no such database); TABLE_MISSING (DATABASE: no such table or schema, and create_table is off); COLUMNS_MISSING (DATABASE: the table lacks columns of the target data model or of Ferry, or has them with incompatible types, or UPSERT has no unique key to match on); PERMISSION_DENIED; NETWORK_REFUSED (the network guard refused the address); CONFIGURATION_INVALID; FAILED (anything else: see message)',
  }),
  message: Type.String({ description: 'What was tried and what happened, in words, naming the host; never a secret' }),
  duration_ms: Type.Integer(),
  matching_files: Type.Optional(Type.Integer({ description: 'File-source inputs: files in the directory that would be picked up (supported type, tags), counted up to 10,000' })),
  host_key: Type.Optional(Type.String({ description: "SFTP: the server's host key fingerprint (SHA256:…)" })),
}));

/** `POST /connector/test`: a configuration to try without saving it. */
export const ConnectorTest = named('ConnectorTest', Type.Object(
  {
    type: ConnectorTypeSchema,
    node_type: NodeTypeSchema,
    configuration: Type.Optional(configurationIn),
    tdm_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "DATABASE outputs: check the table against this target data model (its columns and key) and the user's privileges" })),
  },
  {
    additionalProperties: false,
    examples: [{ type: 'INPUT', node_type: 'FTP', configuration: { host: 'sftp.acme.example', protocol: 'SFTP', username: 'ferry', password: 'secret', directory_path: '/outgoing' } }],
  },
));
