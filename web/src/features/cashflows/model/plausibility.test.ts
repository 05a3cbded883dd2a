import { plausibilityFields, plausibilityWarnings, type ShipType } from '@keelson/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft } from '../../../lib/cashflow-draft';
import { i18n } from '../../../lib/i18n';
import { loadExampleCashflow } from './example-cashflow';
import { plausibilityInputsOf, plausibilityWarningText, sameWarningsByPath, typicalValuesOf, warningsByPath } from './plausibility';

const kamsarmax = {
  code: 'BULK_KAMSARMAX',
  name: 'Kamsarmax / Panamax bulk carrier (82,000 dwt)',
  clarksonsSegment: 'Bulkcarrier / Panamax (65-99,999 dwt)',
  category: 'bulk carrier',
  deadWeightTonnageMin: 70_000,
  deadWeightTonnageMax: 89_999,
  deadWeightTonnage: 82_000,
  lightWeightTonnage: 13_800,
  economicUsefulLifeYears: 25,
  opexPerDayCurr: 6_200,
  dockingCostCurr: 1_200_000,
  dockingDays: 14,
  sources: [],
} satisfies ShipType;

/** The text of the one warning of a draft's field, as the form shows it after "Check:". */
function textOf(draft: Draft, field: string): string | undefined {
  const warnings = warningsByPath(
    plausibilityWarnings({ cashflow: plausibilityInputsOf(draft), shipType: typicalValuesOf([kamsarmax], draft.shipType), derived: null }),
  );
  const warning = warnings.get(field);
  return warning === undefined ? undefined : plausibilityWarningText(warning, draft.currency);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('plausibility warnings in words', () => {
  it('says the value and the ship type’s range in the active notation: opex "6.500" read in English as 6.5', async () => {
    const draft = { ...loadExampleCashflow(), opexPerDayCurr: 6.5 };
    expect(textOf(draft, 'opexPerDayCurr')).toBe('6.5 lies outside the range typical of the chosen ship type (3,720 to 9,920).');
    await i18n.changeLanguage('de');
    expect(textOf(draft, 'opexPerDayCurr')).toBe('6,5 liegt außerhalb des für den gewählten Schiffstyp typischen Bereichs (3.720 bis 9.920).');
  });

  it('shows rates in percent and a value per light tonne as money', () => {
    const draft: Draft = { ...loadExampleCashflow(), brokerValueEsimationsCurr: [null, 165_000_000] };
    draft.tranches = [{ value: 6_500_000, baseRate: 0.04, interest: 0.002, durationYears: 7 }];
    expect(textOf(draft, 'tranches.0.interest')).toBe('0.2% lies outside the usual range (0.5% to 6%).');
    expect(textOf(draft, 'brokerValueEsimationsCurr.1')).toBe('That is $11,957 per tonne of lightweight; $150 to $10,000 per tonne is usual.');
  });

  it('words the IMO rules', () => {
    expect(textOf({ ...loadExampleCashflow(), imoNumber: '9701234' }, 'imoNumber')).toBe(
      'The last digit does not match the IMO check digit: is a digit mistyped?',
    );
    expect(textOf({ ...loadExampleCashflow(), imoNumber: 'ABC' }, 'imoNumber')).toBe('An IMO number has seven digits (for example IMO 9074729).');
  });
});

describe('plausibilityInputsOf', () => {
  it('takes exactly the fields core reads, each the draft’s own value', () => {
    const draft = loadExampleCashflow();
    const inputs = plausibilityInputsOf(draft);
    expect(Object.keys(inputs).sort()).toEqual([...plausibilityFields].sort());
    expect(inputs.tranches).toBe(draft.tranches);
  });
});

describe('sameWarningsByPath', () => {
  it('tells apart warnings that read differently, and keeps alike ones alike', () => {
    const a = warningsByPath([{ field: 'opexPerDayCurr', rule: 'usualRange', params: { value: 6.5, min: 3_500, max: 25_000 } }]);
    const b = warningsByPath([{ field: 'opexPerDayCurr', rule: 'usualRange', params: { value: 6.5, min: 3_500, max: 25_000 } }]);
    const c = warningsByPath([{ field: 'opexPerDayCurr', rule: 'usualRange', params: { value: 6.55, min: 3_500, max: 25_000 } }]);
    expect(sameWarningsByPath(a, b)).toBe(true);
    expect(sameWarningsByPath(a, c)).toBe(false);
  });
});
