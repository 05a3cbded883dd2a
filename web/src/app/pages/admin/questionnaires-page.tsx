import { AllAnalysesList } from '../../../features/utility-analyses/components/all-analyses-list';
import { AdminListPage } from '../area-page';

/** `/app/admin/questionnaires`: every saved utility analysis with its owner, searched, opened and deleted. */
export function AdminQuestionnairesPage() {
  return <AdminListPage page="adminQuestionnaires" list={(search) => <AllAnalysesList search={search} />} />;
}
