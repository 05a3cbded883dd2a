import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export const mailDir = process.env.E2E_MAIL_DIR ?? '';

type StoredMail = { to: string[]; raw: string };

/** Undoes quoted-printable soft line breaks and escapes, enough to read the links of a mail. */
function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the newest mail to an address whose body has a Keelson link with this path, and returns the link's path and query. */
export async function linkFromMail(to: string, path: '/app/confirm-email' | '/app/reset-password'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(mailDir).sort().reverse();
        for (const file of files) {
          const mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as StoredMail;
          if (!mail.to.includes(to)) continue;
          const match = new RegExp(`https?://[^\\s"<>]+(${path}\\?id=[A-Za-z0-9_-]+)`).exec(decode(mail.raw));
          if (match?.[1] !== undefined) {
            link = match[1];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${to} with a ${path} link` },
    )
    .toBe(true);
  if (link === undefined) throw new Error('unreachable');
  return link;
}
