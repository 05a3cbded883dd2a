import { KeelsonError, type ErrorCode } from '@keelson/core';
import type { TFunction } from 'i18next';
import { fieldErrorText } from './field-error-text';

/** How one form places the server's errors: which fields it has and which codes belong beside which field. */
export type FormErrorPlan<Field extends string> = {
  fields: readonly Field[];
  /** A translated text for a code, shown beside `field`, or as a notification when no field is named. */
  byCode?: Partial<Record<ErrorCode, { field?: Field; message: string }>>;
  /** The server's name of a field when this form calls it differently (`password` → `newPassword`). */
  aliases?: Partial<Record<string, Field>>;
  /** The translated text for any other failure (network, server error). */
  fallback: string;
};

export type FormErrorReport<Field extends string> = {
  /** Texts to show beside their fields. */
  fieldErrors: Partial<Record<Field, string>>;
  /** Texts to show as notifications: what could not be placed beside a field. */
  notices: string[];
};

/**
 * Turns a failed call into what a form shows. A code the plan names gets the plan's text; otherwise
 * the server's field errors (1012) go beside the fields they name, in words from their rule and params
 * (fieldErrorText), and those it cannot place become notifications. Any other failure becomes the plan's fallback notification.
 */
export function formErrorsOf<Field extends string>(error: unknown, plan: FormErrorPlan<Field>): FormErrorReport<Field> {
  const fieldErrors: Partial<Record<Field, string>> = {};
  if (!(error instanceof KeelsonError)) return { fieldErrors, notices: [plan.fallback] };

  const known = plan.byCode?.[error.code];
  if (known !== undefined) {
    if (known.field === undefined) return { fieldErrors, notices: [known.message] };
    fieldErrors[known.field] = known.message;
    return { fieldErrors, notices: [] };
  }

  if (error.code !== 1012) return { fieldErrors, notices: [plan.fallback] };
  const notices: string[] = [];
  for (const fieldError of error.errors ?? []) {
    const { field } = fieldError;
    const text = fieldErrorText(fieldError);
    const target = plan.aliases?.[field] ?? plan.fields.find((name) => name === field);
    if (target === undefined) notices.push(text);
    else fieldErrors[target] ??= text;
  }
  if (notices.length === 0 && Object.keys(fieldErrors).length === 0) notices.push(error.message);
  return { fieldErrors, notices };
}

/**
 * The account codes every form with an e-mail or a new password places the same way (docs/spec/product-spec.md
 * section 5): 1004 (taken) and 1007 (invalid) beside the e-mail field, 1008 (too short) beside the new
 * password, 1011 (too many attempts) as a notification. A form names its own fields; a code whose field
 * it lacks is left to the fallback.
 */
export function accountErrorCodes<Field extends string>(t: TFunction, fields: { email?: Field; password?: Field }): FormErrorPlan<Field>['byCode'] {
  const { email, password } = fields;
  return {
    ...(email === undefined
      ? {}
      : { 1004: { field: email, message: t('validation.userAlreadyExists') }, 1007: { field: email, message: t('validation.emailInvalid') } }),
    ...(password === undefined ? {} : { 1008: { field: password, message: t('validation.passwordTooShort') } }),
    1011: { message: t('validation.tooManyAttempts') },
  };
}
