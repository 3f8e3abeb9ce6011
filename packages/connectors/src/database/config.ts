/**
 * The DATABASE connector's configuration (an extension beside SPEC.md's node types; output only;
 * docs/connectors.md "DATABASE") in checked form. The server validates on write; the driver checks
 * again at run time and names the field, never a value.
 */
import type { ConnectorType } from '../contract.ts';
import { ConnectorError } from '../errors.ts';
import { asConfig, invalid, optionalString, portOf, requiredString } from '../files/config.ts';

import { DATABASE_ENGINES, DATABASE_TLS_MODES, DATABASE_WRITE_MODES } from '@ferry/schemas/connectors';

export { DATABASE_ENGINES, DATABASE_TLS_MODES, DATABASE_WRITE_MODES };
/** Database engines: PostgreSQL (`pg`) and MySQL or MariaDB (`mysql2`). */
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];
/**
 * TLS modes, named as PostgreSQL's `sslmode`: `off` (plain TCP), `require` (encrypted, the
 * server's certificate not checked), `verify-full` (encrypted, the certificate chain checked
 * against `tls_ca` or the system's authorities, and the host name against the certificate).
 */
export type DatabaseTlsMode = (typeof DATABASE_TLS_MODES)[number];
/** INSERT appends every row; UPSERT inserts new keys and updates changed rows (the TDM's key). */
export type DatabaseWriteMode = (typeof DATABASE_WRITE_MODES)[number];

/** Default ports: PostgreSQL 5432, MySQL/MariaDB 3306. */
export const DATABASE_DEFAULT_PORTS: Record<DatabaseEngine, number> = { POSTGRESQL: 5432, MYSQL: 3306 };

/** The column every row Ferry writes carries: the execution that wrote it last. */
export const EXECUTION_COLUMN = '_ferry_execution_id';

/** Largest identifier length both engines accept (PostgreSQL 63 bytes, MySQL 64 characters). */
export const MAX_IDENTIFIER = 63;

export interface DatabaseSettings {
  engine: DatabaseEngine;
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string;
  tls: DatabaseTlsMode;
  /** PEM certificate authorities trusted for verify-full (instead of the system's). */
  tlsCa?: string;
  /** PostgreSQL: the schema (default `public`); MySQL: the database itself (schema is not used). */
  schema: string;
  table: string;
  writeMode: DatabaseWriteMode;
  createTable: boolean;
}

/** Why an identifier is refused, or null. Any printable text up to 63 bytes is quoted and kept. */
export function identifierProblem(name: string): string | null {
  if (name.length === 0) return 'must not be empty';
  if (Buffer.byteLength(name, 'utf8') > MAX_IDENTIFIER) return `must be at most ${MAX_IDENTIFIER} bytes (the limit of PostgreSQL identifiers)`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f`]/.test(name)) return 'must not contain control characters or backticks';
  if (/\s$/.test(name)) return 'must not end with white space (MySQL refuses such names)';
  return null;
}

function identifier(c: Record<string, unknown>, field: string, fallback?: string): string {
  const v = optionalString(c, field, 256) ?? fallback;
  if (v === undefined) throw invalid(field, 'is required');
  const problem = identifierProblem(v);
  if (problem) throw invalid(field, problem);
  return v;
}

function oneOf<T extends string>(c: Record<string, unknown>, field: string, values: readonly T[], fallback: T, normalise: (v: string) => string = (v) => v): T {
  const v = c[field];
  if (v === undefined || v === null || v === '') return fallback;
  const s = typeof v === 'string' ? normalise(v) : '';
  if (!(values as readonly string[]).includes(s)) throw invalid(field, `must be one of ${values.join(', ')}`);
  return s as T;
}

/** @throws ConnectorError CONFIGURATION_INVALID naming the field. */
export function parseDatabaseConfiguration(configuration: unknown, type: ConnectorType): DatabaseSettings {
  if (type !== 'OUTPUT') throw new ConnectorError('CONFIGURATION_INVALID', 'DATABASE connectors are outputs only: Ferry writes rows into a table, it does not read them', { retryable: false });
  const c = asConfig(configuration);
  if (c.engine === undefined || c.engine === null || c.engine === '') throw invalid('engine', `is required (${DATABASE_ENGINES.join(' or ')})`);
  const engine = oneOf(c, 'engine', DATABASE_ENGINES, 'POSTGRESQL', (v) => v.toUpperCase());
  const host = requiredString(c, 'host', 253);
  if (/[\s/@]/.test(host) || host.includes('://')) throw invalid('host', 'must be a host name or IP address without scheme, user, port or path');
  const tlsCa = optionalString(c, 'tls_ca', 65536);
  if (tlsCa && !/-----BEGIN CERTIFICATE-----/.test(tlsCa)) throw invalid('tls_ca', 'must be one or more PEM certificates (-----BEGIN CERTIFICATE----- …)');
  const database = identifier(c, 'database');
  const schemaGiven = optionalString(c, 'schema', 256);
  if (engine === 'MYSQL' && schemaGiven !== undefined && schemaGiven !== database) throw invalid('schema', 'is for PostgreSQL only: in MySQL and MariaDB the database is the schema (leave schema out)');
  return {
    engine,
    host: host.replace(/^\[|\]$/g, ''),
    port: portOf(c, DATABASE_DEFAULT_PORTS[engine]),
    database,
    user: requiredString(c, 'user', 128),
    ...(optionalString(c, 'password', 1024) ? { password: optionalString(c, 'password', 1024)! } : {}),
    tls: oneOf(c, 'tls', DATABASE_TLS_MODES, 'verify-full', (v) => v.toLowerCase()),
    ...(tlsCa ? { tlsCa: tlsCa.replace(/\\n/g, '\n') } : {}),
    schema: engine === 'MYSQL' ? database : identifier(c, 'schema', 'public'),
    table: identifier(c, 'table'),
    writeMode: oneOf(c, 'write_mode', DATABASE_WRITE_MODES, 'INSERT', (v) => v.toUpperCase()),
    createTable: c.create_table === true || c.create_table === 'true',
  };
}

/** `postgresql://host:port/database` + `schema.table`, without user or secret (IPv6 in brackets). */
export function databaseLocation(s: Pick<DatabaseSettings, 'engine' | 'host' | 'port' | 'database'>): string {
  const host = s.host.includes(':') ? `[${s.host}]` : s.host;
  return `${s.engine === 'POSTGRESQL' ? 'postgresql' : 'mysql'}://${host}:${s.port}/${s.database}`;
}

/** `schema.table` (PostgreSQL) or `table` (MySQL, whose schema is the database) as people read it. */
export function tableName(s: Pick<DatabaseSettings, 'engine' | 'schema' | 'table'>): string {
  return s.engine === 'POSTGRESQL' ? `${s.schema}.${s.table}` : s.table;
}
