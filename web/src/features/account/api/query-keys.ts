/** Every cached answer of the account calls, by one key factory. */
export const accountKeys = {
  all: ['account'] as const,
  /** The signed-in user's live sessions: any session call invalidates it. */
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
