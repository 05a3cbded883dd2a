import { Anchor, Card } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { pathWithNext } from '../../lib/next-path';
import { SignupForm } from './components/signup-form';
import { SignupSent } from './components/signup-sent';

/**
 * `/app/signup` (route name account-signup): the form, then the confirmation that a link is on its way (sent again on
 * request); the ways to sign in keep `next`.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const signinPath = pathWithNext('/app/signin', searchParams.get('next') ?? '/');
  return (
    <Card withBorder padding="xl" radius="md" maw={800} mx="auto">
      <PageHeader title={t('pages.signup.title')} lead={t('pages.signup.lead')} />
      {sentTo === null ? (
        <>
          <SignupForm onSignedUp={setSentTo} />
          <Anchor component={Link} to={signinPath} display="block" mt="lg">
            {t('pages.signup.haveAccount')}
          </Anchor>
        </>
      ) : (
        <SignupSent email={sentTo} signinPath={signinPath} />
      )}
    </Card>
  );
}
