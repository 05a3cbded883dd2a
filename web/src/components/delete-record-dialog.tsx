import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import type { ListTextsNamespace } from './data-table/record-columns';

type DeleteRecordDialogProps<Item extends { id: string }> = {
  /** The record to delete; the dialog is closed while it is null. */
  record: Item | null;
  /** The texts' namespace, e.g. `assessments`: its `deleteTitle`, `deleteText`, `deleteConfirm`, `deleted` and `deleteFailed`. */
  ns: ListTextsNamespace | 'pages.adminUsers';
  /** The values the texts name the record by (its title, or a user's name and e-mail); empty ones while closed. */
  values: (record: Item | null) => { title?: string; name?: string; email?: string };
  /** Deletes the record with that id. */
  remove: (id: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks before deleting `record`, naming it, and deletes it; the one delete dialog of the lists. */
export function DeleteRecordDialog<Item extends { id: string }>({ record, ns, values, remove, onClose }: DeleteRecordDialogProps<Item>) {
  const { t } = useTranslation();
  const named = values(record);
  return (
    <ConfirmDialog
      opened={record !== null}
      title={t(`${ns}.deleteTitle`)}
      text={t(`${ns}.deleteText`, named)}
      confirm={t(`${ns}.deleteConfirm`)}
      danger
      onConfirm={() => (record === null ? undefined : remove(record.id))}
      done={t(`${ns}.deleted`, named)}
      failed={t(`${ns}.deleteFailed`)}
      onClose={onClose}
    />
  );
}
