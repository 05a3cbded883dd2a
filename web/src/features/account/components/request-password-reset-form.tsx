import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '../../../lib/email-rule';
import { formErrorsOf } from '../../../lib/form-errors';
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
      email: (value) => {
        const problem = emailProblem(value);
        return problem === null ? null : t(problem);
      },
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
          byCode: {
            1007: { field: 'email', message: t('validation.emailInvalid') },
            1011: { message: t('validation.tooManyAttempts') },
          },
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
