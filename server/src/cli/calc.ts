// `npm run -s calc -- FILE.json`: calculates one cashflow (the API's JSON shape, or a fixture whose
// `input` is one) and prints the scenario results as JSON; invalid input prints the error envelope
// naming every field and exits with status 1 (docs/spec/calculation.md section 9).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { calculate, errorCatalogue, fieldError, type FailureEnvelope, type FieldError } from '@keelson/core';

function fail(errors: FieldError[]): never {
  const envelope: FailureEnvelope = { success: false, code: 1012, message: errorCatalogue[1012].message, errors };
  process.stdout.write(`${JSON.stringify(envelope, null, 2)}\n`);
  process.exit(1);
}

/** A fixture like shared/spec/calculation-example.json carries the cashflow as `input` beside `expected`. */
function cashflowOf(document: unknown): unknown {
  if (typeof document === 'object' && document !== null && 'input' in document && 'expected' in document) return document.input;
  return document;
}

const [file] = process.argv.slice(2);
if (file === undefined) {
  process.stderr.write('usage: npm run -s calc -- FILE.json\n');
  process.exit(2);
}

let document: unknown;
try {
  // npm runs the script at the repository root; a relative path means relative to where it was typed.
  document = JSON.parse(await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (error) {
  fail([fieldError('file', error instanceof SyntaxError ? { rule: 'format', params: { format: 'JSON' } } : { rule: 'unreadable' })]);
}

const outcome = calculate(cashflowOf(document));
if (!outcome.ok) fail(outcome.errors);
process.stdout.write(`${JSON.stringify(outcome.results, null, 2)}\n`);
