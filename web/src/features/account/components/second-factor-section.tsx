import type { PublicUser, SecondFactorSetup } from '@keelson/core';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { checkSession } from '../../../lib/session';
import { useSessionStore } from '../../../lib/session-store';
import { useDisableSecondFactor } from '../api/disable-second-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useSetupSecondFactor } from '../api/setup-second-factor';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorSetupPanel } from './second-factor-setup';
import { SettingsSection } from './settings-section';

/** The setup panel keeps the password given for it: turning the factor on asks for it again, as the server does. */
type Panel = { kind: 'status' } | { kind: 'setup'; setup: SecondFactorSetup; password: string } | { kind: 'codes'; codes: string[] };

type SecondFactorSectionProps = {
  me: PublicUser;
  /** The server requires this administrator to set up a second factor before the admin area opens. */
  required: boolean;
  /** The user was sent here to set it up: the section takes the focus. */
  sentHere: boolean;
};

/**
 * Two-factor authentication: set up with the password again and an authenticator app (QR code or key, then a first
 * code), the recovery codes shown once; when on, new recovery codes or turning it off, each with the password again.
 */
export function SecondFactorSection({ me, required, sentHere }: SecondFactorSectionProps) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>({ kind: 'status' });
  const [asking, setAsking] = useState<'setup' | 'renew' | 'disable' | null>(null);
  const setupSecondFactor = useSetupSecondFactor();
  const renewRecoveryCodes = useRenewRecoveryCodes();
  const disableSecondFactor = useDisableSecondFactor();

  // Shown at once; the server's word follows, with whether the admin area still waits for a second factor.
  const secondFactorChanged = (secondFactor: boolean) => {
    useSessionStore.getState().userChanged({ ...me, secondFactor });
    void checkSession();
  };

  return (
    <SettingsSection title={t('pages.userSettings.secondFactor.title')} highlighted={required} focusOnMount={sentHere}>
      <Stack align="stretch">
        {required ? (
          <Alert color="yellow" variant="light">
            {t('pages.userSettings.secondFactor.requiredText')}
          </Alert>
        ) : null}
        {panel.kind === 'setup' ? (
          <SecondFactorSetupPanel
            setup={panel.setup}
            password={panel.password}
            onConfirmed={(codes) => {
              setPanel({ kind: 'codes', codes });
              notify('success', t('pages.userSettings.secondFactor.turnedOn'));
              secondFactorChanged(true);
            }}
            onCancel={() => setPanel({ kind: 'status' })}
          />
        ) : panel.kind === 'codes' ? (
          <RecoveryCodesPanel codes={panel.codes} onDone={() => setPanel({ kind: 'status' })} />
        ) : me.secondFactor ? (
          <>
            <Group gap="sm">
              <Badge color="teal.9" variant="filled">
                {t('pages.userSettings.secondFactor.on')}
              </Badge>
              <Text>{t('pages.userSettings.secondFactor.onText')}</Text>
            </Group>
            <Group>
              <Button variant="default" onClick={() => setAsking('renew')}>
                {t('pages.userSettings.secondFactor.newRecoveryCodes')}
              </Button>
              <Button color="red" variant="light" onClick={() => setAsking('disable')}>
                {t('pages.userSettings.secondFactor.turnOff')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Group gap="sm">
              <Badge color="gray" variant="light" c="gray.9">
                {t('pages.userSettings.secondFactor.off')}
              </Badge>
              <Text>{t('pages.userSettings.secondFactor.offText')}</Text>
            </Group>
            <Group>
              <Button onClick={() => setAsking('setup')}>{t('pages.userSettings.secondFactor.setUp')}</Button>
            </Group>
          </>
        )}
      </Stack>
      <PasswordConfirmDialog
        opened={asking === 'setup'}
        title={t('pages.userSettings.secondFactor.setupPasswordTitle')}
        text={t('pages.userSettings.secondFactor.setupPasswordText')}
        confirm={t('pages.userSettings.secondFactor.setupContinue')}
        onConfirm={async (password) => {
          setPanel({ kind: 'setup', setup: await setupSecondFactor.mutateAsync({ password }), password });
        }}
        failed={t('pages.userSettings.secondFactor.setupFailed')}
        onClose={() => setAsking(null)}
      />
      <PasswordConfirmDialog
        opened={asking === 'renew'}
        title={t('pages.userSettings.secondFactor.renewTitle')}
        text={t('pages.userSettings.secondFactor.renewText')}
        confirm={t('pages.userSettings.secondFactor.renewConfirm')}
        onConfirm={async (password) => {
          const { recoveryCodes } = await renewRecoveryCodes.mutateAsync({ password });
          setPanel({ kind: 'codes', codes: recoveryCodes });
        }}
        failed={t('pages.userSettings.secondFactor.renewFailed')}
        onClose={() => setAsking(null)}
      />
      <PasswordConfirmDialog
        opened={asking === 'disable'}
        title={t('pages.userSettings.secondFactor.turnOffTitle')}
        text={t('pages.userSettings.secondFactor.turnOffText')}
        confirm={t('pages.userSettings.secondFactor.turnOff')}
        danger
        onConfirm={async (password) => {
          await disableSecondFactor.mutateAsync({ password });
          notify('success', t('pages.userSettings.secondFactor.turnedOff'));
          secondFactorChanged(false);
        }}
        failed={t('pages.userSettings.secondFactor.turnOffFailed')}
        onClose={() => setAsking(null)}
      />
    </SettingsSection>
  );
}
