import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emailValidator } from '../../../lib/email-rule';
import { accountErrorCodes, formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

type Values = { email: string };

/** Asks for the reset link; `onSent` gets the address, whether or not an account has it. */
export function RequestPasswordResetForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const form = useLazyForm<Values>({
    name: 'request-reset',
    initialValues: { email: '' },
    validate: {
      email: emailValidator(t),
    },
  });

  const handleSubmit = async (values: Values) => {
    const email = values.email.trim();
    try {
      await requestReset.mutateAsync({ email });
    } catch (error) {
      form.showErrors(
        formErrorsOf(error, {
          fields: ['email'],
          byCode: accountErrorCodes(t, { email: 'email' }),
          fallback: t('pages.requestPasswordReset.failed'),
        }),
      );
      return;
    }
    onSent(email);
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required maxLength={320} {...form.getInputProps('email')} />
        <Button type="submit" loading={form.submitting || requestReset.isPending}>
          {t('pages.requestPasswordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
