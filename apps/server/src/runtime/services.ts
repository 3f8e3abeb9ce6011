/** What the runtime needs, passed in explicitly (tests build their own). */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../domain/time.ts';
import type { Keys } from '../security/master-key.ts';
import type { ArtifactStore } from '../storage/index.ts';
import type { NetworkGuard } from '@ferry/connectors';

export interface RuntimeServices {
  config: Readonly<Config>;
  db: Database;
  clock: Clock;
  keys: Keys;
  storage: ArtifactStore;
  guard: NetworkGuard;
  log: Logger;
}
