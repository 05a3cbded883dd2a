import { Anchor, Card, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { pathWithNext } from '../../lib/next-path';
import { ResendConfirmationForm } from './components/resend-confirmation';
import { SigninForm } from './components/signin-form';

/**
 * `/app/signin` (route name account-signin): the sign-in card, at most 800px wide (docs/spec/product-spec.md section 2);
 * the way to sign up keeps `next`, and a sign-up whose confirmation mail went missing can have it sent again.
 */
export function SigninPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Card withBorder padding="xl" radius="md" maw={800} mx="auto">
      <PageHeader title={t('pages.signin.title')} lead={t('pages.signin.lead')} />
      <SigninForm />
      <Group justify="space-between" mt="lg">
        <Anchor component={Link} to="/app/request-password-reset">
          {t('pages.signin.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to={pathWithNext('/app/signup', searchParams.get('next') ?? '/')}>
          {t('pages.signin.noAccount')}
        </Anchor>
      </Group>
      <ResendConfirmationForm />
    </Card>
  );
}
