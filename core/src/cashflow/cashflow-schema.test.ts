import { describe, expect, it } from 'vitest';
import { workedExample as example } from '../../examples';
import { cashflowDefaults, cashflowSchema, trancheDefaults, trancheSchema, withDefaults, type Cashflow } from './cashflow-schema';

function issuesOf(value: unknown) {
  const result = cashflowSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
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

  it('rejects unknown fields, also inside a tranche', () => {
    expect(issuesOf({ title: 'x', secret: true })).toEqual([{ path: '', message: 'is not a known field' }]);
    expect(trancheSchema.safeParse({ value: 1, note: 'x' }).success).toBe(false);
  });

  it.each([NaN, Infinity, -Infinity, '100'])('rejects %s for a number', (value) => {
    expect(issuesOf({ lightWeightTonnage: value })).toEqual([{ path: 'lightWeightTonnage', message: 'must be a number' }]);
  });

  it.each(['2026-02-30', '2026-7-1', '01.07.2026', '2026-07-01T00:00:00Z'])('rejects the date %s', (value) => {
    expect(issuesOf({ valuationDate: value })).toEqual([{ path: 'valuationDate', message: 'must be a date in the form YYYY-MM-DD' }]);
  });

  it('rejects lists beyond their limits', () => {
    expect(issuesOf({ tranches: Array.from({ length: 21 }, () => ({ value: 1 })) })).toEqual([{ path: 'tranches', message: 'must have at most 20 entries' }]);
    expect(issuesOf({ brokerValueEsimationsCurr: Array.from({ length: 51 }, () => 1) })).toHaveLength(1);
    expect(issuesOf({ readonlyIds: ['not-a-uuid'] })).toEqual([{ path: 'readonlyIds.0', message: 'must be a uuid' }]);
  });

  it('rejects a day-count convention outside 0–4 or not whole, and texts that are too long', () => {
    expect(issuesOf({ dayCountConvention: 5 })).toEqual([{ path: 'dayCountConvention', message: 'must be between 0 and 4' }]);
    expect(issuesOf({ dayCountConvention: 1.5 })).toEqual([{ path: 'dayCountConvention', message: 'must be a whole number' }]);
    expect(issuesOf({ title: 'x'.repeat(201) })).toEqual([{ path: 'title', message: 'must be at most 200 characters' }]);
    expect(issuesOf({ imoNumber: '9'.repeat(21) })).toEqual([{ path: 'imoNumber', message: 'must be at most 20 characters' }]);
  });
});

describe('cashflowSchema: what is never valid is refused when saving', () => {
  it('names each offending field: a negative tonnage and a date that is not one', () => {
    const result = cashflowSchema.safeParse({ lightWeightTonnage: -5, valuationDate: 'not-a-date' });
    expect(result.success).toBe(false);
    expect(issuesOf({ lightWeightTonnage: -5, valuationDate: 'not-a-date' })).toEqual([
      { path: 'lightWeightTonnage', message: 'must be greater than 0 and at most 1000000000000' },
      { path: 'valuationDate', message: 'must be a date in the form YYYY-MM-DD' },
    ]);
  });

  it('accepts a draft with only a title, and missing values anywhere', () => {
    expect(cashflowSchema.safeParse({ title: 'Only a title' }).success).toBe(true);
    expect(cashflowSchema.safeParse({ title: 'x', equityYield: null, tranches: [{ value: null }], discountRate: null }).success).toBe(true);
  });

  it.each([
    ['a negative amount', { scrapCostCurr: -1 }, 'scrapCostCurr', 'must be between 0 and 1000000000000'],
    ['an amount above 1e12', { transactionCostsCurr: 1.5e12 }, 'transactionCostsCurr', 'must be between 0 and 1000000000000'],
    ['a negative tonnage', { deadWeightTonnage: -1 }, 'deadWeightTonnage', 'must be between 0 and 1000000000000'],
    ['a broker estimate of 0', { brokerValueEsimationsCurr: [1, 0] }, 'brokerValueEsimationsCurr.1', 'must be greater than 0 and at most 1000000000000'],
    ['a quote of 1', { commissionsQuote: 1 }, 'commissionsQuote', 'must be at least 0 and below 1'],
    ['a growth rate of −1', { opexEscalationRate: -1 }, 'opexEscalationRate', 'must be between -0.99 and 1'],
    ['a negative equity yield', { equityYield: -0.1 }, 'equityYield', 'must be between 0 and 1'],
    ['a discount rate above 1', { discountRate: 1.2 }, 'discountRate', 'must be between 0 and 1'],
    ['367 off-hire days', { offHireDaysPerYear: 367 }, 'offHireDaysPerYear', 'must be between 0 and 365'],
    ['a useful life of 2.5 years', { economicUsefulLifeYears: 2.5 }, 'economicUsefulLifeYears', 'must be a whole number'],
    ['a date before 1900', { constructionDate: '1899-12-31' }, 'constructionDate', 'must be a date from 1900-01-01 to 2199-12-31'],
    ['a date after 2199', { lastDockingDate: '2200-01-01' }, 'lastDockingDate', 'must be a date from 1900-01-01 to 2199-12-31'],
    ['a tranche of 0', { tranches: [{ value: 0 }] }, 'tranches.0.value', 'must be greater than 0 and at most 1000000000000'],
    ['a tranche profile of 101 years', { tranches: [{ amortizationYears: 101 }] }, 'tranches.0.amortizationYears', 'must be greater than 0 and at most 100'],
  ])('refuses %s', (_name, draft, path, message) => {
    expect(issuesOf(draft)).toEqual([{ path, message }]);
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
