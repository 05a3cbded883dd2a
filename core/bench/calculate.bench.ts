// `npm run bench`: how fast one full calculation is (validation, both scenarios, break-even, IRRs),
// for the worked example and a 30-year new-build with three tranches, and how long 1 000 calculations
// with varied charter and opex inputs take. Budgets: ≤ 2 ms median for one, ≤ 2 s for 1 000.
// One full sensitivity of each (8 drivers down and up, the 7 × 7 table of issue 13): ≤ 100 ms median.
// 10,000 Monte Carlo paths of each (docs/monte-carlo.md section 10): the worked example ≤ 0.25 ms per path, so that
// 10,000 paths take ≤ 3 s as issue 13 asks in the browser; the 30-year new-build ≤ 0.5 ms per path.
import { workedExample as example } from '@keelson/core/examples';
import { calculate } from '../src/cashflow/calculate';
import { calculateSensitivity } from '../src/sensitivity/calculate-sensitivity';
import { runMonteCarlo } from '../src/monte-carlo/run-monte-carlo';
import { newBuildCashflow } from '../src/test-support/cashflows';

const newBuild = newBuildCashflow;

function calculateOrThrow(cashflow: unknown): void {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`bench input is invalid: ${JSON.stringify(outcome.errors)}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function timeOne(cashflow: unknown, { warmup = 100, runs = 300 } = {}): number {
  for (let index = 0; index < warmup; index += 1) calculateOrThrow(cashflow);
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    calculateOrThrow(cashflow);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** A small deterministic generator, so that every run of the bench sees the same 1 000 inputs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

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

const exampleMedian = timeOne(example.input);
const newBuildMedian = timeOne(newBuild);
for (const cashflow of varied.slice(0, 50)) calculateOrThrow(cashflow);
const batchStart = performance.now();
for (const cashflow of varied) calculateOrThrow(cashflow);
const batchMs = performance.now() - batchStart;

/** One full sensitivity (8 drivers down and up, the 7 × 7 table): the median of 30 after 5 to warm up. */
function timeSensitivity(cashflow: unknown): number {
  const once = () => {
    const start = performance.now();
    if (!calculateSensitivity(cashflow).ok) throw new Error('bench input has no sensitivity');
    return performance.now() - start;
  };
  for (let index = 0; index < 5; index += 1) once();
  return median(Array.from({ length: 30 }, once));
}

const exampleSensitivity = timeSensitivity(example.input);
const newBuildSensitivity = timeSensitivity(newBuild);

/** 10,000 Monte Carlo paths with the default parameters (σ = 0.25, κ = 0.5), after 500 to warm up: milliseconds in all. */
function timeMonteCarlo(cashflow: unknown): number {
  if (!runMonteCarlo(cashflow, { paths: 500 }).ok) throw new Error('bench input has no Monte Carlo run');
  const start = performance.now();
  if (!runMonteCarlo(cashflow, { paths: 10_000 }).ok) throw new Error('bench input has no Monte Carlo run');
  return performance.now() - start;
}

const exampleMonteCarlo = timeMonteCarlo(example.input);
const newBuildMonteCarlo = timeMonteCarlo(newBuild);

const line = (label: string, value: string, budget: string) => console.log(`${label.padEnd(58)} ${value.padStart(10)}   (budget ${budget})`);
console.log(`Keelson calculation bench — Node ${process.version}, one full calculation = validation + both scenarios + break-even + IRRs`);
line('worked example (11-year remaining life), median of 300', `${exampleMedian.toFixed(3)} ms`, '≤ 2 ms');
line('30-year new-build, three tranches, median of 300', `${newBuildMedian.toFixed(3)} ms`, '≤ 2 ms');
line('1,000 calculations, varied charter and opex inputs', `${batchMs.toFixed(0)} ms`, '≤ 2000 ms');
line('sensitivity (tornado, 7 × 7 table), worked example', `${exampleSensitivity.toFixed(1)} ms`, '≤ 100 ms');
line('sensitivity (tornado, 7 × 7 table), 30-year new-build', `${newBuildSensitivity.toFixed(1)} ms`, '≤ 100 ms');
line('Monte Carlo, worked example, per path', `${(exampleMonteCarlo / 10_000).toFixed(3)} ms`, '≤ 0.25 ms');
line('Monte Carlo, worked example, 10,000 paths', `${exampleMonteCarlo.toFixed(0)} ms`, '≤ 3000 ms');
line('Monte Carlo, 30-year new-build, per path', `${(newBuildMonteCarlo / 10_000).toFixed(3)} ms`, '≤ 0.5 ms');
line('Monte Carlo, 30-year new-build, 10,000 paths', `${newBuildMonteCarlo.toFixed(0)} ms`, '≤ 5000 ms');
