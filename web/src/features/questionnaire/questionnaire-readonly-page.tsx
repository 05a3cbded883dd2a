import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/questionnaire/readonly/{uuid}` (route name questionnaire-readonly). */
export function QuestionnaireReadonlyPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.questionnaireReadonly.title')} lead={t('pages.questionnaireReadonly.lead')} />;
}
