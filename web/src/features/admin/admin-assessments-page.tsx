import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/admin/assessments`: every saved cashflow with its owner. */
export function AdminAssessmentsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.adminAssessments.title')} lead={t('pages.adminAssessments.lead')} />;
}
