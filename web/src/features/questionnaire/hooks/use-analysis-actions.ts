import type { utility } from '@keelson/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notifications';
import { createAnalysis, getAnalysis, updateAnalysis } from '../api/analysis-api';
import { actionFailureOf, type ActionFailure } from '../model/action-failure';
import { analysisSaveBody } from '../model/draft';
import { useAnalysisStore } from '../store/analysis-store';

type Busy = 'save' | 'share' | 'load' | null;

function questionnairePath(id?: string): string {
  return id === undefined ? '/app/questionnaire' : `/app/questionnaire/${encodeURIComponent(id)}`;
}

/** The actions of the questionnaire page: save (create or update), share (a new read-only id, saved) and reset. */
export function useAnalysisActions(frozen: { template: utility.Template | null; metrics: Readonly<Record<string, utility.MetricValues>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: routeId } = useParams();
  const [busy, setBusy] = useState<Busy>(null);
  // Set when a save was refused as stale: the page then offers to load the saved version.
  const [stale, setStale] = useState(false);

  const persist = async (readonlyId?: string): Promise<{ ok: true; created: boolean } | { ok: false; failure: ActionFailure }> => {
    const { draft, saved, savedAs } = useAnalysisStore.getState();
    try {
      const body = analysisSaveBody(draft, saved, readonlyId, frozen);
      const record = saved === null ? await createAnalysis(body) : await updateAnalysis({ id: saved.id, body });
      savedAs(record);
      if (routeId !== record.id) await navigate(questionnairePath(record.id), { replace: true });
      return { ok: true, created: saved === null };
    } catch (error) {
      const failure = actionFailureOf(error, { isUpdate: saved !== null });
      if (failure === 'stale') {
        setStale(true);
        notify('error', t('questionnaire.notifications.stale'));
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
      if (outcome.ok) notify('success', t(outcome.created ? 'questionnaire.notifications.saved' : 'questionnaire.notifications.updated'));
      else if (outcome.failure === 'unauthorized') notify('warning', t('questionnaire.notifications.loginToSave'));
      else if (outcome.failure === 'failed') notify('error', t('questionnaire.notifications.saveFailed'));
    });

  const share = () =>
    run('share', async () => {
      const outcome = await persist(crypto.randomUUID());
      if (outcome.ok) notify('success', t(outcome.created ? 'questionnaire.notifications.saved' : 'questionnaire.notifications.updated'));
      else if (outcome.failure === 'unauthorized') notify('warning', t('questionnaire.notifications.loginToShare'));
      else if (outcome.failure === 'failed') notify('error', t('questionnaire.notifications.shareFailed'));
    });

  const reset = async () => {
    useAnalysisStore.getState().reset();
    notify('success', t('questionnaire.notifications.reset'));
    if (routeId !== undefined) await navigate(questionnairePath(), { replace: true });
  };

  /** Replaces the local draft with the version on the server, after a stale save. */
  const loadSavedVersion = () =>
    run('load', async () => {
      const saved = useAnalysisStore.getState().saved;
      if (saved === null) return;
      try {
        useAnalysisStore.getState().loadSaved(await getAnalysis(saved.id));
        setStale(false);
      } catch {
        notify('error', t('questionnaire.notifications.loadFailed'));
      }
    });

  return { busy, stale, save, share, reset, loadSavedVersion };
}
