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

/** The deterministic base scenario's figures, for comparison. */
export type MonteCarloBase = { dcfValue: number; projectNpv: number; equityIrr: number | null; minDscr: number | null; covenantBreach: boolean };

/** The report of a run, exactly the JSON object of docs/monte-carlo.md section 11 (what the command line prints). */
export type MonteCarloReport = {
  method: 'keelson-monte-carlo-1';
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
    ltvCovenantBreach: number;
  };
};

/** What the screen shows: the report and a histogram per output; a histogram is null when the output is null on every path. */
export type MonteCarloSummary = MonteCarloReport & { histograms: Record<MonteCarloOutput, Histogram | null> };
