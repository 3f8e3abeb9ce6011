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

export function createMailer(options: { smtpUrl: string | null; from: string }, log: Pick<Logger, 'info' | 'warn'>): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail not sent (SMTP_URL is not set); its text is here');
        return false;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        return true;
      } catch (err) {
        log.warn({ err: (err as Error).message, to: mail.to }, 'mail could not be sent');
        return false;
      }
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
