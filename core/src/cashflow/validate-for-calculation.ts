import { addYears, formatDate, type DayNumber } from '../dates/day-number';
import type { DayCountBasis } from '../dates/year-fraction';
import type { FieldError } from '../api/envelope';
import { fieldError } from '../errors/field-error';
import type { ModelInput } from './model-input';
import { numberRuleOf, numberRules, optionalNumberRules } from './catalogue-rules';
import { cashflowFields } from './field-catalogue';
import { readCurrentCharter } from './validate-charter';
import {
  allPresent,
  createFieldReader,
  createProblems,
  isRecord,
  readDateBeforeEndOfLife,
  readNumbers,
  type FieldReader,
  type Problems,
} from './validate-fields';
import { readTranches } from './validate-tranches';
import { readAcquisitionDate } from './validate-acquisition';
import { readCovenantTestMonths } from './validate-covenants';

export type CalculationValidation = { ok: true; input: ModelInput } | { ok: false; errors: FieldError[] };

const dayCountBases = [0, 1, 2, 3, 4] as const satisfies readonly DayCountBasis[];

/** V, C, L, the day-count basis and EOL; C ≤ V and V < EOL. EOL is null when C or L is invalid. */
function readTimeline(fields: FieldReader) {
  const valuationDate = fields.date('valuationDate', 'required');
  const constructionDate = fields.date('constructionDate', 'required');
  const economicUsefulLifeYears = fields.number('economicUsefulLifeYears', numberRuleOf(cashflowFields.economicUsefulLifeYears));
  const basis = fields.number('dayCountConvention', numberRuleOf(cashflowFields.dayCountConvention));
  const dayCountConvention = dayCountBases.find((candidate) => candidate === basis) ?? null;
  if (valuationDate !== null && constructionDate !== null && constructionDate > valuationDate) {
    fields.report('constructionDate', { rule: 'notAfterValuationDate', params: { date: formatDate(valuationDate) } });
  }
  const endOfLife =
    constructionDate !== null && economicUsefulLifeYears !== null && !fields.hasProblem('constructionDate')
      ? addYears(constructionDate, economicUsefulLifeYears)
      : null;
  if (valuationDate !== null && endOfLife !== null && valuationDate >= endOfLife) {
    fields.report('valuationDate', { rule: 'beforeEndOfLife', params: { date: formatDate(endOfLife) } });
  }
  return { valuationDate, constructionDate, economicUsefulLifeYears, dayCountConvention, endOfLife };
}

const charges = ['freightCommission', 'opexAdministrationFeeQuote', 'opexTechnicalFeeQuote'] as const;

/**
 * freightCommission + opexAdministrationFeeQuote + opexTechnicalFeeQuote < 1 (docs/spec/calculation.md section 2):
 * a failure names all three quotes, each with the other two as `fields`. A quote that is itself invalid
 * counts with its default, as its own error is reported already.
 */
function checkChargesBelowOne(fields: FieldReader, values: Record<(typeof charges)[number], number | null>): void {
  const sum = charges.reduce((total, name) => total + (values[name] ?? cashflowFields[name].default), 0);
  if (sum < 1) return;
  for (const name of charges) {
    const others = charges.filter((other) => other !== name).join(',');
    if (!fields.hasProblem(name)) fields.report(name, { rule: 'sumBelowOne', params: { fields: others } });
  }
}

/**
 * lastDockingDate, optional: C ≤ it ≤ V, a failure named on lastDockingDate also when C moved, so also beside
 * constructionDate's own error when C moved after V; a side whose date is missing or invalid is not checked
 * (docs/spec/calculation.md section 2).
 */
function readLastDockingDate(fields: FieldReader, timeline: { valuationDate: DayNumber | null; constructionDate: DayNumber | null }): DayNumber | null {
  const date = fields.date('lastDockingDate', null);
  if (date === null) return null;
  const { valuationDate, constructionDate } = timeline;
  const afterConstruction = constructionDate === null || date >= constructionDate;
  const beforeValuation = valuationDate === null || date <= valuationDate;
  if (afterConstruction && beforeValuation) return date;
  const known = {
    ...(constructionDate === null ? {} : { min: formatDate(constructionDate) }),
    ...(valuationDate === null ? {} : { max: formatDate(valuationDate) }),
  };
  fields.report('lastDockingDate', { rule: 'lastDockingWithin', params: known });
  return null;
}

/** A non-empty list of broker estimates, every entry > 0, entries named `brokerValueEsimationsCurr.<index>`. */
function readBrokerEstimates(fields: FieldReader, problems: Problems): number[] | null {
  const field = 'brokerValueEsimationsCurr';
  const list = fields.raw(field);
  if (!fields.isPresent(field)) {
    fields.report(field, { rule: 'required' });
    return null;
  }
  if (!Array.isArray(list)) {
    fields.report(field, { rule: 'list' });
    return null;
  }
  if (list.length === 0) {
    fields.report(field, { rule: 'notEmpty' });
    return null;
  }
  const entries = createFieldReader({ record: { ...list }, problems, prefix: `${field}.` });
  const entryRule = { bounds: cashflowFields.brokerValueEsimationsCurr.bounds, whenMissing: 'required' } as const;
  const values = Array.from(list, (_entry: unknown, index) => entries.number(String(index), entryRule));
  const valid = values.filter((value) => value !== null);
  return valid.length === values.length ? valid : null;
}

/**
 * Checks a cashflow against every rule of docs/spec/calculation.md section 2 and turns it into the engine's input:
 * defaults applied, dates as day numbers. Nothing is coerced; every offending field is named once, with
 * its first problem (section 9). Never throws.
 */
export function validateForCalculation(cashflow: unknown): CalculationValidation {
  if (!isRecord(cashflow)) return { ok: false, errors: [fieldError('cashflow', { rule: 'object' })] };
  const problems = createProblems();
  const fields = createFieldReader({ record: cashflow, problems });
  const { endOfLife, ...timeline } = readTimeline(fields);
  const { valuationDate } = timeline;
  const numbers = readNumbers(fields, numberRules);
  checkChargesBelowOne(fields, numbers);
  const optional = readNumbers(fields, optionalNumberRules);
  const currentCharter = readCurrentCharter(fields);
  const lastDockingDate = readLastDockingDate(fields, timeline);
  const acquisitionDate = readAcquisitionDate(fields, { valuationDate, endOfLife });
  // A date the engine does not use is still checked when given.
  fields.date('ownerLastPhysicalInspectionDate', null);
  const required = {
    ...timeline,
    ...numbers,
    brokerValueEsimationsCurr: readBrokerEstimates(fields, problems),
    opexLatestAssessmentDate: fields.date('opexLatestAssessmentDate', valuationDate),
    ownerValueLatestAssessmentDate: readDateBeforeEndOfLife(fields, 'ownerValueLatestAssessmentDate', { whenMissing: valuationDate, endOfLife }),
    expectedFutureCharterCurr: fields.number('expectedFutureCharterCurr', {
      ...numberRuleOf(cashflowFields.expectedFutureCharterCurr),
      whenMissing: numbers.averageTimeCharterCurr,
    }),
    acquisitionDate,
    tranches: readTranches(fields, { problems, valuationDate, acquisitionDate, endOfLife }),
    covenantTestMonths: readCovenantTestMonths(fields),
  };
  if (problems.errors.length > 0 || !allPresent(required)) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    input: {
      ...required,
      purchasePriceAtConstructionCurr: optional.purchasePriceAtConstructionCurr,
      ownerValueEnvisagedCurr: optional.ownerValueEnvisagedCurr,
      discountRate: optional.discountRate,
      dscrCovenant: optional.dscrCovenant,
      minimumLiquidityCovenantCurr: optional.minimumLiquidityCovenantCurr,
      lastDockingDate,
      currentCharter,
    },
  };
}
