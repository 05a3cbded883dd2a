import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { useSessionStore } from '../../../lib/session-store';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { SettingsSection } from './settings-section';

/** Ends every session of the account, this one included, and goes to the start page. */
export function SessionsSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOutEverywhere = useSignOutEverywhere();

  const handleClick = async () => {
    try {
      await signOutEverywhere.mutateAsync();
    } catch {
      notify('error', t('pages.userSettings.signOutEverywhereFailed'));
      return;
    }
    useSessionStore.getState().signedOut();
    notify('success', t('pages.userSettings.signedOutEverywhere'));
    await navigate('/');
  };

  return (
    <SettingsSection title={t('pages.userSettings.sessionsTitle')}>
      <Stack align="flex-start">
        <Text>{t('pages.userSettings.sessionsText')}</Text>
        <Group>
          <Button color="red" variant="light" loading={signOutEverywhere.isPending} onClick={() => void handleClick()}>
            {t('pages.userSettings.signOutEverywhere')}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
