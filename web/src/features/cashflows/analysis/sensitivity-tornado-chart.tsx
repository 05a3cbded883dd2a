import { useElementSize } from '@mantine/hooks';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tornado, TornadoRow } from './tornado-rows';

/** The colours of the two sides; both have a contrast of at least 3:1 against white (WCAG 1.4.11). */
export const loweredColour = 'var(--mantine-color-orange-8)';
export const raisedColour = 'var(--mantine-color-keelson-7)';

type TornadoChartProps = {
  tornado: Tornado;
  /** The id of the heading that names the chart, and of the sentence that describes it. */
  labelledBy: string;
  describedBy: string;
  /** The step as the legend shows it: "−10%" and "+10%". */
  loweredText: string;
  raisedText: string;
  driverLabel: (row: TornadoRow) => string;
  /** The driver's two input values, for the label under its name. */
  inputsLabel: (row: TornadoRow) => string;
  /** A figure, short enough for the end of a bar. */
  formatValue: (value: number) => string;
};

const rowHeight = 46;
const top = 54;
const barHeight = 18;

/**
 * A tornado chart drawn as SVG: one row per driver, widest swing on top; from the base case's value (the dashed axis)
 * one bar to the figure with the input lowered and one to the figure with it raised, each ending in its value. The
 * drawing is one image to assistive technology; the table beside it has every number.
 */
export function TornadoChart({
  tornado,
  labelledBy,
  describedBy,
  loweredText,
  raisedText,
  driverLabel,
  inputsLabel,
  formatValue,
}: TornadoChartProps): JSX.Element {
  const { t } = useTranslation();
  const { ref, width: measured } = useElementSize();
  const width = Math.max(measured, 360);
  const labelWidth = Math.min(230, Math.round(width * 0.36));
  // Room for the values at the bars' ends, from the longest one ("21,1 Mio. $" in German is wider than "$21.1m").
  const longestValue = Math.max(0, ...tornado.rows.flatMap((row) => [row.low, row.high]).map((value) => (value === null ? 0 : formatValue(value).length)));
  const valueRoom = Math.max(56, Math.round(longestValue * 7 + 12));
  const plotStart = labelWidth + valueRoom;
  const plotEnd = width - valueRoom;
  const height = top + tornado.rows.length * rowHeight + 8;
  const [from, to] = tornado.domain;
  const scale = (value: number) => (to === from ? (plotStart + plotEnd) / 2 : plotStart + ((value - from) / (to - from)) * (plotEnd - plotStart));
  const axis = tornado.base === null ? null : scale(tornado.base);

  const bar = (value: number | null, colour: string, y: number, key: string) => {
    if (value === null || axis === null) return null;
    const end = scale(value);
    const left = Math.min(axis, end);
    const toTheLeft = end < axis;
    return (
      <g key={key}>
        <rect x={left} y={y} width={Math.max(Math.abs(end - axis), 1)} height={barHeight} fill={colour} rx={2} />
        <text
          x={toTheLeft ? end - 6 : end + 6}
          y={y + barHeight / 2}
          dominantBaseline="central"
          textAnchor={toTheLeft ? 'end' : 'start'}
          fontSize={12}
          fill="var(--mantine-color-gray-8)"
        >
          {formatValue(value)}
        </text>
      </g>
    );
  };

  return (
    <div ref={ref}>
      {measured === 0 ? null : (
        <svg width={width} height={height} role="img" aria-labelledby={labelledBy} aria-describedby={describedBy} style={{ display: 'block' }}>
          <g fontSize={12} fill="var(--mantine-color-gray-8)">
            <rect x={plotStart} y={6} width={12} height={12} fill={loweredColour} rx={2} />
            <text x={plotStart + 18} y={12} dominantBaseline="central">
              {loweredText}
            </text>
            <rect x={plotStart + 130} y={6} width={12} height={12} fill={raisedColour} rx={2} />
            <text x={plotStart + 148} y={12} dominantBaseline="central">
              {raisedText}
            </text>
          </g>
          {axis === null ? null : (
            <g>
              <text x={axis} y={top - 10} textAnchor="middle" fontSize={12} fontWeight={600} fill="var(--mantine-color-gray-9)">
                {t('sensitivity.tornado.baseMark', { value: formatValue(tornado.base ?? 0) })}
              </text>
              <line x1={axis} x2={axis} y1={top - 4} y2={height - 4} stroke="var(--mantine-color-gray-7)" strokeDasharray="4 3" />
            </g>
          )}
          {tornado.rows.map((row, index) => {
            const y = top + index * rowHeight;
            const barTop = y + (rowHeight - barHeight) / 2;
            // The longer bar first, so that a shorter one on the same side stays visible on top of it.
            const sides = [
              { value: row.low, colour: loweredColour, key: 'low' },
              { value: row.high, colour: raisedColour, key: 'high' },
            ].sort((a, b) => Math.abs((b.value ?? tornado.base ?? 0) - (tornado.base ?? 0)) - Math.abs((a.value ?? tornado.base ?? 0) - (tornado.base ?? 0)));
            const undefinedSides = row.low === null || row.high === null;
            return (
              <g key={row.driver}>
                {index % 2 === 0 ? <rect x={0} y={y} width={width} height={rowHeight} fill="var(--mantine-color-gray-0)" /> : null}
                <text x={4} y={y + 18} fontSize={13} fontWeight={600} fill="var(--mantine-color-gray-9)">
                  {driverLabel(row)}
                </text>
                <text x={4} y={y + 35} fontSize={11} fill="var(--mantine-color-gray-7)">
                  {inputsLabel(row)}
                </text>
                {sides.map((side) => bar(side.value, side.colour, barTop, side.key))}
                {undefinedSides && axis !== null ? (
                  <text x={axis + 6} y={y + rowHeight - 4} fontSize={11} fill="var(--mantine-color-gray-7)">
                    {t('sensitivity.tornado.sideUndefined')}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
