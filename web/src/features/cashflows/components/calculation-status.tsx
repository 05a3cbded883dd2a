import { Alert, Anchor, List, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveOutcome } from '../model/timed-calculate';
import { focusInSection } from '../model/open-sections';
import { sectionOfPath } from '../model/sections';
import { inputIdOf, useFieldErrorText } from './fields/use-field-labels';
import { usePathLabel } from './use-path-label';

/** Puts the keyboard on a field named by an error, or on its list when the field is the list itself; a folded section unfolds first. */
function focusField(path: string): void {
  const own = inputIdOf(path);
  focusInSection(path, document.getElementById(own) === null ? inputIdOf(path.split('.')[0] ?? path) : own, true);
}

/** Why there are no results: the fields that need attention (each a link to its field), or a failure of core. */
export const CalculationStatus = memo(function CalculationStatus({ outcome, showExampleHint }: { outcome: LiveOutcome; showExampleHint: boolean }) {
  const { t } = useTranslation();
  const pathLabel = usePathLabel();
  const errorText = useFieldErrorText();
  if (outcome.status === 'ok') return null;
  if (outcome.status === 'failed') {
    return (
      <Alert color="red" title={t('cashflow.calculation.failedTitle')} mt="lg">
        {t('cashflow.notifications.calculateFailed')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title={t('cashflow.calculation.invalidTitle')} mt="lg">
      {showExampleHint ? <Text mb="xs">{t('cashflow.calculation.exampleHint')}</Text> : null}
      <Text mb="xs">{t('cashflow.calculation.invalidText', { count: outcome.errors.length })}</Text>
      <List size="sm" spacing={4}>
        {outcome.errors.map((error) => {
          const { field } = error;
          const section = sectionOfPath(field);
          return (
            <List.Item key={field}>
              <Anchor component="button" type="button" size="sm" ta="left" onClick={() => focusField(field)}>
                {t('cashflow.calculation.errorEntry', {
                  section: section === null ? '' : t(`cashflow.sections.${section}`),
                  label: pathLabel(field),
                  message: errorText(error),
                })}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
});
