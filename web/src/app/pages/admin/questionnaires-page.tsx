import { useAllCashflows } from '../../../features/cashflows/api/get-cashflows';
import { AllAnalysesList } from '../../../features/utility-analyses/components/all-analyses-list';
import { AdminListPage } from '../area-page';

/** The administrators' questionnaire list, its exports ranked with the stored metrics of everyone's cashflows. */
function AllQuestionnaires({ search }: { search: string }) {
  return <AllAnalysesList search={search} cashflows={useAllCashflows()} />;
}

/** `/app/admin/questionnaires`: every saved utility analysis with its owner, searched, opened, exported and deleted. */
export function AdminQuestionnairesPage() {
  return <AdminListPage page="adminQuestionnaires" list={(search) => <AllQuestionnaires search={search} />} />;
}
