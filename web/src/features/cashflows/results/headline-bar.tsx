import { Paper, SimpleGrid } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureChangeText } from './figure-change-text';
import classes from './key-figures.module.css';
import { headlineFigures } from './figure-change';
import { keyFigureLabel } from './key-figure-text';
import { NotDefined } from './not-defined';
import { useBaseCaseEdit } from '../model/last-edit';
import { pinnedFigureRows } from './pinned-figures';

type HeadlineBarProps = {
  /** Whether the draft calculates now; while it does not, there are no figures to show. */
  calculated: boolean;
  currency: string | null | undefined;
};

/**
 * The narrow screen's compact bar of the three headline figures (DCF value, project IRR, minimum DSCR) with their
 * change by the last edit, held at the foot of the screen while the form scrolls above it.
 */
export const HeadlineBar = memo(function HeadlineBar({ calculated, currency }: HeadlineBarProps) {
  const { t } = useTranslation();
  const edit = useBaseCaseEdit();
  const now = calculated ? edit.now : null;
  const { before } = edit;
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
            <div key={name} style={{ minWidth: 0 }}>
              <div className={classes.barLabel}>{keyFigureLabel(name, t)}</div>
              <div className={classes.barValue}>
                {row?.shortValue ?? <NotDefined reason={row === undefined ? t('workbench.keyFigures.notCalculated') : row.nullReason} />}
              </div>
              {row === undefined ? null : <FigureChangeText row={row} edited={before !== null} short />}
            </div>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
});
