import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { accountMessages } from './account-messages';

export const minPasswordLength = 8;
export const maxPasswordLength = 256;
/** zxcvbn's score 3: "safely unguessable", about 10^8 to 10^10 guesses. */
export const minPasswordScore = 3;

let estimator: ZxcvbnFactory | undefined;

/** The estimator is built on first use: its dictionaries are large and many callers never need them. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

export type PasswordProblem = { code: 1008 | 1012; message: string };

/**
 * Why a new password is refused, or null: shorter than 8 characters (code 1008), longer than 256, or
 * too guessable for zxcvbn (common and English dictionaries, the user's own e-mail and names counted
 * as known words; score below 3). At least 64 characters are always accepted (OWASP ASVS 2.1.1–2.1.2, 2.1.7).
 */
export function passwordProblem(password: string, userInputs: readonly string[] = []): PasswordProblem | null {
  const length = [...password].length;
  if (length < minPasswordLength) return { code: 1008, message: accountMessages.passwordTooShort };
  if (length > maxPasswordLength) return { code: 1012, message: accountMessages.passwordTooLong };
  const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  const result = passwordEstimator().check(password.slice(0, 100), inputs);
  if (result.score < minPasswordScore) {
    const warning = result.feedback.warning;
    return {
      code: 1012,
      message: warning === null || warning === '' ? accountMessages.passwordTooGuessable : `${accountMessages.passwordTooGuessable}. ${warning}`,
    };
  }
  return null;
}
