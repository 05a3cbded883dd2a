import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a mail body. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, for tests that check
 * what Keelson mails. No authentication, no TLS: it listens on 127.0.0.1 only.
 */
export async function startSmtpListener(): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitForMail: (to: string, subject?: RegExp) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        mails.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitForMail = async (to: string, subject?: RegExp): Promise<ReceivedMail> => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const mail = [...mails].reverse().find((candidate) => candidate.to.includes(to) && (subject === undefined || subject.test(candidate.subject)));
      if (mail !== undefined) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${to} arrived`);
  };
  return { url: `smtp://127.0.0.1:${port}`, mails, waitForMail, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The token of the first Keelson link with this path in a mail. */
export function tokenFromMail(mail: ReceivedMail, path: '/app/confirm-email' | '/app/reset-password'): string {
  const match = new RegExp(`${path}\\?id=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (match?.[1] === undefined) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return match[1];
}
