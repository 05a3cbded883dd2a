import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './loading-placeholder.module.css';

/**
 * What stands where a part of the page still loads its code (the workbench, the charts, the analyses): a frame of that
 * part's height with a loader, so that nothing below it moves when the part arrives.
 */
export function LoadingPlaceholder({ part }: { part: 'workbench' | 'charts' | 'analysis' }) {
  const { t } = useTranslation();
  return (
    <Center className={classes[part]} role="status">
      <Loader size="sm" role="img" aria-label={t('app.loading')} />
    </Center>
  );
}
