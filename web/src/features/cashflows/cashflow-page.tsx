import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { LoadingPlaceholder } from './components/loading-placeholder';
import { useRevealedCount } from './hooks/use-revealed-count';

/** A moment later, in a task of its own: what comes next does not lengthen the task that ran before. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const workbenchParts = [
  () => import('../../lib/cashflow-draft'),
  () => import('../../components/number-text-input'),
  () => import('./hooks/use-live-outcome'),
  () => import('./results/cashflow-results'),
];

/**
 * `/app/cashflow/{id?}` (route name cashflow-assessment): the page's header at once, then the workbench
 * (cashflow-workbench.tsx), whose code starts to load after the header has been painted: a visitor reads what the
 * page is for while the model's hundred inputs and its calculation arrive, and they do not hold the header up. The
 * header's texts come with the shell; the workbench shows only once `beforeDraft` has run: the pages' texts and the
 * app's rule that keeps another user's drafts and data away (app/router.tsx passes it).
 */
export function cashflowPage(beforeDraft: () => Promise<unknown>): ComponentType {
  const CashflowWorkbench = lazy(async () => {
    // The workbench's code runs in several tasks rather than one long one (a phone's CPU would be held up for a fifth
    // of a second): the draft store with core's schemas, the input components' library, core's calculation, the
    // results, then the rest.
    for (const part of workbenchParts) {
      await part();
      await nextTask();
    }
    const [{ CashflowWorkbench: Workbench }, { withDatesInLanguage }] = await Promise.all([
      import('./cashflow-workbench'),
      import('../../components/dates-in-language'),
      // Every Mantine component's styles, as the other pages load them (app/router.tsx): the header needs the shell's only.
      import('../../components/mantine-styles'),
      beforeDraft(),
    ]);
    return { default: withDatesInLanguage(Workbench) };
  });

  return function CashflowPage() {
    const { t } = useTranslation();
    // Two frames on: the header's frame has been painted, not only begun, before the workbench's files are asked for.
    const headerDrawn = useRevealedCount(2) === 2;
    const loading = <LoadingPlaceholder part="workbench" />;
    return (
      <>
        <PageHeader title={t('pages.cashflow.title')} lead={t('pages.cashflow.lead')} />
        <Suspense fallback={loading}>{headerDrawn ? <CashflowWorkbench /> : loading}</Suspense>
      </>
    );
  };
}
