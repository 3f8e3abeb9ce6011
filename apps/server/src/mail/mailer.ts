/**
 * Ferry's own mails (invitations, notices of failed sign-ins): sent through SMTP_URL with nodemailer; without SMTP_URL they are
 * written to the log instead (so a newcomer without a mail server still finds the link).
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends (or logs) a mail; resolves with whether it was sent. Never throws: a failure is logged. */
  send(mail: Mail): Promise<boolean>;
}

/**
 * How one send went: SENT, LOGGED (no SMTP_URL: the text is in the log) or FAILED with the SMTP
 * client's error; `permanent` when the server refused the mail with a 5xx reply (RFC 5321 §4.2.1:
 * sending it again will not help — a mailbox unavailable, a sender or recipient refused), false for
 * a 4xx reply, a connection or timeout error, and a refused authentication (Ferry's own SMTP
 * credentials: the operator fixes them, the mail waits).
 */
export type MailOutcome = { status: 'SENT' } | { status: 'LOGGED' } | { status: 'FAILED'; error: string; permanent: boolean };

/** Whether an SMTP client error is a permanent refusal of the mail (see {@link MailOutcome}). */
export function isPermanentSmtpError(err: unknown): boolean {
  const e = err as { responseCode?: unknown; code?: unknown } | null;
  return typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.code !== 'EAUTH';
}

/** A mailer that also tells its caller why a send failed (`attempt`, which logs only a LOGGED mail). */
export interface ReportingMailer extends Mailer {
  attempt(mail: Mail): Promise<MailOutcome>;
}

/**
 * `timeoutsMs`: bounds the connection, the greeting and each socket wait (nodemailer's own defaults
 * are 2 minutes, 30 s and 10 minutes), for a caller that must know an attempt is over in time.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; timeoutsMs?: number }, log: Pick<Logger, 'info' | 'warn'>): ReportingMailer {
  const transport = options.smtpUrl
    ? options.timeoutsMs
      ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: options.timeoutsMs, greetingTimeout: options.timeoutsMs, socketTimeout: options.timeoutsMs })
      : nodemailer.createTransport(options.smtpUrl)
    : null;
  const attempt = async (mail: Mail): Promise<MailOutcome> => {
    if (!transport) {
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail not sent (SMTP_URL is not set); its text is here');
      return { status: 'LOGGED' };
    }
    try {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      return { status: 'SENT' };
    } catch (err) {
      return { status: 'FAILED', error: (err as Error).message, permanent: isPermanentSmtpError(err) };
    }
  };
  return {
    attempt,
    async send(mail) {
      const outcome = await attempt(mail);
      if (outcome.status === 'FAILED') log.warn({ err: outcome.error, to: mail.to }, 'mail could not be sent');
      return outcome.status === 'SENT';
    },
  };
}

/**
 * The EMAIL output connector's SMTP settings (the operator's SMTP_URL and FERRY_MAIL_FROM);
 * undefined without SMTP_URL (an EMAIL output then fails with a message saying so). `server` is
 * the URL without its credentials, for messages.
 */
export function emailDeliveryOptions(options: { smtpUrl: string | null; from: string }): { transport: ReturnType<typeof nodemailer.createTransport>; from: string; server: string } | undefined {
  if (!options.smtpUrl) return undefined;
  const url = new URL(options.smtpUrl);
  return { transport: nodemailer.createTransport(options.smtpUrl), from: options.from, server: `${url.protocol}//${url.host}` };
}
