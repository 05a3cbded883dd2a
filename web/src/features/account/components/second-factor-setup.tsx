import type { SecondFactorSetup } from '@keelson/core';
import { Button, Group, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notifications';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { codeToSend, groupedSecret } from '../second-factor-code';
import { CodeField } from './code-field';

type SecondFactorSetupProps = {
  setup: SecondFactorSetup;
  /** The password given to start the setup, which turning the factor on asks for again. */
  password: string;
  /** The factor is on; these are its recovery codes, to be shown once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
};

/** Setting up the second factor: the QR code and the key for the authenticator app, then a first code from it turns it on. */
export function SecondFactorSetupPanel({ setup, password, onConfirmed, onCancel }: SecondFactorSetupProps) {
  const { t } = useTranslation();
  const confirmSecondFactor = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The button that opened the panel is gone: the keyboard and a screen reader start at the panel's heading.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const refuse = (message: string) => {
    setError(message);
    setCode('');
    codeInput.current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = codeToSend('app', code);
    if (sent === null) {
      refuse(t('pages.signin.secondFactor.appCodeFormat'));
      return;
    }
    let recoveryCodes: string[];
    try {
      ({ recoveryCodes } = await confirmSecondFactor.mutateAsync({ code: sent, password }));
    } catch (failed) {
      const { fieldErrors, notices } = formErrorsOf(failed, {
        fields: ['code'],
        // The password was right when the setup began; changed since (in another session), the user is told so.
        byCode: { 1002: { message: t('validation.wrongOldPassword') }, 1011: { message: t('validation.tooManyAttempts') } },
        fallback: t('pages.userSettings.secondFactor.confirmFailed'),
      });
      if (fieldErrors.code !== undefined) refuse(fieldErrors.code);
      for (const notice of notices) notify('error', notice);
      return;
    }
    onConfirmed(recoveryCodes);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack>
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          {t('pages.userSettings.secondFactor.setupTitle')}
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>{t('pages.userSettings.secondFactor.stepScan')}</List.Item>
          <List.Item>{t('pages.userSettings.secondFactor.stepKey')}</List.Item>
          <List.Item>{t('pages.userSettings.secondFactor.stepCode')}</List.Item>
        </List>
        <Group align="flex-start" gap="xl">
          <Image src={setup.qrCode} alt={t('pages.userSettings.secondFactor.qrAlt')} w={200} h={200} fit="contain" bg="white" />
          <Stack gap="xs" flex={1} miw={240}>
            <TextInput
              label={t('pages.userSettings.secondFactor.keyLabel')}
              description={t('pages.userSettings.secondFactor.keyHint')}
              value={groupedSecret(setup.secret)}
              readOnly
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Text size="sm" c="dimmed">
              {t('pages.userSettings.secondFactor.keyDetails')}
            </Text>
          </Stack>
        </Group>
        <CodeField
          id="second-factor-code"
          kind="app"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          error={error}
          inputRef={codeInput}
        />
        <Group>
          <Button type="submit" loading={confirmSecondFactor.isPending}>
            {t('pages.userSettings.secondFactor.turnOn')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
