import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyFailure } from '../lib/notifications';
import { TitledModal } from './titled-modal';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: string;
  /** The confirming button's text, e.g. "Delete assessment". */
  confirm: string;
  /** A red confirming button, for what cannot be undone. */
  danger?: boolean;
  /**
   * What confirming does. Work that returns a promise (a delete) keeps the dialog open, its button
   * busy, until it ends: success says `done` and closes, a failure says what went wrong (the server's
   * words or `failed`) and stays. Work without a promise closes the dialog at once.
   */
  onConfirm: () => Promise<unknown> | undefined;
  done?: string;
  failed?: string;
  onClose: () => void;
};

/** The app's one confirmation dialog: it asks before an action that throws work away; Cancel has the focus, so Enter does no harm. */
export function ConfirmDialog({ opened, title, text, confirm, danger = false, onConfirm, done, failed, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const handleConfirm = async () => {
    const work = onConfirm();
    if (!(work instanceof Promise)) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      await work;
    } catch (error) {
      notifyFailure(error, failed ?? t('common.actionFailed'));
      return;
    } finally {
      setBusy(false);
    }
    if (done !== undefined) notify('success', done);
    onClose();
  };

  return (
    <TitledModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={busy} onClick={() => void handleConfirm()}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
