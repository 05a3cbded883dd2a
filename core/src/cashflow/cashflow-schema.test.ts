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
    expect(issuesOf({ title: 'x', secret: true })).toEqual([{ path: '', message: 'is not a field of a cashflow' }]);
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
