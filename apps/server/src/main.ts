/**
 * Process entry for `ferry start`: parse config, open the database, migrate, bootstrap the first
 * organization, listen, and shut down gracefully on SIGTERM/SIGINT.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { buildApp, API_PREFIX, type FerryApp } from './app.ts';
import { loadConfig, urlHost, type Config, type Role } from './config.ts';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from './db/client.ts';
import { countOrganizations, createOrganization } from './domain/organizations/service.ts';
import { systemClock } from './domain/time.ts';
import { createLogger } from './logger.ts';
import { deriveKeys, loadMasterSecret } from './security/master-key.ts';
import { createRuntime, type Runtime } from './runtime/runtime.ts';
import type { InboundSmtp } from './mail/inbound.ts';
import { createArtifactStore } from './storage/index.ts';

export interface Started {
  app: FerryApp | null;
  database: DatabaseHandle;
  runtime: Runtime;
  stop(): Promise<void>;
}

/**
 * Opens the configured database and applies migrations. `applicationName`: what PostgreSQL shows
 * for the connections (`ferry-api`, `ferry-worker`, `ferry-cli`…; see db/client.ts).
 */
export async function openAndMigrate(config: Readonly<Config>, applicationName = 'ferry'): Promise<DatabaseHandle> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : pgliteDirFor(config.dataDir), applicationName });
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  return database;
}

/**
 * Creates the first organization when none exists and prints its license key and owner
 * credentials once (to stdout, not to the log). Values come from FERRY_BOOTSTRAP_* when set.
 */
export async function bootstrapIfEmpty(database: DatabaseHandle, config: Readonly<Config>, log: Logger, print: (text: string) => void): Promise<void> {
  if ((await countOrganizations(database.db)) > 0) return;
  const created = await createOrganization(database.db, systemClock, {
    name: config.bootstrap.organizationName,
    licenseKey: config.bootstrap.licenseKey,
    owner: { email: config.bootstrap.ownerEmail, password: config.bootstrap.ownerPassword },
  });
  log.info({ organization: created.organization.id }, 'created the first organization');
  const fromEnv = Boolean(config.bootstrap.licenseKey && config.bootstrap.ownerPassword);
  print(
    [
      '',
      '  Ferry created your organization. This is shown once; keep it safe.',
      `    organization:  ${created.organization.name} (${created.organization.id})`,
      `    license key:   ${fromEnv ? '(from FERRY_BOOTSTRAP_LICENSE_KEY)' : created.license_key}`,
      `    owner e-mail:  ${created.owner.email}`,
      `    owner password: ${config.bootstrap.ownerPassword ? '(from FERRY_BOOTSTRAP_OWNER_PASSWORD)' : created.owner.password}`,
      `  Open ${config.publicUrl}/ and sign in with the owner's e-mail address and password.`,
      `  Get a token for the API: curl -s -X POST ${config.publicUrl}${API_PREFIX}/access/token -H 'content-type: application/json' \\`,
      `    -d '{"license_key":"<license key>","auth":{"identifier":"${created.owner.identifier}","type":"USER"}}'`,
      '',
    ].join('\n'),
  );
}

/** Starts the roles asked for. Resolves once listening. */
export async function start(role: Role, env: NodeJS.ProcessEnv = process.env): Promise<Started> {
  const config = loadConfig(env);
  const log = createLogger(config.logLevel);
  const database = await openAndMigrate(config, role === 'all' ? 'ferry' : `ferry-${role}`);
  let storage: Awaited<ReturnType<typeof createArtifactStore>> | null = null;
  let runtime: Runtime | null = null;
  let app: FerryApp | null = null;
  let inbound: InboundSmtp | null = null;
  try {
    const keys = deriveKeys(loadMasterSecret(config.secretKey, config.dataDir));
    await bootstrapIfEmpty(database, config, log, (t) => process.stdout.write(t + '\n'));
    storage = await createArtifactStore({ storageUrl: config.storageUrl, dataDir: config.dataDir });
    runtime = await createRuntime({ config, database, storage, keys, clock: systemClock, log });
    if (role === 'all' || role === 'api') {
      let listened: string | null = null;
      app = await buildApp({ config, database, keys, logger: log, storage, dispatcher: runtime.dispatcher, pipelineHooks: runtime.pipelineHooks, publicUrl: () => listened ?? config.publicUrl });
      await app.listen({ port: config.port, host: config.host });
      if (config.port === 0) {
        // PORT=0: the operating system chose the port; say which, whatever the log level.
        const url = `http://${urlHost(config.host)}:${(app.server.address() as AddressInfo).port}`;
        if (!env.FERRY_PUBLIC_URL) listened = url;
        process.stdout.write(`listening on ${url}/\n`);
      }
      log.info({ url: `${app.deps.publicUrl()}/` }, `Ferry is running: open ${app.deps.publicUrl()}/ in a browser`);
      if (config.inboundSmtp) {
        // The SMTP listener and its mail libraries load only when it is configured.
        const { startInboundSmtp } = await import('./mail/inbound.ts');
        inbound = await startInboundSmtp({ config: config as typeof config & { inboundSmtp: NonNullable<typeof config.inboundSmtp> }, database, storage, clock: systemClock, dispatcher: runtime.dispatcher, log });
      }
    }
    if (role === 'all' || role === 'worker') {
      await runtime.startWorkers();
      runtime.startScheduler();
      log.info({ concurrency: config.workerConcurrency, storage: storage.describe() }, 'worker started');
    }
  } catch (err) {
    // A start that fails half-way (a port in use, storage that cannot be reached) closes what it
    // opened, so that the process ends with the error instead of staying up without a server.
    for (const close of [() => inbound?.close(), () => app?.close(), () => runtime?.stop(), () => storage?.close(), () => database.close()]) {
      await Promise.resolve().then(close).catch(() => undefined);
    }
    throw err;
  }
  // Both are set once the block above completes; `stop` below closes over these, not the variables.
  const opened = { storage, runtime };
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      log.info('shutting down');
      // Stop taking requests first, then let running executions finish (or hand them back).
      if (app) await app.close();
      if (inbound) await inbound.close();
      await opened.runtime.stop();
      await opened.storage.close();
      await database.close();
    })());
  return { app, database, runtime: opened.runtime, stop };
}

/** Installs SIGTERM/SIGINT handlers that stop gracefully, then exit. */
export function exitOnSignals(started: Started, log: Pick<Logger, 'error'> = console): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1);
    signalled = true;
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    started.stop().then(
      () => process.exit(0),
      (err) => {
        log.error({ err, signal }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
