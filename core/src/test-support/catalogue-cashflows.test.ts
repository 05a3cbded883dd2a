import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from '../cashflow/calculate';
import { cashflowFieldNames, trancheFieldNames } from '../cashflow/field-catalogue';
import { isRecord } from '../cashflow/validate-fields';
import { catalogueCashflows } from './catalogue-cashflows';

describe('catalogueCashflows', () => {
  const drawn = fc.sample(catalogueCashflows, { numRuns: 300, seed: 20260701 });

  it('draws every field of the catalogue, and every field of a tranche', () => {
    expect(new Set(drawn.flatMap((cashflow) => Object.keys(cashflow)))).toEqual(new Set(cashflowFieldNames));
    const tranches = drawn.flatMap((cashflow) => (Array.isArray(cashflow.tranches) ? cashflow.tranches.filter(isRecord) : []));
    expect(new Set(tranches.flatMap((tranche) => Object.keys(tranche)))).toEqual(new Set(trancheFieldNames));
    // Each optional field is sometimes missing and sometimes given, so both its default and its value are used.
    for (const name of cashflowFieldNames) {
      expect(
        drawn.some((cashflow) => cashflow[name] !== null),
        name,
      ).toBe(true);
    }
    expect(drawn.some((cashflow) => cashflow.opexAuditingTaxAdviseCurr === null)).toBe(true);
    expect(tranches.length).toBeGreaterThan(100);
  });

  it('draws cashflows that calculate() accepts', () => {
    fc.assert(
      fc.property(catalogueCashflows, (cashflow) => {
        const outcome = calculate(cashflow);
        expect(outcome.ok ? [] : outcome.errors).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
