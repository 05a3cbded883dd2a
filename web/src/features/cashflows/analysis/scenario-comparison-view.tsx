import type { ScenarioResult } from '@keelson/core';
import { Box, Stack, Text, Title } from '@mantine/core';
import { memo, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHorizontalOverflow } from '../results/horizontal-overflow';
import { comparedScenarios } from './scenario-comparison';
import { ScenarioComparisonChart } from './scenario-comparison-chart';
import { ScenarioComparisonTable } from './scenario-comparison-table';

type ScenarioComparisonProps = { results: readonly ScenarioResult[]; currency: string | null | undefined };

/**
 * Every scenario core calculated side by side: the key figures in a table (a column per scenario; it scrolls sideways
 * when they do not fit, and then says so), then the DCF value and the minimum DSCR as bars, with the table as their text.
 */
export const ScenarioComparison = memo(function ScenarioComparison({ results, currency }: ScenarioComparisonProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const scenarios = useMemo(() => comparedScenarios(results), [results]);
  const caption = t('scenarios.comparison.caption');
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(scroller);
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('scenarios.comparison.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md" maw={760}>
        {t('scenarios.comparison.lead')}
      </Text>
      <Stack gap="lg">
        <Box>
          {/* A region the keyboard can reach, so that a table wider than the screen can be scrolled without a mouse. */}
          <Box ref={scroller} role="region" aria-label={caption} tabIndex={0} style={{ position: 'relative', overflowX: 'auto' }}>
            <ScenarioComparisonTable scenarios={scenarios} currency={currency} caption={caption} layout="columns" />
          </Box>
          {overflow.start || overflow.end ? (
            <Text size="xs" c="gray.7" mt={4}>
              {t('scenarios.comparison.scrollHint')}
            </Text>
          ) : null}
        </Box>
        <ScenarioComparisonChart scenarios={scenarios} currency={currency} tableCaption={caption} />
      </Stack>
    </section>
  );
});
