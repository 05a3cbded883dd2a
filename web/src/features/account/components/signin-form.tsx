import type { Me } from '@keelson/core';
import { Button, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/next-path';
import { PasswordField } from '../../../components/password-field';
import { emailValidator } from '../../../lib/email-rule';
import { useLazyForm } from '../../../lib/lazy-form';
import { notify } from '../../../lib/notifications';
import { useSessionStore } from '../../../lib/session-store';
import { useSignIn } from '../api/sign-in';
import { asksForSecondFactor, signinFailureKey } from '../signin-outcome';
import { SecondFactorStep } from './second-factor-step';

type SigninValues = { email: string; password: string };

/**
 * E-mail and password; Enter submits. Success signs in and returns to `next` (docs/spec/product-spec.md sections 2,
 * 5, 8). An account with a second factor answers the right password with a second step in the same card, which
 * sends e-mail and password again with the code; until then the password is kept only in this component's state.
 */
export function SigninForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [secondStep, setSecondStep] = useState<SigninValues | null>(null);
  const [email, setEmail] = useState('');

  const handleSignedIn = async (me: Me) => {
    useSessionStore.getState().signedIn(me);
    notify('success', t('pages.signin.outcome.success'));
    await navigate(safeNextPath(searchParams.get('next')));
  };

  return (
    <>
      {/* Tells a screen reader that the card now asks for the code; the code's input takes the focus. */}
      <VisuallyHidden role="status" aria-live="polite">
        {secondStep === null ? '' : t('pages.signin.secondFactor.announcement')}
      </VisuallyHidden>
      {secondStep === null ? (
        <PasswordStep
          initialEmail={email}
          onSignedIn={handleSignedIn}
          onSecondFactor={(credentials) => {
            setEmail(credentials.email);
            setSecondStep(credentials);
          }}
        />
      ) : (
        <SecondFactorStep credentials={secondStep} onSignedIn={handleSignedIn} onBack={() => setSecondStep(null)} />
      )}
    </>
  );
}

type PasswordStepProps = {
  initialEmail: string;
  onSignedIn: (me: Me) => Promise<void>;
  onSecondFactor: (credentials: SigninValues) => void;
};

/** The first step: e-mail and password, checked lazily, with the spec's outcomes. */
function PasswordStep({ initialEmail, onSignedIn, onSecondFactor }: PasswordStepProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const form = useLazyForm<SigninValues>({
    name: 'signin',
    initialValues: { email: initialEmail, password: '' },
    validate: {
      email: emailValidator(t),
      password: (value) => (value === '' ? t('validation.passwordRequired') : null),
    },
  });

  const handleSubmit = async ({ email, password }: SigninValues) => {
    const credentials = { email: email.trim(), password };
    let me: Me;
    try {
      me = await signIn.mutateAsync(credentials);
    } catch (error) {
      useSessionStore.getState().signedOut();
      if (asksForSecondFactor(error)) onSecondFactor(credentials);
      else notify('error', t(signinFailureKey(error)));
      return;
    }
    await onSignedIn(me);
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" autoComplete="username" required {...form.getInputProps('email')} />
        <PasswordField label={t('fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        <Button type="submit" loading={form.submitting || signIn.isPending} fullWidth>
          {t('pages.signin.submit')}
        </Button>
      </Stack>
    </form>
  );
}
