import { Button, type ButtonProps } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { useSessionStore } from '../../../lib/session-store';
import { useRefusedFields, withRefusals } from '../model/refused-fields';
import { timedCalculate } from '../model/timed-calculate';
import type { MemoCashflow } from './memo-model';
import { PrintPreview } from './print-preview';

type PrintSummaryButtonProps = {
  cashflow: MemoCashflow;
  /** Whether typed text the form refuses counts (the draft being edited): then there is nothing to print until it is corrected. */
  withRefusedFields?: boolean;
  variant?: ButtonProps['variant'];
};

/** The signed-in user's own name, or nothing: never anyone else's, so a shared cashflow never shows its owner. */
function useOwnName(): string {
  const me = useSessionStore((state) => state.me);
  return me === null ? '' : `${me.firstName} ${me.lastName}`.trim();
}

/**
 * "Print summary": opens the print preview of the credit memo. core calculates the cashflow when the preview opens;
 * "Prepared by" starts as the signed-in user's name and keeps what was typed while the page is open.
 */
export function PrintSummaryButton({ cashflow, withRefusedFields = false, variant = 'default' }: PrintSummaryButtonProps) {
  const { t, i18n } = useTranslation();
  const ownName = useOwnName();
  const [opened, setOpened] = useState(false);
  const [preparedBy, setPreparedBy] = useState<string | null>(null);
  const outcome = useMemo(() => {
    if (!opened) return null;
    const calculated = timedCalculate(cashflow);
    return withRefusedFields ? withRefusals(calculated, useRefusedFields.getState().entries, t, i18n.language) : calculated;
  }, [opened, cashflow, withRefusedFields, t, i18n.language]);

  return (
    <>
      <Button variant={variant} onClick={() => setOpened(true)}>
        {t('memo.printSummary')}
      </Button>
      <PrintPreview
        opened={opened}
        onClose={() => setOpened(false)}
        cashflow={cashflow}
        outcome={outcome}
        preparedBy={preparedBy ?? ownName}
        onPreparedByChange={setPreparedBy}
      />
    </>
  );
}

/** "Print summary" for the cashflow being edited: the memo of the draft as the page calculates it. */
export function PrintDraftSummaryButton() {
  const draft = useCashflowDraftStore((state) => state.draft);
  return <PrintSummaryButton cashflow={draft} withRefusedFields />;
}
