import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/user/questionnaires`: the user's own utility analyses. */
export function UserQuestionnairesPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.userQuestionnaires.title')} lead={t('pages.userQuestionnaires.lead')} />;
}
