import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { redactUrl } from '../http/log-redaction';
import { outbox } from '../db/schema';
import type { Mail } from './templates';

export type Mailer = {
  kind: 'smtp' | 'outbox';
  send: (mail: Mail) => Promise<void>;
  close: () => void;
};

/**
 * A mail's link as the log may show it: redacted as request URLs are (http/log-redaction.ts), so a reset,
 * verification or invitation link's token (its `id` query, or a token in the path) never reaches the log.
 */
export function redactLink(link: string): string {
  const url = URL.parse(link);
  if (url === null) return '[redacted]';
  return `${url.origin}${redactUrl(url.pathname)}${url.search === '' ? '' : '?[redacted]'}`;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the outbox table, which administrators read in the
 * admin area, and writes a line to the log with its links redacted, so that a local installation works without a mail
 * server and the log holds no token.
 */
export function createMailer(options: { smtpUrl: string | undefined; mailFrom: string; db: Database; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, mailFrom, db, log } = options;
  if (smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    send: async (mail) => {
      await db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
      const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map(redactLink);
      log.info({ to: mail.to, subject: mail.subject, links }, "mail kept in the outbox (no SMTP_URL configured): the admin area's outbox shows it whole");
    },
    close: () => undefined,
  };
}
