/**
 * Prepared statements for the API's hot reads (a row by id, the principal of a token, the first
 * page of a list). Building a query with Drizzle's builders costs CPU on every request (about a
 * fifth of a read's CPU under load, measured with `npm run bench:api`); a prepared statement is
 * built once per database handle, with `sql.placeholder(name)` standing for its values. On
 * PostgreSQL it is also a named prepared statement, parsed and planned once per connection.
 */
import type { Database } from './client.ts';

/** What Drizzle's `.prepare(name)` returns, as far as callers use it. */
export interface PreparedStatement<R> {
  execute(placeholders?: Record<string, unknown>): Promise<R>;
}

/** Statement names by shape key: one name always stands for one SQL text (PostgreSQL requires it per connection). */
const names = new Map<string, string>();
/** Built statements per database handle (a transaction is its own handle). */
const built = new WeakMap<object, Map<string, PreparedStatement<unknown>>>();

/**
 * The prepared statement of shape `key` on `db`, built by `build(db, name)` the first time (which
 * must call `.prepare(name)` on a query whose values are all placeholders). `key` names the SQL
 * text: two calls with one key must build the same SQL, or PostgreSQL refuses the second
 * (`prepared statement "…" already exists` with another text) — include every choice that changes
 * the text (principal kind, sort order) in the key.
 */
export function prepared<R>(db: Database, key: string, build: (db: Database, name: string) => PreparedStatement<R>): PreparedStatement<R> {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map()));
  let statement = statements.get(key) as PreparedStatement<R> | undefined;
  if (!statement) {
    let name = names.get(key);
    if (!name) names.set(key, (name = `ferry_${names.size + 1}`));
    statement = build(db, name);
    statements.set(key, statement as PreparedStatement<unknown>);
  }
  return statement;
}
