import type { ScenarioResult } from '@keelson/core';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureChangeText } from './figure-change-text';
import { headlineFigures } from './figure-change';
import { NotDefined } from './not-defined';
import { pinnedFigureRows } from './pinned-figures';

type HeadlineBarProps = { now: ScenarioResult | null; before: ScenarioResult | null; currency: string | null | undefined };

/**
 * The narrow screen's compact bar of the three headline figures (DCF value, project IRR, minimum DSCR) with their
 * change by the last edit, held at the foot of the screen while the form scrolls above it (issue 13).
 */
export function HeadlineBar({ now, before, currency }: HeadlineBarProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => (now === null ? null : pinnedFigureRows(headlineFigures, now, before, currency, t)), [now, before, currency, t]);
  return (
    <Paper
      component="section"
      aria-label={t('workbench.keyFigures.bar')}
      withBorder
      shadow="md"
      p="xs"
      radius="md"
      mt="md"
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-xs)', zIndex: 20 }}
    >
      <SimpleGrid cols={3} spacing="xs">
        {headlineFigures.map((name, index) => {
          const row = rows?.[index];
          return (
            <Stack key={name} gap={0} miw={0}>
              <Text size="xs" fw={600} c="gray.7" lh={1.2}>
                {t(`cashflowResults.figures.${name}.label`)}
              </Text>
              <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {row?.shortValue ?? <NotDefined reason={row === undefined ? t('workbench.keyFigures.notCalculated') : row.nullReason} />}
              </Text>
              {row === undefined ? null : <FigureChangeText row={row} edited={before !== null} short />}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
