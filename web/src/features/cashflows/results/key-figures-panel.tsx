import { Paper, Text, Title } from '@mantine/core';
import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureChangeText } from './figure-change-text';
import classes from './key-figures.module.css';
import { pinnedFigures } from './figure-change';
import { NotDefined } from './not-defined';
import { useBaseCaseEdit } from '../model/last-edit';
import { pinnedFigureRows, type PinnedFigureRow } from './pinned-figures';

const toneIcon = { good: '✓', warning: '⚠', neutral: '•' } as const;

type KeyFiguresPanelProps = {
  /** Whether the draft calculates now; while it does not, there are no figures to show. */
  calculated: boolean;
  currency: string | null | undefined;
};

/** One pinned figure: its name and value on the left, its change on the right, its judgement beneath. */
function PinnedFigureItem({ row, edited }: { row: PinnedFigureRow; edited: boolean }) {
  return (
    <li className={classes.item}>
      <span className={classes.label}>{row.label}</span>
      <span className={classes.value}>{row.value ?? <NotDefined reason={row.nullReason} />}</span>
      <span className={classes.change}>
        <FigureChangeText row={row} edited={edited} />
      </span>
      {row.status === null ? null : (
        <span className={`${classes.status} ${classes[row.status.tone]}`}>
          <span aria-hidden="true">{toneIcon[row.status.tone]} </span>
          {row.status.text}
        </span>
      )}
    </li>
  );
}

/**
 * The key figures pinned beside the form on a wide screen: the base case's DCF value, project IRR and
 * minimum DSCR, then further figures, each with the change the last edit made and the judgement of its card below.
 */
export const KeyFiguresPanel = memo(function KeyFiguresPanel({ calculated, currency }: KeyFiguresPanelProps) {
  const { t } = useTranslation();
  const edit = useBaseCaseEdit();
  const now = calculated ? edit.now : null;
  const { before } = edit;
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
        <Text size="sm">{t('workbench.keyFigures.notCalculated')}</Text>
      ) : (
        <ul className={classes.list}>
          {rows.map((row) => (
            <PinnedFigureItem key={row.name} row={row} edited={before !== null} />
          ))}
        </ul>
      )}
    </Paper>
  );
});
