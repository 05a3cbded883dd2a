import { resourceKeys } from '../../../lib/resource-keys';

/** Every cached answer of the portfolio calls: a change to a portfolio invalidates its lists, record and book. */
export const portfolioKeys = {
  ...resourceKeys('portfolios'),
  /** One portfolio with its members. */
  one: (id: string) => ['portfolios', 'one', id] as const,
  /** One portfolio's book: its loans with their stored monitors. */
  book: (id: string) => ['portfolios', 'book', id] as const,
  /** One portfolio's latest stress test run. */
  stress: (id: string) => ['portfolios', 'stress', id] as const,
};
