import { describe, expect, it } from 'vitest';
import { twoWayCell } from './two-way-cells';

// One row, three opex changes: the first cell refused, the second without debt service, the third with a thin DSCR.
const twoWay = {
  charterChanges: [0],
  opexChanges: [-0.1, 0, 0.1],
  projectNpv: [[null, 250_000, -40_000]],
  minDscr: [[null, null, 0.95]],
  minSecurityCover: [[null, 1.4, 1.25]],
};
const cell = (figure: 'projectNpv' | 'minDscr' | 'minSecurityCover', opexIndex: number) => twoWayCell({ twoWay, figure, charterIndex: 0, opexIndex });

describe('a cell of the two-way table', () => {
  it('is refused in every figure where core does not calculate the changed cashflow', () => {
    expect([cell('projectNpv', 0), cell('minDscr', 0), cell('minSecurityCover', 0)]).toEqual([{ kind: 'refused' }, { kind: 'refused' }, { kind: 'refused' }]);
  });

  it('is undefined where the cashflow calculates without the figure', () => {
    expect(cell('minDscr', 1)).toEqual({ kind: 'undefined' });
  });

  it('warns of a negative project NPV and of a minimum DSCR below 1.00×, not of a security cover', () => {
    expect(cell('projectNpv', 1)).toEqual({ kind: 'value', value: 250_000, warning: false });
    expect(cell('projectNpv', 2)).toEqual({ kind: 'value', value: -40_000, warning: true });
    expect(cell('minDscr', 2)).toEqual({ kind: 'value', value: 0.95, warning: true });
    expect(cell('minSecurityCover', 2)).toEqual({ kind: 'value', value: 1.25, warning: false });
  });
});
