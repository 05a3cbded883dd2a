import type { Me } from '@keelson/core';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-error-text';
import { notify } from '../../../lib/notifications';
import { useSessionStore } from '../../../lib/session-store';
import { useSignIn } from '../api/sign-in';
import { codeToSend, type CodeKind } from '../second-factor-code';
import { secondStepFailure } from '../signin-outcome';
import { CodeField } from './code-field';

type SecondFactorStepProps = {
  /** What the first step took: sent again with the code. The password lives only in the form's state. */
  credentials: { email: string; password: string };
  onSignedIn: (me: Me) => Promise<void>;
  /** Back to e-mail and password. */
  onBack: () => void;
};

/**
 * The second step of a sign-in to an account with a second factor: the code of the authenticator app, or a recovery
 * code instead. A wrong code is told beside the field; the other outcomes are the spec's (docs/spec/product-spec.md
 * section 8).
 */
export function SecondFactorStep({ credentials, onSignedIn, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const switchKind = () => {
    setKind((current) => (current === 'app' ? 'recovery' : 'app'));
    setCode('');
    setError(null);
  };

  const refuse = (message: string) => {
    setError(message);
    setCode('');
    codeInput.current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = codeToSend(kind, code);
    if (otp === null) {
      refuse(t(kind === 'app' ? 'pages.signin.secondFactor.appCodeFormat' : 'pages.signin.secondFactor.recoveryCodeFormat'));
      return;
    }
    let me: Me;
    try {
      me = await signIn.mutateAsync({ ...credentials, otp });
    } catch (failed) {
      useSessionStore.getState().signedOut();
      const failure = secondStepFailure(failed);
      if (failure.kind === 'code') {
        refuse(fieldErrorText(failure.error));
        return;
      }
      notify('error', t(failure.key));
      if (failure.back) onBack();
      return;
    }
    await onSignedIn(me);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack>
        <Text>{t(kind === 'app' ? 'pages.signin.secondFactor.appInstructions' : 'pages.signin.secondFactor.recoveryInstructions')}</Text>
        {/* Keyed by the kind, so that switching mounts the other input with the focus. */}
        <CodeField
          key={kind}
          id="signin-otp"
          kind={kind}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          error={error}
          inputRef={codeInput}
          autoFocus
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('pages.signin.secondFactor.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={switchKind}>
            {t(kind === 'app' ? 'pages.signin.secondFactor.useRecoveryCode' : 'pages.signin.secondFactor.useAppCode')}
          </Anchor>
          <Anchor component="button" type="button" onClick={onBack}>
            {t('pages.signin.secondFactor.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
