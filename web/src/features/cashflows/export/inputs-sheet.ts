import { cashflowFields, fieldsOfSection, isMissing, sectionIds, trancheFields, withDefaults, type Cashflow, type CashflowTranche } from '@keelson/core';
import { blankRow, formats, momentCell, numberCell, row, textCell, type Cell, type SheetModel, type SheetRow } from '../../../lib/spreadsheet/cells';
import { dayCountConventions } from '../model/day-counts';
import { trancheInputs, trancheUnitOf, unitOf } from '../model/field-specs';
import { labelWithUnit, type ExportLabels } from './labels';
import { scenarioInputRows } from './scenario-inputs';
import { valueCell, valueKindOf } from './value-kinds';

/** Every input of core's catalogue in the order of the form, but the lists, which are tables below them (brokers, tranches). */
const inputFields = sectionIds.flatMap((section) => fieldsOfSection(section)).filter((field) => cashflowFields[field].kind !== 'list');
type InputField = (typeof inputFields)[number];

/**
 * The absolute address of an input's value on the Inputs sheet, `$B$20`, for the formulas that read it: one row per
 * field under the header row, in the order of `inputFields`.
 */
export function inputAddress(field: InputField): string {
  const index = inputFields.indexOf(field);
  if (index < 0) throw new Error(`the Inputs sheet has no row for ${field}`);
  return `$B$${index + 2}`;
}

/** What the note column says: that a default was used. */
function note(field: InputField, cashflow: Cashflow, filled: Cashflow, labels: ExportLabels): string | null {
  return isMissing(cashflow[field]) && !isMissing(filled[field]) ? labels.defaultNote : null;
}

/** A field's value as the form shows it: the day-count convention by its name ("Actual/360"), not its number. */
function inputCell(field: InputField, filled: Cashflow, labels: ExportLabels): Cell {
  if (field === 'dayCountConvention' && typeof filled.dayCountConvention === 'number') {
    const convention = dayCountConventions[filled.dayCountConvention];
    if (convention !== undefined) return textCell(labels.dayCounts[convention]);
  }
  return valueCell(valueKindOf(cashflowFields[field]), filled[field]);
}

function brokerRows(cashflow: Cashflow, labels: ExportLabels): SheetRow[] {
  const values = cashflow.brokerValueEsimationsCurr ?? [];
  const types = cashflow.brokerEvaluationType ?? [];
  const count = Math.max(values.length, types.length);
  const columns = labels.brokerColumns;
  return [
    row([textCell(labels.brokerEstimates)], 'title'),
    row([textCell(columns.number), textCell(columns.value), textCell(columns.evaluationType)], 'header'),
    ...Array.from({ length: count }, (_, index) =>
      row([numberCell(index + 1, formats.integer), numberCell(values[index], formats.money), textCell(types[index])]),
    ),
  ];
}

/** A table after a blank row, or nothing when it has no rows. */
function withBlankRowBefore(rows: SheetRow[]): SheetRow[] {
  return rows.length === 0 ? [] : [blankRow, ...rows];
}

function trancheRows(tranches: readonly CashflowTranche[], currency: string | null | undefined, labels: ExportLabels): SheetRow[] {
  const heads = trancheInputs.map((field) => labelWithUnit(labels.fields.tranche[field], trancheUnitOf(field), currency, labels));
  return [
    row([textCell(labels.tranches)], 'title'),
    row(
      [labels.trancheColumns.number, ...heads].map((head) => textCell(head)),
      'header',
    ),
    ...tranches.map((tranche, index) =>
      row([numberCell(index + 1, formats.integer), ...trancheInputs.map((field) => valueCell(valueKindOf(trancheFields[field]), tranche[field]))]),
    ),
  ];
}

/**
 * The "Inputs" sheet: every field of the cashflow with its label and value, then the broker estimates,
 * the tranches and the user scenarios (when there are any) as tables. An empty field with a default shows the default that the calculation
 * used, marked as such; tranche rates take their defaults the same way.
 */
export function inputsSheet({ cashflow, labels }: { cashflow: Cashflow; labels: ExportLabels }): SheetModel {
  const filled = withDefaults(cashflow);
  const fieldRows = inputFields.map((field) => {
    const label = labelWithUnit(labels.fields[field], unitOf(field), cashflow.currency, labels);
    return row([textCell(label), inputCell(field, filled, labels), textCell(note(field, cashflow, filled, labels))]);
  });
  return {
    name: labels.sheets.inputs,
    widths: [40, 20, 30, 16, 18, 20, 18, 18, 18, 18],
    frozen: { rows: 1, columns: 1 },
    fitsPageWidth: true,
    rows: [
      row([textCell(labels.field), textCell(labels.value), textCell(labels.note)], 'header'),
      ...fieldRows,
      row([textCell(labels.lastSaved), cashflow.updated === undefined || cashflow.updated === null ? null : momentCell(cashflow.updated)]),
      blankRow,
      ...brokerRows(cashflow, labels),
      blankRow,
      ...trancheRows(filled.tranches ?? [], cashflow.currency, labels),
      ...withBlankRowBefore(scenarioInputRows(cashflow, labels)),
    ],
  };
}
