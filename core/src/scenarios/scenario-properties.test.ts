import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from '../cashflow/calculate';
import { changeDriver } from '../sensitivity/drivers';
import { catalogueCashflows } from '../test-support/catalogue-cashflows';
import { scenario } from '../test-support/cashflows';

/**
 * A user scenario's opexChange and the sensitivity's opex driver are one change of the cashflow — every input of the
 * opex stage times (1 + x) — so for cashflows drawn from the whole field catalogue (every field set) the scenario's key
 * figures are the base scenario's of the cashflow the driver makes, exactly. An input added to the opex stage and
 * forgotten by either side makes them differ.
 */
describe('a user scenario’s opexChange', () => {
  it('is the opex driver’s change of the cashflow', { timeout: 120_000 }, () => {
    const changes = fc.integer({ min: -95, max: 500 }).map((percent) => percent / 100);
    fc.assert(
      fc.property(catalogueCashflows, changes, (cashflow, opexChange) => {
        const withScenario = calculate({ ...cashflow, scenarios: [{ name: 'Opex', overrides: { opexChange } }] });
        const changed = calculate(changeDriver(cashflow, 'opex', 1 + opexChange));
        expect(withScenario.ok).toBe(changed.ok);
        if (!withScenario.ok || !changed.ok) return;
        const user = withScenario.results.find((result) => result.scenario === 'user');
        expect(user?.kpis).toEqual(scenario(changed.results, 'base').kpis);
      }),
      { numRuns: 40 },
    );
  });
});
