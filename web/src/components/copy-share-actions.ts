import { useTranslation } from 'react-i18next';
import { copyLink, notify } from '../lib/notifications';
import { usePendingItem } from '../lib/use-pending-item';
import type { RecordTextsNamespace } from './data-table/record-columns';
import type { RowAction } from './row-actions';

type CopyShareOptions<Item> = {
  /** Saves a copy of the record and answers the copy's title. */
  copy: (item: Item) => Promise<string>;
  /** The record's read-only link, or null while it has none. */
  linkOf: (item: Item) => string | null;
};

/**
 * The row actions of a user's own list beyond open and delete: duplicate the record (one at a time, the
 * others waiting) and copy its read-only link, in the words of `ns` (`duplicate*`, `copyLink*`, `linkCopy*`).
 */
export function useCopyShareActions<Item extends { id: string }>(ns: RecordTextsNamespace, { copy, linkOf }: CopyShareOptions<Item>) {
  const { t } = useTranslation();
  const duplicate = usePendingItem(
    async (item: Item) => {
      notify('success', t(`${ns}.duplicated`, { title: await copy(item) }));
    },
    t(`${ns}.duplicateFailed`),
  );
  const shareLink = (link: string) => copyLink(link, { copied: t(`${ns}.linkCopied`), failed: (shown) => t(`${ns}.linkCopyFailed`, { link: shown }) });

  return (item: Item, title: string): (RowAction | null)[] => {
    const link = linkOf(item);
    return [
      {
        label: t(`${ns}.duplicate`),
        name: t(`${ns}.duplicateLabel`, { title }),
        onClick: () => void duplicate.start(item),
        loading: duplicate.pendingId === item.id,
        disabled: duplicate.pendingId !== null && duplicate.pendingId !== item.id,
      },
      link === null ? null : { label: t(`${ns}.copyLink`), name: t(`${ns}.copyLinkLabel`, { title }), onClick: () => void shareLink(link) },
    ];
  };
}
