import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An em dash for a value that core leaves null; screen readers hear why instead of "dash". */
export function NotDefined({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  const text = reason ?? t('cashflowResults.notDefined');
  return (
    <span title={text}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
