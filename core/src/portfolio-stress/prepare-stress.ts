import type { FieldError } from '../api/envelope';
import { calculateCashflow, overflowErrors } from '../cashflow/calculate';
import { resultsHaveNonFinite } from '../cashflow/non-finite';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { isRecord } from '../cashflow/validate-fields';
import { parseDate, type DayNumber } from '../dates/day-number';
import { fieldError } from '../errors/field-error';
import { fieldMessage } from '../errors/field-messages';
import { charterProcess, type CharterProcess } from '../monte-carlo/charter-factors';
import { monteCarloDefaults } from '../monte-carlo/parameters';
import { prepareSimulation, type Simulation } from '../monte-carlo/simulate-paths';
import type { BaseCovenantBreach } from '../monte-carlo/summary-types';
import { bookYearOf, bookYearOffset } from './book-calendar';
import { choleskyFactor, equicorrelation } from './correlation';
import { stressDefaults, validateStressParameters, type StressParameters } from './parameters';
import { segmentOfCashflow } from './segments';

/** The most loans one stress test takes. */
export const maxStressLoans = 1000;

/** A loan of the book: its id (an assessment's) and its cashflow in the API's shape. */
export type StressLoan = { id: string; cashflow: unknown };

/** One loan ready to run: its simulation on the book's years and its base figures (docs/portfolio-stress.md section 5). */
export type PreparedLoan = {
  id: string;
  segment: string;
  /** The index of its segment in PreparedStress.segments. */
  segmentIndex: number;
  valuationDate: DayNumber;
  /** o_l: model year j reads book year o_l + j (section 2). */
  offset: number;
  /** The Monte Carlo's simulation of the loan, its process the book's over its own model years. */
  simulation: Simulation;
  /** The book year (1 … B) of each covenant test date, in test order. */
  testBookYears: number[];
  base: { projectNpv: number; covenantBreach: BaseCovenantBreach };
  /** The book years, ascending, in which the base scenario breaches a covenant. */
  baseBreachYears: number[];
};

/** A book ready to run: what every chunk shares (section 4). */
export type PreparedStress = {
  parameters: StressParameters;
  currency: string;
  /** V_0, the earliest valuation date. */
  bookStart: DayNumber;
  /** B, the book's years. */
  bookYears: number;
  /** The segments in name order, which is the order of the draws. */
  segments: string[];
  /** C of the book's segments, in the order of `segments`. */
  correlation: number[][];
  /** L with L Lᵀ = C. */
  factor: number[][];
  /** The log-OU process over the B book years, the same for every segment. */
  process: CharterProcess;
  loans: PreparedLoan[];
};

export type StressPreparation = { ok: true; prepared: PreparedStress } | { ok: false; errors: FieldError[] };

type CalculatedLoan = Omit<PreparedLoan, 'segmentIndex' | 'offset' | 'testBookYears' | 'baseBreachYears'> & {
  testDays: DayNumber[];
  baseBreachDays: DayNumber[];
};

const authored = (field: string, message: string): FieldError => ({ ...fieldError(field, { rule: 'invalid' }), message });

/** A loan's cashflow validated and its base scenario calculated, or its errors named `loans.<id>.<field>`. */
function calculateLoan(loan: StressLoan, parameters: StressParameters): { ok: true; loan: CalculatedLoan } | { ok: false; errors: FieldError[] } {
  const prefix = `loans.${loan.id}.`;
  const named = (errors: readonly FieldError[]) => errors.map((error) => ({ ...error, field: prefix + error.field }));
  const validated = validateForCalculation(loan.cashflow);
  if (!validated.ok) return { ok: false, errors: named(validated.errors) };
  const { input } = validated;
  const results = calculateCashflow(input, ['base']);
  const base = results[0];
  if (base === undefined || resultsHaveNonFinite(results)) return { ok: false, errors: named(overflowErrors(loan.cashflow)) };
  const simulation = prepareSimulation({
    input,
    parameters: { ...monteCarloDefaults, ...parameters, opexVolatility: 0, scrapVolatility: 0 },
  });
  const day = (text: string) => parseDate(text) ?? input.valuationDate;
  const breached = base.covenantTests.filter((test) => test.minimumValueClauseBreached || test.dscrCovenantBreached || test.liquidityCovenantBreached);
  return {
    ok: true,
    loan: {
      id: loan.id,
      segment: segmentOfCashflow(loan.cashflow),
      valuationDate: input.valuationDate,
      simulation,
      testDays: simulation.testPeriods.map((period) => simulation.frames[period]?.endDay ?? input.valuationDate),
      baseBreachDays: breached.map((test) => day(test.date)),
      base: {
        projectNpv: base.kpis.projectNpv,
        covenantBreach: {
          minimumValueClause: base.kpis.covenantBreachDate !== null,
          dscr: input.dscrCovenant === null ? null : base.kpis.dscrCovenantBreachDate !== null,
          liquidity: input.minimumLiquidityCovenantCurr === null ? null : base.kpis.liquidityCovenantBreachDate !== null,
        },
      },
    },
  };
}

function isStressLoan(value: unknown): value is StressLoan {
  return isRecord(value) && typeof value.id === 'string';
}

/** The loans' list errors: not a list, empty, too long, an entry without a text id or with an id given twice. */
function loanListErrors(loans: unknown): FieldError[] {
  if (!Array.isArray(loans)) return [fieldError('loans', { rule: 'list' })];
  if (loans.length === 0) return [fieldError('loans', { rule: 'notEmpty' })];
  if (loans.length > maxStressLoans) return [fieldError('loans', { rule: 'tooManyEntries', params: { max: maxStressLoans } })];
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const [index, loan] of loans.entries()) {
    const id: unknown = isRecord(loan) ? loan.id : undefined;
    if (typeof id !== 'string' || id === '') errors.push(fieldError(`loans.${index}.id`, { rule: 'required' }));
    else if (seen.has(id)) errors.push(authored(`loans.${id}`, 'is in the book twice'));
    else seen.add(id);
  }
  return errors;
}

/** C of the book's segments from ρ or the matrix, or the errors of ρ (the equicorrelation condition) or of missing segments. */
function bookCorrelation(parameters: StressParameters, segments: readonly string[]): { ok: true; matrix: number[][] } | { ok: false; errors: FieldError[] } {
  const { correlation } = parameters;
  if (typeof correlation === 'number') {
    const min = segments.length > 1 ? -1 / (segments.length - 1) : -1;
    if (segments.length > 1 && correlation <= min) {
      const problem = { rule: 'range', params: { min, minExclusive: 1, max: 1 } } as const;
      return { ok: false, errors: [{ field: 'stress.correlation', rule: problem.rule, params: problem.params, message: fieldMessage(problem) }] };
    }
    return { ok: true, matrix: equicorrelation({ correlation, segments: segments.length }) };
  }
  const missing = segments.filter((segment) => correlation[segment] === undefined);
  if (missing.length > 0) return { ok: false, errors: missing.map((segment) => fieldError(`stress.correlation.${segment}`, { rule: 'required' })) };
  return { ok: true, matrix: segments.map((row) => segments.map((column) => correlation[row]?.[column] ?? 0)) };
}

/**
 * Validates the parameters and every loan, calculates each loan's base scenario and prepares its path machinery on
 * the book's calendar (docs/portfolio-stress.md sections 2, 3 and 7). Errors of the parameters and of the loans are
 * reported together; a loan's are named `loans.<id>.<field>`.
 */
export function prepareStress(options: { loans: unknown; parameters: unknown }): StressPreparation {
  const checked = validateStressParameters(options.parameters);
  const listErrors = loanListErrors(options.loans);
  if (listErrors.length > 0 || !Array.isArray(options.loans)) return { ok: false, errors: [...(checked.ok ? [] : checked.errors), ...listErrors] };
  const loans = options.loans.filter(isStressLoan);
  const parameters = checked.ok ? checked.parameters : stressDefaults;
  const errors: FieldError[] = checked.ok ? [] : [...checked.errors];
  const calculated: CalculatedLoan[] = [];
  for (const loan of loans) {
    const outcome = calculateLoan(loan, parameters);
    if (outcome.ok) calculated.push(outcome.loan);
    else errors.push(...outcome.errors);
  }
  const currencyOf = (loan: StressLoan) => (isRecord(loan.cashflow) && typeof loan.cashflow.currency === 'string' ? loan.cashflow.currency : 'USD');
  const currency = currencyOf(loans[0] ?? { id: '', cashflow: null });
  for (const loan of loans)
    if (currencyOf(loan) !== currency)
      errors.push(authored(`loans.${loan.id}.currency`, `must be the book's currency, ${currency}: NPVs in different currencies cannot be added`));
  const segments = [...new Set(calculated.map((loan) => loan.segment))].sort();
  const correlation = checked.ok ? bookCorrelation(parameters, segments) : null;
  if (correlation !== null && !correlation.ok) errors.push(...correlation.errors);
  if (errors.length > 0 || correlation === null || !correlation.ok) return { ok: false, errors };
  const factor = choleskyFactor(correlation.matrix);
  if (factor === null)
    return { ok: false, errors: [authored('stress.correlation', 'must be positive semidefinite: no segments can have these correlations together')] };
  return { ok: true, prepared: onBookCalendar({ parameters, currency, segments, correlation: correlation.matrix, factor, calculated }) };
}

/** The loans on the book's calendar: offsets, the book years B and the book's process over them (section 2). */
function onBookCalendar(options: {
  parameters: StressParameters;
  currency: string;
  segments: string[];
  correlation: number[][];
  factor: number[][];
  calculated: CalculatedLoan[];
}): PreparedStress {
  const { parameters, segments, calculated } = options;
  const bookStart = Math.min(...calculated.map((loan) => loan.valuationDate));
  const placed = calculated.map(({ testDays, baseBreachDays, ...loan }) => {
    const offset = bookYearOffset({ bookStart, valuationDate: loan.valuationDate });
    const testBookYears = testDays.map((day) => bookYearOf({ bookStart, day }));
    const baseBreachYears = [...new Set(baseBreachDays.map((day) => bookYearOf({ bookStart, day })))];
    return { ...loan, offset, testBookYears, baseBreachYears, segmentIndex: segments.indexOf(loan.segment) };
  });
  const bookYears = Math.max(...placed.map((loan) => Math.max(loan.offset + loan.simulation.modelYears, ...loan.testBookYears)));
  const process = charterProcess({ volatility: parameters.volatility, reversion: parameters.reversion, years: bookYears });
  const loans = placed.map((loan) => ({
    ...loan,
    // The loan's model years are the book years o_l + 1 … o_l + J_l: their variances drive its market value (section 3).
    simulation: {
      ...loan.simulation,
      process: { a: process.a, s: process.s, variances: process.variances.subarray(loan.offset, loan.offset + loan.simulation.modelYears) },
    },
  }));
  return { ...options, bookStart, bookYears, process, loans, segments };
}
