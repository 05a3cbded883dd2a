import { describe, expect, it } from 'vitest';
import { invitationMail, passwordResetMail, securityNoticeMail, utcMoment, verificationMail, type Mail, type SecurityEvent } from './templates';

const link = 'http://keelson.test/app/reset-password?id=abc';
const at = new Date('2026-07-01T14:05:59.000Z');
const events: SecurityEvent[] = ['passwordChanged', 'passwordReset', 'secondFactorOn', 'secondFactorOff', 'secondFactorReset'];
const mailsIn = (language: 'en' | 'de'): Mail[] => {
  const options = { to: 'ann@example.com', firstName: 'Ann', link, language };
  return [
    verificationMail(options),
    passwordResetMail(options),
    invitationMail(options),
    ...events.map((event) => securityNoticeMail({ ...options, event, at })),
  ];
};

describe('the e-mails in the recipient’s language', () => {
  it('keep the English words', () => {
    const verification = verificationMail({ to: 'ann@example.com', firstName: ' Ann ', link, language: 'en' });
    expect(verification.subject).toBe('Confirm your e-mail address for Keelson');
    expect(verification.text).toBe(
      [
        'Hello Ann,',
        '',
        'Thank you for signing up for Keelson. Please confirm your e-mail address to activate your account.',
        '',
        'The link is valid for 48 hours.',
        '',
        `Confirm e-mail address: ${link}`,
        '',
        'If you did not sign up, ignore this e-mail; no account will be activated.',
        '',
        '— Keelson',
      ].join('\n'),
    );
    const notice = securityNoticeMail({ to: 'ann@example.com', firstName: '', link, language: 'en', event: 'secondFactorOn', at });
    expect(notice.subject).toBe('A second factor was turned on for your Keelson account');
    expect(notice.text).toContain('Hello,\n');
    expect(notice.text).toContain('When: 2026-07-01 14:05 UTC.');
  });

  it('word every mail in German with no English sentence left, in an HTML page that says so', () => {
    const english = mailsIn('en');
    mailsIn('de').forEach((german, index) => {
      const original = english[index];
      if (original === undefined) throw new Error('one English mail per German mail');
      expect(german.subject).not.toBe(original.subject);
      const englishLines = new Set(original.text.split('\n').filter((line) => line !== '' && line !== '— Keelson'));
      for (const line of german.text.split('\n')) expect(englishLines.has(line)).toBe(false);
      expect(german.text).toMatch(/^Guten Tag Ann,\n/);
      expect(german.html).toContain('<html lang="de">');
      expect(original.html).toContain('<html lang="en">');
      expect(german.text).toContain(link);
    });
  });

  it('greet without a name when there is none, and escape the name in the HTML', () => {
    expect(verificationMail({ to: 'a@example.com', firstName: '  ', link, language: 'de' }).text).toMatch(/^Guten Tag,\n/);
    expect(verificationMail({ to: 'a@example.com', firstName: '<b>', link, language: 'de' }).html).toContain('Guten Tag &#60;b&#62;,');
  });

  it('give the moment of a security event in UTC, in the German date format for German readers', () => {
    expect(utcMoment(at, 'en')).toBe('2026-07-01 14:05 UTC');
    expect(utcMoment(at, 'de')).toBe('01.07.2026 14:05 UTC');
    expect(securityNoticeMail({ to: 'a@example.com', firstName: 'Ann', link, language: 'de', event: 'passwordReset', at }).text).toContain(
      'Zeitpunkt: 01.07.2026 14:05 UTC.',
    );
  });
});
