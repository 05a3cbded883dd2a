import { useParams } from 'react-router';
import { useAllCashflows, useOwnCashflows } from '../../../features/cashflows/api/get-cashflows';
import { PortfolioView } from '../../../features/portfolios/portfolio-view';
import { useSessionStore } from '../../../lib/session-store';

/**
 * `/app/user/portfolios/{id}`: one portfolio, composed with the assessments its owner may put into it — the user's own,
 * or, for an administrator opening someone else's portfolio, that user's from the list of everyone's.
 */
export function PortfolioPage() {
  const { id = '' } = useParams();
  const me = useSessionStore((state) => state.me);
  const isAdministrator = useSessionStore((state) => state.views.includes('adminArea'));
  const own = useOwnCashflows(me?.id ?? null);
  const everyone = useAllCashflows(isAdministrator);
  const untitled = (title: string | null | undefined, shipName: string | null | undefined) => title?.trim() || shipName?.trim() || id;
  const assessmentsOf = (ownerId: string) => {
    const cashflows = ownerId === me?.id ? own.data : everyone.data?.filter((cashflow) => cashflow.ownerId === ownerId);
    return cashflows?.map((cashflow) => ({ value: cashflow.id, label: untitled(cashflow.title, cashflow.shipName) }));
  };
  return (
    <PortfolioView
      key={id}
      id={id}
      assessmentsOf={assessmentsOf}
      listPathOf={(ownerId) => (ownerId === me?.id ? '/app/user/portfolios' : '/app/admin/portfolios')}
    />
  );
}
