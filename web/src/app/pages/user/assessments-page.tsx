import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { OwnCashflowsList } from '../../../features/cashflows/components/own-cashflows-list';
import { useSessionStore } from '../../../lib/session-store';

/** `/app/user/assessments`: the user's own cashflow assessments, opened, duplicated, shared or deleted. */
export function UserAssessmentsPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  return (
    <>
      <PageHeader title={t('pages.userAssessments.title')} lead={t('pages.userAssessments.lead')} />
      {me === null ? <PageLoader /> : <OwnCashflowsList userId={me.id} />}
    </>
  );
}
