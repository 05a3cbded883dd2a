import { describe, expect, it } from 'vitest';
import { scenarioResultListSchema, scenarioResultSchema } from './cashflow-api';
import { calculateValid, workedExample } from '../test-support/cashflows';

describe('scenarioResultSchema', () => {
  const results = calculateValid(workedExample.input);

  it('keeps every field of the engine: parsing the worked example loses nothing', () => {
    expect(scenarioResultListSchema.parse(JSON.parse(JSON.stringify(results)))).toEqual(results);
  });

  it('names the key figures of docs/spec/calculation.md section 8, versions 2 and 3 included', () => {
    expect(Object.keys(scenarioResultSchema.shape.kpis.shape)).toEqual(Object.keys(results[0]?.kpis ?? {}));
    expect(Object.keys(scenarioResultSchema.shape.kpis.shape)).toEqual(
      expect.arrayContaining(['projectIrrRoots', 'equityIrrRoots', 'maxCashBreakevenRate', 'maxBalloonLtv', 'minSecurityCover', 'maxCureAmount']),
    );
  });

  it('names the derived values, periods, years and covenant tests as the engine does', () => {
    const [base] = results;
    expect(Object.keys(scenarioResultSchema.shape.derived.shape).sort()).toEqual(Object.keys(base?.derived ?? {}).sort());
    expect(Object.keys(scenarioResultSchema.shape.periods.element.shape).sort()).toEqual(Object.keys(base?.periods[0] ?? {}).sort());
    expect(Object.keys(scenarioResultSchema.shape.years.element.shape).sort()).toEqual(Object.keys(base?.years[0] ?? {}).sort());
    expect(Object.keys(scenarioResultSchema.shape.covenantTests.element.shape).sort()).toEqual(Object.keys(base?.covenantTests[0] ?? {}).sort());
  });
});
