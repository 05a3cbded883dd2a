import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';

/** The page for any address the app does not know (route name error-not-found). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.notFound.title')} lead={t('pages.notFound.lead')} />
      <Group>
        <Button component={Link} to="/">
          {t('pages.notFound.home')}
        </Button>
        <Button component={Link} to="/app/appNavigation" variant="default">
          {t('pages.notFound.overview')}
        </Button>
      </Group>
    </>
  );
}
