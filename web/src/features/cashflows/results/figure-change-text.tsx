import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotDefined } from './not-defined';
import type { PinnedFigureRow } from './pinned-figures';

// Shades with at least 4.5:1 on white, as the figure cards use.
const toneColor = { better: 'teal.9', worse: 'red.9', unchanged: 'gray.7' } as const;
const toneArrow = { better: '▲', worse: '▼', unchanged: '=' } as const;

type FigureChangeTextProps = {
  row: PinnedFigureRow;
  /** Whether an edit has been made since the figures were first calculated. */
  edited: boolean;
  short?: boolean;
};

/**
 * A key figure's change by the last edit: an arrow and the signed change, green when it is better and red when it is
 * worse (a higher DCF value is better, a higher LTV worse); a screen reader hears the change and the judgement in words.
 */
export function FigureChangeText({ row, edited, short = false }: FigureChangeTextProps) {
  const { t } = useTranslation();
  const size = short ? 'xs' : 'sm';
  const text = short ? row.shortChangeText : row.changeText;
  if (row.change === null || text === null) {
    return (
      <Text component="span" size={size} c="gray.7">
        <NotDefined reason={edited ? t('workbench.keyFigures.changeNotDefined') : t('workbench.keyFigures.noEditYet')} />
      </Text>
    );
  }
  const { tone } = row.change;
  return (
    <Text component="span" size={size} fw={600} c={toneColor[tone]} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">
        {toneArrow[tone]} {tone === 'unchanged' ? t('workbench.keyFigures.unchangedShort') : text}
      </span>
      <VisuallyHidden>
        {tone === 'unchanged' ? t('workbench.keyFigures.change.unchanged') : t(`workbench.keyFigures.change.${tone}`, { change: text })}
      </VisuallyHidden>
    </Text>
  );
}
