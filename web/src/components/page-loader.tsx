import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first navigation's data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader role="img" aria-label={t('app.loading')} />
    </Center>
  );
}
