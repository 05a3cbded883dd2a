import { cashflowFields, scenarioOverrideNames, type Cashflow, type FieldUnit, type ScenarioOverrideName } from '@keelson/core';
import { formats, numberCell, row, textCell, type SheetRow } from '../../../lib/spreadsheet/cells';
import { unitOf } from '../model/field-specs';
import { labelWithUnit, type ExportLabels } from './labels';
import { valueCell, valueKindOf, type ValueKind } from './value-kinds';

type Column = { kind: ValueKind; unit: FieldUnit | 'basisPoints' };

/** A change of rates or costs is a percentage; the others are written like the field they replace. */
const columns: Record<ScenarioOverrideName, Column> = {
  charterRateChange: { kind: 'rate', unit: 'percent' },
  opexChange: { kind: 'rate', unit: 'percent' },
  baseRateChangeBp: { kind: 'general', unit: 'basisPoints' },
  ...replacing(['averageTimeCharterCurr', 'steelPricePerTonCurr', 'offHireDaysPerYear', 'discountRate', 'economicUsefulLifeYears']),
};

function replacing<F extends ScenarioOverrideName & keyof typeof cashflowFields>(fields: readonly F[]): Record<F, Column> {
  const entries = fields.map((field) => [field, { kind: valueKindOf(cashflowFields[field]), unit: unitOf(field) ?? 'percent' }]);
  // The entries are exactly `fields`, each with its column.
  return Object.fromEntries(entries) as Record<F, Column>;
}

/**
 * The user scenarios on the Inputs sheet: a table of their names and overrides in the order of core's
 * schema, an override left empty where the scenario keeps the base case's value; nothing without scenarios.
 */
export function scenarioInputRows(cashflow: Cashflow, labels: ExportLabels): SheetRow[] {
  const scenarios = cashflow.scenarios ?? [];
  if (scenarios.length === 0) return [];
  const heads = scenarioOverrideNames.map((name) => labelWithUnit(labels.overrides[name], columns[name].unit, cashflow.currency, labels));
  return [
    row([textCell(labels.userScenarios.title)], 'title'),
    row(
      [labels.trancheColumns.number, labels.userScenarios.name, ...heads].map((head) => textCell(head)),
      'header',
    ),
    ...scenarios.map((scenario, index) =>
      row([
        numberCell(index + 1, formats.integer),
        textCell(scenario.name),
        ...scenarioOverrideNames.map((name) => valueCell(columns[name].kind, scenario.overrides[name])),
      ]),
    ),
  ];
}
