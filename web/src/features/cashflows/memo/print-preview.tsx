import { Alert, Box, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { todayText } from '../../../lib/cashflow-draft';
import { useShipTypes } from '../api/get-ship-types';
import type { LiveOutcome } from '../model/timed-calculate';
import { CreditMemo } from './credit-memo';
import type { MemoCashflow } from './memo-model';

type PrintPreviewProps = {
  opened: boolean;
  onClose: () => void;
  /** The preview has closed (its closing transition ended). */
  onClosed?: () => void;
  cashflow: MemoCashflow;
  /** core's outcome for the cashflow; the memo needs results. */
  outcome: LiveOutcome | null;
  preparedBy: string;
  onPreparedByChange: (preparedBy: string) => void;
};

/** Marks the document while the preview is open: the print stylesheet then prints the memo alone (credit-memo.css). */
const printingClass = 'keelson-memo-printing';

/**
 * The print preview of the credit memo: a full-screen dialog with the A4 sheet as it will print, the "Prepared by"
 * text, and a button that opens the browser's print dialog (where "Save as PDF" is one of the printers).
 */
export function PrintPreview({ opened, onClose, onClosed, cashflow, outcome, preparedBy, onPreparedByChange }: PrintPreviewProps) {
  const { t } = useTranslation();
  const shipTypeName = useShipTypes().data?.find((shipType) => shipType.code === cashflow.shipType)?.name ?? null;

  useEffect(() => {
    if (!opened) return undefined;
    document.documentElement.classList.add(printingClass);
    return () => document.documentElement.classList.remove(printingClass);
  }, [opened]);

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      {...(onClosed === undefined ? {} : { onExitTransitionEnd: onClosed })}
      fullScreen
      // A node of its own, so that printing can hide every other one (notifications share Mantine's common node).
      portalProps={{ reuseTargetNode: false, className: 'keelson-memo-portal' }}
      classNames={{ inner: 'keelson-memo-inner', content: 'keelson-memo-content', body: 'keelson-memo-body' }}
    >
      <Modal.Overlay className="keelson-memo-chrome" />
      <Modal.Content bg="gray.2">
        <Modal.Header role="none" className="keelson-memo-chrome">
          <Modal.Title fw={700} fz="lg">
            {t('memo.preview.title')}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>
          <Group className="keelson-memo-chrome" justify="space-between" align="flex-end" gap="md" mb="md" maw="210mm" mx="auto">
            <Text size="sm" maw={420}>
              {t('memo.preview.lead')}
            </Text>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('memo.preview.preparedBy')}
                description={t('memo.preview.preparedByHint')}
                value={preparedBy}
                onChange={(event) => onPreparedByChange(event.currentTarget.value)}
                maxLength={100}
                w={260}
              />
              <Button onClick={() => window.print()} disabled={outcome?.status !== 'ok'}>
                {t('memo.preview.print')}
              </Button>
            </Group>
          </Group>
          {outcome?.status === 'ok' ? (
            <Box className="keelson-memo-frame">
              <CreditMemo cashflow={cashflow} results={outcome.results} shipTypeName={shipTypeName} preparedBy={preparedBy} preparedOn={todayText()} />
            </Box>
          ) : (
            <Alert color="yellow" title={t('memo.preview.incompleteTitle')} maw="210mm" mx="auto">
              {t('memo.preview.incompleteText')}
            </Alert>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
