import { describe, expect, it } from 'vitest';
import { workedExample as example } from '../../examples';
import { fieldErrorsFromZod } from '../errors/zod-field-errors';
import { cashflowDefaults, cashflowSchema, trancheDefaults, withDefaults, type Cashflow } from './cashflow-schema';

/** The field errors of a draft that saving refuses, as `{ path, rule, params?, message }`. */
function issuesOf(value: unknown) {
  const result = cashflowSchema.safeParse(value);
  return result.success ? [] : fieldErrorsFromZod(result.error.issues).map(({ field, ...rest }) => ({ path: field, ...rest }));
}

/** The same without the message, which follows from rule and params. */
function rulesOf(value: unknown) {
  return issuesOf(value).map(({ message: _message, ...rest }) => rest);
}

describe('cashflowSchema', () => {
  it('accepts the worked example of docs/spec/calculation.md', () => {
    expect(cashflowSchema.parse(example.input)).toEqual(example.input);
  });

  it('accepts drafts with almost nothing, with nulls and with empty texts', () => {
    expect(cashflowSchema.parse({})).toEqual({});
    expect(cashflowSchema.parse({ title: 'New ship' })).toEqual({ title: 'New ship' });
    const blanks = { valuationDate: '', lightWeightTonnage: null, tranches: [{}], brokerValueEsimationsCurr: [], currency: null };
    expect(cashflowSchema.parse(blanks)).toEqual(blanks);
  });

  it('does not apply defaults: a missing field stays missing', () => {
    expect(cashflowSchema.parse({ title: 'x' })).not.toHaveProperty('economicUsefulLifeYears');
  });

  it('keeps the stored fields of docs/spec/product-spec.md section 3 and the entity fields around them', () => {
    const draft = {
      id: 'c1',
      ownerId: 'u1',
      updated: '2026-07-01T12:00:00.000Z',
      brokerEvaluationType: ['desktop', 'physical'],
      readonlyIds: ['7f1c8a52-4b1e-4a8e-9a57-2f0c5d7f3b10'],
      ownerLastPhysicalInspectionDate: '2025-05-05',
      purchaseDate: '2026-06-30',
      dayCountConvention: 4,
    };
    expect(cashflowSchema.parse(draft)).toEqual(draft);
  });

  it('rejects unknown fields, each named, also inside a tranche', () => {
    expect(issuesOf({ title: 'x', secret: true, shoeSize: 44 })).toEqual([
      { path: 'secret', rule: 'unknownField', message: 'is not a known field' },
      { path: 'shoeSize', rule: 'unknownField', message: 'is not a known field' },
    ]);
    expect(rulesOf({ tranches: [{ value: 1, note: 'x' }] })).toEqual([{ path: 'tranches.0.note', rule: 'unknownField' }]);
  });

  it.each([NaN, Infinity, -Infinity, '100'])('rejects %s for a number', (value) => {
    expect(issuesOf({ lightWeightTonnage: value })).toEqual([{ path: 'lightWeightTonnage', rule: 'number', message: 'must be a number' }]);
  });

  it.each(['2026-02-30', '2026-7-1', '01.07.2026', '2026-07-01T00:00:00Z'])('rejects the date %s', (value) => {
    expect(issuesOf({ valuationDate: value })).toEqual([{ path: 'valuationDate', rule: 'date', message: 'must be a date in the form YYYY-MM-DD' }]);
  });

  it('rejects lists beyond their limits', () => {
    expect(rulesOf({ tranches: Array.from({ length: 21 }, () => ({ value: 1 })) })).toEqual([
      { path: 'tranches', rule: 'tooManyEntries', params: { max: 20 } },
    ]);
    expect(rulesOf({ brokerValueEsimationsCurr: Array.from({ length: 51 }, () => 1) })).toEqual([
      { path: 'brokerValueEsimationsCurr', rule: 'tooManyEntries', params: { max: 50 } },
    ]);
    expect(issuesOf({ readonlyIds: ['not-a-uuid'] })).toEqual([{ path: 'readonlyIds.0', rule: 'uuid', message: 'must be a uuid' }]);
    expect(rulesOf({ tranches: { value: 1 } })).toEqual([{ path: 'tranches', rule: 'list' }]);
  });

  it('rejects a day-count convention outside 0–4 or not whole, and texts that are too long', () => {
    expect(issuesOf({ dayCountConvention: 5 })).toEqual([
      { path: 'dayCountConvention', rule: 'range', params: { min: 0, max: 4 }, message: 'must be between 0 and 4' },
    ]);
    expect(rulesOf({ dayCountConvention: 1.5 })).toEqual([{ path: 'dayCountConvention', rule: 'integer' }]);
    expect(issuesOf({ title: 'x'.repeat(201) })).toEqual([{ path: 'title', rule: 'tooLong', params: { max: 200 }, message: 'must be at most 200 characters' }]);
    expect(rulesOf({ imoNumber: '9'.repeat(21) })).toEqual([{ path: 'imoNumber', rule: 'tooLong', params: { max: 20 } }]);
    expect(rulesOf({ title: 5 })).toEqual([{ path: 'title', rule: 'text' }]);
  });
});

describe('cashflowSchema: what is never valid is refused when saving', () => {
  const amount = { min: 0, max: 1e12 };
  const positiveAmount = { min: 0, max: 1e12, minExclusive: 1 };
  const years = { min: '1900-01-01', max: '2199-12-31' };

  it('names each offending field: a negative tonnage and a date that is not one', () => {
    expect(cashflowSchema.safeParse({ lightWeightTonnage: -5, valuationDate: 'not-a-date' }).success).toBe(false);
    expect(issuesOf({ lightWeightTonnage: -5, valuationDate: 'not-a-date' })).toEqual([
      { path: 'lightWeightTonnage', rule: 'range', params: positiveAmount, message: 'must be greater than 0 and at most 1000000000000' },
      { path: 'valuationDate', rule: 'date', message: 'must be a date in the form YYYY-MM-DD' },
    ]);
  });

  it('accepts a draft with only a title, and missing values anywhere', () => {
    expect(cashflowSchema.safeParse({ title: 'Only a title' }).success).toBe(true);
    expect(cashflowSchema.safeParse({ title: 'x', equityYield: null, tranches: [{ value: null }], discountRate: null, lastDockingDate: '' }).success).toBe(
      true,
    );
  });

  it.each([
    ['a negative amount', { scrapCostCurr: -1 }, 'scrapCostCurr', 'range', amount],
    ['an amount above 1e12', { transactionCostsCurr: 1.5e12 }, 'transactionCostsCurr', 'range', amount],
    ['a negative tonnage', { deadWeightTonnage: -1 }, 'deadWeightTonnage', 'range', amount],
    ['a broker estimate of 0', { brokerValueEsimationsCurr: [1, 0] }, 'brokerValueEsimationsCurr.1', 'range', positiveAmount],
    ['a quote of 1.5', { commissionsQuote: 1.5 }, 'commissionsQuote', 'range', { min: 0, max: 1, maxExclusive: 1 }],
    ['a growth rate of −1', { opexEscalationRate: -1 }, 'opexEscalationRate', 'range', { min: -0.99, max: 1 }],
    ['a negative equity yield', { equityYield: -0.1 }, 'equityYield', 'range', { min: 0, max: 1 }],
    ['a discount rate above 1', { discountRate: 1.2 }, 'discountRate', 'range', { min: 0, max: 1 }],
    ['367 off-hire days', { offHireDaysPerYear: 367 }, 'offHireDaysPerYear', 'range', { min: 0, max: 365 }],
    ['a useful life of 2.5 years', { economicUsefulLifeYears: 2.5 }, 'economicUsefulLifeYears', 'integer', undefined],
    ['a date before 1900', { constructionDate: '1899-12-31' }, 'constructionDate', 'dateRange', years],
    ['a date after 2199', { lastDockingDate: '2200-01-01' }, 'lastDockingDate', 'dateRange', years],
    ['a tranche of 0', { tranches: [{ value: 0 }] }, 'tranches.0.value', 'range', positiveAmount],
    [
      'a tranche profile of 101 years',
      { tranches: [{ amortizationYears: 101 }] },
      'tranches.0.amortizationYears',
      'range',
      { min: 0, max: 100, minExclusive: 1 },
    ],
  ])('refuses %s', (_name, draft, path, rule, params) => {
    expect(rulesOf(draft)).toEqual([params === undefined ? { path, rule } : { path, rule, params }]);
  });

  it('leaves the rules between fields to the calculation', () => {
    const crossField = {
      valuationDate: '2026-07-01',
      constructionDate: '2027-01-01',
      lastDockingDate: '2028-01-01',
      freightCommission: 0.5,
      opexAdministrationFeeQuote: 0.3,
      opexTechnicalFeeQuote: 0.3,
      tranches: [{ durationYears: 7, amortizationYears: 5 }],
    };
    expect(cashflowSchema.safeParse(crossField).success).toBe(true);
  });
});

describe('withDefaults', () => {
  it('fills every missing field that has a default', () => {
    const filled = withDefaults({ title: 'x', currency: '', economicUsefulLifeYears: null });
    expect(filled).toEqual({ title: 'x', ...cashflowDefaults });
    expect(filled).toMatchObject({ currency: 'USD', economicUsefulLifeYears: 22, cashReserveAccountCurr: 500_000, leverage: 0.6 });
  });

  it('keeps given values, 0 included, and leaves fields without a default missing', () => {
    const draft: Cashflow = { leverage: 0, dockingDays: 0, currency: 'EUR', freightCommission: 0.03 };
    const filled = withDefaults(draft);
    expect(filled).toMatchObject(draft);
    expect(filled).not.toHaveProperty('purchasePriceAtConstructionCurr');
    expect(filled).not.toHaveProperty('tranches');
  });

  it('fills the tranche defaults and leaves the disbursement date to the form', () => {
    const filled = withDefaults({
      tranches: [
        { value: 1, baseRate: null },
        { value: 2, interest: 0 },
      ],
    });
    expect(filled.tranches).toEqual([
      { value: 1, ...trancheDefaults },
      { value: 2, baseRate: trancheDefaults.baseRate, interest: 0 },
    ]);
  });

  it('returns a copy and leaves its argument as it was', () => {
    const draft: Cashflow = { tranches: [{ value: 1 }] };
    withDefaults(draft);
    expect(draft).toEqual({ tranches: [{ value: 1 }] });
  });

  it('gives drafts that the schema accepts', () => {
    expect(cashflowSchema.safeParse(withDefaults({})).success).toBe(true);
  });
});
