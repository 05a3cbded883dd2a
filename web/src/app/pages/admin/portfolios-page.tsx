import { AllPortfoliosList } from '../../../features/portfolios/components/portfolio-lists';
import { AdminListPage } from '../area-page';

/** `/app/admin/portfolios`: every user's portfolios with their owners, searched, opened and deleted. */
export function AdminPortfoliosPage() {
  return <AdminListPage page="adminPortfolios" list={(search) => <AllPortfoliosList search={search} />} />;
}
