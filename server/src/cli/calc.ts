// `npm run -s calc -- FILE.json`: calculates one cashflow (the API's JSON shape, or a fixture whose `input` is one) and
// prints the scenario results as JSON. `--sensitivity [--step s]` prints the tornado and the two-way table instead, and
// `--monte-carlo N [--seed S] [--volatility v] [--reversion k] [--value-reversion k] [--opex-volatility v]
// [--scrap-volatility v]` the Monte Carlo summary of docs/monte-carlo.md section 11. Invalid input prints the error
// envelope naming every field and exits with status 1 (docs/spec/calculation.md section 9); a command line that does not
// fit exits with status 2.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { calculate, calculateSensitivity, errorCatalogue, fieldError, runMonteCarlo, type FailureEnvelope, type FieldError } from '@keelson/core';

const usage = `usage: npm run -s calc -- FILE.json
       npm run -s calc -- FILE.json --sensitivity [--step 0.1]
       npm run -s calc -- FILE.json --monte-carlo N [--seed S] [--volatility v] [--reversion k] [--value-reversion k] [--opex-volatility v] [--scrap-volatility v]
`;

/** The Monte Carlo flags and the parameter of docs/monte-carlo.md section 5 each sets. */
const monteCarloFlags = [
  ['seed', 'seed'],
  ['volatility', 'volatility'],
  ['reversion', 'reversion'],
  ['value-reversion', 'valueReversion'],
  ['opex-volatility', 'opexVolatility'],
  ['scrap-volatility', 'scrapVolatility'],
] as const;

function usageError(reason: string): never {
  process.stderr.write(`${reason}\n${usage}`);
  process.exit(2);
}

function fail(errors: FieldError[]): never {
  const envelope: FailureEnvelope = { success: false, code: 1012, message: errorCatalogue[1012].message, errors };
  process.stdout.write(`${JSON.stringify(envelope, null, 2)}\n`);
  process.exit(1);
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A flag's text as a number: a plain decimal (1, 0.25, 1e4), anything else NaN, which the engine names as not a number. */
function numberOf(text: string): number {
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text.trim()) ? Number(text) : Number.NaN;
}

/** A fixture like shared/spec/calculation-example.json carries the cashflow as `input` beside `expected`. */
function cashflowOf(document: unknown): unknown {
  if (typeof document === 'object' && document !== null && 'input' in document && 'expected' in document) return document.input;
  return document;
}

function readCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        sensitivity: { type: 'boolean' },
        step: { type: 'string' },
        'monte-carlo': { type: 'string' },
        seed: { type: 'string' },
        volatility: { type: 'string' },
        reversion: { type: 'string' },
        'value-reversion': { type: 'string' },
        'opex-volatility': { type: 'string' },
        'scrap-volatility': { type: 'string' },
      },
    });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
}

const { values, positionals } = readCommandLine();
const [file, ...extra] = positionals;
if (file === undefined || extra.length > 0) usageError(file === undefined ? 'no FILE.json given' : `one FILE.json only, not also ${extra.join(' ')}`);
const monteCarloGiven = monteCarloFlags.flatMap(([flag]) => (values[flag] === undefined ? [] : [flag]));
if (values.sensitivity === true && values['monte-carlo'] !== undefined) usageError('--sensitivity and --monte-carlo are two different runs');
if (values.step !== undefined && values.sensitivity !== true) usageError('--step: only with --sensitivity');
if (monteCarloGiven.length > 0 && values['monte-carlo'] === undefined) usageError(`--${monteCarloGiven.join(', --')}: only with --monte-carlo N`);

let document: unknown;
try {
  // npm runs the script at the repository root; a relative path means relative to where it was typed.
  document = JSON.parse(await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (error) {
  fail([fieldError('file', error instanceof SyntaxError ? { rule: 'format', params: { format: 'JSON' } } : { rule: 'unreadable' })]);
}
const cashflow = cashflowOf(document);

if (values.sensitivity === true) {
  const outcome = calculateSensitivity(cashflow, values.step === undefined ? {} : { step: numberOf(values.step) });
  if (!outcome.ok) fail(outcome.errors);
  print({ method: 'keelson-sensitivity-1', ...outcome.sensitivity });
} else if (values['monte-carlo'] !== undefined) {
  const parameters = {
    paths: numberOf(values['monte-carlo']),
    ...Object.fromEntries(
      monteCarloFlags.flatMap(([flag, name]) => {
        const text = values[flag];
        return text === undefined ? [] : [[name, numberOf(text)]];
      }),
    ),
  };
  const outcome = runMonteCarlo(cashflow, parameters);
  if (!outcome.ok) fail(outcome.errors);
  // The screen's histograms are not part of the command line's report (docs/monte-carlo.md section 11).
  const { histograms: _histograms, ...report } = outcome.summary;
  print(report);
} else {
  const outcome = calculate(cashflow);
  if (!outcome.ok) fail(outcome.errors);
  print(outcome.results);
}
