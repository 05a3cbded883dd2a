import { normalizeEmail, type PublicUser, type RoleName, type UserChanges, type UserCreateRequest } from '@keelson/core';

export type UserFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  roles: RoleName[];
  verified: boolean;
};
export type CreateUserValues = UserFormValues & { password: string };
/** `password`: the administrator's own, asked only when the e-mail address changes. */
export type EditUserValues = UserFormValues & { disabled: boolean; password: string };

export const newUserValues: CreateUserValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
  roles: ['user'],
  verified: true,
};

export function editUserValues(user: PublicUser): EditUserValues {
  const { email, firstName, lastName, company, phone, roles, verified, disabled } = user;
  return { email, firstName, lastName, company, phone, roles: [...roles], verified, disabled, password: '' };
}

/** Whether the form changes the user's e-mail address: the server keeps addresses trimmed and lower-cased, so a change of case alone is none. */
export function emailChanged(user: PublicUser, values: Pick<UserFormValues, 'email'>): boolean {
  return normalizeEmail(values.email) !== normalizeEmail(user.email);
}

/** The body of `POST /api/users`: texts trimmed; no password when none was typed, so that the server sends an invitation. */
export function createUserRequest(values: CreateUserValues): UserCreateRequest {
  const request: UserCreateRequest = {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    roles: [...values.roles],
    verified: values.verified,
  };
  if (values.password !== '') request.password = values.password;
  return request;
}

const profileFields = ['firstName', 'lastName', 'company', 'phone'] as const;

/**
 * The changes of an edit form against the user it started from, for `PUT /api/users/{id}`: only what
 * differs is sent (texts trimmed, roles compared regardless of order), so that an unchanged field can
 * never trip a rule such as "the last administrator keeps the role".
 */
export function userChanges(user: PublicUser, values: EditUserValues): UserChanges {
  const changes: UserChanges = {};
  if (emailChanged(user, values)) changes.email = values.email.trim();
  for (const field of profileFields) {
    const value = values[field].trim();
    if (value !== user[field]) changes[field] = value;
  }
  const roles = [...values.roles].sort();
  if (roles.join(',') !== [...user.roles].sort().join(',')) changes.roles = roles;
  if (values.verified !== user.verified) changes.verified = values.verified;
  if (values.disabled !== user.disabled) changes.disabled = values.disabled;
  return changes;
}
