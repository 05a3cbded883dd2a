import { cashflowFieldNames, cashflowFields, trancheFieldNames, trancheFields, type CatalogueField } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { fieldPlaceholder, inputKindOf, isSpecialField, toShown, trancheFieldPlaceholder, trancheInputs, unitOfPath } from './field-specs';
import { sections } from './sections';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The text at a dotted key of en.json, or undefined when there is none or it is not a text. */
function textAt(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) node = isRecord(node) && Object.hasOwn(node, part) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The fields a form shows: core's catalogue leaves a stored field it does not offer without a section. */
const shownByForm = (fields: readonly CatalogueField[]) => fields.filter((field) => field.section !== null);
const cashflowCatalogue: CatalogueField[] = cashflowFieldNames.map((name) => cashflowFields[name]);
const trancheCatalogue: CatalogueField[] = trancheFieldNames.map((name) => trancheFields[name]);

describe('the form, derived from core’s field catalogue', () => {
  it('shows every cashflow field of the catalogue in exactly one section, in the catalogue’s order', () => {
    const shown = sections.flatMap((section) => section.items);
    expect([...shown].sort()).toEqual(
      shownByForm(cashflowCatalogue)
        .map((field) => field.name)
        .sort(),
    );
    expect(new Set(shown).size).toBe(shown.length);
    for (const section of sections) {
      expect(section.items.map((name) => cashflowFields[name].section)).toEqual(section.items.map(() => section.id));
      const orders = section.items.map((name) => cashflowFields[name].order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('offers every tranche field of the catalogue but the derived ones', () => {
    expect(trancheInputs).toEqual(['value', 'baseRate', 'interest', 'durationYears', 'amortizationYears', 'disbursementDate']);
    expect([...trancheInputs].sort()).toEqual(
      shownByForm(trancheCatalogue)
        .map((field) => field.name)
        .sort(),
    );
  });

  it('has one label in en.json for every field it shows, at the catalogue’s label key', () => {
    const missing = shownByForm([...cashflowCatalogue, ...trancheCatalogue])
      .filter((field) => textAt(field.labelKey) === undefined)
      .map((field) => field.labelKey);
    expect(missing).toEqual([]);
    expect(textAt(cashflowFields.lightWeightTonnage.labelKey)).toBe('Lightweight');
    expect(textAt(trancheFields.interest.labelKey)).toBe('Margin');
  });

  it('edits a plain field by its kind: rates in percent, counts as whole numbers, money as numbers', () => {
    const plain = cashflowFieldNames.filter((name) => !isSpecialField(name));
    const rates = plain.filter((name) => cashflowFields[name].kind === 'rate');
    expect(rates.map((name) => inputKindOf(name))).toEqual(rates.map(() => 'percent'));
    expect(inputKindOf('dockingDays')).toBe('integer');
    expect(inputKindOf('opexPerDayCurr')).toBe('number');
    expect(inputKindOf('purchaseDate')).toBe('date');
    expect(inputKindOf('imoNumber')).toBe('text');
    expect(toShown(0.025, 'percent')).toBe(2.5);
    expect(toShown(0.025, 'number')).toBe(0.025);
  });

  it('finds the unit of the field a path names, list entries included', () => {
    expect(unitOfPath('commissionsQuote')).toBe('percent');
    expect(unitOfPath('tranches.0.baseRate')).toBe('percent');
    expect(unitOfPath('tranches.0.durationYears')).toBe('years');
    expect(unitOfPath('brokerValueEsimationsCurr.1')).toBe('money');
    expect(unitOfPath('title')).toBeUndefined();
    expect(unitOfPath('somethingNew')).toBeUndefined();
  });
});

describe('field placeholders', () => {
  it('show the catalogue’s defaults (docs/spec/product-spec.md section 3) as the field shows them', () => {
    expect(fieldPlaceholder('steelPriceInflationRate')).toBe('2');
    expect(fieldPlaceholder('freightCommission')).toBe('2.5');
    expect(fieldPlaceholder('opexAdministrationFeeQuote')).toBe('1.5');
    expect(fieldPlaceholder('leverage')).toBe('60');
    expect(fieldPlaceholder('cashReserveAccountCurr')).toBe('500,000');
    expect(fieldPlaceholder('economicUsefulLifeYears')).toBe('22');
    expect(fieldPlaceholder('offHireDaysPerYear')).toBe('10');
  });

  it('are empty for fields without a default', () => {
    expect(fieldPlaceholder('lightWeightTonnage')).toBeUndefined();
    expect(fieldPlaceholder('equityYield')).toBeUndefined();
    expect(fieldPlaceholder('title')).toBeUndefined();
  });

  it('show the tranche default rates in percent', () => {
    expect(trancheFieldPlaceholder('baseRate')).toBe('4');
    expect(trancheFieldPlaceholder('interest')).toBe('2.5');
    expect(trancheFieldPlaceholder('value')).toBeUndefined();
  });
});
