import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { AllCashflowsList } from '../../../features/cashflows/components/all-cashflows-list';

/** `/app/admin/assessments`: every saved cashflow with its owner, searched, opened and deleted. */
export function AdminAssessmentsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t('pages.adminAssessments.title')} lead={t('pages.adminAssessments.lead')} />
      {/* Starts from `?search=` so that a link can open a search; typing stays on the page (no navigation per key). */}
      <AllCashflowsList search={searchParams.get('search') ?? ''} />
    </>
  );
}
