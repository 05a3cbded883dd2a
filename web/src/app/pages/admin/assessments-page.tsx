import { AllCashflowsList } from '../../../features/cashflows/components/all-cashflows-list';
import { AdminListPage } from '../area-page';

/** `/app/admin/assessments`: every saved cashflow with its owner, searched, opened and deleted. */
export function AdminAssessmentsPage() {
  return <AdminListPage page="adminAssessments" list={(search) => <AllCashflowsList search={search} />} />;
}
