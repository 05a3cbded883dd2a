import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailValidator } from '../../../lib/email-rule';
import { accountErrorCodes, formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';
import { notifyFailure } from '../../../lib/notifications';
import { useResendConfirmation } from '../api/resend-confirmation';

/** What is said once a resend was asked for: the same whether or not the address waits for confirmation. */
function ResentNote({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Text role="status" size="sm">
      {t('pages.signup.resend.sent', { email })}
    </Text>
  );
}

/** On the sign-up page once a link went out: the same link again, to the address just signed up with. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const [sent, setSent] = useState(false);
  const handleClick = async () => {
    try {
      await resend.mutateAsync({ email });
    } catch (error) {
      notifyFailure(error, t('pages.signup.resend.failed'));
      return;
    }
    setSent(true);
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" loading={resend.isPending} onClick={() => void handleClick()}>
        {t('pages.signup.resend.again')}
      </Button>
      {sent ? <ResentNote email={email} /> : null}
    </Stack>
  );
}

type Values = { email: string };

/**
 * On the sign-in page: "No confirmation e-mail?" opens a field for the address and sends the link again. The form is
 * there only while opened, so that the sign-in form's own e-mail field stays the page's only one until then.
 */
export function ResendConfirmationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resend = useResendConfirmation();
  const form = useLazyForm<Values>({ name: 'resend-confirmation', initialValues: { email: initialEmail }, validate: { email: emailValidator(t) } });

  const handleSubmit = async (values: Values) => {
    const email = values.email.trim();
    try {
      await resend.mutateAsync({ email });
    } catch (error) {
      form.showErrors(formErrorsOf(error, { fields: ['email'], byCode: accountErrorCodes(t, { email: 'email' }), fallback: t('pages.signup.resend.failed') }));
      return;
    }
    setSentTo(email);
  };

  return (
    <Stack gap="xs" mt="md">
      <Anchor
        component="button"
        type="button"
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={opened ? 'resend-confirmation' : undefined}
      >
        {t('pages.signup.resend.open')}
      </Anchor>
      {opened ? (
        <form id="resend-confirmation" onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label={t('pages.signup.resend.formLabel')}>
          <Stack gap="sm">
            <Text size="sm">{t('pages.signup.resend.lead')}</Text>
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required maxLength={320} {...form.getInputProps('email')} />
            <Button type="submit" variant="default" loading={form.submitting || resend.isPending}>
              {t('pages.signup.resend.submit')}
            </Button>
            {sentTo === null ? null : <ResentNote email={sentTo} />}
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
