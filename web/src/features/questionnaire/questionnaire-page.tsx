import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/questionnaire/{id?}` (route name questionnaire): a utility analysis. */
export function QuestionnairePage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.questionnaire.title')} lead={t('pages.questionnaire.lead')} />;
}
