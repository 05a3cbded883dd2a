import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './key-figures.module.css';
import { NotDefined } from './not-defined';
import { changeArrow } from './figure-change';
import type { PinnedFigureRow } from './pinned-figures';

type FigureChangeTextProps = {
  row: PinnedFigureRow;
  /** Whether an edit has been made since the figures were first calculated. */
  edited: boolean;
  short?: boolean;
};

/**
 * A key figure's change by the last edit: an arrow that points the way the value moved and the signed change, green
 * when it is better and red when it is worse (a higher DCF value is better, a higher LTV worse); a screen reader hears
 * the change and the judgement in words.
 */
export function FigureChangeText({ row, edited, short = false }: FigureChangeTextProps) {
  const { t } = useTranslation();
  const text = short ? row.shortChangeText : row.changeText;
  const shortMark = short ? true : undefined;
  if (row.change === null || text === null) {
    return (
      <span className={`${classes.changeText} ${classes.none}`} data-short={shortMark}>
        <NotDefined reason={edited ? t('workbench.keyFigures.changeNotDefined') : t('workbench.keyFigures.noEditYet')} />
      </span>
    );
  }
  const { tone } = row.change;
  return (
    <span className={`${classes.changeText} ${classes[tone]}`} data-short={shortMark}>
      <span aria-hidden="true">
        {changeArrow(row.change)} {tone === 'unchanged' ? t('workbench.keyFigures.unchangedShort') : text}
      </span>
      <VisuallyHidden>
        {tone === 'unchanged' ? t('workbench.keyFigures.change.unchanged') : t(`workbench.keyFigures.change.${tone}`, { change: text })}
      </VisuallyHidden>
    </span>
  );
}
