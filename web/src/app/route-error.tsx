import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageHeader } from '../components/page-header';
import { NotFoundPage } from '../features/static-pages/not-found-page';
import { useShownPageTitle } from './route-handle';

/**
 * What a route shows when its loader or page fails: the not-found page for a 404, else an apology. Either way the
 * document is titled as what is shown, not as the route that failed.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useShownPageTitle(notFound ? 'pages.notFound.title' : 'errors.unexpectedTitle');
  if (notFound) return <NotFoundPage />;
  console.error(error);
  return <UnexpectedError />;
}

function UnexpectedError() {
  const { t } = useTranslation();
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
