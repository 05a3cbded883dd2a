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

const top = 54;
const barHeight = 18;
/** Below this width (a phone) a driver's name and inputs stand above its bars, which then span the whole drawing. */
const stackedBelow = 480;
/** The width of a character at the chart's 12-pixel type, generously, for the room a text needs before it is drawn. */
const characterWidth = 7;

/** Where each part of a row sits: its name and inputs beside the bars (wide) or above them (stacked). */
function rowLayout(stacked: boolean) {
  return stacked ? { height: 70, name: 14, inputs: 30, bar: 36 } : { height: 46, name: 18, inputs: 35, bar: 14 };
}

/** The x of a text `length` characters long centred on `x`, moved inwards as far as it must to stay within `width`. */
function centredWithin(x: number, length: number, width: number): number {
  const half = (length * characterWidth) / 2 + 2;
  return Math.min(Math.max(x, half), width - half);
}

/**
 * A tornado chart drawn as SVG: one row per driver, widest swing on top; from the base case's value (the dashed axis)
 * one bar to the figure with the input lowered and one to the figure with it raised, each ending in its value. It
 * fills the width it is given: on a phone the drivers' names stand above their bars, so that no value is cut off. The
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
  const width = measured;
  const stacked = width < stackedBelow;
  const row = rowLayout(stacked);
  const labelWidth = stacked ? 0 : Math.min(230, Math.round(width * 0.36));
  // Room for the values at the bars' ends, from the longest one ("21,1 Mio. $" in German is wider than "$21.1m").
  const longestValue = Math.max(0, ...tornado.rows.flatMap((row) => [row.low, row.high]).map((value) => (value === null ? 0 : formatValue(value).length)));
  const valueRoom = Math.max(56, Math.round(longestValue * characterWidth + 12));
  const plotStart = labelWidth + valueRoom;
  const plotEnd = width - valueRoom;
  const height = top + tornado.rows.length * row.height + 8;
  const legendStart = stacked ? 4 : plotStart;
  const baseText = t('sensitivity.tornado.baseMark', { value: formatValue(tornado.base ?? 0) });
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
            <rect x={legendStart} y={6} width={12} height={12} fill={loweredColour} rx={2} />
            <text x={legendStart + 18} y={12} dominantBaseline="central">
              {loweredText}
            </text>
            <rect x={legendStart + 130} y={6} width={12} height={12} fill={raisedColour} rx={2} />
            <text x={legendStart + 148} y={12} dominantBaseline="central">
              {raisedText}
            </text>
          </g>
          {axis === null ? null : (
            <g>
              <text
                x={centredWithin(axis, baseText.length, width)}
                y={top - 10}
                textAnchor="middle"
                fontSize={12}
                fontWeight={600}
                fill="var(--mantine-color-gray-9)"
              >
                {baseText}
              </text>
              <line x1={axis} x2={axis} y1={top - 4} y2={height - 4} stroke="var(--mantine-color-gray-7)" strokeDasharray="4 3" />
            </g>
          )}
          {tornado.rows.map((driver, index) => {
            const y = top + index * row.height;
            const barTop = y + row.bar;
            // The longer bar first, so that a shorter one on the same side stays visible on top of it.
            const sides = [
              { value: driver.low, colour: loweredColour, key: 'low' },
              { value: driver.high, colour: raisedColour, key: 'high' },
            ].sort((a, b) => Math.abs((b.value ?? tornado.base ?? 0) - (tornado.base ?? 0)) - Math.abs((a.value ?? tornado.base ?? 0) - (tornado.base ?? 0)));
            const undefinedSides = driver.low === null || driver.high === null;
            return (
              <g key={driver.driver}>
                {index % 2 === 0 ? <rect x={0} y={y} width={width} height={row.height} fill="var(--mantine-color-gray-0)" /> : null}
                <text x={4} y={y + row.name} fontSize={13} fontWeight={600} fill="var(--mantine-color-gray-9)">
                  {driverLabel(driver)}
                </text>
                <text x={4} y={y + row.inputs} fontSize={11} fill="var(--mantine-color-gray-7)">
                  {inputsLabel(driver)}
                </text>
                {sides.map((side) => bar(side.value, side.colour, barTop, side.key))}
                {undefinedSides && axis !== null ? (
                  <text
                    x={axis > width / 2 ? axis - 6 : axis + 6}
                    y={y + row.height - 4}
                    textAnchor={axis > width / 2 ? 'end' : 'start'}
                    fontSize={11}
                    fill="var(--mantine-color-gray-7)"
                  >
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
