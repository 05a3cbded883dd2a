import { resourceKeys } from '../../../lib/resource-keys';

/**
 * Every cached answer of the cashflow calls, by one key factory: a change to any cashflow invalidates
 * `lists()`, so that the user's list, the administrators' list and the questionnaire's links all refresh.
 */
export const cashflowKeys = {
  ...resourceKeys('cashflows'),
  /** The ship types of `GET /api/ship-types`, which the cashflow form offers. */
  shipTypes: () => ['ship-types'] as const,
};
