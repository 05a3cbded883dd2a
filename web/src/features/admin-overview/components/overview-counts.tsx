import type { AdminOverview } from '@keelson/core';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { TitledSection } from '../../../components/titled-section';

const countKeys = ['users', 'administrators', 'unverified', 'assessments', 'questionnaires'] as const;

/** The installation's numbers, one card each. */
export function OverviewCounts({ counts }: { counts: AdminOverview['counts'] }) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('pages.adminArea.countsTitle')}>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 5 }} m={0}>
        {countKeys.map((key) => (
          <Paper key={key} withBorder p="md" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {t(`pages.adminArea.counts.${key}`)}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700}>
              {counts[key] === null ? t('common.notSet') : formatNumber(counts[key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </TitledSection>
  );
}
