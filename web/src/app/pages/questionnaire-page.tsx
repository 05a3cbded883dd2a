import { useOwnCashflows } from '../../features/cashflows/api/get-cashflows';
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
  const cashflows = useOwnCashflows(isSignedIn ? (ownerId ?? userId) : null);
  // Undefined while they load; a visitor, or a list that failed, has none (an alternative linking one then has no metrics).
  return <QuestionnaireScreen cashflows={!isSignedIn || cashflows.isError ? noCashflows : cashflows.data} signedIn={isSignedIn} />;
}
