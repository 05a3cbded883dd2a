import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { useSessionStore } from '../../../lib/session-store';
import { useRefusedFields, withRefusals } from '../model/refused-fields';
import { timedCalculate } from '../model/timed-calculate';
import type { MemoCashflow } from './memo-model';

// The preview, the memo and its charts load with the first "Print summary" (or as the pointer or keyboard reaches it).
const loadPreview = () => import('./print-preview');
const PrintPreview = lazy(async () => ({ default: (await loadPreview()).PrintPreview }));

/** The signed-in user's own name, or nothing: never anyone else's, so a shared cashflow never shows its owner. */
function useOwnName(): string {
  const me = useSessionStore((state) => state.me);
  return me === null ? '' : `${me.firstName} ${me.lastName}`.trim();
}

type PreviewState = { opened: boolean; onClose: () => void; onClosed: () => void; preparedBy: string; onPreparedByChange: (preparedBy: string) => void };

/** The preview of a cashflow; core calculates it while the preview is open. */
function MemoPreview({ cashflow, withRefusedFields, ...state }: PreviewState & { cashflow: MemoCashflow; withRefusedFields: boolean }) {
  const { t, i18n } = useTranslation();
  const { opened } = state;
  const outcome = useMemo(() => {
    if (!opened) return null;
    const calculated = timedCalculate(cashflow);
    return withRefusedFields ? withRefusals(calculated, useRefusedFields.getState().entries, t, i18n.language) : calculated;
  }, [opened, cashflow, withRefusedFields, t, i18n.language]);
  return (
    <Suspense fallback={null}>
      <PrintPreview {...state} cashflow={cashflow} outcome={outcome} />
    </Suspense>
  );
}

/** The preview of the draft being edited, with its refused text: there is nothing to print until that is corrected. */
function DraftMemoPreview(state: PreviewState) {
  const draft = useCashflowDraftStore((store) => store.draft);
  return <MemoPreview {...state} cashflow={draft} withRefusedFields />;
}

/**
 * "Print summary": opens the print preview of the credit memo. The preview is there only from the click until it has
 * closed, so that the page does not draw it (nor read the draft for it) while it is not shown. "Prepared by" starts
 * as the signed-in user's name and keeps what was typed while the page is open.
 */
function PrintSummary({ variant, preview }: { variant: ButtonProps['variant']; preview: (state: PreviewState) => ReactNode }) {
  const { t } = useTranslation();
  const ownName = useOwnName();
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState(false);
  const [preparedBy, setPreparedBy] = useState<string | null>(null);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          setShown(true);
          setOpened(true);
        }}
        onPointerEnter={() => void loadPreview()}
        onFocus={() => void loadPreview()}
      >
        {t('memo.printSummary')}
      </Button>
      {shown
        ? preview({
            opened,
            onClose: () => setOpened(false),
            onClosed: () => setShown(false),
            preparedBy: preparedBy ?? ownName,
            onPreparedByChange: setPreparedBy,
          })
        : null}
    </>
  );
}

/** "Print summary" for a cashflow as it is (a shared one). */
export function PrintSummaryButton({ cashflow, variant = 'default' }: { cashflow: MemoCashflow; variant?: ButtonProps['variant'] }) {
  return <PrintSummary variant={variant} preview={(state) => <MemoPreview {...state} cashflow={cashflow} withRefusedFields={false} />} />;
}

/** "Print summary" for the cashflow being edited: the memo of the draft as the page calculates it. */
export function PrintDraftSummaryButton({ variant = 'default' }: { variant?: ButtonProps['variant'] }) {
  return <PrintSummary variant={variant} preview={(state) => <DraftMemoPreview {...state} />} />;
}
