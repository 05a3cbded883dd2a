import { utility } from '@keelson/core';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShare } from '../../../lib/format';

type Ranked = { name: string; rank: number | null; utility: number | null; completeness: number; knockOuts: readonly unknown[] };

/** A warning while the leading alternative has less than 80 % of the criteria's weight answered: its rank may change. */
export function CompletenessWarning({ results, compact = false }: { results: readonly Ranked[]; compact?: boolean }) {
  const { t } = useTranslation();
  const leader = utility.uncertainLeader({ results });
  if (leader === null) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      title={compact ? undefined : t('questionnaire.completeness.title')}
      p={compact ? 'xs' : undefined}
      // Mantine's yellow title is too pale on the light yellow ground (WCAG AA); the text colour reads.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {t('questionnaire.completeness.warning', {
        name: leader.name,
        // Rounded down, so that 79.6 % never reads as the 80 % it falls short of.
        percent: formatShare(Math.floor(leader.completeness * 100) / 100),
        threshold: formatShare(utility.reliableCompleteness),
      })}
    </Alert>
  );
}
