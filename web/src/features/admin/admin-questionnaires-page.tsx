import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/admin/questionnaires`: every saved utility analysis with its owner. */
export function AdminQuestionnairesPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.adminQuestionnaires.title')} lead={t('pages.adminQuestionnaires.lead')} />;
}
