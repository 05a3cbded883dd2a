import { describe, expect, it } from 'vitest';
import { scenarioResultListSchema, scenarioResultSchema } from './cashflow-api';
import { calculateValid, workedExample } from '../test-support/cashflows';

describe('scenarioResultSchema', () => {
  const results = calculateValid(workedExample.input);

  it('keeps every field of the engine: parsing the worked example loses nothing', () => {
    expect(scenarioResultListSchema.parse(JSON.parse(JSON.stringify(results)))).toEqual(results);
  });

  it('names the key figures of docs/spec/calculation.md section 8, version 2 included', () => {
    expect(Object.keys(scenarioResultSchema.shape.kpis.shape)).toEqual(Object.keys(results[0]?.kpis ?? {}));
    expect(Object.keys(scenarioResultSchema.shape.kpis.shape)).toEqual(
      expect.arrayContaining(['projectIrrRoots', 'equityIrrRoots', 'maxCashBreakevenRate', 'maxBalloonLtv']),
    );
  });
});
