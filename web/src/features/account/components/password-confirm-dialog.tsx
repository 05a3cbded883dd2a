import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TitledModal } from '../../../components/titled-modal';
import { formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';

type PasswordConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: string;
  /** The confirming button's text, e.g. "Turn off". */
  confirm: string;
  /** A red confirming button, for what weakens the account. */
  danger?: boolean;
  /** The work, with the password; a wrong password is told beside the field and the dialog stays open. */
  onConfirm: (password: string) => Promise<void>;
  /** What any other failure says. */
  failed: string;
  onClose: () => void;
};

/**
 * The confirmation dialog of the settings' second factor and sessions: like components/confirm-dialog.tsx it asks
 * before an action and Cancel comes first, but it also asks for the password again, as the server does, and shows a
 * wrong one beside the field (the shared dialog has no field). The password field takes the focus; Enter there confirms.
 */
export function PasswordConfirmDialog({ opened, onClose, title, ...props }: PasswordConfirmDialogProps) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={title}>
      {/* Mounted while open only, so that the password is gone once the dialog closes. */}
      {opened ? <PasswordConfirmForm onClose={onClose} {...props} /> : null}
    </TitledModal>
  );
}

function PasswordConfirmForm({ text, confirm, danger = false, onConfirm, failed, onClose }: Omit<PasswordConfirmDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const form = useLazyForm<{ password: string }>({
    name: 'confirm-password',
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? t('validation.passwordRequired') : null) },
  });

  const handleSubmit = async ({ password }: { password: string }) => {
    try {
      await onConfirm(password);
    } catch (error) {
      form.showErrors(
        formErrorsOf(error, {
          fields: ['password'],
          byCode: { 1002: { field: 'password', message: t('validation.wrongOldPassword') }, 1011: { message: t('validation.tooManyAttempts') } },
          fallback: failed,
        }),
      );
      return;
    }
    onClose();
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <Text>{text}</Text>
        <PasswordField label={t('fields.currentPassword')} autoComplete="current-password" required data-autofocus {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={danger ? 'red.9' : undefined} loading={form.submitting}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
