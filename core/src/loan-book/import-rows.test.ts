import { describe, expect, it } from 'vitest';
import { calculate } from '../cashflow/calculate';
import { cashflowFieldNames, cashflowFields, trancheFormFields } from '../cashflow/field-catalogue';
import { importColumns, importColumnSpecs, validateImportRows } from './import-rows';

/** The second worked example's ship as one template row, every cell a text as a CSV gives it. */
const csvRow: Record<string, unknown> = {
  title: 'Example Trader',
  shipName: 'Example Trader',
  shipType: 'BULK_KAMSARMAX',
  imoNumber: '9395044',
  clarksonsSegment: '',
  constructionDate: '2012-03-15',
  lightWeightTonnage: '13800',
  valuationDate: '2026-07-01',
  currency: 'USD',
  brokerValueEsimationsCurr: '16850000',
  averageTimeCharterCurr: '13500',
  currentTimeCharterCurr: '15250',
  currentTimeCharterStartDate: '2025-10-01',
  currentTimeCharterEndDate: '2027-03-31',
  opexPerDayCurr: '6200',
  equityYield: '0.1',
  minimumValueClause: '1.8',
  dscrCovenant: '1.1',
  minimumLiquidityCovenantCurr: '1500000',
  covenantTestMonths: '3',
  trancheValue: '6500000',
  trancheBaseRate: '0.04',
  trancheInterest: '0.025',
  trancheDurationYears: '7',
  trancheAmortizationYears: '12',
  trancheDisbursementDate: ' ',
};

describe('importColumns', () => {
  it("is the template's header: the ship's key inputs, then one tranche's form fields", () => {
    expect(importColumns.slice(0, 8)).toEqual([
      'title',
      'shipName',
      'shipType',
      'imoNumber',
      'clarksonsSegment',
      'constructionDate',
      'lightWeightTonnage',
      'valuationDate',
    ]);
    expect(importColumns.slice(-trancheFormFields.length)).toEqual([
      'trancheValue',
      'trancheBaseRate',
      'trancheInterest',
      'trancheDurationYears',
      'trancheAmortizationYears',
      'trancheDisbursementDate',
    ]);
    expect(new Set(importColumns).size).toBe(importColumns.length);
  });

  it('holds every field a calculation requires, each read by its catalogue entry', () => {
    const required = cashflowFieldNames.filter((name) => cashflowFields[name].required);
    for (const name of required) expect(importColumns).toContain(name);
    for (const column of importColumnSpecs) if (!column.tranche) expect(column.spec).toBe(cashflowFields[column.field]);
  });
});

describe('validateImportRows', () => {
  it('reads a row of texts into a cashflow that saves and calculates, numbering rows after the header', () => {
    const [row] = validateImportRows([csvRow]).rows;
    expect(row?.row).toBe(2);
    expect(row?.errors).toEqual([]);
    expect(row?.cashflow).toMatchObject({
      imoNumber: '9395044',
      lightWeightTonnage: 13_800,
      valuationDate: '2026-07-01',
      brokerValueEsimationsCurr: [16_850_000],
      equityYield: 0.1,
      covenantTestMonths: 3,
      tranches: [{ value: 6_500_000, baseRate: 0.04, interest: 0.025, durationYears: 7, amortizationYears: 12 }],
    });
    // Blank cells stay missing: the default applies when calculating.
    expect(row?.cashflow).not.toHaveProperty('clarksonsSegment');
    expect(row?.cashflow?.tranches?.[0]).not.toHaveProperty('disbursementDate');
    expect(calculate(row?.cashflow).ok).toBe(true);
  });

  it('reads numbers as numbers, and dates as midnight moments or spreadsheet serials', () => {
    const cells = {
      ...csvRow,
      imoNumber: 9_395_044,
      lightWeightTonnage: 13_800,
      valuationDate: 46_204,
      constructionDate: '2012-03-15T00:00:00.000Z',
      trancheDisbursementDate: '2026-10-15T00:00:00Z',
    };
    const [row] = validateImportRows([cells]).rows;
    expect(row?.errors).toEqual([]);
    // Serial 46 204 is 46 204 days after 1899-12-30: 2026-07-01.
    expect(row?.cashflow).toMatchObject({ imoNumber: '9395044', valuationDate: '2026-07-01', constructionDate: '2012-03-15' });
    expect(row?.cashflow?.tranches?.[0]?.disbursementDate).toBe('2026-10-15');
  });

  it('names each bad cell by row and column, with the field, rule and params of the save schema and the calculation', () => {
    const rows = [csvRow, { ...csvRow, lightWeightTonnage: 'heavy', trancheDurationYears: '0', brokerValueEsimationsCurr: '-5' }];
    const [good, bad] = validateImportRows(rows).rows;
    expect(good?.errors).toEqual([]);
    expect(bad).not.toHaveProperty('cashflow');
    expect(bad?.errors.map(({ row, column, field, rule, params }) => ({ row, column, field, rule, params }))).toEqual([
      { row: 3, column: 'lightWeightTonnage', field: 'lightWeightTonnage', rule: 'number', params: undefined },
      { row: 3, column: 'brokerValueEsimationsCurr', field: 'brokerValueEsimationsCurr.0', rule: 'range', params: { min: 0, minExclusive: 1, max: 1e12 } },
      { row: 3, column: 'trancheDurationYears', field: 'tranches.0.durationYears', rule: 'range', params: { min: 0, minExclusive: 1, max: 100 } },
    ]);
    expect(bad?.errors[0]?.message).toMatch(/number/i);
  });

  it('refuses a row that saves but does not calculate: a missing valuation date, a ship built after it', () => {
    const [missing, order] = validateImportRows([
      { ...csvRow, valuationDate: '' },
      { ...csvRow, constructionDate: '2027-01-01' },
    ]).rows;
    expect(missing?.errors).toContainEqual(expect.objectContaining({ row: 2, column: 'valuationDate', field: 'valuationDate', rule: 'required' }));
    expect(order?.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'constructionDate', field: 'constructionDate', rule: 'notAfterValuationDate', params: { date: '2026-07-01' } }),
    ]);
  });

  it('refuses an unknown column and a row that is not an object', () => {
    const rows = validateImportRows([{ ...csvRow, opexPerDay: '6200' }, 'not a row' as unknown as Record<string, unknown>]).rows;
    expect(rows[0]?.errors).toEqual([expect.objectContaining({ row: 2, column: 'opexPerDay', field: 'opexPerDay', rule: 'unknownField' })]);
    expect(rows[1]?.errors).toEqual([expect.objectContaining({ row: 3, rule: 'object' })]);
  });

  it('leaves a row without tranche cells without a loan', () => {
    const withoutLoan = Object.fromEntries(Object.entries(csvRow).filter(([column]) => !column.startsWith('tranche')));
    const [row] = validateImportRows([withoutLoan]).rows;
    expect(row?.errors).toEqual([]);
    expect(row?.cashflow).not.toHaveProperty('tranches');
  });
});
