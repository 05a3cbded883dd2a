import type { ScenarioResult } from '@keelson/core';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureChangeText } from './figure-change-text';
import { pinnedFigures } from './figure-change';
import { NotDefined } from './not-defined';
import { pinnedFigureRows, type PinnedFigureRow } from './pinned-figures';

const toneColor = { good: 'teal.9', warning: 'red.9', neutral: 'gray.7' } as const;
const toneIcon = { good: '✓', warning: '⚠', neutral: '•' } as const;

type KeyFiguresPanelProps = {
  /** The base case now, or null while the draft does not calculate. */
  now: ScenarioResult | null;
  /** The base case before the last edit, or null before any edit. */
  before: ScenarioResult | null;
  currency: string | null | undefined;
  /** What stands in place of the figures while there are none: what the draft still needs. */
  children?: ReactNode;
};

/** One pinned figure: its name and value on the left, its change on the right, its judgement beneath. */
function PinnedFigureItem({ row, edited }: { row: PinnedFigureRow; edited: boolean }) {
  return (
    <Box
      component="li"
      py={6}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"label change" "value change" "status status"',
        columnGap: 'var(--mantine-spacing-sm)',
        alignItems: 'center',
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Text size="sm" fw={600} c="gray.7" style={{ gridArea: 'label' }}>
        {row.label}
      </Text>
      <Text size="lg" fw={700} style={{ gridArea: 'value', fontVariantNumeric: 'tabular-nums' }}>
        {row.value ?? <NotDefined reason={row.nullReason} />}
      </Text>
      <Box style={{ gridArea: 'change', textAlign: 'right' }}>
        <FigureChangeText row={row} edited={edited} />
      </Box>
      {row.status === null ? null : (
        <Text size="xs" fw={600} c={toneColor[row.status.tone]} style={{ gridArea: 'status' }}>
          <span aria-hidden="true">{toneIcon[row.status.tone]} </span>
          {row.status.text}
        </Text>
      )}
    </Box>
  );
}

/**
 * The key figures pinned beside the form on a wide screen (issue 13): the base case's DCF value, project IRR and
 * minimum DSCR, then further figures, each with the change the last edit made and the judgement of its card below.
 */
export function KeyFiguresPanel({ now, before, currency, children }: KeyFiguresPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = useMemo(() => (now === null ? [] : pinnedFigureRows(pinnedFigures, now, before, currency, t)), [now, before, currency, t]);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder shadow="xs" p="md" radius="md">
      <Title order={2} size="h4" id={headingId}>
        {t('workbench.keyFigures.title')}
      </Title>
      <Text size="xs" c="gray.7" mb="xs">
        {t('workbench.keyFigures.lead')}
      </Text>
      {now === null ? (
        children
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <PinnedFigureItem key={row.name} row={row} edited={before !== null} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
