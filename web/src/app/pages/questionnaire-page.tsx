import { useOwnCashflows } from '../../features/cashflows/api/get-cashflows';
import { QuestionnaireScreen } from '../../features/utility-analyses/questionnaire-screen';
import { useSessionStore } from '../../lib/session-store';

const noCashflows: never[] = [];

/**
 * `/app/questionnaire/{id?}` (route name questionnaire): the questionnaire screen, given the signed-in
 * user's saved cashflows, to which its alternatives may be linked (only one's own may be).
 */
export function QuestionnairePage() {
  const isSignedIn = useSessionStore((state) => state.isSignedIn);
  const userId = useSessionStore((state) => state.me?.id ?? null);
  const cashflows = useOwnCashflows(isSignedIn ? userId : null);
  return <QuestionnaireScreen cashflows={cashflows.data ?? noCashflows} signedIn={isSignedIn} />;
}
