import type { PublicUser } from '@keelson/core';

/** "First Last", either part alone, or '' when the user gave no name. */
export function fullName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return [user.firstName.trim(), user.lastName.trim()].filter((part) => part !== '').join(' ');
}

type Searchable = Pick<PublicUser, 'email' | 'firstName' | 'lastName' | 'company'>;

/**
 * The users a search box matches: every word of the query (case-insensitive) must appear in the
 * e-mail address, the full name or the company. An empty query matches everyone, in the same order.
 */
export function filterUsers<User extends Searchable>(users: readonly User[], query: string): User[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const haystack = [user.email, fullName(user), user.company].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
