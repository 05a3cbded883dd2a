import type { Language } from '@keelson/core';
import { verificationMail } from '../mail/templates';
import { findUserByEmail } from '../users/repository';
import { accountRequestLimit, checkedEmail, type AccountContext } from './account-service';
import { issueAccountToken } from './account-tokens';
import { isThrottled, limits, recordEvent, reserveEvent, tooManyAttempts } from './throttle';

/**
 * `POST /auth/signup/resend`: a new confirmation link (48 hours; the earlier ones stop working) to an address whose
 * sign-up is not yet confirmed, in the user's language. Limited like sign-up: the requests of one network address
 * share sign-up's and reset's limit (1011 beyond it, whatever the address asked for), and one address gets at most
 * `limits.resendPerEmail` mails an hour. The answer is the same whether the address has a pending sign-up, a confirmed
 * account or none, and whether a mail was sent or held back, so that it tells nobody which addresses have accounts.
 */
export async function resendConfirmation(context: AccountContext, emailText: string, address: string): Promise<() => Promise<void>> {
  const email = checkedEmail(emailText);
  const limit = accountRequestLimit(context);
  if (await isThrottled(context.db, limit, address)) throw await tooManyAttempts(context.db, limit, address);
  await recordEvent(context.db, limit, address);
  // The lookup and the mail follow the answer (http/after-answer.ts), as a reset's do: its time says nothing either.
  return async () => {
    try {
      const user = await findUserByEmail(context.db, email);
      if (user === null || user.disabledAt !== null || user.verifiedAt !== null) return;
      // Reserved atomically: the work of parallel requests for one address may overlap.
      if ((await reserveEvent(context.db, limits.resendPerEmail, email)) === null) return;
      const token = await issueAccountToken(context.db, { userId: user.id, purpose: 'verify-email' });
      const language: Language = user.language;
      await context.mailer.send(
        verificationMail({ to: email, firstName: user.firstName, language, link: `${context.publicUrl}/app/confirm-email?id=${token}` }),
      );
    } catch (error) {
      context.log.error({ err: error }, 'the confirmation mail could not be sent again');
    }
  };
}
