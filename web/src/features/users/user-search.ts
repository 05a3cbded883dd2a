import type { PublicUser } from '@keelson/core';

/** "First Last", either part alone, or '' when the user gave no name. */
export function fullName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return [user.firstName.trim(), user.lastName.trim()].filter((part) => part !== '').join(' ');
}

/** How a user is named in a sentence: "Ann Smith (ann@nordic.example)", or the address alone without a name. */
export function userDisplayName(user: Pick<PublicUser, 'email' | 'firstName' | 'lastName'>): string {
  const name = fullName(user);
  return name === '' ? user.email : `${name} (${user.email})`;
}
