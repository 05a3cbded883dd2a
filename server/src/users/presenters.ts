import type { PublicUser } from '@keelson/core';
import type { UserWithRoles } from './repository';

/** What an answer shows of a user: no hash, no token, no internal stamps. */
export function presentUser(user: UserWithRoles): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    phone: user.phone,
    whitepaper: user.whitepaper,
    language: user.language,
    verified: user.verifiedAt !== null,
    disabled: user.disabledAt !== null,
    roles: user.roles,
    created: user.createdAt.toISOString(),
    secondFactor: user.totpEnabledAt !== null,
  };
}

/** `GET /api/users`: the users of a page, each as an answer shows one. */
export function presentUserList(users: readonly UserWithRoles[]): { users: PublicUser[] } {
  return { users: users.map(presentUser) };
}
