import type { PublicUser } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { createUserRequest, editUserValues, emailChanged, newUserValues, userChanges } from './user-form-values';

const ann: PublicUser = {
  id: '0b5f8a52-4a43-4c55-9a3c-0d6f1f0e1a01',
  email: 'ann@nordic.example',
  firstName: 'Ann',
  lastName: 'Smith',
  company: 'Nordic Bulk AS',
  phone: '',
  whitepaper: false,
  language: 'en',
  verified: true,
  disabled: false,
  roles: ['user', 'admin'],
  created: '2026-11-22T10:00:00.000Z',
  secondFactor: false,
};

describe('createUserRequest', () => {
  it('leaves the password out when none was typed, so that the server sends an invitation', () => {
    expect(createUserRequest({ ...newUserValues, email: ' bob@harbour.example ', firstName: ' Bob ' })).toEqual({
      email: 'bob@harbour.example',
      firstName: 'Bob',
      lastName: '',
      company: '',
      phone: '',
      roles: ['user'],
      verified: true,
    });
  });

  it('sends a typed password as it is', () => {
    expect(createUserRequest({ ...newUserValues, email: 'bob@harbour.example', password: ' with spaces ' }).password).toBe(' with spaces ');
  });
});

describe('userChanges', () => {
  it('is empty when nothing changed', () => {
    expect(userChanges(ann, editUserValues(ann))).toEqual({});
  });

  it('ignores surrounding spaces, a change of case in the address and the order of roles', () => {
    expect(userChanges(ann, { ...editUserValues(ann), firstName: ' Ann ', email: 'Ann@Nordic.example', roles: ['admin', 'user'] })).toEqual({});
  });

  it('sends only what differs', () => {
    expect(userChanges(ann, { ...editUserValues(ann), lastName: 'Smith-Berg', roles: ['user'], disabled: true })).toEqual({
      lastName: 'Smith-Berg',
      roles: ['user'],
      disabled: true,
    });
    expect(userChanges(ann, { ...editUserValues(ann), email: ' ann@bulk.example ', verified: false })).toEqual({ email: 'ann@bulk.example', verified: false });
  });
});

describe('emailChanged', () => {
  it('asks for the password only for another address, not for another spelling of the same one', () => {
    expect(emailChanged(ann, { email: ' ANN@Nordic.example ' })).toBe(false);
    expect(emailChanged(ann, { email: 'ann@bulk.example' })).toBe(true);
  });

  it('never sends the password as a change of the user', () => {
    expect(userChanges(ann, { ...editUserValues(ann), email: 'ann@bulk.example', password: 'my own password' })).toEqual({ email: 'ann@bulk.example' });
  });
});
