/**
 * Every cached answer of the cashflow calls, by one key factory: a change to any cashflow invalidates
 * `lists()`, so that the user's list, the administrators' list and the questionnaire's links all refresh.
 */
export const cashflowKeys = {
  all: ['cashflows'] as const,
  lists: () => [...cashflowKeys.all, 'list'] as const,
  /** The signed-in user's own cashflows, per user, so that a list never outlives its owner's session. */
  own: (userId: string) => [...cashflowKeys.lists(), 'own', userId] as const,
  /** Every cashflow, for administrators. */
  everyone: () => [...cashflowKeys.lists(), 'all'] as const,
  /** The ship types of `GET /api/ship-types`, which the cashflow form offers. */
  shipTypes: () => ['ship-types'] as const,
};
