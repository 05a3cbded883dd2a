import { describe, expect, it } from 'vitest';
import type { Sensitivity, SensitivityFigures, TornadoEntry } from '@keelson/core';
import { tornadoOf } from './tornado-rows';

const figures = (dcfValue: number, projectIrr: number | null, minDscr: number | null): SensitivityFigures => ({
  dcfValue,
  projectIrr,
  minDscr,
  projectNpv: dcfValue - 100,
});

const entry = (driver: TornadoEntry['driver'], low: SensitivityFigures, high: SensitivityFigures): TornadoEntry => ({
  driver,
  baseInput: 10,
  lowInput: 9,
  highInput: 11,
  low,
  high,
});

const sensitivity: Sensitivity = {
  step: 0.1,
  base: figures(100, 0.08, 1.2),
  tornado: [
    entry('opex', figures(104, 0.085, 1.25), figures(96, 0.075, 1.15)),
    entry('charterRates', figures(80, 0.05, null), figures(120, 0.11, 1.4)),
    entry('dockingCost', figures(101, 0.081, 1.2), figures(99, 0.079, 1.2)),
    entry('offHireDays', figures(100, 0.08, 1.2), figures(100, 0.08, 1.2)),
  ],
  twoWay: { charterChanges: [0], opexChanges: [0], projectNpv: [[0]], minDscr: [[null]], minSecurityCover: [[null]] },
};

describe('the rows of a tornado chart', () => {
  it('puts the widest swing on top: charter rates (40) before opex (8), docking (2) and off-hire (0)', () => {
    const tornado = tornadoOf(sensitivity, 'dcfValue');
    expect(tornado.rows.map((row) => [row.driver, row.span])).toEqual([
      ['charterRates', 40],
      ['opex', 8],
      ['dockingCost', 2],
      ['offHireDays', 0],
    ]);
    expect(tornado.base).toBe(100);
    expect(tornado.domain).toEqual([80, 120]);
  });

  it('keeps a value core leaves undefined as null and gives its row no swing', () => {
    const tornado = tornadoOf(sensitivity, 'minDscr');
    const charter = tornado.rows.find((row) => row.driver === 'charterRates');
    expect(charter).toMatchObject({ low: null, high: 1.4, span: 0 });
    expect(tornado.rows[0]?.driver).toBe('opex');
    expect(tornado.domain).toEqual([1.15, 1.4]);
  });

  it('keeps the inputs of each entry', () => {
    const row = tornadoOf(sensitivity, 'projectIrr').rows[0];
    expect(row).toMatchObject({ driver: 'charterRates', baseInput: 10, lowInput: 9, highInput: 11, low: 0.05, high: 0.11 });
  });

  it('draws no value for a side core refused, and names its reasons', () => {
    const errors = [{ field: 'economicUsefulLifeYears', rule: 'range' as const, message: 'too short' }];
    const refused: Sensitivity = { ...sensitivity, tornado: [{ ...entry('usefulLife', figures(100, 0.08, 1.2), figures(110, 0.09, 1.3)), lowErrors: errors }] };
    expect(tornadoOf(refused, 'dcfValue').rows).toEqual([expect.objectContaining({ low: null, high: 110, lowErrors: errors, highErrors: null, span: 0 })]);
  });

  it('has a domain of 0 to 1 when no figure is defined', () => {
    const none: Sensitivity = { ...sensitivity, base: figures(1, null, null), tornado: [entry('opex', figures(1, null, null), figures(1, null, null))] };
    expect(tornadoOf(none, 'projectIrr')).toEqual({ base: null, rows: [expect.objectContaining({ span: 0 })], domain: [0, 1] });
  });
});
