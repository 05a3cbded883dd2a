import { AdminOverview } from '../../../features/admin-overview/components/admin-overview';
import { AreaPage } from '../area-page';

/** `/app/admin/area`: the administrators' overview. */
export function AdminOverviewPage() {
  return (
    <AreaPage page="adminArea">
      <AdminOverview />
    </AreaPage>
  );
}
