import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Mail } from './templates';

export type Mailer = {
  kind: 'smtp' | 'outbox';
  send: (mail: Mail) => Promise<void>;
  close: () => void;
};

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the outbox table and writes its
 * links to the log, so that a local installation works without a mail server.
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
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: mail.to, subject: mail.subject, links }, 'mail kept in the outbox (no SMTP_URL configured)');
    },
    close: () => undefined,
  };
}
