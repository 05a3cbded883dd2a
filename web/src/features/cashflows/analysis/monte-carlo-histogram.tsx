import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Histogram } from '@keelson/core';
import { histogramBins, histogramPosition } from './histogram-bins';

type Marker = { key: string; label: string; value: number; kind: 'percentile' | 'base' };

type HistogramProps = {
  title: string;
  histogram: Histogram | null;
  /** P5, P50, P95 and the base case's value, where defined. */
  markers: readonly Marker[];
  /** A value as the axis shows it (compact). */
  format: (value: number) => string;
};

const height = 210;
const plotTop = 40;
const plotBottom = height - 28;
const side = 12;
const barColour = 'var(--mantine-color-keelson-4)';
const baseColour = 'var(--mantine-color-orange-8)';

/**
 * One output's distribution over the paths, drawn as SVG: 40 bins from P0.5 to P99.5 (the end bins also hold the
 * tails, labelled "≤" and "≥"), with P5, P50 and P95 dashed and the base case solid. To assistive technology it is one
 * image named by its markers; the statistics table has the numbers.
 */
export function OutputHistogram({ title, histogram, markers, format }: HistogramProps): JSX.Element {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const { ref, width: measured } = useElementSize();
  const width = Math.max(measured, 240);
  const description = markers.map((marker) => `${marker.label} ${format(marker.value)}`).join(', ');

  const drawing = () => {
    if (histogram === null) return <Text size="sm">{t('monteCarlo.histogram.undefined')}</Text>;
    const bins = histogramBins(histogram);
    const tallest = Math.max(1, ...bins.map((bin) => bin.count));
    const plotWidth = width - 2 * side;
    const binWidth = plotWidth / bins.length;
    const x = (value: number) => side + histogramPosition(histogram, value) * plotWidth;
    const first = bins[0];
    const last = bins.at(-1);
    return (
      <svg width={width} height={height} role="img" aria-labelledby={titleId} aria-describedby={descriptionId} style={{ display: 'block' }}>
        {bins.map((bin, index) => {
          const barHeight = (bin.count / tallest) * (plotBottom - plotTop);
          return (
            <rect
              key={index}
              x={side + index * binWidth + 0.5}
              y={plotBottom - barHeight}
              width={Math.max(binWidth - 1, 1)}
              height={barHeight}
              fill={barColour}
            />
          );
        })}
        <line x1={side} x2={width - side} y1={plotBottom} y2={plotBottom} stroke="var(--mantine-color-gray-6)" />
        {markers.map((marker) => {
          const at = x(marker.value);
          const isBase = marker.kind === 'base';
          return (
            <g key={marker.key}>
              <line
                x1={at}
                x2={at}
                y1={isBase ? plotTop - 4 : plotTop - 16}
                y2={plotBottom}
                stroke={isBase ? baseColour : 'var(--mantine-color-gray-8)'}
                strokeWidth={isBase ? 2 : 1.5}
                strokeDasharray={isBase ? undefined : '4 3'}
              />
              <text
                x={at}
                y={isBase ? plotTop - 8 : plotTop - 22}
                textAnchor={at < width * 0.15 ? 'start' : at > width * 0.85 ? 'end' : 'middle'}
                fontSize={11}
                fontWeight={isBase ? 600 : 400}
                fill={isBase ? 'var(--mantine-color-orange-9)' : 'var(--mantine-color-gray-8)'}
              >
                {marker.label}
              </text>
            </g>
          );
        })}
        {first === undefined || last === undefined ? null : (
          <g fontSize={11} fill="var(--mantine-color-gray-8)">
            <text x={side} y={height - 8} textAnchor="start">
              {first.openBelow ? t('monteCarlo.histogram.atMost', { value: format(first.from) }) : format(first.from)}
            </text>
            <text x={width - side} y={height - 8} textAnchor="end">
              {last.openAbove ? t('monteCarlo.histogram.atLeast', { value: format(last.to) }) : format(last.to)}
            </text>
          </g>
        )}
      </svg>
    );
  };

  return (
    <Paper component="figure" withBorder p="sm" m={0} aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId} component="figcaption">
        {title}
      </Title>
      <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>
      <div ref={ref}>{measured === 0 && histogram !== null ? null : drawing()}</div>
    </Paper>
  );
}
