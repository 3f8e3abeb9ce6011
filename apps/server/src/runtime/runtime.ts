/**
 * The execution runtime, wired: the job queue, the workers that run executions, the scheduler,
 * and what the API needs from them (a dispatcher to queue executions, hooks to re-plan schedules).
 *
 * Roles (DESIGN.md §1): `api` only dispatches; `worker` runs executions and schedules; `all` both.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { ExecutionDispatcher } from '../domain/executions/start.ts';
import type { PipelineHooks } from '../domain/pipelines/service.ts';
import type { Clock } from '../domain/time.ts';
import type { Keys } from '../security/master-key.ts';
import type { ArtifactStore } from '../storage/index.ts';
import { startWebhookSender, type WebhookSender } from './webhook-sender.ts';
import { classifyConnectorError, createNetworkGuard, type EmailConnectorOptions } from '@ferry/connectors';
import { createMailer, emailDeliveryOptions } from '../mail/mailer.ts';
import { checkLateFiles, claimLateMail, claimRaisedLateMail, giveUpLateMails, LATE_MAIL_RETRY_MS, lateFileMail, lateFileRecipients, lateMailGiveUpMs, recordLateMail, type LateAlert, type RefusedRecipient, type StoppedLateMail } from '../domain/pipelines/late-files.ts';
import { announceWebhookDeliveries } from '../domain/webhooks/events.ts';
import { FerryError } from '../errors.ts';
import { createExecutionsForNewFiles, fileSourceOf } from './file-sources.ts';
import { EnginePool } from './engine-pool.ts';
import { createJobQueue, EXECUTION_QUEUE, type ExecutionJob, type JobQueue } from './queue.ts';
import { runExecution } from './run-execution.ts';
import { scheduleTick, strandedExecutions } from './scheduler.ts';
import { startWorkerLoop, type WorkerLoop } from './worker-loop.ts';
import { sweepStorage, type StorageSweep } from '../domain/executions/files.ts';
import type { RuntimeServices } from './services.ts';

/** NOTIFY channel on which the dispatcher tells idle workers that execution jobs were sent. */
export const JOBS_CHANNEL = 'ferry_execution_jobs';

export interface RuntimeOptions {
  config: Readonly<Config>;
  database: DatabaseHandle;
  storage: ArtifactStore;
  keys: Keys;
  clock: Clock;
  log: Logger;
}

export interface Runtime {
  services: RuntimeServices;
  queue: JobQueue;
  dispatcher: ExecutionDispatcher;
  pipelineHooks: PipelineHooks;
  /** Starts consuming execution jobs in this process. */
  startWorkers(): Promise<void>;
  /** Worker slots of this process waiting for a job (0 before startWorkers); for tests and metrics. */
  idleWorkers(): number;
  /** Starts the periodic scheduler tick (and the sweep for stranded executions). */
  startScheduler(): void;
  /** One scheduler pass now (tests call it after moving their clock); it checks late files too. */
  tick(): Promise<number>;
  /** One check of the expected windows that have ended (part of every tick): the alerts this process raised, their mails sent; then the mails not sent before are tried again. */
  checkLateFiles(): Promise<LateAlert[]>;
  /** One storage sweep now: expired samples, files past their retention (startScheduler runs it periodically). */
  sweepStorage(): Promise<StorageSweep>;
  stop(): Promise<void>;
}

export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config, database, clock, log } = options;
  const services: RuntimeServices = {
    config,
    db: database.db,
    clock,
    keys: options.keys,
    storage: options.storage,
    guard: createNetworkGuard({ allowList: config.networkAllowList }),
    email: emailDeliveryOptions({ smtpUrl: config.smtpUrl, from: config.mailFrom }) as EmailConnectorOptions | undefined,
    engines: new EnginePool({ maxIdle: config.workerConcurrency }),
    log,
  };
  const queue = await createJobQueue(database, config, log);
  const dispatcher: ExecutionDispatcher = {
    async dispatch(rows) {
      if (rows.length === 0) return;
      for (const r of rows) await queue.sendExecution({ executionId: r.id, organizationId: r.organizationId, subOrganizationId: r.subOrganizationId ?? null });
      // Idle workers (in any process) fetch at once instead of at their next poll.
      await database.notify(JOBS_CHANNEL).catch((err: unknown) => log.warn({ err }, 'could not notify workers of new jobs; they will find them at their next poll'));
    },
    async startFromFileSource(pipeline, actor) {
      const connector = await fileSourceOf(services, pipeline.organizationId, pipeline.inputConnectorId);
      if (!connector) return null;
      let listing;
      try {
        listing = await createExecutionsForNewFiles(services, connector, pipeline, 'MANUAL', actor, log);
      } catch (err) {
        const failure = classifyConnectorError(err, 'SOURCE');
        throw new FerryError(502, 'SOURCE_FAILED', `the input connector "${connector.name}" could not be listed: ${failure.message}`);
      }
      await this.dispatch(listing.created);
      const message = listing.created.length > 0
        ? `${listing.created.length} new file(s) found in the input connector "${connector.name}": one execution each${listing.found - listing.known > listing.created.length ? ` (the others wait for the next run)` : ''}`
        : listing.found === 0
          ? `no file to process in the input connector "${connector.name}" (no supported file matches its directory and tags)`
          : `nothing new in the input connector "${connector.name}": its ${listing.found} matching file(s) were processed before`;
      return { created: listing.created, message };
    },
  };
  let timer: NodeJS.Timeout | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> | null = null;
  let loop: WorkerLoop | null = null;
  let listener: { close(): Promise<void> } | null = null;
  let webhookSender: WebhookSender | null = null;
  let ticking: Promise<number> | null = null;
  // Late-file mails: an attempt is over within about three of these (connection, greeting, reply),
  // well within LATE_MAIL_RETRY_MS, after which another process may claim the mail again.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, timeoutsMs: 30_000 }, log);
  /**
   * Sends a claimed alert's mail to the recipients that do not have it yet and did not refuse it
   * permanently, and records how it went: DONE (every recipient has it), STOPPED (Ferry stops
   * trying: only permanent refusals are left, or no SMTP_URL) or RETRY (a temporary failure).
   */
  const mailLateAlert = async (alert: LateAlert, mailedTo: string[], refusedBefore: RefusedRecipient[], attempts: number): Promise<'DONE' | 'STOPPED' | 'RETRY'> => {
    const mail = lateFileMail(alert, `${config.publicUrl.replace(/\/+$/, '')}/pipelines/${encodeURIComponent(alert.pipelineId)}`);
    const recipients = await lateFileRecipients(services.db, alert.organizationId, alert.subOrganizationId);
    const reached = [...mailedTo];
    const refused = [...refusedBefore];
    const key = (a: string) => a.trim().toLowerCase();
    const has = new Set(mailedTo.map(key));
    const refusedKeys = new Set(refusedBefore.map((r) => key(r.to)));
    /** This attempt's temporary failures (tried again) and permanent refusals (not tried again). */
    const failed: string[] = [];
    const refusedNow: RefusedRecipient[] = [];
    let logged = false;
    // An attempt stays well within the claim: the recipients left when half of it has passed wait for the next one.
    const started = Date.now();
    for (const to of recipients) {
      if (has.has(key(to)) || refusedKeys.has(key(to))) continue;
      if (Date.now() - started > LATE_MAIL_RETRY_MS / 2) {
        failed.push(`${to}: not tried (the attempt took too long)`);
        continue;
      }
      const outcome = await mailer.attempt({ to, ...mail });
      if (outcome.status === 'SENT') reached.push(to);
      else if (outcome.status === 'LOGGED') logged = true;
      else if (outcome.permanent) refusedNow.push({ to, error: outcome.error });
      else failed.push(`${to}: ${outcome.error}`);
    }
    refused.push(...refusedNow);
    const current = new Set(recipients.map(key));
    const refusedLeft = refused.filter((r) => current.has(key(r.to)));
    const done = !logged && failed.length === 0 && refusedLeft.length === 0;
    // Without SMTP_URL the mail was written to the log: that is all Ferry does with it. When only
    // permanent refusals are left, sending again would be refused again.
    const giveUp = !done && (logged || failed.length === 0);
    const errors = [...failed, ...refusedNow.map((r) => `${r.to}: ${r.error}`)];
    const error = logged
      ? 'SMTP_URL is not set: the mail was written to the log'
      : errors.length > 0
        ? errors.join('; ')
        : giveUp
          ? refusedLeft.map((r) => `${r.to}: ${r.error}`).join('; ')
          : null;
    const retryAt = await recordLateMail(services.db, alert, clock.now(), { mailedTo: reached, refused, error, done, giveUp });
    const context = { pipeline: alert.pipelineId, alert: alert.alertId, window_end: alert.window.end, attempts, err: error, ...(refusedNow.length > 0 ? { refused: refusedNow.map((r) => r.to) } : {}) };
    if (failed.length > 0 && retryAt) {
      log.warn(context, `late-file mail could not be sent; tried again in ${duration(retryAt.getTime() - clock.now().getTime())} (for ${duration(lateMailGiveUpMs(alert.scale))} after the alert)${refusedNow.length > 0 ? '; not to the recipients that refused it permanently' : ''}`);
    } else if (refusedNow.length > 0) {
      // One line per refusal: the mail is not tried again for them.
      log.warn(context, `late-file mail refused permanently (5xx) by the SMTP server; not tried again${reached.length > 0 ? ` (the other recipients have it: ${reached.join(', ')})` : ''}`);
    }
    return done ? 'DONE' : giveUp ? 'STOPPED' : 'RETRY';
  };
  const logStopped = (stopped: StoppedLateMail[]) => {
    for (const s of stopped) {
      log.info({ pipeline: s.pipelineId, alert: s.alertId, window_end: s.windowEnd, cleared_at: s.clearedAt, mailed_to: s.mailedTo }, 'late-file mail not sent: the next file arrived before it went out');
    }
  };
  const lateFiles = async (): Promise<LateAlert[]> => {
    const alerts = await checkLateFiles(services.db, clock);
    announceWebhookDeliveries(alerts.reduce((n, a) => n + a.webhooks, 0));
    for (const alert of alerts) {
      log.warn({ pipeline: alert.pipelineId, window_start: alert.window.start, expected_by: alert.window.deadline, window_end: alert.window.end }, 'no file arrived in an expected window: pipeline.file_late');
      // Mailed by the process that raised the alert, after its commit (the first send was claimed
      // with it), unless the next file arrived meanwhile: checked as a retry's claim is.
      const { claimed, stopped } = await claimRaisedLateMail(services.db, clock, alert);
      logStopped(stopped);
      if (claimed) await mailLateAlert(claimed.alert, claimed.mailedTo, claimed.refused, claimed.attempts);
    }
    // The mails not sent yet — the SMTP server failed, or the process died after the commit — are
    // sent again by whichever process claims them, a retry interval after the last failure; a
    // temporary failure ends the pass (the server is likely still down: the others wait for the next
    // tick). A mail whose alert the next file cleared meanwhile is not sent.
    for (const gone of await giveUpLateMails(services.db, clock)) {
      log.warn({ pipeline: gone.pipelineId, alert: gone.id, window_end: gone.windowEnd, attempts: gone.mailAttempts, err: gone.mailError, mailed_to: gone.mailedTo }, `late-file mail given up: not sent within ${duration(lateMailGiveUpMs(gone.scale))} of the alert`);
    }
    for (let i = 0; i < 20; i++) {
      const { claimed, stopped } = await claimLateMail(services.db, clock);
      logStopped(stopped);
      if (!claimed) break;
      if ((await mailLateAlert(claimed.alert, claimed.mailedTo, claimed.refused, claimed.attempts)) === 'RETRY') break;
    }
    return alerts;
  };
  const tick = async (): Promise<number> => {
    const { created } = await scheduleTick(services.db, clock, log);
    await dispatcher.dispatch(created);
    await dispatcher.dispatch(await strandedExecutions(services.db, clock));
    await lateFiles();
    return created.length;
  };
  return {
    services,
    queue,
    dispatcher,
    pipelineHooks: {},
    async startWorkers() {
      if (loop) return;
      loop = startWorkerLoop<ExecutionJob>(
        queue.boss,
        database,
        {
          queue: EXECUTION_QUEUE,
          slots: config.workerConcurrency,
          organizationConcurrency: config.organizationConcurrency,
          subOrganizationConcurrency: config.subOrganizationConcurrency,
          pollMs: config.queuePollSeconds * 1000,
          heartbeatSeconds: config.queueHeartbeatSeconds,
        },
        async (job) => {
          await runExecution(job.data.executionId, { services, log, canRetry: job.retryCount < job.retryLimit, dispatch: (rows) => dispatcher.dispatch(rows) });
        },
        log,
      );
      listener = await database.listen(JOBS_CHANNEL, () => loop?.wake());
      webhookSender = startWebhookSender(services, log, { pollMs: config.queuePollSeconds * 1000, retryBaseMs: config.webhookRetryBaseMs });
    },
    startScheduler() {
      if (timer) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = tick()
          .catch((err) => {
            log.error({ err }, 'scheduler tick failed');
            return 0;
          })
          .finally(() => {
            ticking = null;
          });
      }, config.schedulerIntervalSeconds * 1000);
      timer.unref();
      // The storage sweep: first a minute after start (so that a process restarted often still
      // sweeps), then every FERRY_STORAGE_SWEEP_MINUTES.
      const sweep = () => {
        if (sweeping) return;
        sweeping = sweepStorage(services.db, services.storage, clock, log)
          .catch((err) => log.error({ err }, 'storage sweep failed; the next one tries again'))
          .finally(() => {
            sweeping = null;
          });
      };
      const everyMs = config.storageSweepMinutes * 60_000;
      sweepTimer = setTimeout(function again() {
        sweep();
        sweepTimer = setTimeout(again, everyMs);
        sweepTimer.unref();
      }, Math.min(everyMs, 60_000));
      sweepTimer.unref();
    },
    tick,
    checkLateFiles: lateFiles,
    idleWorkers: () => loop?.idleSlots() ?? 0,
    sweepStorage: () => sweepStorage(services.db, services.storage, clock, log),
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (sweepTimer) clearTimeout(sweepTimer);
      sweepTimer = null;
      await ticking;
      await sweeping;
      await listener?.close();
      listener = null;
      await webhookSender?.stop();
      webhookSender = null;
      await loop?.stop();
      loop = null;
      await queue.stop(true);
      await services.engines.close();
      await services.guard.close();
    },
  };
}

/** A duration for a log line: "5 minutes", "24 h", "14 ms" (scaled intervals in tests and demonstrations). */
function duration(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} minutes`;
  if (ms >= 1000) return `${Math.round(ms / 100) / 10} s`;
  return `${Math.round(ms)} ms`;
}
