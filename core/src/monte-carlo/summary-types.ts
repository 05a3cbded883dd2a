import type { MonteCarloParameters } from './parameters';

/** The statistics of one output over the paths where it is not null (docs/monte-carlo.md section 8). */
export type OutputStatistics = {
  count: number;
  nullCount: number;
  mean: number | null;
  stdDev: number | null;
  min: number | null;
  p5: number | null;
  p50: number | null;
  p95: number | null;
  max: number | null;
};

/** The equity IRR's statistics also count the ambiguous paths (more than one root). */
export type IrrStatistics = {
  count: number;
  nullCount: number;
  ambiguousCount: number;
  mean: number | null;
  stdDev: number | null;
  min: number | null;
  p5: number | null;
  p50: number | null;
  p95: number | null;
  max: number | null;
};

/** The four outputs that have statistics and histograms. */
export type MonteCarloOutput = 'dcfValue' | 'projectNpv' | 'equityIrr' | 'minDscr';

/**
 * A histogram of 40 equal bins from lo = P0.5 to hi = P99.5; the end bins also hold the tails, of which tailBelow
 * and tailAbove values lie outside [lo, hi]. When hi = lo there is one bin with every value (section 8).
 */
export type Histogram = { lo: number; hi: number; counts: number[]; tailBelow: number; tailAbove: number };

/** The three covenants of docs/spec/calculation.md section 8a. */
export type Covenant = 'minimumValueClause' | 'dscr' | 'liquidity';

/** Whether the base scenario breaches each covenant at a test date; null for a covenant that is not set. */
export type BaseCovenantBreach = { minimumValueClause: boolean; dscr: boolean | null; liquidity: boolean | null };

/** The deterministic base scenario's figures, for comparison. */
export type MonteCarloBase = {
  dcfValue: number;
  projectNpv: number;
  equityIrr: number | null;
  minDscr: number | null;
  covenantBreach: BaseCovenantBreach;
};

/** How often a covenant is breached (docs/monte-carlo.md section 8), as shares of all N paths. */
export type CovenantBreachProbabilities = {
  /** Breached at least once. */
  probability: number;
  /** byYear[j − 1]: breached at a test date in model year j. */
  byYear: number[];
  /** firstBreachByYear[j − 1]: first breached in model year j; the shares sum to probability. */
  firstBreachByYear: number[];
};

/** The covenants' breaches; the DSCR and liquidity covenants are null when the cashflow does not set them. */
export type CovenantBreachSummary = {
  /** With the mean over all N paths of each path's largest cure amount; null without test dates. */
  minimumValueClause: CovenantBreachProbabilities & { expectedCureAmount: number | null };
  dscr: CovenantBreachProbabilities | null;
  liquidity: CovenantBreachProbabilities | null;
};

/** The report of a run, exactly the JSON object of docs/monte-carlo.md section 11 (what the command line prints). */
export type MonteCarloReport = {
  method: 'keelson-monte-carlo-2';
  scenario: 'base';
  parameters: MonteCarloParameters;
  base: MonteCarloBase;
  statistics: {
    dcfValue: OutputStatistics;
    projectNpv: OutputStatistics;
    equityIrr: IrrStatistics;
    minDscr: OutputStatistics;
  };
  probabilities: {
    npvBelowZero: number;
    /** null when the minimum DSCR is null on every path (no debt service). */
    minDscrBelowOne: number | null;
  };
  covenantBreach: CovenantBreachSummary;
};

/** What the screen shows: the report and a histogram per output; a histogram is null when the output is null on every path. */
export type MonteCarloSummary = MonteCarloReport & { histograms: Record<MonteCarloOutput, Histogram | null> };
