import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@keelson/core';
import { buildApp, type App } from '../app';
import { userRoles, users } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { recordingClient } from '../test/http';
import { startSmtpListener, tokenFromMail, type ReceivedMail } from '../test/smtp-listener';
import { hashPassword } from './passwords';
import { createSession } from './sessions';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';
const stronger = 'mauve tugboat quietly 47';

/** Quoted-printable as bytes, read as UTF-8 (the listener's own decoding reads each byte as one character). */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const flat = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < flat.length; index += 1) {
    const hex = flat[index] === '=' ? /^[0-9A-F]{2}/.exec(flat.slice(index + 1, index + 3)) : null;
    if (hex === null) bytes.push(...Buffer.from(flat[index] ?? '', 'utf8'));
    else {
      bytes.push(Number.parseInt(hex[0], 16));
      index += 2;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The subject (RFC 2047 words decoded), plain text and HTML of a received mail. */
function readMail(mail: ReceivedMail): { subject: string; text: string; html: string } {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const subjectHeader = /^Subject: (.*)$/m.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
  const subject = subjectHeader
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
  const body = rest.join('\n\n');
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}[^]*?Content-Transfer-Encoding: (\\S+)\\r?\\n\\r?\\n([^]*?)\\r?\\n----`).exec(body);
    if (match === null) throw new Error(`no ${type} part in "${subject}"`);
    const [, encoding = '', content = ''] = match;
    return encoding === 'base64' ? Buffer.from(content, 'base64').toString('utf8') : decodeQuotedPrintable(content);
  };
  return { subject, text: part('text/plain'), html: part('text/html') };
}

describe.each(targets)('the user’s language on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let client: ReturnType<typeof recordingClient>;
  let n = 0;
  const uniqueEmail = (label: string) => `${label}-${(n += 1)}-${target.name}@example.com`;
  const remoteAddress = () => `198.51.100.${(n += 1) % 250}`;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    database = await target.create();
    app = await buildApp(testConfig(database, { smtpUrl: smtp.url, publicUrl: 'http://keelson.test' }));
    await app.ready();
    client = recordingClient(app);
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    await smtp.stop();
  });

  /** A verified user with a password, straight in the database, and a session of theirs. */
  async function userWith(options: { email: string; language?: Language; admin?: boolean }): Promise<{ id: string; session: string }> {
    const [user] = await app.db
      .insert(users)
      .values({
        email: options.email,
        passwordHash: await hashPassword(strong),
        firstName: 'Jürgen',
        verifiedAt: new Date(),
        ...(options.language === undefined ? {} : { language: options.language }),
      })
      .returning({ id: users.id });
    if (user === undefined) throw new Error('insert returned no row');
    await app.db.insert(userRoles).values((options.admin === true ? ['user', 'admin'] : ['user']).map((roleName) => ({ userId: user.id, roleName })));
    return { id: user.id, session: (await createSession(app.db, { userId: user.id, sessionDays: 30 })).token };
  }

  /** The n-th mail (from 1) that reached an address. */
  async function mailTo(email: string, nth = 1): Promise<ReceivedMail> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const mail = smtp.mails.filter((candidate) => candidate.to.includes(email))[nth - 1];
      if (mail !== undefined) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail number ${nth} to ${email} arrived`);
  }

  const me = async (session: string) => (await client.call({ method: 'GET', url: '/auth/me', session })).json().content.user;

  it('signs up with Accept-Language: de as a German user and mails the verification in German', async () => {
    const email = uniqueEmail('signup-de');
    const response = await client.call({
      method: 'POST',
      url: '/auth/signup',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      payload: { email, password: strong, firstName: 'Jürgen' },
      remoteAddress: remoteAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().content.user.language).toBe('de');
    const mail = readMail(await mailTo(email));
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Keelson');
    expect(mail.text).toContain('Guten Tag Jürgen,');
    expect(mail.text).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.');
    expect(mail.text).toMatch(/E-Mail-Adresse bestätigen: http:\/\/keelson\.test\/app\/confirm-email\?id=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('<html lang="de">');
  });

  it('takes the language the sign-up names over the header, and English when neither names one', async () => {
    const named = uniqueEmail('signup-named');
    const answer = await client.call({
      method: 'POST',
      url: '/auth/signup',
      headers: { 'accept-language': 'en' },
      payload: { email: named, password: strong, language: 'de' },
      remoteAddress: remoteAddress(),
    });
    expect(answer.json().content.user.language).toBe('de');
    expect(readMail(await mailTo(named)).subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Keelson');

    const plain = uniqueEmail('signup-plain');
    const english = await client.call({ method: 'POST', url: '/auth/signup', payload: { email: plain, password: strong }, remoteAddress: remoteAddress() });
    expect(english.json().content.user.language).toBe('en');
    const mail = readMail(await mailTo(plain));
    expect(mail.subject).toBe('Confirm your e-mail address for Keelson');
    expect(mail.html).toContain('<html lang="en">');

    const refused = await client.call({ method: 'POST', url: '/auth/signup', payload: { email: uniqueEmail('fr'), password: strong, language: 'fr' } });
    expect(refused.statusCode).toBe(400);
  });

  it('lets a user change their own language, which /auth/me then reports; an administrator may change anyone’s', async () => {
    const ann = await userWith({ email: uniqueEmail('ann') });
    const bob = await userWith({ email: uniqueEmail('bob') });
    const admin = await userWith({ email: uniqueEmail('admin'), admin: true });
    expect((await me(ann.session)).language).toBe('en');

    const changed = await client.call({ method: 'PUT', url: `/api/users/${ann.id}`, session: ann.session, payload: { user: { language: 'de' } } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().content.language).toBe('de');
    expect((await me(ann.session)).language).toBe('de');

    // A profile saved without the field leaves the language as it is.
    await client.call({ method: 'PUT', url: `/api/users/${ann.id}`, session: ann.session, payload: { user: { firstName: 'Ann' } } });
    expect(await me(ann.session)).toMatchObject({ firstName: 'Ann', language: 'de' });

    const unknown = await client.call({ method: 'PUT', url: `/api/users/${ann.id}`, session: ann.session, payload: { user: { language: 'fr' } } });
    expect(unknown.statusCode).toBe(400);
    const foreign = await client.call({ method: 'PUT', url: `/api/users/${bob.id}`, session: ann.session, payload: { user: { language: 'de' } } });
    expect(foreign.statusCode).toBe(404);
    expect((await me(bob.session)).language).toBe('en');

    const byAdmin = await client.call({ method: 'PUT', url: `/api/users/${bob.id}`, session: admin.session, payload: { user: { language: 'de' } } });
    expect(byAdmin.json().content.language).toBe('de');
    expect((await me(bob.session)).language).toBe('de');
  });

  it('mails a German user the reset link and the notice after the reset in German, whatever the request’s language', async () => {
    const email = uniqueEmail('reset-de');
    await userWith({ email, language: 'de' });
    await client.call({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { 'accept-language': 'en' },
      payload: { email },
      remoteAddress: remoteAddress(),
    });
    const resetMail = await mailTo(email);
    const reset = readMail(resetMail);
    expect(reset.subject).toBe('Setzen Sie Ihr Keelson-Passwort zurück');
    expect(reset.text).toContain('Jemand hat angefordert, das Passwort Ihres Keelson-Kontos zurückzusetzen.');
    expect(reset.text).toContain('Neues Passwort wählen: http://keelson.test/app/reset-password?id=');
    expect(reset.html).toContain('<html lang="de">');

    const confirmed = await client.call({
      method: 'POST',
      url: `/auth/confirm-password/${tokenFromMail(resetMail, '/app/reset-password')}`,
      payload: { password: stronger },
    });
    expect(confirmed.statusCode).toBe(200);
    const notice = readMail(await mailTo(email, 2));
    expect(notice.subject).toBe('Ihr Keelson-Passwort wurde zurückgesetzt');
    expect(notice.text).toContain('Das Passwort Ihres Keelson-Kontos wurde mit einem Link zum Zurücksetzen des Passworts neu festgelegt.');
    expect(notice.text).toMatch(/Zeitpunkt: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} UTC\./);
    expect(notice.text).toContain('Einstellungen öffnen: http://keelson.test/app/user/settings');
    expect(notice.html).toContain('<html lang="de">');
  });

  it('tells a German user of a password change in German, and an English user in English', async () => {
    for (const [language, subject] of [
      ['de', 'Ihr Keelson-Passwort wurde geändert'],
      ['en', 'Your Keelson password was changed'],
    ] as const) {
      const email = uniqueEmail(`change-${language}`);
      const { session } = await userWith({ email, language });
      const changed = await client.call({ method: 'POST', url: '/auth/change-password', session, payload: { oldPassword: strong, newPassword: stronger } });
      expect(changed.statusCode).toBe(200);
      const notice = readMail(await mailTo(email));
      expect(notice.subject).toBe(subject);
      expect(notice.html).toContain(`<html lang="${language}">`);
    }
  });

  it('invites a new user in the language the administrator names, else in the administrator’s', async () => {
    const admin = await userWith({ email: uniqueEmail('inviter'), admin: true });
    const german = uniqueEmail('invited-de');
    const created = await client.call({
      method: 'POST',
      url: '/api/users',
      session: admin.session,
      headers: { 'accept-language': 'de' },
      payload: { email: german, firstName: 'Jürgen' },
    });
    expect(created.json().content.language).toBe('de');
    const invitation = readMail(await mailTo(german));
    expect(invitation.subject).toBe('Ihr Keelson-Konto');
    expect(invitation.text).toContain('Ein Administrator hat ein Keelson-Konto für Sie angelegt.');

    const english = uniqueEmail('invited-en');
    await client.call({
      method: 'POST',
      url: '/api/users',
      session: admin.session,
      headers: { 'accept-language': 'de' },
      payload: { email: english, language: 'en' },
    });
    expect(readMail(await mailTo(english)).subject).toBe('Your Keelson account');
  });
});
