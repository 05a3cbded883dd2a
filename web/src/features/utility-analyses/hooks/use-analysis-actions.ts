import type { utility } from '@keelson/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { checkSave } from '../../../lib/draft-privacy';
import { notify } from '../../../lib/notifications';
import { useSessionStore } from '../../../lib/session-store';
import { notifySaveOutcome, useSaveActions } from '../../../lib/use-save-actions';
import { useCreateAnalysis } from '../api/create-analysis';
import { getAnalysis } from '../api/get-analysis';
import { useUpdateAnalysis } from '../api/update-analysis';
import { analysisSaveBody } from '../model/draft';
import { useAnalysisStore } from '../store/analysis-store';

function questionnairePath(id?: string): string {
  return id === undefined ? '/app/questionnaire' : `/app/questionnaire/${encodeURIComponent(id)}`;
}

/** The actions of the questionnaire page: save (create or update), share (saved with its read-only id, shown in the sharing dialog), reset, and load the saved version after a conflict. */
export function useAnalysisActions(frozen: { template: utility.Template | null; metrics: Readonly<Record<string, utility.MetricValues>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: routeId } = useParams();
  const createAnalysis = useCreateAnalysis();
  const updateAnalysis = useUpdateAnalysis();
  // A save refused as stale sets `stale`: the page then offers to load the saved version.
  const { busy, stale, run, attempt, reloadSaved } = useSaveActions<'save' | 'share' | 'load'>(t('questionnaire.notifications.stale'));
  const saved = { created: t('questionnaire.notifications.saved'), updated: t('questionnaire.notifications.updated') };

  /** A draft of another account's analysis is never saved (lib/draft-privacy.ts): it gives way to a new draft. */
  const discardForeignDraft = async () => {
    useAnalysisStore.getState().reset();
    notify('warning', t('questionnaire.notifications.notYours'));
    if (routeId !== undefined) await navigate(questionnairePath(), { replace: true });
  };

  const persist = (readonlyId?: string) =>
    attempt(async () => {
      const { draft, saved: record, savedAs } = useAnalysisStore.getState();
      await checkSave(record?.ownerId ?? null, useSessionStore.getState(), discardForeignDraft);
      const body = analysisSaveBody(draft, record, readonlyId, frozen);
      const answer = record === null ? await createAnalysis.mutateAsync(body) : await updateAnalysis.mutateAsync({ id: record.id, body });
      savedAs(answer);
      if (routeId !== answer.id) await navigate(questionnairePath(answer.id), { replace: true });
      return { created: record === null };
    });

  const save = () =>
    run('save', async () => {
      notifySaveOutcome(await persist(), {
        ...saved,
        unauthorized: t('questionnaire.notifications.loginToSave'),
        failed: t('questionnaire.notifications.saveFailed'),
      });
    });

  /** Whether the sharing dialog is open: after a share, or when asked to show the link again. */
  const [sharing, setSharing] = useState(false);

  /**
   * Saves the analysis with its read-only id — the one it has, so that a link given out earlier keeps working, else a
   * new one — and then shows the link in the sharing dialog (no notification, as for the cashflow's links).
   */
  const share = () =>
    run('share', async () => {
      const outcome = await persist(useAnalysisStore.getState().saved?.readonlyId ?? crypto.randomUUID());
      if (outcome.ok) setSharing(true);
      else
        notifySaveOutcome(outcome, {
          ...saved,
          unauthorized: t('questionnaire.notifications.loginToShare'),
          failed: t('questionnaire.notifications.shareFailed'),
        });
    });

  const reset = async () => {
    useAnalysisStore.getState().reset();
    notify('success', t('questionnaire.notifications.reset'));
    if (routeId !== undefined) await navigate(questionnairePath(), { replace: true });
  };

  /** Replaces the local draft with the version on the server, after a stale save. */
  const loadSavedVersion = () => reloadSaved('load', useAnalysisStore, getAnalysis, t('questionnaire.notifications.loadFailed'));

  return { busy, stale, save, share, sharing, showLink: () => setSharing(true), closeSharing: () => setSharing(false), reset, loadSavedVersion };
}
