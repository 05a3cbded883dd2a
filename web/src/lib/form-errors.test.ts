import { KeelsonError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { accountErrorCodes, formErrorsOf, type FormErrorPlan } from './form-errors';
import { i18n } from './i18n';

const plan: FormErrorPlan<'email' | 'password'> = {
  fields: ['email', 'password'],
  byCode: {
    1004: { field: 'email', message: 'An account with this e-mail address already exists' },
    1008: { field: 'password', message: 'Password must be at least 8 characters' },
    1011: { message: 'Too many attempts. Please try again later.' },
  },
  aliases: { newPassword: 'password' },
  fallback: 'Something failed',
};

describe('formErrorsOf', () => {
  it('puts a code the form knows beside its field, in the form’s words', () => {
    expect(formErrorsOf(new KeelsonError(1004), plan)).toEqual({ fieldErrors: { email: 'An account with this e-mail address already exists' }, notices: [] });
    expect(formErrorsOf(new KeelsonError(1008), plan)).toEqual({ fieldErrors: { password: 'Password must be at least 8 characters' }, notices: [] });
  });

  it('turns a known code without a field into a notification', () => {
    expect(formErrorsOf(new KeelsonError(1011), plan)).toEqual({ fieldErrors: {}, notices: ['Too many attempts. Please try again later.'] });
  });

  it('puts the server’s 1012 field errors beside their fields, renamed where the form calls them differently', () => {
    const error = new KeelsonError(1012, {
      message: 'Invalid request',
      errors: [
        { field: 'newPassword', rule: 'invalid', message: 'Too easy to guess' },
        { field: 'email', rule: 'invalid', message: 'Too long' },
      ],
    });
    expect(formErrorsOf(error, plan)).toEqual({ fieldErrors: { password: 'Too easy to guess', email: 'Too long' }, notices: [] });
  });

  it('words the server’s field errors from their rule and params, and uses its message only for a rule it does not know', () => {
    const error = new KeelsonError(1012, {
      errors: [
        { field: 'password', rule: 'passwordTooGuessable', message: 'server words' },
        { field: 'email', rule: 'tooLong', params: { max: 254 }, message: 'must be at most 254 characters' },
        { field: 'roles', rule: 'aRuleFromANewerServer', message: 'must be something new' },
      ],
    });
    expect(formErrorsOf(error, plan)).toEqual({
      fieldErrors: {
        password: 'This password is too common or too easy to guess; choose a longer one, for example a few unrelated words',
        email: 'Must be at most 254 characters',
      },
      notices: ['must be something new'],
    });
  });

  it('keeps the first message of a field and notifies those for fields the form does not have', () => {
    const error = new KeelsonError(1012, {
      errors: [
        { field: 'email', rule: 'invalid', message: 'first' },
        { field: 'email', rule: 'invalid', message: 'second' },
        { field: 'roles', rule: 'invalid', message: 'The last administrator cannot lose the administrator role' },
      ],
    });
    expect(formErrorsOf(error, plan)).toEqual({ fieldErrors: { email: 'first' }, notices: ['The last administrator cannot lose the administrator role'] });
  });

  it('notifies the server’s text of a 1012 that names no field', () => {
    expect(formErrorsOf(new KeelsonError(1012, { message: 'Every account holds the user role' }), plan)).toEqual({
      fieldErrors: {},
      notices: ['Every account holds the user role'],
    });
  });

  it('falls back for any other code and for errors that are not the server’s', () => {
    expect(formErrorsOf(new KeelsonError(1000, { message: 'The server could not be reached' }), plan)).toEqual({
      fieldErrors: {},
      notices: ['Something failed'],
    });
    expect(formErrorsOf(new KeelsonError(1002), plan)).toEqual({ fieldErrors: {}, notices: ['Something failed'] });
    expect(formErrorsOf(new TypeError('x is undefined'), plan)).toEqual({ fieldErrors: {}, notices: ['Something failed'] });
  });
});

describe('accountErrorCodes', () => {
  const t = i18n.t;

  it('places a taken or invalid address beside the e-mail field and a short password beside the password field', () => {
    const plan: FormErrorPlan<'address' | 'secret'> = {
      fields: ['address', 'secret'],
      byCode: accountErrorCodes(t, { email: 'address', password: 'secret' }),
      fallback: 'Something failed',
    };
    expect(formErrorsOf(new KeelsonError(1004), plan).fieldErrors).toEqual({ address: 'An account with this e-mail address already exists' });
    expect(formErrorsOf(new KeelsonError(1007), plan).fieldErrors).toEqual({ address: 'E-mail must be valid' });
    expect(formErrorsOf(new KeelsonError(1008), plan).fieldErrors).toEqual({ secret: 'Password must be at least 8 characters' });
    expect(formErrorsOf(new KeelsonError(1011), plan)).toEqual({ fieldErrors: {}, notices: ['Too many attempts. Please try again later.'] });
  });

  it('leaves the codes of a field the form lacks to its fallback', () => {
    const plan: FormErrorPlan<'email'> = { fields: ['email'], byCode: accountErrorCodes(t, { email: 'email' }), fallback: 'Could not save' };
    expect(formErrorsOf(new KeelsonError(1008), plan)).toEqual({ fieldErrors: {}, notices: ['Could not save'] });
  });
});
