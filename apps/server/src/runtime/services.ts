/** What the runtime needs, passed in explicitly (tests build their own). */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../domain/time.ts';
import type { Keys } from '../security/master-key.ts';
import type { ArtifactStore } from '../storage/index.ts';
import type { EmailConnectorOptions, NetworkGuard } from '@ferry/connectors';
import type { EnginePool } from './engine-pool.ts';

export interface RuntimeServices {
  config: Readonly<Config>;
  db: Database;
  clock: Clock;
  keys: Keys;
  storage: ArtifactStore;
  guard: NetworkGuard;
  /** EMAIL outputs: the operator's SMTP client (SMTP_URL); undefined when not configured. */
  email?: EmailConnectorOptions;
  /** Worker threads running the import engine. */
  engines: EnginePool;
  log: Logger;
}
