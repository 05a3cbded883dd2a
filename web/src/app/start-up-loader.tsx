import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What shows while the first page's script, texts and data load (the router's HydrateFallback): the app's name, as
 * index.html paints it before any script has run, and the loader below it.
 */
export function StartUpLoader() {
  const { t } = useTranslation();
  return (
    <div className="start-up" role="status" aria-live="polite">
      <p className="start-up-name">{t('app.name')}</p>
      <Loader role="img" aria-label={t('app.loading')} />
    </div>
  );
}
