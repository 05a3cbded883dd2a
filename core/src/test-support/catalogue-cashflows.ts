import fc from 'fast-check';
import { cashflowFieldSpecs, trancheFieldSpecs } from '../cashflow/cashflow-fields';
import type { FieldSpec, FieldUnit } from '../cashflow/field-catalogue-types';
import { isRecord } from '../cashflow/validate-fields';
import { addYears, formatDate, parseDate } from '../dates/day-number';

/**
 * Where a number without a non-zero default is drawn, by its unit: amounts of a ship's size, a rate of up to 15 %.
 * A new unit fails to compile here until it has a range.
 */
const unitRanges = {
  money: [0, 3_000_000],
  moneyPerDay: [0, 30_000],
  moneyPerTon: [0, 800],
  moneyPerYear: [0, 150_000],
  percent: [0, 0.15],
  years: [1, 15],
  tonnes: [1_000, 40_000],
  days: [0, 30],
  daysPerYear: [0, 40],
} as const satisfies Record<FieldUnit, readonly [number, number]>;

/** A list of amounts is a list of prices (the broker estimates): a ship's, not a cost's. */
const priceRange = [5_000_000, 40_000_000] as const;

/** The first valuation date drawn, and how many days later the last one is. */
const earliestValuation = parseDate('2000-01-01') ?? 0;
const valuationSpan = 80 * 365;

/**
 * A sensible sub-range of a number field's bounds: a rate within ±0.1 of its default, another number within half
 * and twice a non-zero default, else its unit's range; then cut to the field's bounds. An excluded bound is kept a
 * thousandth of the range away, since a value just beside it (a loan of 5e-324) is no ship's.
 */
function numberRange(spec: FieldSpec): { min: number; max: number } {
  const fallback = unitRanges[spec.unit ?? 'money'];
  const byDefault = typeof spec.default === 'number' ? spec.default : null;
  const [low, high] =
    spec.kind === 'rate'
      ? byDefault === null
        ? unitRanges.percent
        : [byDefault - 0.1, byDefault + 0.1]
      : byDefault === null || byDefault === 0
        ? fallback
        : [byDefault / 2, byDefault * 2];
  const { bounds = {} } = spec;
  const min = Math.max(low, bounds.min ?? -Infinity);
  const max = Math.min(high, bounds.max ?? Infinity);
  const margin = (max - min) / 1000;
  return {
    min: bounds.minExclusive === true && min === bounds.min ? min + margin : min,
    max: bounds.maxExclusive === true && max === bounds.max ? max - margin : max,
  };
}

/** Steps of a number's range: its ends and fine, uneven values between them, but no value of 1e-300 beside a bound. */
const gridSteps = 2 ** 24;

function numberArbitrary(spec: FieldSpec, range = numberRange(spec)): fc.Arbitrary<number> {
  const { min, max } = range;
  if (spec.integer === true) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.integer({ min: 0, max: gridSteps }).map((step) => min + ((max - min) * step) / gridSteps);
}

/** A date is drawn as a share of the span it must lie in, since the span depends on other fields' draws. */
const dateShare = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** One field's draw by its kind; a date is a share, for `placeDates` to turn into a date. */
function fieldArbitrary(spec: FieldSpec, tranche: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const arbitrary = ((): fc.Arbitrary<unknown> => {
    switch (spec.kind) {
      case 'money':
      case 'rate':
      case 'count':
      case 'number':
        return numberArbitrary(spec);
      case 'date':
        return dateShare;
      case 'text':
        return fc.string({ maxLength: Math.min(spec.maxLength ?? 20, 20) });
      case 'choice':
        return fc.constantFrom(...(spec.options ?? []));
      case 'list': {
        const size = { minLength: spec.required ? 1 : 0, maxLength: Math.min(spec.maxEntries ?? 3, 3) };
        switch (spec.entry) {
          case 'money':
            return fc.array(numberArbitrary(spec, { min: priceRange[0], max: priceRange[1] }), size);
          case 'text':
            return fc.array(fc.string({ maxLength: 20 }), size);
          case 'uuid':
            return fc.array(fc.uuid(), size);
          case 'tranche':
            return fc.array(tranche, size);
          case undefined:
            throw new Error('a list field names its entry');
        }
      }
    }
  })();
  return spec.required ? arbitrary : fc.option(arbitrary, { nil: null });
}

function recordArbitrary(specs: Record<string, FieldSpec>, tranche: fc.Arbitrary<Record<string, unknown>>) {
  return fc.record(Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, fieldArbitrary(spec, tranche)])));
}

/** The days a date field may take: [C, V] for the last docking (section 2), else [C, EOL), where every date rule holds. */
type Span = { from: number; to: number };

/** Turns the date shares of a record into dates within their spans; a missing date stays missing. */
function placeDates(record: Record<string, unknown>, specs: Record<string, FieldSpec>, spanOf: (name: string) => Span): Record<string, unknown> {
  const placed = { ...record };
  for (const [name, spec] of Object.entries(specs)) {
    const share = record[name];
    if (spec.kind !== 'date' || typeof share !== 'number') continue;
    const { from, to } = spanOf(name);
    placed[name] = formatDate(from + Math.floor(share * (to - from)));
  }
  return placed;
}

const trancheDraws = recordArbitrary(trancheFieldSpecs, fc.constant({}));

/**
 * Cashflows that calculate, drawn from the field catalogue (core/src/cashflow/cashflow-fields.ts): every cashflow and
 * tranche field by its kind, unit, default and bounds, so that a new field is drawn without being named here (as
 * Actual's arbitrary-schema.ts draws from its schema). Numbers come from sensible sub-ranges of their bounds; an
 * optional field is sometimes missing, so its default is used. The rules of docs/spec/calculation.md section 2 that
 * join fields are made to hold: C ≤ V < EOL, every date in [C, EOL), lastDockingDate in [C, V], a current charter's
 * start on or before its end, amortizationYears ≥ durationYears, a loan drawn at or after a purchase completing after V.
 */
export const catalogueCashflows: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    fields: recordArbitrary(cashflowFieldSpecs, trancheDraws),
    valuationOffset: fc.integer({ min: 0, max: valuationSpan }),
    ageShare: dateShare,
  })
  .map(({ fields, valuationOffset, ageShare }) => {
    const V = earliestValuation + valuationOffset;
    const L = Number(fields.economicUsefulLifeYears ?? cashflowFieldSpecs.economicUsefulLifeYears.default);
    // addYears(C, L) is at least 365 × L days after C, so V < EOL.
    const C = V - Math.floor(ageShare * (365 * L - 1));
    const EOL = addYears(C, L);
    const spanOf = (name: string): Span => (name === 'lastDockingDate' ? { from: C, to: V + 1 } : { from: C, to: EOL });
    const cashflow = placeDates(fields, cashflowFieldSpecs, spanOf);
    cashflow.valuationDate = formatDate(V);
    cashflow.constructionDate = formatDate(C);
    const [start, end] = [cashflow.currentTimeCharterStartDate, cashflow.currentTimeCharterEndDate];
    if (typeof start === 'string' && typeof end === 'string' && start > end) {
      cashflow.currentTimeCharterStartDate = end;
      cashflow.currentTimeCharterEndDate = start;
    }
    if (!Array.isArray(fields.tranches)) return cashflow;
    // A purchase completing after V is the acquisition date T: a loan is drawn at or after it (section 2).
    const T = typeof cashflow.purchaseDate === 'string' && cashflow.purchaseDate > formatDate(V) ? cashflow.purchaseDate : null;
    const trancheSpanOf = (name: string): Span =>
      name === 'disbursementDate' && T !== null ? { from: Math.max(C, Number(parseDate(T))), to: EOL } : spanOf(name);
    cashflow.tranches = fields.tranches.filter(isRecord).map((tranche) => {
      const placed = placeDates(tranche, trancheFieldSpecs, trancheSpanOf);
      const { durationYears, amortizationYears } = placed;
      // A profile drawn shorter than the term is read as the years it adds to the term.
      if (typeof durationYears === 'number' && typeof amortizationYears === 'number' && amortizationYears < durationYears) {
        placed.amortizationYears = Math.min(100, durationYears + amortizationYears);
      }
      return placed;
    });
    return cashflow;
  });
