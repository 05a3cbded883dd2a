import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notifications';
import { createCashflow } from '../api/create-cashflow';
import { deleteReadonlyLinks } from '../api/delete-readonly-links';
import { getCashflow } from '../api/get-cashflow';
import { updateCashflow } from '../api/update-cashflow';
import { actionFailureOf } from '../model/action-failure';
import { saveBody } from '../model/draft';
import { useCashflowStore } from '../store/cashflow-store';

type Busy = 'save' | 'createLink' | 'deleteLinks' | 'reload' | null;

/** The path of a saved cashflow: a reload of it fetches the record (docs/spec/product-spec.md section 2). */
function cashflowPath(id?: string): string {
  return id === undefined ? '/app/cashflow' : `/app/cashflow/${encodeURIComponent(id)}`;
}

/**
 * The actions of the cashflow page (docs/spec/product-spec.md sections 4 and 8): save (create or update), reset,
 * create and delete read-only links, load the example, and load the saved version after a conflict.
 */
export function useCashflowActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: routeId } = useParams();
  const [busy, setBusy] = useState<Busy>(null);
  const [stale, setStale] = useState(false);
  /** The read-only link just created, for the links dialog to point out. */
  const [newLinkId, setNewLinkId] = useState<string | null>(null);

  /** Saves the current draft, with a new list of read-only ids when given; returns whether it worked. */
  const persist = async (readonlyIds?: string[]): Promise<{ ok: true; created: boolean } | { ok: false; failure: ReturnType<typeof actionFailureOf> }> => {
    const { draft, saved, savedAs } = useCashflowStore.getState();
    try {
      const body = saveBody(draft, saved, readonlyIds);
      const record = saved === null ? await createCashflow(body) : await updateCashflow({ id: saved.id, body });
      savedAs(record, draft);
      setStale(false);
      if (saved === null || routeId !== record.id) await navigate(cashflowPath(record.id), { replace: true });
      return { ok: true, created: saved === null };
    } catch (error) {
      const failure = actionFailureOf(error, { isUpdate: saved !== null });
      if (failure === 'stale') {
        setStale(true);
        notify('error', t('cashflow.notifications.stale'));
      }
      return { ok: false, failure };
    }
  };

  const run = async (action: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const save = () =>
    run('save', async () => {
      const outcome = await persist();
      if (outcome.ok) notify('success', t(outcome.created ? 'cashflow.notifications.saved' : 'cashflow.notifications.updated'));
      else if (outcome.failure === 'unauthorized') notify('warning', t('cashflow.notifications.loginToSave'));
      else if (outcome.failure === 'failed') notify('error', t('cashflow.notifications.saveFailed'));
    });

  /** Product-spec section 4: creating a read-only link adds its id to the list and saves the cashflow. */
  const createLink = () =>
    run('createLink', async () => {
      const uuid = crypto.randomUUID();
      const outcome = await persist([...(useCashflowStore.getState().saved?.readonlyIds ?? []), uuid]);
      if (outcome.ok) setNewLinkId(uuid);
      else if (outcome.failure === 'unauthorized') notify('warning', t('cashflow.notifications.loginToCreateLink'));
      else if (outcome.failure === 'failed') notify('error', t('cashflow.notifications.createLinkFailed'));
    });

  const deleteLinks = () =>
    run('deleteLinks', async () => {
      const saved = useCashflowStore.getState().saved;
      if (saved === null) return;
      try {
        useCashflowStore.getState().setSaved(await deleteReadonlyLinks(saved.id));
      } catch (error) {
        const failure = actionFailureOf(error, { isUpdate: false });
        if (failure === 'unauthorized') notify('warning', t('cashflow.notifications.notAllowedToDeleteLinks'));
        else notify('error', t('cashflow.notifications.deleteLinksFailed'));
        return;
      }
      notify('success', t('cashflow.notifications.linksDeleted'));
    });

  /** After a conflict: the saved version replaces the draft. */
  const reloadSaved = () =>
    run('reload', async () => {
      const saved = useCashflowStore.getState().saved;
      if (saved === null) return;
      try {
        useCashflowStore.getState().loadSaved(await getCashflow(saved.id));
        setStale(false);
      } catch {
        notify('error', t('cashflow.stale.reloadFailed'));
      }
    });

  const reset = async () => {
    useCashflowStore.getState().reset();
    setStale(false);
    notify('success', t('cashflow.notifications.reset'));
    if (routeId !== undefined) await navigate(cashflowPath(), { replace: true });
  };

  const loadExample = async () => {
    useCashflowStore.getState().loadExample();
    setStale(false);
    notify('info', t('cashflow.notifications.exampleLoaded'));
    if (routeId !== undefined) await navigate(cashflowPath(), { replace: true });
  };

  return { busy, stale, newLinkId, clearNewLink: () => setNewLinkId(null), save, createLink, deleteLinks, reloadSaved, reset, loadExample };
}
