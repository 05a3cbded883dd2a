import type { Language } from '@keelson/core';
import { verificationMail } from '../mail/templates';
import { findUserByEmail } from '../users/repository';
import { checkedEmail, type AccountContext } from './account-service';
import { issueAccountToken } from './account-tokens';
import { isThrottled, limits, recordEvent, tooManyAttempts } from './throttle';

/**
 * `POST /auth/signup/resend`: a new confirmation link (48 hours; the earlier ones stop working) to an address whose
 * sign-up is not yet confirmed, in the user's language. Limited like sign-up: the requests of one network address
 * share sign-up's and reset's limit (1011 beyond it, whatever the address asked for), and one address gets at most
 * `limits.resendPerEmail` mails an hour. The answer is the same whether the address has a pending sign-up, a confirmed
 * account or none, and whether a mail was sent or held back, so that it tells nobody which addresses have accounts.
 */
export async function resendConfirmation(context: AccountContext, emailText: string, address: string): Promise<void> {
  const email = checkedEmail(emailText);
  if (await isThrottled(context.db, limits.accountRequestsPerAddress, address)) {
    throw await tooManyAttempts(context.db, limits.accountRequestsPerAddress, address);
  }
  await recordEvent(context.db, limits.accountRequestsPerAddress, address);
  const user = await findUserByEmail(context.db, email);
  if (user === null || user.disabledAt !== null || user.verifiedAt !== null) return;
  if (await isThrottled(context.db, limits.resendPerEmail, email)) return;
  await recordEvent(context.db, limits.resendPerEmail, email);
  const token = await issueAccountToken(context.db, { userId: user.id, purpose: 'verify-email' });
  const language: Language = user.language;
  try {
    await context.mailer.send(verificationMail({ to: email, firstName: user.firstName, language, link: `${context.publicUrl}/app/confirm-email?id=${token}` }));
  } catch (error) {
    context.log.error({ err: error }, 'the confirmation mail could not be sent again');
  }
}
