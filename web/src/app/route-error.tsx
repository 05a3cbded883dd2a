import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageHeader } from '../components/page-header';
import { NotFoundPage } from '../features/static-pages/not-found-page';

/** What a route shows when its loader or page fails: the not-found page for a 404, else an apology. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <>
      <PageHeader title={t('errors.unexpectedTitle')} lead={t('errors.unexpectedText')} />
      <Group>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button component={Link} to="/" variant="default">
          {t('pages.notFound.home')}
        </Button>
      </Group>
    </>
  );
}
