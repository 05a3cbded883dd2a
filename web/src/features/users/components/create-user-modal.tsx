import { Button, Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TitledModal } from '../../../components/titled-modal';
import { emailValidator } from '../../../lib/email-rule';
import { accountErrorCodes, formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';
import { notify } from '../../../lib/notifications';
import { newPasswordError, usePasswordPolicyPreload, newPasswordTexts } from '../../../lib/password-policy';
import { useCreateUser } from '../api/create-user';
import { createUserRequest, newUserValues, type CreateUserValues } from '../user-form-values';
import { RolesField } from './roles-field';
import { UserProfileFields } from './user-profile-fields';

const fields = ['email', 'password', 'firstName', 'lastName', 'company', 'phone', 'roles', 'verified'] as const;

/** The dialog that creates an account; its form starts empty every time it opens. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TitledModal opened={opened} onClose={onClose} title={t('pages.adminUsers.createTitle')}>
      {opened ? <CreateUserForm onDone={onClose} /> : null}
    </TitledModal>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  usePasswordPolicyPreload();
  const form = useLazyForm<CreateUserValues>({
    name: 'create-user',
    initialValues: newUserValues,
    validateOnBlurBeforeSubmit: true,
    validate: {
      email: emailValidator(t),
      // Empty is allowed: the server then e-mails an invitation to choose a password.
      password: (value, values) =>
        value === '' ? null : newPasswordError(value, [values.email, values.firstName, values.lastName, values.company], newPasswordTexts(t)),
    },
  });

  const handleSubmit = async (values: CreateUserValues) => {
    const request = createUserRequest(values);
    try {
      await createUser.mutateAsync(request);
    } catch (error) {
      form.showErrors(
        formErrorsOf(error, {
          fields,
          byCode: accountErrorCodes(t, { email: 'email', password: 'password' }),
          fallback: t('pages.adminUsers.createFailed'),
        }),
      );
      return;
    }
    notify('success', t('pages.adminUsers.created', { email: request.email }));
    onDone();
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <UserProfileFields inputProps={form.getInputProps} />
        <PasswordField
          label={t('fields.password')}
          description={t('pages.adminUsers.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <RolesField value={form.values.roles} onChange={(roles) => form.setFieldValue('roles', roles)} error={form.errors.roles} />
        <Switch label={t('fields.verified')} {...form.getInputProps('verified', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting || createUser.isPending}>
            {t('pages.adminUsers.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
