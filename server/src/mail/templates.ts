import { formatUtcMomentIn, type Language } from '@keelson/core';

/** The e-mails Keelson sends, each with a plain-text and an HTML body, in the recipient's language. */
export type Mail = { to: string; subject: string; text: string; html: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function layout(options: {
  language: Language;
  greeting: string;
  paragraphs: string[];
  link: string;
  action: string;
  footer: string;
}): Pick<Mail, 'text' | 'html'> {
  const text = [
    options.greeting,
    '',
    ...options.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${options.action}: ${options.link}`,
    '',
    options.footer,
    '',
    '— Keelson',
  ].join('\n');
  const html = `<!doctype html><html lang="${options.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(options.greeting)}</p>
${options.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:10px 16px;background:#1a5c9f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(options.action)}</a></p>
<p style="font-size:13px;color:#495057">${escapeHtml(options.footer)}<br>${escapeHtml(options.link)}</p>
<p>— Keelson</p>
</body></html>`;
  return { text, html };
}

/** A mail's words apart from its greeting, link and layout. */
type MailWords = { subject: string; paragraphs: string[]; action: string; footer: string };

const greetings: Record<Language, (firstName: string) => string> = {
  en: (firstName) => (firstName === '' ? 'Hello,' : `Hello ${firstName},`),
  de: (firstName) => (firstName === '' ? 'Guten Tag,' : `Guten Tag ${firstName},`),
};

function mailIn(language: Language, options: { to: string; firstName: string; link: string }, words: MailWords): Mail {
  return {
    to: options.to,
    subject: words.subject,
    ...layout({
      language,
      greeting: greetings[language](options.firstName.trim()),
      paragraphs: words.paragraphs,
      action: words.action,
      link: options.link,
      footer: words.footer,
    }),
  };
}

type LinkMailOptions = { to: string; firstName: string; link: string; language: Language };

const verificationWords: Record<Language, MailWords> = {
  en: {
    subject: 'Confirm your e-mail address for Keelson',
    paragraphs: ['Thank you for signing up for Keelson. Please confirm your e-mail address to activate your account.', 'The link is valid for 48 hours.'],
    action: 'Confirm e-mail address',
    footer: 'If you did not sign up, ignore this e-mail; no account will be activated.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Keelson',
    paragraphs: [
      'Vielen Dank für Ihre Registrierung bei Keelson. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
      'Der Link ist 48 Stunden gültig.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    footer: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail; es wird kein Konto aktiviert.',
  },
};

export function verificationMail(options: LinkMailOptions): Mail {
  return mailIn(options.language, options, verificationWords[options.language]);
}

const passwordResetWords: Record<Language, MailWords> = {
  en: {
    subject: 'Reset your Keelson password',
    paragraphs: [
      'Someone asked to reset the password of your Keelson account. Choose a new password with the link below; it is valid for one hour and works once.',
    ],
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this e-mail; your password stays as it is.',
  },
  de: {
    subject: 'Setzen Sie Ihr Keelson-Passwort zurück',
    paragraphs: [
      'Jemand hat angefordert, das Passwort Ihres Keelson-Kontos zurückzusetzen. Wählen Sie mit dem folgenden Link ein neues Passwort; er ist eine Stunde lang gültig und funktioniert einmal.',
    ],
    action: 'Neues Passwort wählen',
    footer: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
};

export function passwordResetMail(options: LinkMailOptions): Mail {
  return mailIn(options.language, options, passwordResetWords[options.language]);
}

const invitationWords: Record<Language, MailWords> = {
  en: {
    subject: 'Your Keelson account',
    paragraphs: ['An administrator has created a Keelson account for you. Choose your password with the link below; it is valid for one hour and works once.'],
    action: 'Choose your password',
    footer: 'When the link has expired, use "Forgot password?" on the sign-in page to get a new one.',
  },
  de: {
    subject: 'Ihr Keelson-Konto',
    paragraphs: [
      'Ein Administrator hat ein Keelson-Konto für Sie angelegt. Wählen Sie mit dem folgenden Link Ihr Passwort; er ist eine Stunde lang gültig und funktioniert einmal.',
    ],
    action: 'Passwort wählen',
    footer: 'Wenn der Link abgelaufen ist, fordern Sie mit „Passwort vergessen?“ auf der Anmeldeseite einen neuen an.',
  },
};

export function invitationMail(options: LinkMailOptions): Mail {
  return mailIn(options.language, options, invitationWords[options.language]);
}

/** The changes to how someone signs in that the account's owner is told of by mail. */
export type SecurityEvent = 'passwordChanged' | 'passwordReset' | 'secondFactorOn' | 'secondFactorOff' | 'secondFactorReset';

type SecurityWords = {
  events: Record<SecurityEvent, { subject: string; happened: string }>;
  when: (moment: string) => string;
  notYou: string;
  action: string;
  footer: string;
};

const securityWords: Record<Language, SecurityWords> = {
  en: {
    events: {
      passwordChanged: { subject: 'Your Keelson password was changed', happened: 'The password of your Keelson account was changed in the account settings.' },
      passwordReset: { subject: 'Your Keelson password was reset', happened: 'The password of your Keelson account was set with a password-reset link.' },
      secondFactorOn: {
        subject: 'A second factor was turned on for your Keelson account',
        happened: 'Signing in to your Keelson account now asks for a code from an authenticator app besides the password.',
      },
      secondFactorOff: {
        subject: 'The second factor of your Keelson account was turned off',
        happened: 'Signing in to your Keelson account no longer asks for a code from an authenticator app; the password alone opens it.',
      },
      secondFactorReset: {
        subject: 'An administrator reset the second factor of your Keelson account',
        happened:
          'An administrator removed the second factor of your Keelson account, for example because its authenticator app was lost: the password alone now opens it. Set up a new second factor in your settings.',
      },
    },
    when: (moment) => `When: ${moment}.`,
    notYou: 'If this was not you, reset your password at once and contact your administrator.',
    action: 'Open your settings',
    footer: 'Keelson sends this e-mail whenever the password or the second factor of your account changes.',
  },
  de: {
    events: {
      passwordChanged: {
        subject: 'Ihr Keelson-Passwort wurde geändert',
        happened: 'Das Passwort Ihres Keelson-Kontos wurde in den Kontoeinstellungen geändert.',
      },
      passwordReset: {
        subject: 'Ihr Keelson-Passwort wurde zurückgesetzt',
        happened: 'Das Passwort Ihres Keelson-Kontos wurde mit einem Link zum Zurücksetzen des Passworts neu festgelegt.',
      },
      secondFactorOn: {
        subject: 'Für Ihr Keelson-Konto wurde ein zweiter Faktor eingeschaltet',
        happened: 'Bei der Anmeldung an Ihrem Keelson-Konto wird jetzt neben dem Passwort ein Code aus einer Authenticator-App abgefragt.',
      },
      secondFactorOff: {
        subject: 'Der zweite Faktor Ihres Keelson-Kontos wurde ausgeschaltet',
        happened: 'Bei der Anmeldung an Ihrem Keelson-Konto wird kein Code aus einer Authenticator-App mehr abgefragt; das Passwort allein öffnet es.',
      },
      secondFactorReset: {
        subject: 'Ein Administrator hat den zweiten Faktor Ihres Keelson-Kontos zurückgesetzt',
        happened:
          'Ein Administrator hat den zweiten Faktor Ihres Keelson-Kontos entfernt, etwa weil die Authenticator-App verloren ging: Das Passwort allein öffnet es jetzt. Richten Sie in Ihren Einstellungen einen neuen zweiten Faktor ein.',
      },
    },
    when: (moment) => `Zeitpunkt: ${moment}.`,
    notYou: 'Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich an Ihren Administrator.',
    action: 'Einstellungen öffnen',
    footer: 'Keelson sendet diese E-Mail, sobald sich das Passwort oder der zweite Faktor Ihres Kontos ändert.',
  },
};

/**
 * The moment of a security event in UTC, the same for every reader whatever their time zone: "2026-07-01 14:05 UTC"
 * in English, "01.07.2026 14:05 UTC" in German.
 */
export function utcMoment(at: Date, language: Language): string {
  return `${formatUtcMomentIn(at, language)} UTC`;
}

/** Tells the owner of an account that its password or second factor changed, and what to do when it was not them. */
export function securityNoticeMail(options: LinkMailOptions & { event: SecurityEvent; at: Date }): Mail {
  const words = securityWords[options.language];
  const event = words.events[options.event];
  return mailIn(options.language, options, {
    subject: event.subject,
    paragraphs: [event.happened, words.when(utcMoment(options.at, options.language)), words.notYou],
    action: words.action,
    footer: words.footer,
  });
}

const signupAttemptWords: Record<Language, MailWords> = {
  en: {
    subject: 'Someone tried to sign up for Keelson with your e-mail address',
    paragraphs: [
      'Someone tried to create a Keelson account with your e-mail address. You already have an account, so no new one was created and yours is unchanged.',
      'If it was you, sign in with your password; if you have forgotten it, choose "Forgot password?" on the sign-in page.',
    ],
    action: 'Sign in',
    footer: 'If it was not you, you need not do anything.',
  },
  de: {
    subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse bei Keelson registrieren',
    paragraphs: [
      'Jemand hat versucht, mit Ihrer E-Mail-Adresse ein Keelson-Konto anzulegen. Sie haben bereits ein Konto; es wurde kein neues angelegt, und Ihres bleibt unverändert.',
      'Wenn Sie es waren, melden Sie sich mit Ihrem Passwort an; wenn Sie es vergessen haben, wählen Sie „Passwort vergessen?“ auf der Anmeldeseite.',
    ],
    action: 'Anmelden',
    footer: 'Wenn Sie es nicht waren, müssen Sie nichts tun.',
  },
};

/**
 * Tells the owner of an address that a sign-up with it was refused, since it has an account: the mail that follows
 * such a sign-up, as a verification mail follows a new one (docs/security-lockout.md). The link goes to sign-in.
 */
export function signupAttemptMail(options: LinkMailOptions): Mail {
  return mailIn(options.language, options, signupAttemptWords[options.language]);
}
