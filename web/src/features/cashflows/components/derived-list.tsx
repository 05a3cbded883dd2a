import type { Derived } from '@keelson/core';
import { Box, DataList, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { derivedRows } from '../model/derived-rows';
import type { DerivedName } from '../model/sections';

type DerivedListProps = { names: readonly DerivedName[]; derived: Derived | null; currency: string | null | undefined; headingId: string };

/** The static derived values of a section (docs/spec/calculation.md section 3), computed by core; rounded only here. */
export function DerivedList({ names, derived, currency, headingId }: DerivedListProps) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <Box mt="lg" p="md" bg="var(--mantine-color-gray-light)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Title order={3} size="h5" mb="xs" id={headingId}>
        {t('cashflow.derived.title')}
      </Title>
      {derived === null ? (
        <Text size="sm" c="dimmed">
          {t('cashflow.derived.waiting')}
        </Text>
      ) : (
        <DataList size="sm" labelWidth="min(16rem, 50%)" aria-labelledby={headingId}>
          {derivedRows(names, derived, currency).map((row) => (
            <DataList.Item key={row.name}>
              <DataList.ItemLabel>{t(`cashflow.derived.names.${row.name}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{row.text ?? t('common.notSet')}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
    </Box>
  );
}
