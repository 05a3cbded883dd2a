import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledModal } from '../../../components/titled-modal';

type ConfirmModalProps = { opened: boolean; title: string; text: string; confirm: string; danger?: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before an action that throws work away; Cancel has the focus, so Enter does no harm. */
export function ConfirmModal({ opened, title, text, confirm, danger = false, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <TitledModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color={danger ? 'red.9' : undefined}
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirm}
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
