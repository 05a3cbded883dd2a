import type { FieldError, Sensitivity, SensitivityDriver, SensitivityFigures } from '@keelson/core';

/** The key figures a tornado chart can show: the DCF value, the project IRR and the minimum DSCR. */
export type TornadoFigure = 'dcfValue' | 'projectIrr' | 'minDscr';

export type TornadoRow = {
  driver: SensitivityDriver;
  baseInput: number;
  lowInput: number;
  highInput: number;
  /** The figure with the input lowered by the step; null where core leaves it undefined or refused the changed cashflow. */
  low: number | null;
  /** The figure with the input raised by the step; null as for `low`. */
  high: number | null;
  /** Why core refused the cashflow with the input lowered (a useful life ending before the valuation date), if it did. */
  lowErrors: FieldError[] | null;
  highErrors: FieldError[] | null;
  /** How far the figure moves between the two ends (0 when either end is undefined): the rows' order. */
  span: number;
};

export type Tornado = {
  /** The figure of the base case, the axis of the chart; null when the base leaves it undefined. */
  base: number | null;
  /** One row per driver, the widest swing first, as a tornado is read from the top. */
  rows: TornadoRow[];
  /** The range of the axis: every defined value and the base, so that each bar fits. */
  domain: readonly [number, number];
};

function valueOf(figures: SensitivityFigures, figure: TornadoFigure): number | null {
  return figures[figure];
}

/** The rows of a tornado chart for one figure: core's entries in the order of their swing, widest first; equal swings keep core's order. */
export function tornadoOf(sensitivity: Sensitivity, figure: TornadoFigure): Tornado {
  const base = valueOf(sensitivity.base, figure);
  const rows = sensitivity.tornado.map((entry): TornadoRow => {
    // A refused side carries the base figures (docs/sensitivity.md section 3); it has no value of its own to draw.
    const lowErrors = entry.lowErrors ?? null;
    const highErrors = entry.highErrors ?? null;
    const low = lowErrors === null ? valueOf(entry.low, figure) : null;
    const high = highErrors === null ? valueOf(entry.high, figure) : null;
    return {
      driver: entry.driver,
      baseInput: entry.baseInput,
      lowInput: entry.lowInput,
      highInput: entry.highInput,
      low,
      high,
      lowErrors,
      highErrors,
      span: low === null || high === null ? 0 : Math.abs(high - low),
    };
  });
  const ordered = rows.map((row, index) => ({ row, index })).sort((a, b) => b.row.span - a.row.span || a.index - b.index);
  const values = [base, ...rows.flatMap((row) => [row.low, row.high])].filter((value): value is number => value !== null);
  const domain: readonly [number, number] = values.length === 0 ? [0, 1] : [Math.min(...values), Math.max(...values)];
  return { base, rows: ordered.map(({ row }) => row), domain };
}
