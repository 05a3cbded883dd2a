import { KeelsonError } from '@keelson/core';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { accountErrorCodes, formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';
import { notify } from '../../../lib/notifications';
import { newPasswordError, usePasswordPolicyPreload, newPasswordTexts } from '../../../lib/password-policy';
import { useConfirmPassword } from '../api/confirm-password';

type Values = { password: string };

/** The new password for the reset link `token`; success goes to sign-in, an unusable link to `onInvalidLink`. */
export function ResetPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmPassword = useConfirmPassword();
  usePasswordPolicyPreload();
  const form = useLazyForm<Values>({
    name: 'reset-password',
    initialValues: { password: '' },
    validateOnBlurBeforeSubmit: true,
    validate: {
      password: (value) => newPasswordError(value, [], newPasswordTexts(t)),
    },
  });

  const handleSubmit = async ({ password }: Values) => {
    try {
      await confirmPassword.mutateAsync({ token, password });
    } catch (error) {
      if (error instanceof KeelsonError && error.code === 1010) {
        onInvalidLink();
        return;
      }
      form.showErrors(
        formErrorsOf(error, {
          fields: ['password'],
          aliases: { newPassword: 'password' },
          byCode: accountErrorCodes(t, { password: 'password' }),
          fallback: t('pages.resetPassword.failed'),
        }),
      );
      return;
    }
    notify('success', t('pages.resetPassword.success'));
    await navigate('/app/signin');
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <PasswordField
          label={t('fields.newPassword')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          required

          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting || confirmPassword.isPending}>
          {t('pages.resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
