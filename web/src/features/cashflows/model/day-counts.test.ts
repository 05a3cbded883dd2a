import { calculate } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadExampleCashflow } from './example-cashflow';
import { dayCountConventions } from './day-counts';

describe('the day-count conventions the form offers', () => {
  it('are exactly those core calculates with (docs/spec/product-spec.md section 4)', () => {
    dayCountConventions.forEach((_name, basis) => {
      expect(calculate({ ...loadExampleCashflow(), dayCountConvention: basis }).ok, `basis ${basis}`).toBe(true);
    });
    const next = calculate({ ...loadExampleCashflow(), dayCountConvention: dayCountConventions.length });
    expect(next.ok ? [] : next.errors.map((error) => error.field)).toEqual(['dayCountConvention']);
  });

  it('each have a name, which the form and the exports show, in every language', () => {
    for (const language of ['en', 'de'])
      for (const name of dayCountConventions)
        expect(i18n.getResource(language, 'translation', `cashflow.dayCount.${name}`), `${language} ${name}`).toEqual(expect.any(String));
  });
});
