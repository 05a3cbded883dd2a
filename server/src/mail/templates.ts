/** The e-mails Keelson sends, each with a plain-text and an HTML body. */
export type Mail = { to: string; subject: string; text: string; html: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function layout(options: { greeting: string; paragraphs: string[]; link: string; action: string; footer: string }): Pick<Mail, 'text' | 'html'> {
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
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(options.greeting)}</p>
${options.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:10px 16px;background:#1a5c9f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(options.action)}</a></p>
<p style="font-size:13px;color:#495057">${escapeHtml(options.footer)}<br>${escapeHtml(options.link)}</p>
<p>— Keelson</p>
</body></html>`;
  return { text, html };
}

const greet = (firstName: string) => (firstName.trim() === '' ? 'Hello,' : `Hello ${firstName.trim()},`);

export function verificationMail(options: { to: string; firstName: string; link: string }): Mail {
  return {
    to: options.to,
    subject: 'Confirm your e-mail address for Keelson',
    ...layout({
      greeting: greet(options.firstName),
      paragraphs: ['Thank you for signing up for Keelson. Please confirm your e-mail address to activate your account.', 'The link is valid for 48 hours.'],
      action: 'Confirm e-mail address',
      link: options.link,
      footer: 'If you did not sign up, ignore this e-mail; no account will be activated.',
    }),
  };
}

export function passwordResetMail(options: { to: string; firstName: string; link: string }): Mail {
  return {
    to: options.to,
    subject: 'Reset your Keelson password',
    ...layout({
      greeting: greet(options.firstName),
      paragraphs: [
        'Someone asked to reset the password of your Keelson account. Choose a new password with the link below; it is valid for one hour and works once.',
      ],
      action: 'Choose a new password',
      link: options.link,
      footer: 'If you did not ask for this, ignore this e-mail; your password stays as it is.',
    }),
  };
}

export function invitationMail(options: { to: string; firstName: string; link: string }): Mail {
  return {
    to: options.to,
    subject: 'Your Keelson account',
    ...layout({
      greeting: greet(options.firstName),
      paragraphs: [
        'An administrator has created a Keelson account for you. Choose your password with the link below; it is valid for one hour and works once.',
      ],
      action: 'Choose your password',
      link: options.link,
      footer: 'When the link has expired, use "Forgot password?" on the sign-in page to get a new one.',
    }),
  };
}

/** The changes to how someone signs in that the account's owner is told of by mail. */
export type SecurityEvent = 'passwordChanged' | 'passwordReset' | 'secondFactorOn' | 'secondFactorOff';

const securityEvents: Record<SecurityEvent, { subject: string; happened: string }> = {
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
};

/** "2026-07-01 14:05 UTC": the moment of a security event, the same for every reader whatever their time zone. */
function utcMoment(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Tells the owner of an account that its password or second factor changed, and what to do when it was not them. */
export function securityNoticeMail(options: { to: string; firstName: string; event: SecurityEvent; at: Date; link: string }): Mail {
  const event = securityEvents[options.event];
  return {
    to: options.to,
    subject: event.subject,
    ...layout({
      greeting: greet(options.firstName),
      paragraphs: [event.happened, `When: ${utcMoment(options.at)}.`, 'If this was not you, reset your password at once and contact your administrator.'],
      action: 'Open your settings',
      link: options.link,
      footer: 'Keelson sends this e-mail whenever the password or the second factor of your account changes.',
    }),
  };
}
