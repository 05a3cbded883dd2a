import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useAllCashflows, useOwnCashflows } from '../../features/cashflows/api/get-cashflows';
import { useSessionStore } from '../../lib/session-store';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';

// The loan book's three pages in one module, which loads the feature itself and draws the areas' header as area-page.tsx
// does (without importing it, which would make it a chunk of its own): the index page's script names every file
// a route preloads (the first-load budget counts it), and so names only this module's few.
const OwnPortfoliosList = lazy(async () => ({ default: (await import('../../features/portfolios/components/portfolio-lists')).OwnPortfoliosList }));
const AllPortfoliosList = lazy(async () => ({ default: (await import('../../features/portfolios/components/portfolio-lists')).AllPortfoliosList }));
const PortfolioView = lazy(async () => ({ default: (await import('../../features/portfolios/portfolio-view')).PortfolioView }));

/** `/app/user/portfolios`: the user's loan books, created, opened and deleted. */
export function UserPortfoliosPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  return (
    <>
      <PageHeader title={t('pages.userPortfolios.title')} lead={t('pages.userPortfolios.lead')} />
      <Suspense fallback={<PageLoader />}>{me === null ? <PageLoader /> : <OwnPortfoliosList userId={me.id} />}</Suspense>
    </>
  );
}

/** `/app/admin/portfolios`: every user's portfolios with their owners, searched, opened and deleted. */
export function AdminPortfoliosPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t('pages.adminPortfolios.title')} lead={t('pages.adminPortfolios.lead')} />
      <Suspense fallback={<PageLoader />}>
        <AllPortfoliosList search={searchParams.get('search') ?? ''} />
      </Suspense>
    </>
  );
}

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
    <Suspense fallback={<PageLoader />}>
      <PortfolioView
        key={id}
        id={id}
        assessmentsOf={assessmentsOf}
        listPathOf={(ownerId) => (ownerId === me?.id ? '/app/user/portfolios' : '/app/admin/portfolios')}
      />
    </Suspense>
  );
}
