import { formatDate, parseDate, type DayNumber } from '../dates/day-number';
import type { FieldError } from '../api/envelope';
import { fieldError } from '../errors/field-error';
import type { FieldProblem } from '../errors/field-rules';
import { isMissing } from './cashflow-schema';
import { numberProblem } from './field-bounds';
import type { Bounds } from './field-catalogue-types';
import { dateProblem } from './field-schema';

/**
 * What a missing field becomes: an error (`'required'`), a default, or null for an optional field (and
 * for a default that is itself unknown because the field it comes from is invalid).
 */
export type WhenMissing<T> = 'required' | T | null;

export type NumberRule = { bounds: Bounds; integer?: boolean; whenMissing: WhenMissing<number> };

/** The errors of one validation: each field at most once, with its first problem. */
export type Problems = { errors: FieldError[]; report: (field: string, problem: FieldProblem) => void; has: (field: string) => boolean };

export function createProblems(): Problems {
  const errors: FieldError[] = [];
  const reported = new Set<string>();
  return {
    errors,
    has: (field) => reported.has(field),
    report: (field, problem) => {
      if (reported.has(field)) return;
      reported.add(field);
      errors.push(fieldError(field, problem));
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the fields of one object (a cashflow or a tranche), naming them with a prefix (`tranches.0.`). */
export type FieldReader = {
  /** The raw value of a field, unchecked. */
  raw: (field: string) => unknown;
  /** A finite number within its rule, or its default when missing; null when invalid or required (both reported). */
  number: (field: string, rule: NumberRule) => number | null;
  /** The day number of a `YYYY-MM-DD` field in the years 1900–2199, or its default when missing; null when invalid or required (both reported). */
  date: (field: string, whenMissing: WhenMissing<DayNumber>) => DayNumber | null;
  /** Reports a problem of a field of this object. */
  report: (field: string, problem: FieldProblem) => void;
  /** Whether a field of this object has a problem already. */
  hasProblem: (field: string) => boolean;
  /** Whether a field was given (not absent, null or ''). */
  isPresent: (field: string) => boolean;
};

/** A reader of `record`'s fields that reports into `problems`, each field named `prefix + field` (docs/spec/calculation.md section 2). */
export function createFieldReader(options: { record: Record<string, unknown>; problems: Problems; prefix?: string }): FieldReader {
  return new RecordReader(options.record, options.problems, options.prefix ?? '');
}

/** FieldReader as a class: every calculation reads several records, and methods are not created anew for each. */
class RecordReader implements FieldReader {
  private readonly record: Record<string, unknown>;
  private readonly problems: Problems;
  private readonly prefix: string;

  constructor(record: Record<string, unknown>, problems: Problems, prefix: string) {
    this.record = record;
    this.problems = problems;
    this.prefix = prefix;
  }

  raw(field: string): unknown {
    return Object.hasOwn(this.record, field) ? this.record[field] : undefined;
  }

  report(field: string, problem: FieldProblem): void {
    this.problems.report(this.prefix + field, problem);
  }

  hasProblem(field: string): boolean {
    return this.problems.has(this.prefix + field);
  }

  isPresent(field: string): boolean {
    return !isMissing(this.raw(field));
  }

  private whenMissing<T>(field: string, rule: WhenMissing<T>): T | null {
    if (rule === 'required') this.report(field, { rule: 'required' });
    return rule === 'required' ? null : rule;
  }

  number(field: string, rule: NumberRule): number | null {
    const value = this.raw(field);
    if (isMissing(value)) return this.whenMissing(field, rule.whenMissing);
    const problem = typeof value === 'number' ? numberProblem(value, rule) : { rule: 'number' as const };
    if (problem !== null || typeof value !== 'number') {
      this.report(field, problem ?? { rule: 'number' });
      return null;
    }
    return value;
  }

  date(field: string, rule: WhenMissing<DayNumber>): DayNumber | null {
    const value = this.raw(field);
    if (isMissing(value)) return this.whenMissing(field, rule);
    const problem = typeof value === 'string' ? dateProblem(value) : { rule: 'date' as const };
    if (problem !== null || typeof value !== 'string') {
      this.report(field, problem ?? { rule: 'date' });
      return null;
    }
    return parseDate(value);
  }
}

/** Reads every field of a rule table; each value is null when it is invalid or missing without default. */
export function readNumbers<K extends string>(fields: FieldReader, rules: Record<K, NumberRule>): Record<K, number | null> {
  const values: Record<string, number | null> = {};
  // In the table's order, so that errors are listed in it.
  for (const field in rules) values[field] = fields.number(field, rules[field]);
  // The keys are exactly K, being the keys of `rules`.
  return values as Record<K, number | null>;
}

/** Whether no value of a group is null, so that the group can be used as it is. */
export function allPresent<T extends Record<string, unknown>>(values: T): values is T & { [F in keyof T]: NonNullable<T[F]> } {
  for (const key in values) if (values[key] === null) return false;
  return true;
}

/** A date field that, when given, must fall before the end of the useful life (unknown EOL: not checked). */
export function readDateBeforeEndOfLife(
  fields: FieldReader,
  field: string,
  options: { whenMissing: WhenMissing<DayNumber>; endOfLife: DayNumber | null },
): DayNumber | null {
  const { whenMissing, endOfLife } = options;
  const date = fields.date(field, whenMissing);
  if (fields.isPresent(field) && date !== null && endOfLife !== null && date >= endOfLife) {
    fields.report(field, { rule: 'beforeEndOfLife', params: { date: formatDate(endOfLife) } });
    return null;
  }
  return date;
}
