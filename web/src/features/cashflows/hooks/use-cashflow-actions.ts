import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { actionFailureOf } from '../../../lib/action-failure';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { checkSave } from '../../../lib/draft-privacy';
import { notify } from '../../../lib/notifications';
import { useSessionStore } from '../../../lib/session-store';
import { notifySaveOutcome, useSaveActions, type SaveTexts } from '../../../lib/use-save-actions';
import { useCreateCashflow } from '../api/create-cashflow';
import { useDeleteReadonlyLinks } from '../api/delete-readonly-links';
import { getCashflow } from '../api/get-cashflow';
import { useUpdateCashflow } from '../api/update-cashflow';
import { loadExampleCashflow } from '../model/example-cashflow';
import { saveBody } from '../model/save-body';
import { useErrorVisibility } from '../model/error-visibility';

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
  const createCashflow = useCreateCashflow();
  const updateCashflow = useUpdateCashflow();
  const deleteLinks = useDeleteReadonlyLinks();
  const {
    busy,
    stale,
    setStale,
    run,
    attempt,
    reloadSaved: reloadFrom,
  } = useSaveActions<'save' | 'createLink' | 'deleteLinks' | 'reload'>(t('cashflow.notifications.stale'));
  /** The read-only link just created, for the links dialog to point out. */
  const [newLinkId, setNewLinkId] = useState<string | null>(null);
  /**
   * What a visitor without an account tried (save, or create a link): the actions bar then says, in the spec's words, that
   * it needs a sign-in, and offers sign-in and sign-up that come back to this draft — instead of a notification that
   * covers the header's own sign-in buttons.
   */
  const [signInNeededFor, setSignInNeededFor] = useState<'save' | 'createLink' | null>(null);
  const texts = (unauthorized: string, failed: string): SaveTexts => ({
    created: t('cashflow.notifications.saved'),
    updated: t('cashflow.notifications.updated'),
    unauthorized,
    failed,
  });

  /** A draft of another account's cashflow is never saved (lib/draft-privacy.ts): it gives way to a new draft. */
  const discardForeignDraft = async () => {
    useCashflowDraftStore.getState().startOver();
    notify('warning', t('cashflow.notifications.notYours'));
    if (routeId !== undefined) await navigate(cashflowPath(), { replace: true });
  };

  /** Saves the current draft, with a new list of read-only ids when given. */
  const persist = (readonlyIds?: string[]) =>
    attempt(async () => {
      useErrorVisibility.getState().saveWasAttempted();
      const { draft, saved, savedAs } = useCashflowDraftStore.getState();
      await checkSave(saved?.ownerId ?? null, useSessionStore.getState(), discardForeignDraft);
      const body = saveBody(draft, saved, readonlyIds);
      const record = saved === null ? await createCashflow.mutateAsync(body) : await updateCashflow.mutateAsync({ id: saved.id, body });
      savedAs(record, draft);
      if (saved === null || routeId !== record.id) await navigate(cashflowPath(record.id), { replace: true });
      return { created: saved === null };
    });

  const save = () =>
    run('save', async () => {
      const outcome = await persist();
      setSignInNeededFor(!outcome.ok && outcome.failure === 'unauthorized' ? 'save' : null);
      if (outcome.ok || outcome.failure !== 'unauthorized')
        notifySaveOutcome(outcome, texts(t('cashflow.notifications.loginToSave'), t('cashflow.notifications.saveFailed')));
    });

  /** Product-spec section 4: creating a read-only link adds its id to the list and saves the cashflow. */
  const createLink = () =>
    run('createLink', async () => {
      const uuid = crypto.randomUUID();
      const outcome = await persist([...(useCashflowDraftStore.getState().saved?.readonlyIds ?? []), uuid]);
      setSignInNeededFor(!outcome.ok && outcome.failure === 'unauthorized' ? 'createLink' : null);
      if (outcome.ok) setNewLinkId(uuid);
      else if (outcome.failure !== 'unauthorized')
        notifySaveOutcome(outcome, texts(t('cashflow.notifications.loginToCreateLink'), t('cashflow.notifications.createLinkFailed')));
    });

  const removeLinks = () =>
    run('deleteLinks', async () => {
      const saved = useCashflowDraftStore.getState().saved;
      if (saved === null) return;
      try {
        useCashflowDraftStore.getState().setSaved(await deleteLinks.mutateAsync(saved.id));
      } catch (error) {
        if (actionFailureOf(error) === 'unauthorized') notify('warning', t('cashflow.notifications.notAllowedToDeleteLinks'));
        else notify('error', t('cashflow.notifications.deleteLinksFailed'));
        return;
      }
      notify('success', t('cashflow.notifications.linksDeleted'));
    });

  /** After a conflict: the saved version replaces the draft. */
  const reloadSaved = () => reloadFrom('reload', useCashflowDraftStore, getCashflow, t('cashflow.stale.reloadFailed'));

  /** A new draft (the defaults, or the worked example) in place of the current one, on the page without an id. */
  const startOver = async (example: boolean) => {
    useCashflowDraftStore
      .getState()
      .startOver(example ? loadExampleCashflow({ title: t('cashflow.exampleRecord.title'), shipName: t('cashflow.exampleRecord.shipName') }) : undefined);
    setStale(false);
    notify(example ? 'info' : 'success', t(example ? 'cashflow.notifications.exampleLoaded' : 'cashflow.notifications.reset'));
    if (routeId !== undefined) await navigate(cashflowPath(), { replace: true });
  };

  return {
    busy,
    stale,
    newLinkId,
    clearNewLink: () => setNewLinkId(null),
    signInNeededFor,
    dismissSignIn: () => setSignInNeededFor(null),
    save,
    createLink,
    deleteLinks: removeLinks,
    reloadSaved,
    reset: () => startOver(false),
    loadExample: () => startOver(true),
  };
}
