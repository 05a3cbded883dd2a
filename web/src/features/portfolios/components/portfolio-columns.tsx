import type { ListedPortfolio } from '../api/portfolio-calls';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { recordColumns } from '../../../components/data-table/record-columns';
import { formatNumber } from '../../../lib/format';

/** The columns of the portfolio lists: name (the row's name), owner, how many loans, save time, actions. */
export function portfolioColumns(t: TFunction) {
  const shared = recordColumns<ListedPortfolio>(t, {
    ns: 'portfolios',
    title: (portfolio) => portfolio.name,
    openPath: (portfolio) => `/app/user/portfolios/${encodeURIComponent(portfolio.id)}`,
  });
  const loans: DataColumn<ListedPortfolio> = {
    id: 'loanCount',
    header: t('portfolios.columns.loans'),
    cell: (portfolio) => formatNumber(portfolio.loanCount),
    sortValue: (portfolio) => portfolio.loanCount,
    align: 'right',
  };
  // The server sorts the lists by a portfolio's `name`, which the record lists call the title.
  return { ...shared, title: { ...shared.title, id: 'name' }, loans };
}
