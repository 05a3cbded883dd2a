/** Every account message the server sends and the forms show, in one place (English; German follows). */
export const accountMessages = {
  emailInvalid: 'E-mail must be valid',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordTooGuessable: 'This password is too common or too easy to guess; choose a longer one, for example a few unrelated words',
  userAlreadyExists: 'An account with this e-mail address already exists',
  tokenInvalid: 'This link is invalid or has expired; request a new one',
  wrongOldPassword: 'The current password is incorrect',
  lastAdministrator: 'The last administrator cannot lose the administrator role, be disabled or be deleted',
  rolesMustIncludeUser: 'Every account holds the user role',
  foreignOrigin: 'Requests from other sites are refused',
} as const;
