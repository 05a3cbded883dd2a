import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Rectangle, type BarShapeProps } from 'recharts';
import { formatNumber, formatUtility, roundAsShown } from '../../../lib/format';
import { useQuestionnaireLayout } from '../hooks/use-layout';
import { HatchLegend, HatchPattern, hatchFill, useHatchId, useKnockOutText, type KnockedOut } from './knock-out-marks';

type Bar = KnockedOut & { alternativeId: string; utility: number | null };

/** A name cut to fit the axis; the bar's label and the tables carry it whole. */
const shortened = (name: string, length: number) => (name.length > length ? `${name.slice(0, length - 1)}…` : name);

/**
 * Total utility per rated alternative as horizontal bars, in the order of the ranking; the ones not yet rated are named below. A knocked-out alternative's bar is
 * grey and hatched, its axis label says K.O., and its accessible label names the criterion and reason that knocked
 * it out — it is ranked last whatever its utility (docs/spec/utility-analysis.md section 3).
 */
export function UtilityChart({ results, titleOf }: { results: readonly Bar[]; titleOf: (leafId: string) => string | undefined }) {
  const { t } = useTranslation();
  const { phone } = useQuestionnaireLayout();
  const hatch = useHatchId();
  const knockOutText = useKnockOutText(titleOf);
  // Only rated alternatives have a bar: one with nothing answered has no utility, not a utility of 0.
  const notRated = results.filter((result) => result.utility === null).map((result) => result.name);
  const data = results
    .filter((result) => result.utility !== null)
    .map((result) => {
      const knockedOut = knockOutText(result);
      const utility = t('questionnaire.knockOut.bar', { name: result.name, utility: formatUtility(result.utility) });
      return {
        key: result.alternativeId,
        name: result.name,
        utility: roundAsShown(result.utility ?? 0, 2),
        knockedOut: knockedOut !== null,
        label: knockedOut === null ? utility : `${utility}; ${knockedOut}`,
      };
    });
  const entryOf = (key: unknown) => data.find((entry) => entry.key === key);
  const tick = (key: unknown) => {
    const entry = entryOf(key);
    if (entry === undefined) return '';
    const name = shortened(entry.name, phone ? 14 : 24);
    return entry.knockedOut ? t('questionnaire.knockOut.short', { name }) : name;
  };
  const anyKnockedOut = data.some((entry) => entry.knockedOut);
  return (
    <Box component="figure" m={0}>
      <HatchPattern id={hatch} />
      <BarChart
        h={56 + 44 * data.length}
        data={data}
        dataKey="key"
        orientation="vertical"
        xAxisProps={{ domain: [0, 10], ticks: [0, 2, 4, 6, 8, 10], tickFormatter: (value: number) => formatNumber(value) }}
        yAxisProps={{ width: phone ? 120 : 200, tickFormatter: tick }}
        withBarValueLabel
        valueFormatter={(value) => formatUtility(value)}
        tooltipProps={{ labelFormatter: (key: unknown) => entryOf(key)?.name ?? '' }}
        series={[{ name: 'utility', label: t('questionnaire.results.utility'), color: 'keelson.6' }]}
        barProps={{
          shape: (props: BarShapeProps) => {
            const entry = data[props.index];
            const knockedOut = entry?.knockedOut === true;
            return (
              <g role="img" aria-label={entry?.label}>
                <Rectangle
                  {...props}
                  fill={knockedOut ? hatchFill(hatch) : props.fill}
                  stroke={knockedOut ? 'var(--mantine-color-gray-7)' : props.fill}
                  strokeOpacity={knockedOut ? 1 : 0}
                />
              </g>
            );
          },
        }}
      />
      <Stack component="figcaption" gap={4} mt="xs">
        <Text size="sm" c="dimmed">
          {t('questionnaire.results.chartCaption')}
        </Text>
        {anyKnockedOut ? <HatchLegend id={hatch} /> : null}
        {notRated.length === 0 ? null : <Text size="sm">{t('questionnaire.results.notRatedList', { names: notRated.join(', ') })}</Text>}
      </Stack>
    </Box>
  );
}
