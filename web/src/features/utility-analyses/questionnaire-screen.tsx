import { utility } from '@keelson/core';
import { Alert, Box, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { SharingDialog } from '../../components/sharing-dialog';
import { notify } from '../../lib/notifications';
import { useCurrentCashflow } from '../../lib/cashflow-draft';
import { useTemplates } from './api/get-templates';
import { AlternativesEditor } from './components/alternatives-editor';
import { AnswersEditor } from './components/answers-editor';
import { CriterionBreakdown } from './components/criterion-breakdown';
import { LiveRanking } from './components/live-ranking';
import { ResultsView } from './components/results-view';
import { SensitivityChart } from './components/sensitivity-chart';
import { SensitivityTable } from './components/sensitivity-table';
import { WeightsEditor } from './components/weights-editor';
import { useAnalysisActions } from './hooks/use-analysis-actions';
import { useQuestionnaireLayout } from './hooks/use-layout';
import { analysisReadonlyLink } from './analysis-records';
import { apiAlternatives } from './model/draft';
import { liveResults } from './model/live-results';
import { alternativeMetrics, type LinkableCashflow } from './model/metrics';
import { useRefusedAnswers } from './model/refused-answers';
import { useAnalysisStore } from './store/analysis-store';

const noCashflows: LinkableCashflow[] = [];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * The questionnaire screen of `/app/questionnaire/{id?}`: a utility analysis (docs/spec/utility-analysis.md).
 * `cashflows` are the saved ones of the analysis's owner that alternatives may be linked to, with their stored
 * metrics (undefined while they load); an alternative may also be linked to the browser's current cashflow draft.
 * On a wide screen the live ranking stays beside the ratings while the page scrolls; on a phone the tables become
 * cards and the controls grow to tap size.
 */
export function QuestionnaireScreen({ cashflows, signedIn }: { cashflows: readonly LinkableCashflow[] | undefined; signedIn: boolean }) {
  const { t } = useTranslation();
  const draft = useAnalysisStore((state) => state.draft);
  const saved = useAnalysisStore((state) => state.saved);
  const chooseTemplate = useAnalysisStore((state) => state.chooseTemplate);
  const setTitle = useAnalysisStore((state) => state.setTitle);
  const templates = useTemplates();
  const draftCashflow = useCurrentCashflow();
  const { wide, controlSize } = useQuestionnaireLayout();

  const template = templates.data?.find((entry) => entry.id === draft.templateId) ?? null;
  const linkable = cashflows ?? noCashflows;
  const metrics = useMemo(
    () => alternativeMetrics({ alternatives: draft.alternatives, cashflows: linkable, draftCashflow }),
    [draft.alternatives, linkable, draftCashflow],
  );
  const { busy, stale, save, share, sharing, showLink, closeSharing, reset, loadSavedVersion } = useAnalysisActions({ template, metrics });
  const analysisInput = useMemo(
    () => ({
      alternatives: apiAlternatives(draft.alternatives),
      answers: draft.answers,
      weightOverrides: draft.weightOverrides,
      pairwiseComparisons: draft.pairwiseComparisons,
    }),
    [draft.alternatives, draft.answers, draft.weightOverrides, draft.pairwiseComparisons],
  );
  // While a weight or an answer holds refused text, the draft holds no value for it: the results wait rather than pretend.
  const refused = useRefusedAnswers((state) => Object.keys(state.entries).length > 0);
  // Nor do they rank a linked saved cashflow without its figures while the list of them loads.
  const cashflowsLoading = cashflows === undefined && draft.alternatives.some((alternative) => alternative.cashflowId !== undefined);
  const scored = useMemo(() => (template === null ? null : liveResults({ template, analysis: analysisInput, metrics })), [template, analysisInput, metrics]);
  const waiting = refused ? t('questionnaire.results.refused') : cashflowsLoading ? t('questionnaire.results.cashflowsLoading') : null;
  const outcome = waiting === null ? scored : { ok: false as const, message: waiting };
  /** A save or share waits while a field's text is refused, so that nothing is stored that the field does not show. */
  const unlessRefused = (action: () => Promise<void>) => () => {
    if (!refused) {
      void action();
      return;
    }
    notify('warning', t('questionnaire.notifications.refusedNotSaved'));
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const titleOf = (id: string) => (template === null ? id : (utility.allNodes(template.criteria).find((node) => node.id === id)?.title ?? id));
  const nameOf = (id: string) => draft.alternatives.find((alternative) => alternative.id === id)?.name ?? id;
  const readonlyId = saved?.readonlyId ?? null;
  /** The full address of the read-only page, as the sharing dialog gives it out. */
  const shareAddress = analysisReadonlyLink(window.location.origin, readonlyId);
  const criteria = template?.criteria ?? [];
  const knockedOut = new Set(outcome?.ok === true ? outcome.results.filter((result) => result.knockOuts.length > 0).map((result) => result.alternativeId) : []);

  return (
    <Stack gap="xl">
      <PageHeader title={t('pages.questionnaire.title')} lead={t('pages.questionnaire.lead')} />

      <Section title={t('questionnaire.setup.heading')}>
        {templates.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{t('questionnaire.setup.templatesLoading')}</Text>
          </Group>
        ) : templates.isError ? (
          <Alert color="red">{t('questionnaire.setup.templatesFailed')}</Alert>
        ) : (
          <Select
            label={t('questionnaire.setup.template')}
            placeholder={t('questionnaire.setup.templatePlaceholder')}
            data={templates.data.map((entry) => ({
              value: entry.id,
              label: `${entry.title} (${t('questionnaire.setup.version', { version: entry.version })})`,
            }))}
            value={template === null ? null : template.id}
            allowDeselect={false}
            size={controlSize}
            onChange={(value) => {
              const chosen = templates.data.find((entry) => entry.id === value);
              if (chosen !== undefined && chosen.id !== draft.templateId) chooseTemplate(chosen);
            }}
            maw={520}
          />
        )}
        {template === null ? null : <Text c="dimmed">{template.description}</Text>}
        {templates.isSuccess && draft.templateId !== '' && template === null ? <Alert color="yellow">{t('questionnaire.setup.templateMissing')}</Alert> : null}
        <TextInput
          label={t('questionnaire.setup.title')}
          value={draft.title}
          maxLength={200}
          size={controlSize}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maw={520}
        />
      </Section>

      <Section title={t('questionnaire.alternatives.heading')}>
        <AlternativesEditor
          alternatives={draft.alternatives}
          cashflows={linkable}
          signedIn={signedIn}
          withMetrics={cashflowsLoading ? null : new Set(Object.keys(metrics))}
        />
      </Section>

      {template === null ? (
        <Text>{t('questionnaire.setup.noTemplate')}</Text>
      ) : (
        <Box
          // Beside the ratings and weights, the live ranking in a column of its own that stays in view (sticky).
          style={wide ? { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 17rem', gap: 'var(--mantine-spacing-lg)', alignItems: 'start' } : undefined}
        >
          <Stack gap="xl" miw={0}>
            <Section title={t('questionnaire.answers.heading')}>
              <AnswersEditor template={template} alternatives={draft.alternatives} answers={draft.answers} metrics={metrics} />
            </Section>
            <Section title={t('questionnaire.weights.heading')}>
              <WeightsEditor template={template} />
            </Section>
          </Stack>
          {wide ? <LiveRanking outcome={draft.alternatives.length === 0 ? null : outcome} criteria={criteria} /> : null}
        </Box>
      )}

      <Section title={t('questionnaire.results.heading')}>
        {outcome === null || draft.alternatives.length === 0 ? (
          <Text>{t('questionnaire.results.empty')}</Text>
        ) : outcome.ok ? (
          <>
            <ResultsView results={outcome.results} criteria={criteria} />
            <Title order={3}>{t('questionnaire.criteria.heading')}</Title>
            <CriterionBreakdown results={outcome.results} criteria={criteria} />
          </>
        ) : (
          <Alert color={cashflowsLoading && !refused ? 'gray' : 'red'}>
            {waiting === null ? t('questionnaire.results.failed', { message: outcome.message }) : outcome.message}
          </Alert>
        )}
      </Section>

      <Section title={t('questionnaire.sensitivity.heading')}>
        {outcome?.ok === true ? (
          <SensitivityTable rows={outcome.sensitivity} titleOf={titleOf} nameOf={nameOf} />
        ) : (
          <Text>{t('questionnaire.sensitivity.empty')}</Text>
        )}
        {outcome?.ok === true && template !== null && draft.alternatives.length > 0 ? (
          <SensitivityChart template={template} analysis={analysisInput} metrics={metrics} knockedOut={knockedOut} />
        ) : null}
      </Section>

      <Section title={t('questionnaire.actions.heading')}>
        {stale ? (
          <Alert color="red" mb="md" role="alert">
            <Group justify="space-between">
              <Text>{t('questionnaire.notifications.stale')}</Text>
              <Button variant="default" size={controlSize} onClick={() => void loadSavedVersion()} loading={busy === 'load'}>
                {t('questionnaire.actions.loadSaved')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Group>
          <Button size={controlSize} onClick={unlessRefused(save)} loading={busy === 'save'} disabled={busy !== null || draft.templateId === ''}>
            {t('questionnaire.actions.save')}
          </Button>
          <Button
            variant="light"
            size={controlSize}
            onClick={unlessRefused(share)}
            loading={busy === 'share'}
            disabled={busy !== null || draft.templateId === ''}
          >
            {t('questionnaire.actions.share')}
          </Button>
          <Button variant="default" size={controlSize} onClick={() => void reset()} disabled={busy !== null}>
            {t('questionnaire.actions.reset')}
          </Button>
          {readonlyId === null ? null : (
            <Button variant="subtle" size={controlSize} onClick={showLink} disabled={busy !== null}>
              {t('questionnaire.actions.showLink')}
            </Button>
          )}
        </Group>
        <SharingDialog
          opened={sharing && readonlyId !== null}
          title={t('questionnaire.share.title')}
          text={t('questionnaire.share.text')}
          links={readonlyId === null || shareAddress === null ? [] : [{ id: readonlyId, address: shareAddress }]}
          newLinkId={readonlyId}
          onClose={closeSharing}
        />
      </Section>
    </Stack>
  );
}
