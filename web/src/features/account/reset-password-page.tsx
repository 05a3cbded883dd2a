import { Card } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { InvalidLinkAlert } from './components/invalid-link-alert';
import { ResetPasswordForm } from './components/reset-password-form';

/** `/app/reset-password?id=…` (route name account-reset-password); the router sends a visit without id to the not-found page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('id') ?? '';
  const [linkInvalid, setLinkInvalid] = useState(false);
  return (
    <Card withBorder padding="xl" radius="md" maw={800} mx="auto">
      <PageHeader title={t('pages.resetPassword.title')} lead={t('pages.resetPassword.lead')} />
      {linkInvalid ? (
        <InvalidLinkAlert
          title={t('pages.resetPassword.invalidTitle')}
          text={t('pages.resetPassword.invalidText')}
          action={t('pages.resetPassword.requestNew')}
          to="/app/request-password-reset"
        />
      ) : (
        <ResetPasswordForm token={token} onInvalidLink={() => setLinkInvalid(true)} />
      )}
    </Card>
  );
}
