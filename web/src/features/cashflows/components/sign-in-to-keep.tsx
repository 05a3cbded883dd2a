import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathWithNext, returnPlace } from '../../../lib/next-path';

type SignInToKeepProps = { action: 'save' | 'createLink'; onClose: () => void };

/**
 * What a visitor without an account sees in the actions bar after Save or Create read-only link: the spec's warning
 * (docs/spec/product-spec.md section 9) and the way on — sign in or create an account, each coming back to this page,
 * where the draft waits in the browser. It stays beside the buttons until closed, covering nothing.
 */
export function SignInToKeep({ action, onClose }: SignInToKeepProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const place = returnPlace(location);
  return (
    <Alert color="yellow" mt="sm" role="alert" withCloseButton closeButtonLabel={t('common.close')} onClose={onClose}>
      <Text size="sm" fw={600}>
        {t(action === 'save' ? 'cashflow.notifications.loginToSave' : 'cashflow.notifications.loginToCreateLink')}
      </Text>
      <Text size="sm" mb="xs">
        {t('cashflow.signInToKeep.text')}
      </Text>
      <Group gap="xs">
        <Button component={Link} to={pathWithNext('/app/signin', place)} size="xs">
          {t('nav.signin')}
        </Button>
        <Button component={Link} to={pathWithNext('/app/signup', place)} size="xs" variant="default">
          {t('nav.signup')}
        </Button>
      </Group>
    </Alert>
  );
}
