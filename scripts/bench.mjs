// `npm run bench`: every performance figure of the project, each beside its budget and its ratio to a baseline
// measured in the same run, then a table of all of them and a one-line verdict. The parts run one after another
// (core's engine, the HTTP calls on PostgreSQL, then the built app in Chromium: keystrokes, the workbench's
// analyses, Lighthouse). Each part prints its own lines and, for the verdict, one `@bench {json}` line per figure.
// Every process a part starts carries a marker in its environment; whatever still carries it when the parts have
// ended was left behind: it is counted (budget 0), named, and ended.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const marker = `KEELSON_BENCH_RUN=${randomUUID()}`;
const env = { ...process.env, KEELSON_BENCH_RUN: marker.split('=')[1] };

/** The parts, in order; `build` first makes the web app the browser parts measure. */
const parts = [
  { name: 'engine', command: ['npx', 'tsx', 'core/bench/calculate.bench.ts'] },
  { name: 'stress', command: ['npx', 'tsx', 'core/bench/portfolio-stress.bench.ts'] },
  { name: 'HTTP', command: ['npx', 'tsx', 'server/bench/http.bench.ts'] },
  { name: 'stress jobs', command: ['npx', 'tsx', 'server/bench/stress-jobs.bench.ts'] },
  { name: 'build', command: ['npm', 'run', '-s', 'build'], quiet: true },
  { name: 'keystrokes', command: ['npx', 'tsx', 'e2e/bench/keystroke.bench.ts'] },
  { name: 'workbench', command: ['npx', 'tsx', 'e2e/bench/workbench.bench.ts'] },
  { name: 'book', command: ['npx', 'tsx', 'e2e/bench/book.bench.ts'] },
  { name: 'first load', command: ['npx', 'tsx', 'e2e/bench/lighthouse.bench.ts'] },
];

const figures = [];
const failedParts = [];

/** Runs one part, passing its lines through and collecting its figures; resolves with its exit code. */
function runPart(part) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${part.name}: ${part.command.join(' ')}`);
    const child = spawn(part.command[0], part.command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('@bench ')) {
        if (part.quiet !== true) console.log(line);
        return;
      }
      try {
        figures.push({ part: part.name, ...JSON.parse(line.slice('@bench '.length)) });
      } catch {
        console.log(`(unreadable figure line) ${line}`);
      }
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The processes (other than this one) whose environment carries this run's marker. */
function leftBehind() {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(marker)) continue;
      found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ').trim().slice(0, 120) });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

const started = Date.now();
for (const part of parts) {
  const code = await runPart(part);
  if (code !== 0) failedParts.push(`${part.name} (exit ${code})`);
}

// A moment for processes that are already ending, then the count.
await new Promise((resolve) => setTimeout(resolve, 1500));
const remaining = leftBehind();
for (const process_ of remaining) {
  console.log(`left behind: pid ${process_.pid} ${process_.command}`);
  try {
    process.kill(process_.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
figures.push({
  part: 'hygiene',
  figure: 'processes left behind by the bench',
  value: remaining.length,
  unit: '',
  budget: '0',
  ok: remaining.length === 0,
  baseline: null,
  ratio: null,
});

const format = (value) =>
  typeof value !== 'number' ? String(value) : Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(3);
console.log(
  `\nKeelson bench — ${figures.length} figures, ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log(`${'figure'.padEnd(66)} ${'value'.padStart(12)}  ${'budget'.padEnd(14)} ${'ratio to baseline'.padEnd(40)} verdict`);
for (const figure of figures) {
  const value = `${format(figure.value)}${figure.unit ? ` ${figure.unit}` : ''}`;
  const ratio = figure.ratio === null || figure.ratio === undefined ? '' : `${format(figure.ratio)}× ${figure.baseline ?? ''}`;
  console.log(
    `${String(figure.figure).slice(0, 66).padEnd(66)} ${value.padStart(12)}  ${String(figure.budget).padEnd(14)} ${ratio.slice(0, 40).padEnd(40)} ${figure.ok ? 'ok' : 'MISSED'}`,
  );
}
const missed = figures.filter((figure) => !figure.ok);
const verdict =
  missed.length === 0 && failedParts.length === 0
    ? `bench verdict: PASS — all ${figures.length} budgets hold`
    : `bench verdict: FAIL — ${[
        missed.length > 0 ? `${missed.length} of ${figures.length} budgets missed (${missed.map((figure) => figure.figure).join('; ')})` : '',
        failedParts.length > 0 ? `parts failed: ${failedParts.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`;
console.log(verdict);
process.exit(missed.length === 0 && failedParts.length === 0 ? 0 : 1);
