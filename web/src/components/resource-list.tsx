import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import type { DataColumn } from './data-table/data-columns';
import type { RecordTextsNamespace } from './data-table/record-columns';
import { DataTable, type DataTableSearch, type TablePaging } from './data-table/data-table';
import { EmptyState } from './empty-state';

/** What a record list says: after a failed load, in its caption, without any record, and in its search box. */
export type ResourceListTexts<Item> = {
  failed: string;
  caption: (counts: { shown: number; total: number }) => string;
  empty: ReactNode;
  search?: DataTableSearch<Item>;
};

/** A user's own list (`user`, or `downloads`), whose empty state leads to `createPath`; an administrators' list, searched from `search`. */
export type ResourceListView = { area: 'user' | 'downloads'; createPath: string } | { area: 'admin'; search: string };

/**
 * The texts of a record list from its namespace (`assessments`, `questionnaires`): `loadFailed`, and the
 * area's `caption`, `empty` (and `user.emptyAction`), or `search`, `searchPlaceholder` and `noMatch`.
 */
export function resourceListTexts<Item>(t: TFunction, ns: RecordTextsNamespace, view: ResourceListView): ResourceListTexts<Item> {
  const failed = t(`${ns}.loadFailed`);
  if (view.area !== 'admin') {
    return {
      failed,
      caption: ({ total }) => t(`${ns}.${view.area}.caption`, { count: total }),
      empty: <EmptyState message={t(`${ns}.${view.area}.empty`)} action={{ label: t(`${ns}.user.emptyAction`), to: view.createPath }} />,
    };
  }
  return {
    failed,
    caption: (counts) => t(`${ns}.admin.caption`, counts),
    empty: <Text>{t(`${ns}.admin.empty`)}</Text>,
    search: {
      label: t(`${ns}.admin.search`),
      placeholder: t(`${ns}.admin.searchPlaceholder`),
      initial: view.search,
      noMatch: t(`${ns}.admin.noMatch`),
    },
  };
}

type ResourceListProps<Item extends { id: string }> = {
  /**
   * The list's query: its records once loaded (undefined while they load), and whether loading failed; with `paging`
   * (`usePagedList`) the records of the page the server chose.
   */
  query: { data: readonly Item[] | undefined; isError: boolean; paging?: TablePaging };
  texts: ResourceListTexts<Item>;
  /** The columns, given what a row's delete action calls: it opens `deleteDialog` for that record. */
  columns: (onDelete: (item: Item) => void) => readonly DataColumn<Item>[];
  /** The dialog that asks before deleting `record` (null: closed). */
  deleteDialog?: (record: Item | null, onClose: () => void) => ReactNode;
  /** Beside the search box, e.g. the button that creates a record. */
  actions?: ReactNode;
  minWidth: number;
  /** Further dialogs of the list. */
  children?: ReactNode;
};

/** The shell of every record list: the data table over a list query, and the dialog that deletes a row's record. */
export function ResourceList<Item extends { id: string }>({ query, texts, columns, deleteDialog, actions, minWidth, children }: ResourceListProps<Item>) {
  const [deleting, setDeleting] = useState<Item | null>(null);
  return (
    <>
      <DataTable
        items={query.data}
        paging={query.paging}
        failed={{ failed: query.isError, text: texts.failed }}
        columns={columns(setDeleting)}
        itemId={(item) => item.id}
        caption={texts.caption}
        empty={texts.empty}
        search={texts.search}
        actions={actions}
        minWidth={minWidth}
      />
      {children}
      {deleteDialog?.(deleting, () => setDeleting(null))}
    </>
  );
}
