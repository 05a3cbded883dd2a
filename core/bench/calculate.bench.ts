// `npm run bench` (first part): how fast core's engine is. One full calculation (validation, both scenarios,
// break-even, IRRs) of the worked example and of a 30-year new-build with three tranches, ≤ 1 ms median each;
// 1,000 calculations with varied charter and opex inputs, ≤ 2 s; one full sensitivity of each (8 drivers down and up,
// the 7 × 7 table), ≤ 100 ms median; 10,000 Monte Carlo paths of each (docs/monte-carlo.md section 10):
// ≤ 0.25 ms per path and 3 s for the worked example (the browser's budget is 3 s), ≤ 0.5 ms and 5 s for the
// new-build. Every figure is a human line with its budget and its ratio to a baseline measured in the same run — for a
// calculation, the same cashflow's calculate-time validation alone (how many validations one calculation costs); for a
// sensitivity and Monte Carlo, one calculation of the same cashflow — and an `@bench {json}` line for scripts/bench.mjs.
import { readFileSync } from 'node:fs';
import { workedExample as example } from '@keelson/core/examples';
import { calculate } from '../src/cashflow/calculate';
import { validateForCalculation } from '../src/cashflow/validate-for-calculation';
import { calculateSensitivity } from '../src/sensitivity/calculate-sensitivity';
import { runMonteCarlo } from '../src/monte-carlo/run-monte-carlo';
import { newBuildCashflow } from '../src/test-support/cashflows';

function calculateOrThrow(cashflow: unknown): void {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`bench input is invalid: ${JSON.stringify(outcome.errors)}`);
}

function validateOrThrow(cashflow: unknown): void {
  if (!validateForCalculation(cashflow).ok) throw new Error('bench input is invalid');
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Milliseconds of one call. */
function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * The medians of two operations measured in turns (after warming both up), so that a change of the shared machine's
 * load weighs on both alike.
 */
function mediansInTurns(first: () => void, second: () => void, { warmup, runs }: { warmup: number; runs: number }): [number, number] {
  for (let index = 0; index < warmup; index += 1) {
    first();
    second();
  }
  const firstTimes: number[] = [];
  const secondTimes: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    firstTimes.push(timed(first));
    secondTimes.push(timed(second));
  }
  return [median(firstTimes), median(secondTimes)];
}

/** A small deterministic generator, so that every run of the bench sees the same 1,000 inputs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

type Figure = { label: string; value: number; budget: number; baseline: { label: string; value: number } };

/** One figure as the human line and the orchestrator's machine line (the bench protocol). */
function report({ label, value, budget, baseline }: Figure): void {
  const ok = value <= budget;
  const ratio = value / baseline.value;
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 3;
  console.log(
    `${label.padEnd(66)} ${`${value.toFixed(digits)} ms`.padStart(10)}  (budget ≤ ${budget} ms; ${ratio.toFixed(ratio >= 100 ? 0 : 2)}× ${baseline.label})${ok ? '' : '  MISSED'}`,
  );
  const machine = {
    figure: label,
    value: Number(value.toPrecision(4)),
    unit: 'ms',
    budget: `≤ ${budget} ms`,
    ok,
    baseline: baseline.label,
    ratio: Number(ratio.toPrecision(4)),
  };
  console.log(`@bench ${JSON.stringify(machine)}`);
}

/** A baseline, printed for the reader (it has no budget of its own). */
function note(label: string, value: number): void {
  console.log(`${`baseline: ${label}`.padEnd(66)} ${`${value.toFixed(3)} ms`.padStart(10)}`);
}

const cases = [
  { name: 'worked example', cashflow: example.input as unknown, perPath: 0.25, paths: 3000 },
  { name: '30-year new-build', cashflow: newBuildCashflow as unknown, perPath: 0.5, paths: 5000 },
];

console.log(
  `Keelson engine bench — Node ${process.version}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}; ` +
    'one calculation = validation + both scenarios + break-even + IRRs',
);

// One calculation of each, in turns with its validation alone.
const single = cases.map(({ name, cashflow }) => {
  const [calculation, validation] = mediansInTurns(
    () => calculateOrThrow(cashflow),
    () => validateOrThrow(cashflow),
    { warmup: 100, runs: 300 },
  );
  return { name, calculation, validation };
});
for (const { name, calculation, validation } of single) {
  note(`validation alone, ${name}, median of 300`, validation);
  report({
    label: `one calculation, ${name}, median of 300`,
    value: calculation,
    budget: 1,
    baseline: { label: `validation alone, ${name}`, value: validation },
  });
}

// 1,000 calculations of varied inputs, beside validating the same 1,000.
const next = random(20_261_122);
const varied = Array.from({ length: 1000 }, () => ({
  ...example.input,
  averageTimeCharterCurr: Math.round(8_000 + next() * 20_000),
  currentTimeCharterCurr: Math.round(8_000 + next() * 25_000),
  expectedFutureCharterCurr: Math.round(8_000 + next() * 22_000),
  annualTimeCharterIncrease: next() * 0.04,
  opexPerDayCurr: Math.round(4_000 + next() * 5_000),
  opexEscalationRate: next() * 0.05,
}));
for (const cashflow of varied.slice(0, 50)) calculateOrThrow(cashflow);
const batchValidation = timed(() => varied.forEach(validateOrThrow));
const batch = timed(() => varied.forEach(calculateOrThrow));
note('validation alone, the same 1,000 cashflows', batchValidation);
report({
  label: '1,000 calculations, varied charter and opex inputs',
  value: batch,
  budget: 2000,
  baseline: { label: 'validating the same 1,000', value: batchValidation },
});

// One full sensitivity of each: the median of 30 after 5 to warm up.
for (const [index, { name, cashflow }] of cases.entries()) {
  const once = () =>
    timed(() => {
      if (!calculateSensitivity(cashflow).ok) throw new Error('bench input has no sensitivity');
    });
  for (let run = 0; run < 5; run += 1) once();
  const sensitivity = median(Array.from({ length: 30 }, once));
  report({
    label: `sensitivity (tornado, 7 × 7 table), ${name}, median of 30`,
    value: sensitivity,
    budget: 100,
    baseline: { label: `one calculation, ${name}`, value: single[index]?.calculation ?? Number.NaN },
  });
}

// 10,000 Monte Carlo paths of each with the default parameters (σ = 0.25, κ = 0.5), after 500 to warm up.
for (const [index, { name, cashflow, perPath, paths }] of cases.entries()) {
  if (!runMonteCarlo(cashflow, { paths: 500 }).ok) throw new Error('bench input has no Monte Carlo run');
  const total = timed(() => {
    if (!runMonteCarlo(cashflow, { paths: 10_000 }).ok) throw new Error('bench input has no Monte Carlo run');
  });
  const baseline = { label: `one calculation, ${name}`, value: single[index]?.calculation ?? Number.NaN };
  report({ label: `Monte Carlo, ${name}, per path`, value: total / 10_000, budget: perPath, baseline });
  report({ label: `Monte Carlo, ${name}, 10,000 paths`, value: total, budget: paths, baseline });
}
