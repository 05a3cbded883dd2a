import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What stands where a part of the page still loads its code (charts, the analyses): a frame of that part's height
 * with a loader, so that nothing below it moves when the part arrives.
 */
export function LoadingPlaceholder({ height }: { height: number | string }) {
  const { t } = useTranslation();
  return (
    <Center h={height} role="status">
      <Loader size="sm" aria-label={t('app.loading')} />
    </Center>
  );
}
