import { scenarioIndependentParts } from '../cashflow/calculate';
import { applyYearFactors, charterSchedule, type CharterSchedule } from '../cashflow/charter-schedule';
import { valueClauseBreachDate } from '../cashflow/covenant-tests';
import { shockedTimeline } from '../cashflow/daily-timeline';
import { minDscrOf, servicedDscr } from '../cashflow/debt-ratios';
import { dcfValueOf, equityCashflows, equityIrrOf, projectNpvOf, residualDiscountFactor } from '../cashflow/key-figures';
import type { ModelInput } from '../cashflow/model-input';
import { grossRevenueOf, periodCashflows, shockedFrames, type PeriodFrame } from '../cashflow/periods';
import type { DateText, Kpis } from '../cashflow/result-types';
import { computeStatics, type Statics } from '../cashflow/statics';
import { modelYearSpans, type YearSpan } from '../cashflow/years';
import { charterFactors, charterProcess, levelFactor, type CharterProcess } from './charter-factors';
import type { MonteCarloParameters } from './parameters';
import { normal, pathGenerators } from './random';

type Parts = ReturnType<typeof scenarioIndependentParts>;

/**
 * What every path of a simulation shares, computed once (docs/monte-carlo.md section 10): the engine's
 * scenario-independent parts of the base case, its charter schedule, the charter process and J.
 */
export type Simulation = Parts & {
  input: ModelInput;
  parameters: MonteCarloParameters;
  schedule: CharterSchedule;
  process: CharterProcess;
  /** The model years' periods, the same on every path. */
  years: YearSpan[];
  /** J, the number of model years. */
  modelYears: number;
  residualDiscountFactor: number;
};

/** The outputs of one path (docs/monte-carlo.md section 7), as the base scenario's kpis name them. */
export type PathFigures = Pick<Kpis, 'dcfValue' | 'projectNpv' | 'equityIrr' | 'equityIrrRoots' | 'minDscr' | 'covenantBreachDate'>;

/** The outputs of consecutive paths, each array indexed by p − firstPath. */
export type PathOutputs = {
  firstPath: number;
  dcfValue: number[];
  projectNpv: number[];
  equityIrr: (number | null)[];
  equityIrrRoots: number[];
  minDscr: (number | null)[];
  covenantBreachDate: (DateText | null)[];
};

/** Prepares the simulation of a validated cashflow's base case with valid parameters (docs/monte-carlo.md section 10). */
export function prepareSimulation(options: { input: ModelInput; parameters: MonteCarloParameters }): Simulation {
  const { input, parameters } = options;
  const parts = scenarioIndependentParts(input);
  const schedule = charterSchedule({ input, statics: parts.statics, scenario: 'base' });
  // J: model year j covers the days with fullYears(V, d) = j − 1, and the last day of [V, EOL) lies in year J.
  const modelYears = (schedule.yearsSinceValuation[schedule.yearsSinceValuation.length - 1] ?? 0) + 1;
  const years = modelYearSpans({ input, frames: parts.frames, endOfLife: parts.statics.endOfLife });
  return {
    ...parts,
    years,
    input,
    parameters,
    schedule,
    process: charterProcess({ volatility: parameters.volatility, reversion: parameters.reversion, years: modelYears }),
    modelYears,
    residualDiscountFactor: residualDiscountFactor({ input, statics: parts.statics }),
  };
}

/**
 * The frames of a path whose shocks are on (docs/monte-carlo.md section 4): the engine's timeline with its opex stage
 * × F_o, and the linear values of the statics with the steel price × F_s, through the engine's own functions.
 */
function pathFrames(options: { simulation: Simulation; statics: Statics; opexFactor: number }): readonly PeriodFrame[] {
  const { simulation, statics, opexFactor } = options;
  const { parameters, frames, timeline, input } = simulation;
  if (parameters.opexVolatility === 0 && parameters.scrapVolatility === 0) return frames;
  return shockedFrames({
    frames,
    valuationDate: input.valuationDate,
    timeline: parameters.opexVolatility > 0 ? shockedTimeline(timeline, { opexFactor }) : null,
    statics: parameters.scrapVolatility > 0 ? statics : null,
  });
}

/**
 * One path's figures from its factors (docs/monte-carlo.md sections 2 and 7): the engine's base case with the
 * factors applied, by the engine's own functions, computing only what section 7 reports — no liquidity, break-even,
 * paybacks or project IRR. `rates` is a buffer for the path's charter rates, reused from path to path.
 */
export function pathFigures(options: {
  simulation: Simulation;
  yearFactors: Float64Array;
  opexFactor: number;
  scrapFactor: number;
  rates?: Float64Array;
}): PathFigures {
  const { simulation, yearFactors, opexFactor, scrapFactor } = options;
  const { input, parameters, timeline } = simulation;
  const statics =
    parameters.scrapVolatility > 0 ? computeStatics({ ...input, steelPricePerTonCurr: input.steelPricePerTonCurr * scrapFactor }) : simulation.statics;
  const frames = pathFrames({ simulation, statics, opexFactor });
  const rates = applyYearFactors({ schedule: simulation.schedule, yearFactors, into: options.rates });
  const flows = frames.map((frame) =>
    periodCashflows({ input, frame, grossRevenue: grossRevenueOf({ frame, valuationDate: input.valuationDate, rates, onHire: timeline.onHire }) }),
  );
  const dscrs = simulation.years.map((span) => servicedDscr({ periods: flows, from: span.firstPeriod, to: span.endPeriod }));
  const dcfValue = dcfValueOf({
    periods: flows,
    residualValueAtEndOfLife: statics.residualValueAtEndOfLife,
    residualDiscountFactor: simulation.residualDiscountFactor,
  });
  const equity = equityIrrOf({
    statics,
    equity: equityCashflows({ statics, periods: flows, frames, flowTimes: simulation.flowTimes }),
    gridFactors: simulation.gridFactors,
  });
  return {
    dcfValue,
    projectNpv: projectNpvOf({ dcfValue, statics }),
    equityIrr: equity.irr,
    equityIrrRoots: equity.roots,
    minDscr: minDscrOf(dscrs),
    covenantBreachDate: valueClauseBreachDate({ input, testPeriods: simulation.testPeriods, balances: frames }),
  };
}

type Buffers = { normals: Float64Array; yearFactors: Float64Array; rates: Float64Array };

/**
 * The paths firstPath … endPath − 1 (docs/monte-carlo.md sections 6–7): each path's J + 2 normals (ε_1 … ε_J,
 * η, ζ, always all drawn) from its own generator, its factors, and the engine's figures with them.
 */
export function simulatePaths(simulation: Simulation, range: { firstPath: number; endPath: number }): PathOutputs {
  const { firstPath, endPath } = range;
  const { parameters, modelYears } = simulation;
  const length = simulation.schedule.rates.length;
  const buffers: Buffers = {
    normals: new Float64Array(modelYears),
    yearFactors: new Float64Array(modelYears),
    rates: new Float64Array(length),
  };
  const outputs: PathOutputs = { firstPath, dcfValue: [], projectNpv: [], equityIrr: [], equityIrrRoots: [], minDscr: [], covenantBreachDate: [] };
  const nextGenerator = pathGenerators({ seed: parameters.seed, firstPath });
  for (let path = firstPath; path < endPath; path += 1) {
    const source = nextGenerator();
    for (let index = 0; index < modelYears; index += 1) buffers.normals[index] = normal(source);
    const opexNormal = normal(source);
    const scrapNormal = normal(source);
    const figures = pathFigures({
      simulation,
      yearFactors: charterFactors({ process: simulation.process, normals: buffers.normals, into: buffers.yearFactors }),
      opexFactor: levelFactor({ volatility: parameters.opexVolatility, normal: opexNormal }),
      scrapFactor: levelFactor({ volatility: parameters.scrapVolatility, normal: scrapNormal }),
      rates: buffers.rates,
    });
    outputs.dcfValue.push(figures.dcfValue);
    outputs.projectNpv.push(figures.projectNpv);
    outputs.equityIrr.push(figures.equityIrr);
    outputs.equityIrrRoots.push(figures.equityIrrRoots);
    outputs.minDscr.push(figures.minDscr);
    outputs.covenantBreachDate.push(figures.covenantBreachDate);
  }
  return outputs;
}

/** The outputs of consecutive ranges joined in path order. */
export function joinPathOutputs(parts: readonly PathOutputs[]): PathOutputs {
  return {
    firstPath: parts[0]?.firstPath ?? 0,
    dcfValue: parts.flatMap((part) => part.dcfValue),
    projectNpv: parts.flatMap((part) => part.projectNpv),
    equityIrr: parts.flatMap((part) => part.equityIrr),
    equityIrrRoots: parts.flatMap((part) => part.equityIrrRoots),
    minDscr: parts.flatMap((part) => part.minDscr),
    covenantBreachDate: parts.flatMap((part) => part.covenantBreachDate),
  };
}
