import { OwnCashflowsList } from '../../../features/cashflows/components/own-cashflows-list';
import { UserAreaPage } from '../area-page';

/** `/app/user/assessments`: the user's own cashflow assessments, opened, duplicated, shared or deleted. */
export function UserAssessmentsPage() {
  return <UserAreaPage page="userAssessments">{(me) => <OwnCashflowsList userId={me.id} />}</UserAreaPage>;
}
