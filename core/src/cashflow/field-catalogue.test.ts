import { describe, expect, it } from 'vitest';
import { cashflowSchema, recordFields, trancheSchema } from './cashflow-schema';
import {
  cashflowDefaults,
  cashflowFieldNames,
  cashflowFields,
  fieldsOfSection,
  sectionIds,
  sectionOfField,
  trancheDefaults,
  trancheFieldNames,
  trancheFields,
  trancheFormFields,
} from './field-catalogue';
import { validateForCalculation } from './validate-for-calculation';
import { exampleCashflow } from '../test-support/cashflows';

/** The cashflow fields of docs/spec/product-spec.md section 3, and those calculation.md section 2 adds (the covenants in version 3). */
const specFields = [
  ...['id', 'ownerId', 'updated', 'valuationDate', 'currency', 'title', 'shipType', 'economicUsefulLifeYears', 'shipName', 'clarksonsSegment'],
  ...['imoNumber', 'purchasePriceAtConstructionCurr', 'constructionDate', 'currentMarketPriceNewBuildCurr', 'lightWeightTonnage', 'deadWeightTonnage'],
  ...['steelPricePerTonCurr', 'steelPriceInflationRate', 'scrapCostCurr', 'transferCostCurr', 'transferQuote', 'brokerValueEsimationsCurr'],
  ...['brokerEvaluationType', 'commissionsQuote', 'transactionCostsCurr', 'purchaseDate', 'ownerValueEnvisagedCurr', 'ownerValueLatestAssessmentDate'],
  ...['ownerLastPhysicalInspectionDate', 'averageTimeCharterCurr', 'currentTimeCharterCurr', 'annualTimeCharterIncrease', 'currentTimeCharterStartDate'],
  ...['currentTimeCharterEndDate', 'expectedFutureCharterCurr', 'freightCommission', 'offHireDaysPerYear', 'opexPerDayCurr', 'opexEscalationRate'],
  ...['opexLatestAssessmentDate', 'opexAdministrationFeeQuote', 'opexTechnicalFeeQuote', 'opexAuditingTaxAdviseCurr', 'dockingIntervalYears'],
  ...['dockingDays', 'dockingCostCurr', 'freshLiquidityCurr', 'freshLiquidityRate', 'cashReserveAccountCurr', 'dryDockingReserveAccount'],
  ...['equityYield', 'leverage', 'tranches', 'readonlyIds'],
  ...['dayCountConvention', 'lastDockingDate', 'discountRate'],
  ...['minimumValueClause', 'dscrCovenant', 'minimumLiquidityCovenantCurr', 'covenantTestMonths'],
];
const specTrancheFields = ['valuationDate', 'leverage', 'value', 'baseRate', 'interest', 'durationYears', 'disbursementDate', 'amortizationYears'];
const sorted = (names: Iterable<string>) => [...names].sort();

describe('the field catalogue', () => {
  it('holds every field of the specs, and the schema holds exactly the catalogue (fails when a field is forgotten on either side)', () => {
    expect(sorted([...recordFields, ...cashflowFieldNames])).toEqual(sorted(specFields));
    // scenarios: the user scenarios, stored with the cashflow but no field of the catalogue.
    expect(sorted(Object.keys(cashflowSchema.shape))).toEqual(sorted([...recordFields, ...cashflowFieldNames, 'scenarios']));
    expect(sorted(trancheFieldNames)).toEqual(sorted(specTrancheFields));
    expect(sorted(Object.keys(trancheSchema.shape))).toEqual(sorted(trancheFieldNames));
    // The worked example uses no field the catalogue lacks.
    expect(Object.keys(exampleCashflow()).filter((name) => !cashflowFieldNames.some((field) => field === name))).toEqual([]);
  });

  it('gives every field its name and label key', () => {
    for (const name of cashflowFieldNames) expect(cashflowFields[name]).toMatchObject({ name, labelKey: `fields.${name}` });
    for (const name of trancheFieldNames) expect(trancheFields[name]).toMatchObject({ name, labelKey: `fields.tranche.${name}` });
  });

  it('keeps the defaults of the product spec and the calculation method', () => {
    expect(cashflowDefaults).toEqual({
      currency: 'USD',
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
      minimumValueClause: 1.3,
      covenantTestMonths: 6,
    });
    expect(trancheDefaults).toEqual({ baseRate: 0.04, interest: 0.025 });
    expect(cashflowFields.expectedFutureCharterCurr.defaultFrom).toBe('averageTimeCharterCurr');
    expect(trancheFields.amortizationYears.defaultFrom).toBe('durationYears');
  });

  it('places every field of the form in one section, numbered 1, 2, 3 … within it', () => {
    for (const section of sectionIds) {
      const fields = fieldsOfSection(section);
      expect(fields.map((name) => cashflowFields[name].order)).toEqual(fields.map((_name, index) => index + 1));
    }
    expect(fieldsOfSection('docking')).toEqual(['dockingIntervalYears', 'dockingDays', 'dockingCostCurr', 'lastDockingDate']);
    expect(fieldsOfSection('equity').at(-1)).toBe('discountRate');
    expect(fieldsOfSection('covenants')).toEqual(['minimumValueClause', 'dscrCovenant', 'minimumLiquidityCovenantCurr', 'covenantTestMonths']);
    expect(trancheFormFields).toEqual(['value', 'baseRate', 'interest', 'durationYears', 'amortizationYears', 'disbursementDate']);
  });

  it('finds the section of an error path', () => {
    expect(sectionOfField('lightWeightTonnage')).toBe('vessel');
    expect(sectionOfField('brokerValueEsimationsCurr.1')).toBe('market');
    expect(sectionOfField('tranches')).toBe('financing');
    expect(sectionOfField('tranches.0.amortizationYears')).toBe('financing');
    expect(sectionOfField('tranches.0.leverage')).toBeNull();
    expect(sectionOfField('lastDockingDate')).toBe('docking');
    expect(sectionOfField('dscrCovenant')).toBe('covenants');
    expect(sectionOfField('updated')).toBeNull();
    expect(sectionOfField('shoeSize')).toBeNull();
  });

  it('measures money in money units and rates in percent; counts are whole numbers', () => {
    for (const name of cashflowFieldNames) {
      const field = cashflowFields[name];
      if (field.kind === 'money') expect(['money', 'moneyPerDay', 'moneyPerTon', 'moneyPerYear'], name).toContain(field.unit);
      if (field.kind === 'rate') expect(field.unit, name).toBe('percent');
      if (field.kind === 'count' || field.kind === 'choice') expect(field.integer, name).toBe(true);
    }
  });

  it('marks as required exactly the fields the calculation cannot do without', () => {
    const required = cashflowFieldNames.filter((name) => cashflowFields[name].required);
    expect(sorted(required)).toEqual(
      sorted([
        'valuationDate',
        'constructionDate',
        'lightWeightTonnage',
        'brokerValueEsimationsCurr',
        'averageTimeCharterCurr',
        'opexPerDayCurr',
        'equityYield',
      ]),
    );
    const errors = validateForCalculation({ tranches: [{}] });
    expect(errors.ok ? [] : sorted(errors.errors.map((error) => error.field))).toEqual(sorted([...required, 'tranches.0.value', 'tranches.0.durationYears']));
  });

  it('has every field that the calculation reads checked by it, and no other', () => {
    const wrong = { notAValue: true };
    for (const name of cashflowFieldNames) {
      const result = validateForCalculation(exampleCashflow({ [name]: wrong }));
      const fields = result.ok ? [] : result.errors.map((error) => error.field);
      if (cashflowFields[name].calculation === 'ignored') expect(fields, name).toEqual([]);
      else expect(fields, name).toContain(name);
    }
    for (const name of trancheFieldNames) {
      const result = validateForCalculation(exampleCashflow({ tranches: [{ value: 1, durationYears: 1, [name]: wrong }] }));
      const fields = result.ok ? [] : result.errors.map((error) => error.field);
      if (trancheFields[name].calculation === 'ignored') expect(fields, name).toEqual([]);
      else expect(fields, name).toContain(`tranches.0.${name}`);
    }
  });
});
