import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { ResendConfirmationButton } from './resend-confirmation';

/** Shown instead of the sign-up form once the account exists: where the confirmation link went, and the way to have it sent again. */
export function SignupSent({ email, signinPath }: { email: string; signinPath: string }) {
  const { t } = useTranslation();
  return (
    <StatusAlert tone="success" title={t('pages.signup.sentTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('pages.signup.sentText', { email })}</Text>
        <Text size="sm" c="dimmed">
          {t('pages.signup.sentHint')}
        </Text>
        <ResendConfirmationButton email={email} />
        <Button component={Link} to={signinPath} variant="light">
          {t('pages.signup.toSignin')}
        </Button>
      </Stack>
    </StatusAlert>
  );
}
