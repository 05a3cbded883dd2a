import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workedExample as example } from '../../examples';
import { formatDate, parseDate } from '../dates/day-number';
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

function errorsOf(cashflow: unknown) {
  const result = validateForCalculation(cashflow);
  return result.ok ? [] : result.errors;
}

describe('validateForCalculation: valid input', () => {
  it('accepts the worked example of docs/spec/calculation.md section 10 with its day numbers', () => {
    const input = validInput(example.input);
    expect(input.valuationDate).toBe(20_635); // 2026-07-01: 56 years of 365 days plus 14 leap days, plus 181 days
    expect(formatDate(input.constructionDate)).toBe('2012-03-15');
    expect(input.economicUsefulLifeYears).toBe(25);
    expect(formatDate(input.opexLatestAssessmentDate)).toBe('2026-01-01');
    expect(formatDate(input.ownerValueLatestAssessmentDate)).toBe('2026-01-01');
    expect(input.brokerValueEsimationsCurr).toEqual([16_500_000, 17_250_000, 16_800_000]);
    expect(input.currentCharter).toEqual({ rate: 15_250, startDate: parseDate('2025-10-01'), endDate: parseDate('2027-03-31') });
    expect(input.tranches).toEqual([
      { value: 6_500_000, baseRate: 0.04, interest: 0.025, durationYears: 7, amortizationYears: 12, disbursementDate: 20_635 },
      { value: 3_000_000, baseRate: 0.04, interest: 0.03, durationYears: 5, amortizationYears: 5, disbursementDate: 20_635 },
    ]);
    expect(formatDate(input.lastDockingDate ?? 0)).toBe('2024-09-10');
    expect(input.discountRate).toBeNull();
    expect(input.purchasePriceAtConstructionCurr).toBe(36_000_000);
    expect(input.dockingDays).toBe(14);
  });

  it('gives a minimal cashflow every default of the rule table', () => {
    const input = validInput({ ...minimal, tranches: [tranche] });
    expect(input).toMatchObject({
      economicUsefulLifeYears: 22,
      dayCountConvention: 0,
      steelPricePerTonCurr: 200,
      steelPriceInflationRate: 0.02,
      scrapCostCurr: 50_000,
      transferCostCurr: 100_000,
      transferQuote: 1,
      commissionsQuote: 0.01,
      transactionCostsCurr: 50_000,
      annualTimeCharterIncrease: 0,
      freightCommission: 0.025,
      offHireDaysPerYear: 10,
      opexEscalationRate: 0.02,
      opexAdministrationFeeQuote: 0.015,
      opexTechnicalFeeQuote: 0.01,
      opexAuditingTaxAdviseCurr: 20_000,
      dockingIntervalYears: 5,
      dockingDays: 10,
      dockingCostCurr: 0,
      freshLiquidityCurr: 0,
      freshLiquidityRate: 0,
      cashReserveAccountCurr: 500_000,
      dryDockingReserveAccount: 0,
      leverage: 0.6,
      purchasePriceAtConstructionCurr: null,
      ownerValueEnvisagedCurr: null,
      currentCharter: null,
      lastDockingDate: null,
      discountRate: null,
      expectedFutureCharterCurr: 13_500,
      opexLatestAssessmentDate: 20_635,
      ownerValueLatestAssessmentDate: 20_635,
    });
    expect(input.tranches).toEqual([{ value: 6_500_000, baseRate: 0.04, interest: 0.025, durationYears: 7, amortizationYears: 7, disbursementDate: 20_635 }]);
  });

  it('treats null and an empty text as missing, and a missing tranche list as no tranches', () => {
    const input = validInput({ ...minimal, economicUsefulLifeYears: null, cashReserveAccountCurr: '', opexLatestAssessmentDate: '', tranches: null });
    expect(input.economicUsefulLifeYears).toBe(22);
    expect(input.cashReserveAccountCurr).toBe(500_000);
    expect(input.opexLatestAssessmentDate).toBe(20_635);
    expect(input.tranches).toEqual([]);
  });

  it('takes 0 as a value, not as a missing field', () => {
    const zeros = { averageTimeCharterCurr: 0, opexPerDayCurr: 0, equityYield: 0, cashReserveAccountCurr: 0, leverage: 0, transferQuote: 0 };
    const input = validInput({ ...minimal, ...zeros, freightCommission: 0, dockingDays: 0, offHireDaysPerYear: 0, dayCountConvention: 0 });
    expect(input).toMatchObject({ ...zeros, freightCommission: 0, dockingDays: 0, offHireDaysPerYear: 0, expectedFutureCharterCurr: 0 });
  });

  it('accepts the bounds that the rules include', () => {
    const bounds = { equityYield: 0, steelPriceInflationRate: -0.99, offHireDaysPerYear: 365, economicUsefulLifeYears: 60, leverage: 1, discountRate: 0 };
    expect(validInput({ ...minimal, ...bounds })).toMatchObject(bounds);
    expect(validInput({ ...minimal, equityYield: 1, discountRate: 1 })).toMatchObject({ equityYield: 1, discountRate: 1 });
    expect(validInput({ ...minimal, valuationDate: '1950-01-01', constructionDate: '1900-01-01', economicUsefulLifeYears: 60 }).constructionDate).toBe(-25_567);
    expect(formatDate(validInput({ ...minimal, valuationDate: '2199-12-31', constructionDate: '2150-01-01', economicUsefulLifeYears: 60 }).valuationDate)).toBe(
      '2199-12-31',
    );
    expect(validInput({ ...minimal, constructionDate: '2026-07-01' }).constructionDate).toBe(20_635);
    // 365 × 0.002 + 0.5 = 1.23: a term of one day; 100 years is the longest.
    expect(
      validInput({
        ...minimal,
        tranches: [
          { value: 1, durationYears: 0.002 },
          { value: 1, durationYears: 100 },
          { value: 1, durationYears: 7, amortizationYears: 7 },
          { value: 1, durationYears: 7, amortizationYears: 100 },
        ],
      }).tranches,
    ).toHaveLength(4);
  });

  it('drops a current charter that is not complete', () => {
    expect(validInput({ ...minimal, currentTimeCharterCurr: 15_000, currentTimeCharterStartDate: '2026-01-01' }).currentCharter).toBeNull();
  });
});

/** The errors of an invalid cashflow as `[field, rule, params?]`: what the web and API users read (the message follows from them). */
function problemsOf(cashflow: unknown) {
  return errorsOf(cashflow).map(({ field, rule, params }) => (params === undefined ? [field, rule] : [field, rule, params]));
}

const range = (params: Record<string, number>) => params;
const quoteRange = range({ min: 0, max: 1, maxExclusive: 1 });
const loanYears = range({ min: 0, max: 100, minExclusive: 1 });

describe('validateForCalculation: invalid input', () => {
  const eol = { date: '2034-03-15' };
  const cases: [string, Record<string, unknown>, string, string, Record<string, number | string>?][] = [
    ['a missing valuation date', { valuationDate: undefined }, 'valuationDate', 'required'],
    ['a null construction date', { constructionDate: null }, 'constructionDate', 'required'],
    ['a construction date after V', { constructionDate: '2026-07-02' }, 'constructionDate', 'notAfterValuationDate', { date: '2026-07-01' }],
    ['V at the end of life', { constructionDate: '2004-07-01' }, 'valuationDate', 'beforeEndOfLife', { date: '2026-07-01' }],
    ['V after the end of life', { economicUsefulLifeYears: 10 }, 'valuationDate', 'beforeEndOfLife', { date: '2022-03-15' }],
    ['a useful life of 0', { economicUsefulLifeYears: 0 }, 'economicUsefulLifeYears', 'range', { min: 1, max: 60 }],
    ['a useful life of 61', { economicUsefulLifeYears: 61 }, 'economicUsefulLifeYears', 'range', { min: 1, max: 60 }],
    ['a useful life of 2.5', { economicUsefulLifeYears: 2.5 }, 'economicUsefulLifeYears', 'integer'],
    ['day-count convention 5', { dayCountConvention: 5 }, 'dayCountConvention', 'range', { min: 0, max: 4 }],
    ['a light weight of 0', { lightWeightTonnage: 0 }, 'lightWeightTonnage', 'range', { min: 0, minExclusive: 1 }],
    ['a text for a number', { lightWeightTonnage: '100' }, 'lightWeightTonnage', 'number'],
    ['no broker estimates', { brokerValueEsimationsCurr: undefined }, 'brokerValueEsimationsCurr', 'required'],
    ['an empty broker list', { brokerValueEsimationsCurr: [] }, 'brokerValueEsimationsCurr', 'notEmpty'],
    ['a broker estimate of 0', { brokerValueEsimationsCurr: [16_500_000, 0] }, 'brokerValueEsimationsCurr.1', 'range', { min: 0, minExclusive: 1 }],
    ['a missing average charter', { averageTimeCharterCurr: '' }, 'averageTimeCharterCurr', 'required'],
    ['a negative opex', { opexPerDayCurr: -1 }, 'opexPerDayCurr', 'range', { min: 0 }],
    ['an equity yield of −0.01 (version 2: equityYield ≥ 0)', { equityYield: -0.01 }, 'equityYield', 'range', { min: 0, max: 1 }],
    ['an equity yield of 1.5', { equityYield: 1.5 }, 'equityYield', 'range', { min: 0, max: 1 }],
    ['a missing equity yield', { equityYield: null }, 'equityYield', 'required'],
    ['a commission quote of 1', { commissionsQuote: 1 }, 'commissionsQuote', 'range', quoteRange],
    ['a commission quote of 1.5', { commissionsQuote: 1.5 }, 'commissionsQuote', 'range', quoteRange],
    ['a fresh-liquidity rate of 1', { freshLiquidityRate: 1 }, 'freshLiquidityRate', 'range', quoteRange],
    ['a transfer quote of 1.1', { transferQuote: 1.1 }, 'transferQuote', 'range', { min: 0, max: 1 }],
    ['an opex escalation of −1', { opexEscalationRate: -1 }, 'opexEscalationRate', 'range', { min: -0.99, max: 1 }],
    ['366 off-hire days', { offHireDaysPerYear: 366 }, 'offHireDaysPerYear', 'range', { min: 0, max: 365 }],
    ['a docking interval of 0', { dockingIntervalYears: 0 }, 'dockingIntervalYears', 'range', { min: 1 }],
    ['−1 docking days', { dockingDays: -1 }, 'dockingDays', 'range', { min: 0 }],
    ['1.5 docking days', { dockingDays: 1.5 }, 'dockingDays', 'integer'],
    ['a negative docking cost', { dockingCostCurr: -1 }, 'dockingCostCurr', 'range', { min: 0 }],
    ['a negative construction price', { purchasePriceAtConstructionCurr: -1 }, 'purchasePriceAtConstructionCurr', 'range', { min: 0 }],
    ['a negative expected charter', { expectedFutureCharterCurr: -1 }, 'expectedFutureCharterCurr', 'range', { min: 0 }],
    ['a malformed date', { opexLatestAssessmentDate: '2026-02-30' }, 'opexLatestAssessmentDate', 'date'],
    ['a date that is not text', { valuationDate: 20_635 }, 'valuationDate', 'date'],
    ['an owner assessment at the end of life', { ownerValueLatestAssessmentDate: '2034-03-15' }, 'ownerValueLatestAssessmentDate', 'beforeEndOfLife', eol],
    [
      'a current charter starting after its end',
      { currentTimeCharterCurr: 15_000, currentTimeCharterStartDate: '2026-08-01', currentTimeCharterEndDate: '2026-07-31' },
      'currentTimeCharterEndDate',
      'notBeforeCharterStart',
      { date: '2026-08-01' },
    ],
    ['a negative charter rate without dates', { currentTimeCharterCurr: -1 }, 'currentTimeCharterCurr', 'range', { min: 0 }],
    ['a malformed charter start alone', { currentTimeCharterStartDate: '2026-13-01' }, 'currentTimeCharterStartDate', 'date'],
    ['tranches that are not a list', { tranches: { value: 1 } }, 'tranches', 'list'],
    ['a tranche that is not an object', { tranches: [5] }, 'tranches.0', 'object'],
    ['a tranche without value', { tranches: [{ durationYears: 7 }] }, 'tranches.0.value', 'required'],
    ['a tranche duration of 0', { tranches: [{ ...tranche, durationYears: 0 }] }, 'tranches.0.durationYears', 'range', loanYears],
    ['a tranche duration of 101', { tranches: [{ ...tranche, durationYears: 101 }] }, 'tranches.0.durationYears', 'range', loanYears],
    [
      'a tranche term under one day (0.001 years: 365 × 0.001 + 0.5 rounds down to 0 days)',
      { tranches: [{ ...tranche, durationYears: 0.001 }] },
      'tranches.0.durationYears',
      'termOfAtLeastOneDay',
    ],
    ['a tranche base rate of 1', { tranches: [{ ...tranche, baseRate: 1 }] }, 'tranches.0.baseRate', 'range', quoteRange],
    ['a negative tranche margin', { tranches: [tranche, { ...tranche, interest: -0.01 }] }, 'tranches.1.interest', 'range', quoteRange],
    [
      'a tranche disbursed at the end of life',
      { tranches: [{ ...tranche, disbursementDate: '2034-03-15' }] },
      'tranches.0.disbursementDate',
      'beforeEndOfLife',
      eol,
    ],
  ];

  it.each(cases)('reports %s', (_name, patch, field, rule, params) => {
    expect(problemsOf({ ...minimal, ...patch })).toEqual([params === undefined ? [field, rule] : [field, rule, params]]);
  });

  it('words every error for API users as docs/spec/calculation.md section 9 shows it', () => {
    expect(errorsOf({ ...minimal, lightWeightTonnage: 0 })).toEqual([
      { field: 'lightWeightTonnage', rule: 'range', params: { min: 0, minExclusive: 1 }, message: 'must be greater than 0' },
    ]);
    expect(errorsOf({ ...minimal, commissionsQuote: 1.5 })).toEqual([
      { field: 'commissionsQuote', rule: 'range', params: { min: 0, max: 1, maxExclusive: 1 }, message: 'must be at least 0 and below 1' },
    ]);
    expect(errorsOf({ ...minimal, valuationDate: '' })).toEqual([{ field: 'valuationDate', rule: 'required', message: 'is required' }]);
  });

  it('names all three quotes when freight commission and fees sum to 1 or more, each with the other two', () => {
    const sum = { freightCommission: 0.5, opexAdministrationFeeQuote: 0.25, opexTechnicalFeeQuote: 0.25 };
    expect(errorsOf({ ...minimal, ...sum })).toEqual([
      {
        field: 'freightCommission',
        rule: 'sumBelowOne',
        params: { fields: 'opexAdministrationFeeQuote,opexTechnicalFeeQuote' },
        message: 'together with opexAdministrationFeeQuote and opexTechnicalFeeQuote must be below 1',
      },
      {
        field: 'opexAdministrationFeeQuote',
        rule: 'sumBelowOne',
        params: { fields: 'freightCommission,opexTechnicalFeeQuote' },
        message: 'together with freightCommission and opexTechnicalFeeQuote must be below 1',
      },
      {
        field: 'opexTechnicalFeeQuote',
        rule: 'sumBelowOne',
        params: { fields: 'freightCommission,opexAdministrationFeeQuote' },
        message: 'together with freightCommission and opexAdministrationFeeQuote must be below 1',
      },
    ]);
    // A quote that is itself invalid counts with its default: 0.98 + 0.015 (default) + 0.01 ≥ 1.
    expect(problemsOf({ ...minimal, freightCommission: 0.98, opexAdministrationFeeQuote: -1 })).toEqual([
      ['opexAdministrationFeeQuote', 'range', quoteRange],
      ['freightCommission', 'sumBelowOne', { fields: 'opexAdministrationFeeQuote,opexTechnicalFeeQuote' }],
      ['opexTechnicalFeeQuote', 'sumBelowOne', { fields: 'freightCommission,opexAdministrationFeeQuote' }],
    ]);
  });

  it('reports a non-object input as one error', () => {
    for (const input of [null, 42, 'cashflow', [minimal]]) {
      expect(errorsOf(input)).toEqual([{ field: 'cashflow', rule: 'object', message: 'must be an object' }]);
    }
  });

  it('reports every offending field at once, each with its first problem', () => {
    const problems = problemsOf({
      ...minimal,
      valuationDate: '',
      lightWeightTonnage: -5,
      brokerValueEsimationsCurr: [1, 'x', -1],
      leverage: 2,
      dockingDays: 'ten',
      tranches: [{ value: 0, durationYears: 0.5, baseRate: 2 }],
    });
    expect(problems).toEqual([
      ['valuationDate', 'required'],
      ['lightWeightTonnage', 'range', { min: 0, minExclusive: 1 }],
      ['dockingDays', 'number'],
      ['leverage', 'range', { min: 0, max: 1 }],
      ['brokerValueEsimationsCurr.1', 'number'],
      ['brokerValueEsimationsCurr.2', 'range', { min: 0, minExclusive: 1 }],
      ['tranches.0.value', 'range', { min: 0, minExclusive: 1 }],
      ['tranches.0.baseRate', 'range', quoteRange],
    ]);
  });

  it('skips a check that needs a field which is itself invalid', () => {
    // Without a valid C or L there is no EOL, so no date is reported for lying beyond it.
    const late = { ownerValueLatestAssessmentDate: '2099-01-01', tranches: [{ ...tranche, disbursementDate: '2099-01-01' }] };
    expect(problemsOf({ ...minimal, ...late, economicUsefulLifeYears: 0 })).toEqual([['economicUsefulLifeYears', 'range', { min: 1, max: 60 }]]);
    expect(problemsOf({ ...minimal, ...late, constructionDate: '2012-3-15' })).toEqual([['constructionDate', 'date']]);
    // A fee that is out of range is reported alone; in the sum it counts with its default (0.9 + 0.015 + 0.01 < 1).
    expect(problemsOf({ ...minimal, freightCommission: 0.9, opexTechnicalFeeQuote: 1 })).toEqual([['opexTechnicalFeeQuote', 'range', quoteRange]]);
  });
});

describe('validateForCalculation: properties', () => {
  const fieldNames = [...Object.keys(example.input), 'economicUsefulLifeYears', 'discountRate', 'purchaseDate', 'unknownField'];
  const dateText = fc.integer({ min: -1_000, max: 40_000 }).map(formatDate);
  const value = fc.oneof(
    fc.jsonValue(),
    dateText,
    fc.double(),
    fc.constantFrom(null, '', 0, -0, NaN, Infinity, '2026-02-30', [], [0], [{}]),
    fc.array(fc.record({ value: fc.double(), durationYears: fc.double(), amortizationYears: fc.double(), disbursementDate: dateText }, { requiredKeys: [] }), {
      maxLength: 3,
    }),
  );
  const patch = fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 });
  const cashflow = fc.oneof(
    patch.map((fields) => ({ ...example.input, ...fields })),
    patch.map((fields) => ({ ...minimal, ...fields })),
    fc.anything(),
  );

  it('never throws, and answers ok with finite numbers or a non-empty list of distinct fields', () => {
    fc.assert(
      fc.property(cashflow, (input) => {
        const result = validateForCalculation(input);
        if (result.ok) {
          const numbers = JSON.stringify(result.input, (_key, entry: unknown) => (typeof entry === 'number' && !Number.isFinite(entry) ? 'bad' : entry));
          expect(numbers).not.toContain('"bad"');
        } else {
          expect(result.errors.length).toBeGreaterThan(0);
          expect(new Set(result.errors.map((error) => error.field)).size).toBe(result.errors.length);
          for (const error of result.errors) expect(error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
