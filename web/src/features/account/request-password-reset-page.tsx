import { Anchor, Card, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { StatusAlert } from '../../components/status-alert';
import { RequestPasswordResetForm } from './components/request-password-reset-form';

/**
 * `/app/request-password-reset` (route name account-request-password-reset). The answer is the same
 * for every address, so that the page never tells whether an account exists.
 */
export function RequestPasswordResetPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Card withBorder padding="xl" radius="md" maw={800} mx="auto">
      <PageHeader title={t('pages.requestPasswordReset.title')} lead={t('pages.requestPasswordReset.lead')} />
      {sentTo === null ? (
        <RequestPasswordResetForm onSent={setSentTo} />
      ) : (
        <StatusAlert tone="success" title={t('pages.requestPasswordReset.sentTitle')}>
          <Text>{t('pages.requestPasswordReset.sentText', { email: sentTo })}</Text>
        </StatusAlert>
      )}
      <Anchor component={Link} to="/app/signin" display="block" mt="lg">
        {t('pages.requestPasswordReset.toSignin')}
      </Anchor>
    </Card>
  );
}
