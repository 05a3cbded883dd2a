import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** A value of a recorded answer: a number, a date text, a boolean, null, or a list of tranche terms. */
export type RecordedValue = number | string | boolean | null | readonly Record<string, unknown>[];

/** One scenario's answer of calculation method version 2, its periods and years stored by column. */
export type Version2Answer = {
  scenario: string;
  name?: string;
  derived: Record<string, RecordedValue>;
  kpis: Record<string, RecordedValue>;
  periods: Record<string, RecordedValue[]>;
  years: Record<string, RecordedValue[]>;
};

export type Version2Case = { cashflow: Record<string, unknown>; results: Version2Answer[] };

/** The fixture of core/scripts/record-v2-answers.ts: which engine answered, the seed, and the cashflows with their answers. */
export type Version2Answers = { method: 2; commit: string; seed: number; generator: string; cases: Version2Case[] };

/**
 * The answers of method version 2 (the engine of commit 861d060) for 40 seeded cashflows that use none of version 3's
 * new inputs and have no docking in their last twelve months: core/examples/version-2-answers.json.gz, written by
 * core/scripts/record-v2-answers.ts (its header says how to regenerate it).
 */
export function version2Answers(): Version2Answers {
  const zipped = readFileSync(new URL('./version-2-answers.json.gz', import.meta.url));
  // The file is the script's JSON.stringify of exactly this shape.
  return JSON.parse(gunzipSync(zipped).toString('utf8')) as Version2Answers;
}

/** Row i of a table stored by column. */
export function rowOf(table: Record<string, RecordedValue[]>, index: number): Record<string, RecordedValue> {
  return Object.fromEntries(Object.entries(table).map(([key, values]) => [key, values[index] ?? null]));
}

/** The number of rows of a table stored by column. */
export function rowCount(table: Record<string, RecordedValue[]>): number {
  return Object.values(table)[0]?.length ?? 0;
}
