import { Button, Checkbox, Fieldset, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { ProfileFields } from '../../../components/profile-fields';
import { emailValidator } from '../../../lib/email-rule';
import { accountErrorCodes, formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';
import { newPasswordError, usePasswordPolicyPreload, newPasswordTexts } from '../../../lib/password-policy';
import { useSignUp } from '../api/sign-up';
import { signupPrefill, type SignupValues } from '../signup-prefill';

const fields = ['email', 'password', 'firstName', 'lastName', 'company', 'phone', 'whitepaper'] as const;

/** The sign-up form, prefilled from the address (docs/spec/product-spec.md section 2); calls `onSignedUp` with the address the link went to. */
export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  usePasswordPolicyPreload();
  const form = useLazyForm<SignupValues>({
    name: 'signup',
    initialValues: signupPrefill(searchParams),
    validateOnBlurBeforeSubmit: true,
    validate: {
      email: emailValidator(t),
      password: (value, values) => newPasswordError(value, [values.email, values.firstName, values.lastName, values.company], newPasswordTexts(t)),
    },
  });

  const handleSubmit = async (values: SignupValues) => {
    const email = values.email.trim();
    try {
      await signUp.mutateAsync({
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        company: values.company.trim(),
        phone: values.phone.trim(),
        whitepaper: values.whitepaper,
      });
    } catch (error) {
      form.showErrors(
        formErrorsOf(error, {
          fields,
          byCode: accountErrorCodes(t, { email: 'email', password: 'password' }),
          fallback: t('pages.signup.failed'),
        }),
      );
      return;
    }
    onSignedUp(email);
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required maxLength={320} {...form.getInputProps('email')} />
        <PasswordField
          label={t('fields.password')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          required

          {...form.getInputProps('password')}
        />
        <Fieldset legend={t('pages.signup.profileLegend')} variant="unstyled">
          <Stack>
            <ProfileFields inputProps={form.getInputProps} own />
            <Checkbox label={t('fields.whitepaper')} {...form.getInputProps('whitepaper', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>
        <Button type="submit" loading={form.submitting || signUp.isPending}>
          {t('pages.signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
