import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/user/assessments`: the user's own cashflow assessments. */
export function UserAssessmentsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.userAssessments.title')} lead={t('pages.userAssessments.lead')} />;
}
