import { describe, expect, it } from 'vitest';
import { formatDate } from '../dates/day-number';
import { validateForCalculation } from './validate-for-calculation';

/** Only the required fields; L defaults to 22, so EOL = 2012-03-15 + 22 years = 2034-03-15. */
const minimal = {
  valuationDate: '2026-07-01',
  constructionDate: '2012-03-15',
  lightWeightTonnage: 13_800,
  brokerValueEsimationsCurr: [16_500_000, 17_250_000],
  averageTimeCharterCurr: 13_500,
  opexPerDayCurr: 6_200,
  equityYield: 0.1,
};
const tranche = { value: 6_500_000, durationYears: 7 };

function validInput(cashflow: unknown) {
  const result = validateForCalculation(cashflow);
  if (!result.ok) throw new Error(`expected valid input, got ${JSON.stringify(result.errors)}`);
  return result.input;
}

/** The errors as `[field, rule, params?]`. */
function problemsOf(cashflow: unknown) {
  const result = validateForCalculation(cashflow);
  return result.ok ? [] : result.errors.map(({ field, rule, params }) => (params === undefined ? [field, rule] : [field, rule, params]));
}

describe('validateForCalculation: the rules of version 3 (docs/spec/calculation.md sections 2 and 12)', () => {
  it('the acquisition date T is a purchaseDate after V, else V', () => {
    expect(formatDate(validInput({ ...minimal, purchaseDate: '2026-10-15' }).acquisitionDate)).toBe('2026-10-15');
    // A ship bought at V or already owned: the date is only recorded.
    expect(formatDate(validInput({ ...minimal, purchaseDate: '2026-07-01' }).acquisitionDate)).toBe('2026-07-01');
    expect(formatDate(validInput({ ...minimal, purchaseDate: '2019-05-02' }).acquisitionDate)).toBe('2026-07-01');
    expect(formatDate(validInput(minimal).acquisitionDate)).toBe('2026-07-01');
  });

  it('a purchaseDate on or after EOL names purchaseDate, also when V is invalid', () => {
    const beforeEnd = { date: '2034-03-15' };
    expect(problemsOf({ ...minimal, purchaseDate: '2034-03-15' })).toEqual([['purchaseDate', 'beforeEndOfLife', beforeEnd]]);
    expect(validInput({ ...minimal, purchaseDate: '2034-03-14' }).acquisitionDate).toBeGreaterThan(validInput(minimal).valuationDate);
    expect(problemsOf({ ...minimal, valuationDate: '2035-01-01', purchaseDate: '2036-01-01' })).toEqual([
      ['valuationDate', 'beforeEndOfLife', beforeEnd],
      ['purchaseDate', 'beforeEndOfLife', beforeEnd],
    ]);
  });

  it('a tranche without a disbursement date is drawn at T', () => {
    const input = validInput({ ...minimal, purchaseDate: '2026-10-15', tranches: [tranche] });
    expect(formatDate(input.tranches[0]?.disbursementDate ?? 0)).toBe('2026-10-15');
    expect(formatDate(validInput({ ...minimal, tranches: [tranche] }).tranches[0]?.disbursementDate ?? 0)).toBe('2026-07-01');
  });

  it('a tranche drawn before a later T names tranches.{i}.disbursementDate; at or after T it is valid', () => {
    const later = { ...minimal, purchaseDate: '2026-10-15' };
    expect(problemsOf({ ...later, tranches: [tranche, { ...tranche, disbursementDate: '2026-10-14' }] })).toEqual([
      ['tranches.1.disbursementDate', 'notBeforeAcquisition', { date: '2026-10-15' }],
    ]);
    expect(
      problemsOf({
        ...later,
        tranches: [
          { ...tranche, disbursementDate: '2026-10-15' },
          { ...tranche, disbursementDate: '2027-01-02' },
        ],
      }),
    ).toEqual([]);
    // A purchase at or before V has no such rule: a seasoned loan was drawn before V.
    expect(problemsOf({ ...minimal, purchaseDate: '2020-01-01', tranches: [{ ...tranche, disbursementDate: '2019-06-30' }] })).toEqual([]);
  });

  it('the covenants: minimumValueClause in [1, 5] (1.30), dscrCovenant in [0, 10] and minimumLiquidityCovenantCurr ≥ 0 optional', () => {
    expect(validInput(minimal)).toMatchObject({ minimumValueClause: 1.3, dscrCovenant: null, minimumLiquidityCovenantCurr: null, covenantTestMonths: 6 });
    const set = { minimumValueClause: 1.8, dscrCovenant: 1.1, minimumLiquidityCovenantCurr: 1_500_000, covenantTestMonths: 3 };
    expect(validInput({ ...minimal, ...set })).toMatchObject(set);
    expect(validInput({ ...minimal, dscrCovenant: 0, minimumLiquidityCovenantCurr: 0 })).toMatchObject({ dscrCovenant: 0, minimumLiquidityCovenantCurr: 0 });
    expect(problemsOf({ ...minimal, minimumValueClause: 0.9, dscrCovenant: 10.5, minimumLiquidityCovenantCurr: -1 })).toEqual([
      ['minimumValueClause', 'range', { min: 1, max: 5 }],
      ['dscrCovenant', 'range', { min: 0, max: 10 }],
      ['minimumLiquidityCovenantCurr', 'range', { min: 0 }],
    ]);
  });

  it('covenantTestMonths is one of 1, 3, 6, 12', () => {
    for (const months of [1, 3, 6, 12]) expect(validInput({ ...minimal, covenantTestMonths: months }).covenantTestMonths).toBe(months);
    expect(problemsOf({ ...minimal, covenantTestMonths: 2 })).toEqual([['covenantTestMonths', 'oneOf', { options: '1,3,6,12' }]]);
    expect(problemsOf({ ...minimal, covenantTestMonths: 2.5 })).toEqual([['covenantTestMonths', 'integer']]);
    expect(problemsOf({ ...minimal, covenantTestMonths: 24 })).toEqual([['covenantTestMonths', 'range', { min: 1, max: 12 }]]);
  });
});
