import type { DateText } from '../cashflow/result-types';
import type { BaseCovenantBreach, Histogram, OutputStatistics } from '../monte-carlo/summary-types';
import type { StressParameters } from './parameters';

/** One loan's results (docs/portfolio-stress.md section 6). */
export type StressLoanSummary = {
  id: string;
  segment: string;
  valuationDate: DateText;
  /** o_l: the loan's model year j reads book year o_l + j. */
  bookYearOffset: number;
  base: { projectNpv: number; covenantBreach: BaseCovenantBreach };
  projectNpv: OutputStatistics;
  /** Shares of all N paths with a breach at some test date within the term; null for a covenant the loan does not set. */
  breachProbability: { minimumValueClause: number; dscr: number | null; liquidity: number | null; any: number };
  /** The mean over all N paths of the path's largest cure amount; null without test dates. */
  expectedCureAmount: number | null;
};

/** The loans in breach in one book year (section 6). */
export type StressBookYear = {
  /** b = 1 … B. */
  year: number;
  /** addYears(V_0, b − 1). */
  start: DateText;
  /** Loans with a covenant test date in this book year. */
  loansTested: number;
  /** Loans in breach in this year in the base scenario. */
  base: number;
  statistics: OutputStatistics;
  /** distribution[k]: the share of paths with k = 0 … L loans in breach. */
  distribution: number[];
};

/** A loan's part in the book NPV's tail, ranked by shortfall (section 6). */
export type StressTailDriver = {
  id: string;
  rank: number;
  /** The loan's mean projectNpv over all paths minus its mean over the tail paths. */
  shortfall: number;
  /** shortfall / Σ shortfalls; null when the sum is 0. */
  share: number | null;
};

/** The result of a stress test (section 6): plain JSON. */
export type StressSummary = {
  method: 'keelson-portfolio-stress-1';
  parameters: StressParameters;
  currency: string;
  /** V_0, the earliest valuation date: book year 1 starts on it. */
  bookStart: DateText;
  /** The segments in name order, with their number of loans. */
  segments: { name: string; loans: number }[];
  /** C of the book's segments, in the order of `segments`. */
  correlation: number[][];
  bookNpv: { base: number; statistics: OutputStatistics; histogram: Histogram | null };
  loansInBreach: StressBookYear[];
  loans: StressLoanSummary[];
  tail: {
    /** 0.05: the tail paths are those with book NPV ≤ P5. */
    quantile: number;
    threshold: number;
    paths: number;
    meanBookNpv: number;
    drivers: StressTailDriver[];
  };
};
