/**
 * Ferry's SMTP listener for EMAIL input connectors (docs/connectors.md "EMAIL"): `smtp-server`
 * receives, `mailparser` reads. Started by the api role when INBOUND_SMTP_PORT is set.
 *
 * A message is judged as early as SMTP allows, and refused with a reason the sender's mail
 * server reports back (and logged):
 * - RCPT TO: the address must be `<EMAIL input connector id>@<INBOUND_EMAIL_DOMAIN>` (550 5.1.1
 *   otherwise), one Ferry address per message (452 4.5.3), the MAIL FROM sender must be
 *   allowed for that connector (550 5.7.1; domain/connectors/inbound-mail.ts), and must have sent
 *   fewer than INBOUND_EMAIL_SENDER_RATE messages in the last hour (450 4.7.1, counted in the
 *   database so that the limit holds across API processes);
 * - SIZE / DATA: at most INBOUND_EMAIL_MAX_BYTES (552 5.3.4);
 * - DATA: unless INBOUND_EMAIL_SENDER_CHECK is `envelope`, the sender's domain vouches for the
 *   message by SPF or an aligned DKIM signature (550 5.7.26; 451 4.7.0 when DNS could not answer;
 *   ./sender-auth.ts);
 * - DATA: at least one attachment Ferry reads (CSV, TSV, TXT, XLS, XLSX, XML, JSON by name,
 *   confirmed by content), at most MAX_FILES_PER_REQUEST of them (the upload route's cap: 552
 *   5.3.4 for the whole message, nothing of it processed), and at least one active pipeline of the
 *   connector's owner using the connector (550 5.7.0).
 * An accepted message is stored whole as `message.eml` (the input artifact the executions point
 * at), and each supported attachment becomes one EVENT_BASE execution per pipeline, queued.
 * Nothing listens beyond INBOUND_SMTP_HOST; no AUTH (it is a receiving server); STARTTLS is not
 * offered (put a TLS-terminating mail server in front when mail crosses untrusted networks).
 */
import { randomUUID } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { isSupportedInput } from '@ferry/connectors';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { findEmailInputConnector, senderAllowed, type MailConnector } from '../domain/connectors/inbound-mail.ts';
import { pipelinesFedBy, startEventExecutions } from '../domain/executions/inbound.ts';
import { MAX_FILES_PER_REQUEST, storeIncomingFile, type StoredUpload } from '../domain/executions/incoming-file.ts';
import { countRequest } from '../domain/rate-limits.ts';
import type { ExecutionDispatcher } from '../domain/executions/start.ts';
import type { Clock } from '../domain/time.ts';
import type { ArtifactStore } from '../storage/index.ts';
import { inboundMailKeys } from '../storage/layout.ts';
import { authenticateSender, dnsLookup } from './sender-auth.ts';

export interface InboundSmtpDeps {
  config: Readonly<Config> & { inboundSmtp: NonNullable<Config['inboundSmtp']> };
  database: DatabaseHandle;
  storage: ArtifactStore;
  clock: Clock;
  dispatcher: ExecutionDispatcher | null;
  log: Logger;
}

export interface InboundSmtp {
  /** The port it listens on (INBOUND_SMTP_PORT, or the one chosen for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The text of an SMTP reply line (RFC 5321 §4.2): characters other than printable ASCII (some come
 * from the message or its sender, such as a DKIM signing domain or a connector's name) become
 * `?`, and it is cut at 400 characters.
 */
export function smtpReplyText(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, '?').slice(0, 400);
}

/** An SMTP refusal: `responseCode` is sent with the message (as {@link smtpReplyText} makes it). */
function refuse(code: number, message: string): Error {
  return Object.assign(new Error(smtpReplyText(message)), { responseCode: code });
}

type Session = SMTPServerSession & { ferry?: MailConnector };

/** The window of INBOUND_EMAIL_SENDER_RATE: one hour. */
const SENDER_WINDOW_MS = 3_600_000;

/** Starts the listener. Resolves once it listens. */
export async function startInboundSmtp(deps: InboundSmtpDeps): Promise<InboundSmtp> {
  const { config, database, storage, clock, dispatcher } = deps;
  const db = database.db;
  const settings = config.inboundSmtp;
  const log = deps.log.child({ component: 'inbound-smtp' });
  const lookup = dnsLookup(settings.dnsServers);
  const server = new SMTPServer({
    name: settings.domain,
    banner: 'Ferry file intake',
    size: settings.maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    maxClients: 50,
    socketTimeout: 60_000,
    async onRcptTo(address, session: Session, callback) {
      try {
        const [local, domain] = [address.address.slice(0, address.address.lastIndexOf('@')), address.address.slice(address.address.lastIndexOf('@') + 1)];
        if (domain.toLowerCase() !== settings.domain) return callback(refuse(550, `5.1.1 ${address.address} is not an address of this Ferry server (it receives at <connector id>@${settings.domain})`));
        if (session.ferry) return callback(refuse(452, '4.5.3 one Ferry address per message: send a separate message to each connector'));
        const connector = await findEmailInputConnector(db, local.toLowerCase());
        if (!connector) return callback(refuse(550, `5.1.1 ${address.address}: no EMAIL input connector has this address`));
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        if (!sender || !(await senderAllowed(db, connector, sender))) {
          log.warn({ connector: connector.id, sender }, 'inbound mail refused: sender not allowed');
          return callback(refuse(550, `5.7.1 ${sender || 'an empty sender'} may not send files to this connector (it accepts mail from its sub-organization's e-mail addresses and domains, or from the organization's users)`));
        }
        // Counted once the sender is known to be allowed, so strangers cannot use up its allowance.
        const rate = await countRequest(database, `inbound-mail|${sender.trim().toLowerCase()}`, SENDER_WINDOW_MS);
        if (rate.count > settings.senderRatePerHour) {
          log.warn({ connector: connector.id, sender, messages: rate.count }, 'inbound mail refused: sender over its rate');
          return callback(refuse(450, `4.7.1 ${sender} sent more than ${settings.senderRatePerHour} messages to this Ferry server within an hour; try again in ${Math.max(1, Math.ceil(rate.ttlMs / 60_000))} minutes`));
        }
        session.ferry = connector;
        callback();
      } catch (err) {
        log.error({ err }, 'inbound mail: recipient check failed');
        callback(refuse(451, '4.3.0 temporary failure, try again later'));
      }
    },
    onData(stream, session: Session, callback) {
      receive(stream, session).then(
        () => callback(),
        (err: Error & { responseCode?: number }) => {
          if (!err.responseCode) log.error({ err }, 'inbound mail failed');
          callback(err.responseCode ? err : refuse(451, '4.3.0 temporary failure, try again later'));
        },
      );
    },
  });

  async function receive(stream: Readable & { sizeExceeded?: boolean }, session: Session): Promise<void> {
    const connector = session.ferry;
    if (!connector) throw refuse(503, '5.5.1 no valid recipient');
    const messageId = randomUUID();
    const keys = inboundMailKeys(connector.organizationId, messageId);
    const rawKey = keys.message;
    // The raw message goes to storage as it arrives (the input artifact), counting its size.
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        cb(null, chunk);
      },
    });
    const body = new PassThrough();
    await Promise.all([pipeline(stream, count, body), storage.put(rawKey, body, { contentType: 'message/rfc822' })]);
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    if (stream.sizeExceeded) {
      await storage.delete(rawKey).catch(() => {});
      log.warn({ connector: connector.id, sender, size }, 'inbound mail refused: too large');
      throw refuse(552, `5.3.4 the message is larger than ${settings.maxBytes} bytes`);
    }
    if (settings.senderCheck === 'authenticated') {
      const verdict = await authenticateSender(await storage.get(rawKey), { sender, ip: session.remoteAddress, helo: session.hostNameAppearsAs ?? '', mta: settings.domain }, lookup);
      if (!verdict.authenticated) {
        await storage.delete(rawKey).catch(() => {});
        log.warn({ connector: connector.id, sender, ip: session.remoteAddress, spf: verdict.spf, dkim: verdict.dkim, temporary: verdict.temporary }, 'inbound mail refused: sender not authenticated');
        throw verdict.temporary
          ? refuse(451, `4.7.0 the sender ${sender} could not be checked now (${verdict.reason}); try again later`)
          : refuse(550, `5.7.26 the sender ${sender} is not authenticated: ${verdict.reason}`);
      }
    }
    const fed = await pipelinesFedBy(db, connector, connector.id);
    if (fed.length === 0) {
      await storage.delete(rawKey).catch(() => {});
      throw refuse(550, `5.7.0 no active pipeline uses the connector "${connector.name}"; nothing would process the files`);
    }
    const parsed = await simpleParser(await storage.get(rawKey));
    const tables = parsed.attachments.filter((a) => isSupportedInput(a.filename ?? ''));
    if (tables.length > MAX_FILES_PER_REQUEST) {
      // The whole message is refused, so that the sender learns of it and nothing is half done.
      await storage.delete(rawKey).catch(() => {});
      log.warn({ connector: connector.id, sender, attachments: tables.length }, 'inbound mail refused: too many attachments');
      throw refuse(552, `5.3.4 the message has ${tables.length} attachments Ferry reads; one message may carry at most ${MAX_FILES_PER_REQUEST} (as one upload): send them in messages of ${MAX_FILES_PER_REQUEST} or fewer`);
    }
    const stored: StoredUpload[] = [];
    const skipped: string[] = [];
    for (const attachment of parsed.attachments) {
      const name = attachment.filename ?? '';
      if (!isSupportedInput(name)) {
        skipped.push(name || '(unnamed)');
        continue;
      }
      try {
        stored.push(await storeIncomingFile(storage, connector.organizationId, { fileName: name, body: Readable.from([attachment.content]), contentType: attachment.contentType }, settings.maxBytes, (fileName) => keys.attachment(stored.length + 1, fileName)));
      } catch (err) {
        skipped.push(`${name} (${(err as Error).message})`);
      }
    }
    if (stored.length === 0) {
      await storage.delete(rawKey).catch(() => {});
      log.warn({ connector: connector.id, sender, skipped }, 'inbound mail refused: no supported attachment');
      throw refuse(550, `5.7.0 no attachment Ferry reads (CSV, TSV, XLS, XLSX, XML or JSON)${skipped.length ? `; ignored: ${skipped.join(', ').slice(0, 300)}` : ''}`);
    }
    const created = await startEventExecutions(db, clock, null, fed, stored, dispatcher);
    log.info({ connector: connector.id, sender, attachments: stored.length, skipped: skipped.length, executions: created.length, message: rawKey }, 'inbound mail accepted');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => log.warn({ err: err.message }, 'inbound SMTP connection error'));
  const port = (server.server.address() as { port: number }).port;
  log.info({ host: settings.host, port, domain: settings.domain }, 'inbound SMTP listening');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
