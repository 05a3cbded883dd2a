import type { TFunction } from 'i18next';
import { useEffect } from 'react';

/**
 * Core's password policy, fetched on first use: it carries zxcvbn's dictionaries, so only the pages
 * that set a password load it, in a chunk of their own.
 */
export function loadPasswordPolicy() {
  return import('@keelson/core/password-policy');
}

/** Starts fetching the policy when a page that sets a password opens, so that checking it is instant. */
export function usePasswordPolicyPreload(): void {
  useEffect(() => {
    loadPasswordPolicy().catch(() => {
      // The server checks every password too; without the chunk the form just waits for its answer.
    });
  }, []);
}

type Texts = { required: string; tooShort: string; tooLong?: string; tooGuessable?: string };

/** The form's words for a new password that is missing, too short, too long or too easy to guess. */
export function newPasswordTexts(t: TFunction): Texts {
  return {
    required: t('validation.passwordRequired'),
    tooShort: t('validation.passwordTooShort'),
    tooLong: t('errors.rules.passwordTooLong'),
    tooGuessable: t('errors.rules.passwordTooGuessable'),
  };
}

/**
 * What the form says about a new password before it is sent: the same verdict the server would give
 * (core's `passwordProblem`, with the user's own e-mail and names as known words), in the form's words where
 * it has them — as the server's field errors are worded (`errors.rules.*`) — else the policy's own explanation.
 */
export async function newPasswordError(password: string, userInputs: readonly string[], texts: Texts): Promise<string | null> {
  if (password === '') return texts.required;
  const { passwordProblem, maxPasswordLength } = await loadPasswordPolicy();
  const problem = passwordProblem(password, userInputs);
  if (problem === null) return null;
  if (problem.code === 1008) return texts.tooShort;
  const words = [...password].length > maxPasswordLength ? texts.tooLong : texts.tooGuessable;
  return words ?? problem.message;
}
