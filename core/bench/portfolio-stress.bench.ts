// `npm run bench`, stress part: one chunk of 250 stress paths (docs/portfolio-stress.md) of the test book — the worked
// example's ship (version 3, every covenant set) and two others — single-threaded, so that the job queue can size its
// chunks. The budget follows issue 25's: 100 loans × 10,000 paths within 240 s on two workers is ≤ 0.48 ms of one
// core per loan and path, so ≤ 360 ms for 250 paths of 3 loans. Baseline: 250 Monte Carlo paths of the worked
// example alone (simulatePaths, with the equity IRR the stress test skips), measured in turns with the chunk.
import { readFileSync } from 'node:fs';
import { prepareMonteCarlo } from '../src/monte-carlo/run-monte-carlo';
import { simulatePaths } from '../src/monte-carlo/simulate-paths';
import { prepareStress } from '../src/portfolio-stress/prepare-stress';
import { runStressChunk } from '../src/portfolio-stress/run-chunk';
import { testBook } from '../src/portfolio-stress/test-book';

const chunkPaths = 250;
const book = prepareStress({ loans: testBook, parameters: {} });
const single = prepareMonteCarlo(testBook[0]?.cashflow, {});
if (!book.ok || !single.ok) throw new Error('bench book is invalid');
const { prepared } = book;
const { simulation } = single.prepared;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const timed = (run: () => void): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

// Chunks further along the paths each time, as a worker would get them; the baseline the same paths of one loan.
const chunkTimes: number[] = [];
const baselineTimes: number[] = [];
for (let run = 0; run < 12; run += 1) {
  const range = { firstPath: run * chunkPaths, endPath: (run + 1) * chunkPaths };
  const chunk = timed(() => runStressChunk(prepared, range));
  const baseline = timed(() => simulatePaths(simulation, range));
  if (run >= 2) {
    chunkTimes.push(chunk);
    baselineTimes.push(baseline);
  }
}
const value = median(chunkTimes);
const baseline = median(baselineTimes);
const budget = 360;
const loanPaths = chunkPaths * prepared.loans.length;
console.log(
  `Keelson stress bench — Node ${process.version}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}; ` +
    `${prepared.loans.length} loans, ${prepared.segments.length} segments, ${prepared.bookYears} book years`,
);
console.log(`${'baseline: 250 Monte Carlo paths, worked example v3, median of 10'.padEnd(66)} ${`${baseline.toFixed(1)} ms`.padStart(10)}`);
const ok = value <= budget;
const ratio = value / baseline;
console.log(
  `${'stress chunk, 250 paths × 3 loans, single-threaded, median of 10'.padEnd(66)} ${`${value.toFixed(1)} ms`.padStart(10)}  ` +
    `(budget ≤ ${budget} ms; ${ratio.toFixed(2)}× 250 Monte Carlo paths; ${(value / loanPaths).toFixed(3)} ms per loan-path)${ok ? '' : '  MISSED'}`,
);
const machine = {
  figure: 'stress chunk, 250 paths × 3 loans',
  value: Number(value.toPrecision(4)),
  unit: 'ms',
  budget: `≤ ${budget} ms`,
  ok,
  baseline: '250 Monte Carlo paths, worked example v3',
  ratio: Number(ratio.toPrecision(4)),
};
console.log(`@bench ${JSON.stringify(machine)}`);
