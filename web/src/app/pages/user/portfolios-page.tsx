import { OwnPortfoliosList } from '../../../features/portfolios/components/portfolio-lists';
import { UserAreaPage } from '../area-page';

/** `/app/user/portfolios`: the user's loan books, created, opened and deleted. */
export function UserPortfoliosPage() {
  return <UserAreaPage page="userPortfolios">{(me) => <OwnPortfoliosList userId={me.id} />}</UserAreaPage>;
}
