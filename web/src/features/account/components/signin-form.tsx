import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/next-path';
import { PasswordField } from '../../../components/password-field';
import { emailValidator } from '../../../lib/email-rule';
import { useLazyForm } from '../../../lib/lazy-form';
import { notify } from '../../../lib/notifications';
import { useSessionStore } from '../../../lib/session-store';
import { useSignIn } from '../api/sign-in';
import { signinFailureKey } from '../signin-outcome';

type SigninValues = { email: string; password: string };

/** E-mail and password; Enter submits. Success signs in and returns to `next` (docs/spec/product-spec.md sections 2, 5, 8). */
export function SigninForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const form = useLazyForm<SigninValues>({
    name: 'signin',
    initialValues: { email: '', password: '' },
    validate: {
      email: emailValidator(t),
      password: (value) => (value === '' ? t('validation.passwordRequired') : null),
    },
  });

  const handleSubmit = async ({ email, password }: SigninValues) => {
    try {
      const me = await signIn.mutateAsync({ email: email.trim(), password });
      useSessionStore.getState().signedIn(me);
    } catch (error) {
      useSessionStore.getState().signedOut();
      notify('error', t(signinFailureKey(error)));
      return;
    }
    notify('success', t('pages.signin.outcome.success'));
    await navigate(safeNextPath(searchParams.get('next')));
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required

          {...form.getInputProps('email')}
        />
        <PasswordField label={t('fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        <Button type="submit" loading={form.submitting || signIn.isPending} fullWidth>
          {t('pages.signin.submit')}
        </Button>
      </Stack>
    </form>
  );
}
