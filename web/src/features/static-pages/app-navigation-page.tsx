import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useSessionStore } from '../../lib/session-store';

type Entry = { to: string; title: ParseKeys; text: ParseKeys };

/** `/app/appNavigation`: every place of the app this session may go, as cards. */
export function AppNavigationPage() {
  const { t } = useTranslation();
  const isSignedIn = useSessionStore((state) => state.isSignedIn);
  const views = useSessionStore((state) => state.views);
  const entries: Entry[] = [
    { to: '/app/cashflow', title: 'nav.cashflow', text: 'pages.appNavigation.cashflow' },
    { to: '/app/questionnaire', title: 'nav.questionnaire', text: 'pages.appNavigation.questionnaire' },
  ];
  if (isSignedIn) {
    entries.push({ to: '/app/user/assessments', title: 'nav.userArea', text: 'pages.appNavigation.userArea' });
    if (views.includes('adminArea')) entries.push({ to: '/app/admin/area', title: 'nav.adminArea', text: 'pages.appNavigation.adminArea' });
  } else {
    entries.push(
      { to: '/app/signin', title: 'nav.signin', text: 'pages.appNavigation.signin' },
      { to: '/app/signup', title: 'nav.signup', text: 'pages.appNavigation.signup' },
    );
  }
  return (
    <>
      <PageHeader title={t('pages.appNavigation.title')} lead={t('pages.appNavigation.lead')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {entries.map((entry) => (
          <Card key={entry.to} component={Link} to={entry.to} withBorder padding="lg" radius="md">
            <Title order={2} size="h4" mb="xs">
              {t(entry.title)}
            </Title>
            <Text c="dimmed">{t(entry.text)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
