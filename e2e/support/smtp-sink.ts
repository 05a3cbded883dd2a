// A real SMTP listener for the browser tests, run by Playwright as a second web server: every message
// the Keelson server sends is written as JSON into MAIL_DIR, where specs read it (support/mailbox.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT ?? 2526);
const mailDir = process.env.MAIL_DIR ?? '';
if (mailDir === '') throw new Error('MAIL_DIR is required');
mkdirSync(mailDir, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      const file = join(mailDir, `${Date.now()}-${String(received).padStart(5, '0')}.json`);
      writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${port}, mail into ${mailDir}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
