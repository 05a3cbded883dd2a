import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { OwnAnalysesList } from '../../../features/utility-analyses/components/own-analyses-list';
import { useSessionStore } from '../../../lib/session-store';

/** `/app/user/questionnaires`: the user's own utility analyses, opened, duplicated, shared or deleted. */
export function UserQuestionnairesPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  return (
    <>
      <PageHeader title={t('pages.userQuestionnaires.title')} lead={t('pages.userQuestionnaires.lead')} />
      {me === null ? <PageLoader /> : <OwnAnalysesList userId={me.id} />}
    </>
  );
}
