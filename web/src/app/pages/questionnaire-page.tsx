import { useMemo } from 'react';
import { useAllCashflows, useOwnCashflows } from '../../features/cashflows/api/get-cashflows';
import { QuestionnaireScreen } from '../../features/utility-analyses/questionnaire-screen';
import { useAnalysisStore } from '../../features/utility-analyses/store/analysis-store';
import { useSessionStore } from '../../lib/session-store';

const noCashflows: never[] = [];

/**
 * `/app/questionnaire/{id?}` (route name questionnaire): the questionnaire screen, given the saved cashflows to
 * which its alternatives may be linked: those of the analysis's owner (only those may be), which for an
 * administrator opening someone else's analysis are that user's, found in the administrator's list of everyone's.
 */
export function QuestionnairePage() {
  const isSignedIn = useSessionStore((state) => state.isSignedIn);
  const userId = useSessionStore((state) => state.me?.id ?? null);
  const ownerId = useAnalysisStore((state) => state.saved?.ownerId ?? null);
  // An administrator opening someone else's analysis: that user's cashflows, from the list of everyone's they may see.
  const ownerIsOther = isSignedIn && ownerId !== null && ownerId !== userId;
  const own = useOwnCashflows(isSignedIn && !ownerIsOther ? userId : null);
  const everyone = useAllCashflows(ownerIsOther);
  const ownersOfOther = useMemo(() => everyone.data?.filter((cashflow) => cashflow.ownerId === ownerId), [everyone.data, ownerId]);
  const cashflows = ownerIsOther ? { isError: everyone.isError, data: ownersOfOther } : own;
  // Undefined while they load; a visitor, or a list that failed, has none (an alternative linking one then has no metrics).
  return <QuestionnaireScreen cashflows={!isSignedIn || cashflows.isError ? noCashflows : cashflows.data} signedIn={isSignedIn} />;
}
