import { KeelsonError } from '@keelson/core';
import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { StatusAlert } from '../../components/status-alert';
import { useVerifyEmail } from './api/verify-email';
import { InvalidLinkAlert } from './components/invalid-link-alert';

/** `/app/confirm-email?id=…` (route name account-confirm-email); the router sends a visit without id to the not-found page. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl" radius="md" maw={800} mx="auto">
      <PageHeader title={t('pages.confirmEmail.title')} lead={t('pages.confirmEmail.lead')} />
      <ConfirmEmailStatus />
    </Card>
  );
}

/** Sends the token once and says how it went. */
function ConfirmEmailStatus() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const verification = useVerifyEmail(searchParams.get('id') ?? '');

  if (verification.isPending) {
    return (
      <Group role="status" aria-live="polite">
        <Loader size="sm" role="img" aria-label={t('pages.confirmEmail.checking')} />
        <Text>{t('pages.confirmEmail.checking')}</Text>
      </Group>
    );
  }
  if (verification.isSuccess) {
    return (
      <StatusAlert tone="success" title={t('pages.confirmEmail.successTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text>{t('pages.confirmEmail.successText')}</Text>
          <Button component={Link} to="/app/signin" variant="light">
            {t('pages.confirmEmail.toSignin')}
          </Button>
        </Stack>
      </StatusAlert>
    );
  }
  if (verification.error instanceof KeelsonError && verification.error.code === 1010) {
    return (
      <InvalidLinkAlert
        title={t('pages.confirmEmail.invalidTitle')}
        text={t('pages.confirmEmail.invalidText')}
        action={t('pages.confirmEmail.toSignin')}
        to="/app/signin"
      />
    );
  }
  return (
    <StatusAlert tone="error" title={t('pages.confirmEmail.failedTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('pages.confirmEmail.failedText')}</Text>
        <Button variant="light" loading={verification.isFetching} onClick={() => void verification.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </StatusAlert>
  );
}
