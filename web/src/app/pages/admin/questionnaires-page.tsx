import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { AllAnalysesList } from '../../../features/utility-analyses/components/all-analyses-list';

/** `/app/admin/questionnaires`: every saved utility analysis with its owner, searched, opened and deleted. */
export function AdminQuestionnairesPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t('pages.adminQuestionnaires.title')} lead={t('pages.adminQuestionnaires.lead')} />
      {/* Starts from `?search=` so that a link can open a search; typing stays on the page (no navigation per key). */}
      <AllAnalysesList search={searchParams.get('search') ?? ''} />
    </>
  );
}
