/**
 * The EMAIL node type (SPEC.md §Connector): OUTPUT sends the output file as an attachment named
 * `<file_name>.<file_extension>` to every address of `recipients`, through the operator's SMTP
 * server (SMTP_URL; the tenant names recipients, never a server, so no tenant host is reached);
 * INPUT files arrive at Ferry's own SMTP listener (the server's inbound module), so the input
 * connector only states that (`inbound: 'EMAIL'`).
 *
 * Header injection is impossible: recipients are checked one by one (an address, no line breaks,
 * at most MAX_RECIPIENTS) and passed to nodemailer as a list, the subject and file name lose
 * control characters. A repeated delivery of the same execution carries the same Message-ID
 * (`<execution id>@ferry`), so mail systems can recognise the duplicate.
 */
import { createReadStream } from 'node:fs';
import type { ConnectionTest, ConnectorContext, ConnectorType, InputConnector, OutgoingFile, OutputConnector } from '../contract.ts';
import { ConnectorError } from '../errors.ts';
import { asConfig, invalid, requiredString } from '../files/config.ts';
import { expandPlaceholders, isPlainName, unknownPlaceholders } from '../files/naming.ts';

/** The most recipients one output mails (SECURITY.md: no spam relay). */
export const MAX_RECIPIENTS = 50;

/** What the driver needs of an SMTP client (nodemailer's Transporter fits). */
export interface EmailTransport {
  sendMail(message: Record<string, unknown>): Promise<{ messageId?: string; accepted?: unknown[]; rejected?: unknown[]; response?: string }>;
  verify?(): Promise<unknown>;
}

/** Operator settings of e-mail delivery. */
export interface EmailConnectorOptions {
  /** The SMTP client (from SMTP_URL); null or absent: e-mail output is not configured. */
  transport?: EmailTransport | null;
  /** The From address (FERRY_MAIL_FROM). */
  from?: string;
  /** Where the SMTP server is, without credentials, for messages (e.g. `smtp://mail.example.com:587`). */
  server?: string;
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL = /[\u0000-\u001f\u007f]/;

interface EmailOutputSettings {
  recipients: string[];
  fileName: string;
  extension: string;
}

function parseOutput(configuration: unknown): EmailOutputSettings {
  const c = asConfig(configuration);
  const recipients = c.recipients;
  if (!Array.isArray(recipients) || recipients.length === 0) throw invalid('recipients', 'needs at least one e-mail address');
  if (recipients.length > MAX_RECIPIENTS) throw invalid('recipients', `has more than ${MAX_RECIPIENTS} addresses`);
  for (const [i, r] of recipients.entries()) {
    if (typeof r !== 'string' || !ADDRESS.test(r) || HAS_CONTROL.test(r)) throw invalid(`recipients.${i}`, 'must be one e-mail address without line breaks');
  }
  const fileName = requiredString(c, 'file_name', 255);
  if (!isPlainName(fileName)) throw invalid('file_name', 'must be a plain file name');
  const unknown = unknownPlaceholders(fileName, ['execution_id', 'timestamp', 'date']);
  if (unknown.length) throw invalid('file_name', `uses unknown placeholders: ${unknown.map((u) => `{${u}}`).join(', ')}`);
  const extension = requiredString(c, 'file_extension', 10).toLowerCase();
  if (!['csv', 'xlsx', 'xml'].includes(extension)) throw invalid('file_extension', 'must be one of XLSX, XML, CSV');
  return { recipients: recipients as string[], fileName, extension };
}

/** SMTP reply codes and nodemailer codes that say "try again later". */
function classifySmtp(err: unknown, server: string): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const detail = (e.response ?? e.message ?? String(err)).replace(CONTROL, ' ').slice(0, 200);
  if (e.code === 'EAUTH') return new ConnectorError('DESTINATION_UNRESPONSIVE', `the mail server ${server} refused Ferry's sign-in (SMTP_URL credentials): ${detail}`, { retryable: false, reason: 'AUTHENTICATION_FAILED' });
  if (typeof e.responseCode === 'number') {
    const transient = e.responseCode >= 400 && e.responseCode < 500;
    return new ConnectorError('DESTINATION_UNRESPONSIVE', `the mail server ${server} answered ${detail}`, { retryable: transient, status: e.responseCode });
  }
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNREFUSED', 'ECONNRESET', 'EDNS'].includes(String(e.code))) {
    return new ConnectorError('DESTINATION_UNRESPONSIVE', `the mail server ${server} could not be reached (${e.code}): ${detail}`, { retryable: e.code !== 'EDNS', reason: e.code === 'EDNS' ? 'DNS_FAILURE' : /refused/i.test(detail) ? 'CONNECTION_REFUSED' : 'TIMEOUT' });
  }
  if (e.code === 'ETLS') return new ConnectorError('DESTINATION_UNRESPONSIVE', `TLS with the mail server ${server} failed: ${detail}`, { retryable: false, reason: 'TLS_FAILURE' });
  return new ConnectorError('DESTINATION_UNRESPONSIVE', `the mail could not be sent through ${server}: ${detail}`, { retryable: false });
}

/**
 * Creates an EMAIL connector. OUTPUT needs `options.transport` to deliver (without it a delivery
 * fails with CONFIGURATION_INVALID saying that SMTP_URL is not set).
 * @throws ConnectorError CONFIGURATION_INVALID naming the field
 */
export function createEmailConnector(type: ConnectorType, configuration: unknown, options: EmailConnectorOptions = {}): InputConnector | OutputConnector {
  if (type === 'INPUT') return Object.freeze({ nodeType: 'EMAIL', type: 'INPUT', inbound: 'EMAIL' } as const);
  const settings = parseOutput(configuration);
  const server = options.server ?? 'the SMTP server';
  const notConfigured = () => new ConnectorError('CONFIGURATION_INVALID', 'e-mail delivery is not configured on this Ferry server: the operator sets SMTP_URL (and FERRY_MAIL_FROM)', { retryable: false });
  const output: OutputConnector = {
    nodeType: 'EMAIL',
    type: 'OUTPUT',
    async deliver(file: OutgoingFile, ctx: ConnectorContext) {
      if (!options.transport) throw notConfigured();
      if (ctx.signal?.aborted) throw new ConnectorError('DESTINATION_UNRESPONSIVE', 'the delivery was stopped before it finished (cancelled)', { retryable: false });
      const name = `${expandPlaceholders(settings.fileName, { executionId: ctx.executionId, at: ctx.executionCreatedAt ?? new Date() })}.${settings.extension}`.replace(CONTROL, '');
      const messageId = `<${ctx.idempotencyKey.replace(/[^\w.-]/g, '')}@ferry>`;
      try {
        const info = await options.transport.sendMail({
          from: options.from,
          to: settings.recipients,
          subject: `Ferry: ${name}`.replace(CONTROL, ' '),
          text: `The attached file ${name} was produced by Ferry (execution ${ctx.executionId}).`,
          messageId,
          headers: { 'X-Ferry-Execution': ctx.executionId.replace(CONTROL, '') },
          attachments: [{ filename: name, content: file.open ? file.open() : createReadStream(file.path), contentType: file.contentType }],
        });
        const rejected = info.rejected?.length ?? 0;
        if (rejected > 0 && rejected === settings.recipients.length) throw new ConnectorError('DESTINATION_UNRESPONSIVE', `the mail server ${server} refused every recipient`, { retryable: false });
        ctx.log.info({ recipients: settings.recipients.length, rejected }, 'output mailed');
        return { deliveredTo: `mail to ${settings.recipients.length} recipient${settings.recipients.length === 1 ? '' : 's'} (${settings.recipients.slice(0, 3).join(', ')}${settings.recipients.length > 3 ? ', …' : ''}) as ${name}` };
      } catch (err) {
        throw classifySmtp(err, server);
      }
    },
    async test(): Promise<ConnectionTest> {
      if (!options.transport) {
        const e = notConfigured();
        return { ok: false, result: 'CONFIGURATION_INVALID', message: e.message };
      }
      try {
        await options.transport.verify?.();
        return { ok: true, result: 'OK', message: `Ferry signed in to the mail server ${server}; the output will be mailed to ${settings.recipients.length} recipient(s). Nothing was sent.` };
      } catch (err) {
        const e = classifySmtp(err, server);
        return { ok: false, result: e.reason ?? 'FAILED', message: e.message };
      }
    },
  };
  return Object.freeze(output);
}
