/**
 * A store for @fastify/rate-limit that counts in the database (domain/rate-limits.ts), so limits
 * hold across API processes. Each route's limit is its own namespace (method and route), keyed by
 * client address as the plugin generates it.
 */
import type { DatabaseHandle } from '../db/client.ts';
import { countRequest } from '../domain/rate-limits.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** The store class the plugin instantiates (`store` option), bound to `database`. */
export function databaseRateLimitStore(database: DatabaseHandle) {
  return class DatabaseRateLimitStore {
    readonly namespace: string;
    constructor(_options?: unknown, namespace = 'global') {
      this.namespace = namespace;
    }
    incr(key: string, cb: Callback, timeWindow: number): void {
      countRequest(database, `${this.namespace}|${key}`, timeWindow).then(
        ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }): DatabaseRateLimitStore {
      const info = routeOptions.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[info.method].flat().join(',')} ${info.url ?? ''}`);
    }
  };
}
