import { portfolioSortKeys } from '@keelson/core';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { EmptyState } from '../../../components/empty-state';
import { ResourceList, type ResourceListTexts } from '../../../components/resource-list';
import type { TFunction } from 'i18next';
import { Text } from '@mantine/core';
import { allPortfoliosQuery, ownPortfoliosQuery, type ListedPortfolio } from '../api/portfolio-calls';
import { CreatePortfolioDialog } from './create-portfolio-dialog';
import { deletePortfolioDialog } from './delete-portfolio-dialog';
import { portfolioColumns } from './portfolio-columns';

/** The signed-in user's portfolios, a page at a time, with the button that creates one. */
export function OwnPortfoliosList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { title, loans, updated, actions } = portfolioColumns(t);
  const texts: ResourceListTexts<ListedPortfolio> = {
    failed: t('portfolios.loadFailed'),
    caption: ({ total }) => t('portfolios.user.caption', { count: total }),
    // The button beside the table creates one; the empty list only says so.
    empty: <EmptyState message={t('portfolios.user.empty')} />,
  };
  return (
    <ResourceList
      query={usePagedList({ pageQuery: (request) => ownPortfoliosQuery(userId, request), sortable: portfolioSortKeys })}
      texts={texts}
      columns={(onDelete) => [title, loans, updated, actions(onDelete)]}
      deleteDialog={deletePortfolioDialog}
      actions={<Button onClick={() => setCreating(true)}>{t('portfolios.create.button')}</Button>}
      minWidth={720}
    >
      <CreatePortfolioDialog opened={creating} onClose={() => setCreating(false)} />
    </ResourceList>
  );
}

/** Every portfolio with its owner, for administrators: searched, sorted and paged by the server. */
export function AllPortfoliosList({ search }: { search: string }) {
  const { t } = useTranslation();
  const { title, owner, loans, updated, actions } = portfolioColumns(t);
  return (
    <ResourceList
      query={usePagedList({ pageQuery: allPortfoliosQuery, sortable: portfolioSortKeys, initialSearch: search })}
      texts={adminTexts(t, search)}
      columns={(onDelete) => [title, owner, loans, updated, actions(onDelete)]}
      deleteDialog={deletePortfolioDialog}
      minWidth={860}
    />
  );
}

/** The administrators' list's texts: its caption, search box and what it says without any portfolio or match. */
function adminTexts(t: TFunction, search: string): ResourceListTexts<ListedPortfolio> {
  return {
    failed: t('portfolios.loadFailed'),
    caption: (counts) => t('portfolios.admin.caption', counts),
    empty: <Text>{t('portfolios.admin.empty')}</Text>,
    search: {
      label: t('portfolios.admin.search'),
      placeholder: t('portfolios.admin.searchPlaceholder'),
      initial: search,
      noMatch: t('portfolios.admin.noMatch'),
    },
  };
}
