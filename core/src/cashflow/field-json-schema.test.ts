import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cashflowSchema } from './cashflow-schema';

type Node = { properties?: Record<string, Node>; anyOf?: Node[]; items?: Node; [keyword: string]: unknown };

// A field's check is z.custom, unrepresentable by itself: as for the API's document, its metadata says what it is.
const document = z.toJSONSchema(cashflowSchema, { io: 'input', unrepresentable: 'any' }) as Node;

/** The one value a draft's field holds when it is not null. */
function valueOf(field: string, schema: Node = document): Node | undefined {
  return schema.properties?.[field]?.anyOf?.find((variant) => variant.type !== 'null');
}

describe("the JSON Schema of the catalogue's fields", () => {
  it('describes a draft field as its value or null', () => {
    expect(document.properties?.['lightWeightTonnage']?.anyOf).toEqual([
      { type: 'number', exclusiveMinimum: 0, maximum: 1e12, 'x-unit': 'tonnes', description: 'Tonnes.' },
      { type: 'null' },
    ]);
  });

  it('gives whole numbers, choices, rates and amounts their type, bounds and unit', () => {
    expect(valueOf('economicUsefulLifeYears')).toEqual({ type: 'integer', minimum: 1, maximum: 60, 'x-unit': 'years', description: 'Years.' });
    expect(valueOf('dayCountConvention')).toEqual({ type: 'integer', enum: [0, 1, 2, 3, 4], minimum: 0, maximum: 4 });
    expect(valueOf('commissionsQuote')).toEqual({
      type: 'number',
      minimum: 0,
      exclusiveMaximum: 1,
      'x-unit': 'percent',
      description: 'A decimal: 0.02 is 2 %.',
    });
    expect(valueOf('opexPerDayCurr')).toMatchObject({ type: 'number', minimum: 0, maximum: 1e12, 'x-unit': 'moneyPerDay' });
  });

  it("types dates, texts and lists, down to a tranche's and a scenario's fields", () => {
    expect(valueOf('valuationDate')).toMatchObject({ anyOf: [{ type: 'string', format: 'date' }, { const: '' }] });
    expect(valueOf('valuationDate')?.['description']).toBe("A day YYYY-MM-DD from 1900-01-01 to 2199-12-31; '' when not entered yet.");
    expect(valueOf('imoNumber')).toEqual({ type: 'string', maxLength: 20 });
    expect(valueOf('brokerValueEsimationsCurr')).toMatchObject({
      type: 'array',
      maxItems: 50,
      items: { type: 'number', exclusiveMinimum: 0, 'x-unit': 'money' },
    });
    const tranche = valueOf('tranches')?.items;
    expect(valueOf('durationYears', tranche)).toMatchObject({ type: 'number', exclusiveMinimum: 0, maximum: 100, 'x-unit': 'years' });
    const overrides = valueOf('scenarios')?.items?.properties?.['overrides'];
    expect(valueOf('offHireDaysPerYear', overrides)).toMatchObject({ type: 'number', minimum: 0, maximum: 365, 'x-unit': 'daysPerYear' });
  });
});
