/** Every cached answer of the user calls, by one key factory: a change to any account invalidates `all`. */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** The roles an account may hold; fixed while the server runs. */
  roles: () => ['roles'] as const,
};
