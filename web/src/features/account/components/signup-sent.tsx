import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';

/** Shown instead of the sign-up form once the account exists: where the confirmation link went. */
export function SignupSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <StatusAlert tone="success" title={t('pages.signup.sentTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('pages.signup.sentText', { email })}</Text>
        <Text size="sm" c="dimmed">
          {t('pages.signup.sentHint')}
        </Text>
        <Button component={Link} to="/app/signin" variant="light">
          {t('pages.signup.toSignin')}
        </Button>
      </Stack>
    </StatusAlert>
  );
}
