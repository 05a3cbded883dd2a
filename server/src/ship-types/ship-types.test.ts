import { shipTypeSchema, type ShipType } from '@keelson/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { shipTypes } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { listShipTypes, seedShipTypes } from './repository';
import { shipTypeNamesDe } from './ship-type-names.de';
import { shipTypesData } from './ship-types.data';

const targets = await testDatabaseTargets();
const categories = shipTypeSchema.shape.category.options;

describe.each(targets)('ship types on $name', (target) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const rowCount = async () => (await app.db.select({ rows: count() }).from(shipTypes))[0]?.rows;

  it('lists every type, valid and plausible, to an anonymous visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ship-types' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const list: ShipType[] = body.content.map((entry: unknown) => shipTypeSchema.parse(entry));
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(list.map((type) => type.code)).toEqual(shipTypesData.map((type) => type.code));
    expect(new Set(list.map((type) => type.category))).toEqual(new Set(categories));
    expect(new Set(list.map((type) => type.code)).size).toBe(list.length);
    for (const type of list) {
      expect(type.deadWeightTonnageMin, type.code).toBeLessThanOrEqual(type.deadWeightTonnage);
      expect(type.deadWeightTonnage, type.code).toBeLessThanOrEqual(type.deadWeightTonnageMax);
      expect(type.lightWeightTonnage, type.code).toBeGreaterThan(0);
      expect(type.lightWeightTonnage, type.code).toBeLessThan(type.deadWeightTonnage);
      expect(type.economicUsefulLifeYears, type.code).toBeGreaterThanOrEqual(15);
      expect(type.economicUsefulLifeYears, type.code).toBeLessThanOrEqual(40);
      expect(type.opexPerDayCurr, type.code).toBeGreaterThan(0);
      expect(type.dockingCostCurr, type.code).toBeGreaterThan(0);
      expect(type.dockingDays, type.code).toBeGreaterThan(0);
      expect(type.sources.length, type.code).toBeGreaterThanOrEqual(1);
      expect(type.code, type.code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });

  it('answers one type by its code, with the figures of the worked example', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ship-types/BULK_KAMSARMAX' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      content: { code: 'BULK_KAMSARMAX', category: 'bulk carrier', deadWeightTonnage: 82_000, lightWeightTonnage: 13_800, opexPerDayCurr: 6_200 },
    });
  });

  it('names the types in German for a German reader, with the same figures, and keeps the stored rows English', async () => {
    const english = (await app.inject({ method: 'GET', url: '/api/ship-types' })).json().content as ShipType[];
    const german = await app.inject({ method: 'GET', url: '/api/ship-types', headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(german.headers.vary).toContain('Accept-Language');
    const list = german.json().content as ShipType[];
    expect(list.map((type) => type.name)).toEqual(shipTypesData.map((type) => shipTypeNamesDe[type.code]));
    expect(list.map(({ name: _name, ...rest }) => rest)).toEqual(english.map(({ name: _name, ...rest }) => rest));
    expect(english.map((type) => type.name)).toEqual(shipTypesData.map((type) => type.name));

    const one = await app.inject({ method: 'GET', url: '/api/ship-types/BULK_KAMSARMAX', headers: { 'accept-language': 'de' } });
    expect(one.json().content).toMatchObject({ code: 'BULK_KAMSARMAX', name: 'Kamsarmax-/Panamax-Massengutfrachter (82.000 dwt)', deadWeightTonnage: 82_000 });
    expect(one.headers.vary).toContain('Accept-Language');
    const byQuery = await app.inject({ method: 'GET', url: '/api/ship-types/BULK_KAMSARMAX?lang=de' });
    expect(byQuery.json().content.name).toBe(shipTypeNamesDe.BULK_KAMSARMAX);
    const englishReader = await app.inject({ method: 'GET', url: '/api/ship-types/BULK_KAMSARMAX', headers: { 'accept-language': 'en-GB,de;q=0.5' } });
    expect(englishReader.json().content.name).toBe('Kamsarmax / Panamax bulk carrier (82,000 dwt)');
    expect((await listShipTypes(app.db)).map((type) => type.name)).toEqual(shipTypesData.map((type) => type.name));
  });

  it('answers an unknown code with 404 and code 1010', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ship-types/NO_SUCH_TYPE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 1010 });
    const tooLong = await app.inject({ method: 'GET', url: `/api/ship-types/${'X'.repeat(65)}` });
    expect(tooLong.json()).toMatchObject({ code: 1012 });
  });

  it('seeds idempotently and drops codes no longer in the data file', async () => {
    const before = await listShipTypes(app.db);
    await seedShipTypes(app.db);
    expect(await rowCount()).toBe(shipTypesData.length);
    expect(await listShipTypes(app.db)).toEqual(before);

    const [first] = shipTypesData;
    if (first === undefined) throw new Error('no ship types');
    await app.db.insert(shipTypes).values({ code: 'RETIRED_TYPE', position: 999, data: { ...first, code: 'RETIRED_TYPE' } });
    await seedShipTypes(app.db);
    expect(await rowCount()).toBe(shipTypesData.length);
    expect((await app.inject({ method: 'GET', url: '/api/ship-types/RETIRED_TYPE' })).statusCode).toBe(404);
  });
});

describe('the ship types data file', () => {
  it('runs by category, then by typical deadweight', () => {
    const key = (type: ShipType) => [categories.indexOf(type.category), type.deadWeightTonnage] as const;
    const sorted = [...shipTypesData].sort((a, b) => {
      const [categoryA, sizeA] = key(a);
      const [categoryB, sizeB] = key(b);
      return categoryA - categoryB || sizeA - sizeB;
    });
    expect(shipTypesData.map((type) => type.code)).toEqual(sorted.map((type) => type.code));
  });

  it("has a German name for exactly its codes, translated, with the English name's numbers in German notation", () => {
    expect(Object.keys(shipTypeNamesDe).toSorted()).toEqual(shipTypesData.map((type) => type.code).toSorted());
    const numbers = (name: string, thousands: string) => [...name.matchAll(new RegExp(`\\d{1,3}(\\${thousands}\\d{3})*`, 'g'))].map((match) => match[0]);
    for (const type of shipTypesData) {
      const german = shipTypeNamesDe[type.code] ?? '';
      expect(german, type.code).not.toBe(type.name);
      expect(numbers(german, '.'), type.code).toEqual(numbers(type.name, ',').map((number) => number.replaceAll(',', '.')));
    }
  });

  it('includes the ship type of the worked example', () => {
    expect(shipTypesData.map((type) => type.code)).toContain('BULK_KAMSARMAX');
  });
});
