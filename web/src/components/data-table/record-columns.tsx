import type { TFunction } from 'i18next';
import { formatMoment } from '../../lib/format';
import { RowActions, type RowAction } from '../row-actions';
import type { DataColumn } from './data-columns';

/** A saved record as its lists show it: an id to open it by, its owner's e-mail (administrators' lists) and its save time. */
export type ListedRecord = { id: string; ownerEmail?: string | undefined; updated: string };

/** The namespaces of the texts that the record lists share (`columns.*`, `open*`, `delete*`, `admin.*`, …). */
export type RecordTextsNamespace = 'assessments' | 'questionnaires';

/** The namespaces of the texts the record lists' columns, captions and delete dialogs read (a portfolio is not shared or copied). */
export type ListTextsNamespace = RecordTextsNamespace | 'portfolios';

type RecordColumnsOptions<Item> = {
  /** The texts' namespace, e.g. `assessments`: its `columns.*` headers, `admin.unknownOwner`, `open*` and `delete*`. */
  ns: ListTextsNamespace;
  /** The record's name as the lists show it. */
  title: (item: Item) => string;
  /** The page that opens the record. */
  openPath: (item: Item) => string;
};

/**
 * The columns every record list shares: title (the row's name), owner, save time, and the row's actions
 * (open it, the list's own actions, delete it).
 */
export function recordColumns<Item extends ListedRecord>(t: TFunction, { ns, title, openPath }: RecordColumnsOptions<Item>) {
  const columns = {
    title: { id: 'title', header: t(`${ns}.columns.title`), cell: title, sortValue: title, rowHeader: true },
    owner: {
      id: 'owner',
      header: t(`${ns}.columns.owner`),
      cell: (item) => item.ownerEmail ?? t(`${ns}.admin.unknownOwner`),
      sortValue: (item) => item.ownerEmail,
    },
    updated: { id: 'updated', header: t(`${ns}.columns.updated`), cell: (item) => formatMoment(item.updated), sortValue: (item) => item.updated },
  } satisfies Record<string, DataColumn<Item>>;
  /** What can be done with a row: open it, the list's own actions (`more`), delete it. */
  const actions = (onDelete: (item: Item) => void, more: (item: Item, title: string) => (RowAction | null)[] = () => []): DataColumn<Item> => ({
    id: 'actions',
    header: t(`${ns}.columns.actions`),
    cell: (item) => {
      const name = title(item);
      return (
        <RowActions
          actions={[
            { label: t(`${ns}.open`), name: t(`${ns}.openLabel`, { title: name }), to: openPath(item), tone: 'primary' },
            ...more(item, name),
            { label: t(`${ns}.delete`), name: t(`${ns}.deleteLabel`, { title: name }), onClick: () => onDelete(item), tone: 'danger' },
          ]}
        />
      );
    },
  });
  return { ...columns, actions };
}
