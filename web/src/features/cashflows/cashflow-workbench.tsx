import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notifications';
import { useCashflowDraftStore } from '../../lib/cashflow-draft';
import { ActionsBar, stickyActionsQuery } from './components/actions-bar';
import { CalculationStatus } from './components/calculation-status';
import { CashflowForm, formParts } from './components/cashflow-form';
import { LoadingPlaceholder } from './components/loading-placeholder';
import { ResultsNavigationStrip } from './components/results-navigation';
import { useCalculationInputs, useLiveOutcome } from './hooks/use-live-outcome';
import { usePlausibilityWarnings } from './hooks/use-plausibility-warnings';
import { useRevealedCount } from './hooks/use-revealed-count';
import { useStableValue } from './hooks/use-stable-value';
import { useValueAfterPaint } from './hooks/use-value-after-paint';
import { useErrorVisibility, visibleErrors } from './model/error-visibility';
import { errorsByPath, noErrors } from './model/field-errors';
import { useLastEditStore } from './model/last-edit';
import { useRefusedFields } from './model/refused-fields';
import { resultPartProps, watchFormFocus } from './model/result-navigation';
import { sameData, sameErrorsByPath, sameFieldErrors, sameIssues } from './model/same-content';
import { sectionIssues } from './model/section-completeness';
import { CashflowResults } from './results/cashflow-results';
import { HeadlineBar } from './results/headline-bar';
import { KeyFiguresPanel } from './results/key-figures-panel';

// The analyses (scenarios, sensitivity, Monte Carlo, and their charts) load when there are results to analyse.
const AnalysisArea = lazy(async () => ({ default: (await import('./analysis/analysis-area')).AnalysisArea }));

/** Whether a field error names an input of a user scenario (`scenarios.0.overrides.opexChange`, `scenarios.1.name`). */
function isScenarioPath(field: string): boolean {
  return field === 'scenarios' || field.startsWith('scenarios.') || field.startsWith('scenarios[');
}

/** From this width on (Mantine's lg breakpoint, 1200 px) the key figures stand beside the form instead of below it. */
const workbenchQuery = '(min-width: 75em)';

/** The height of an element as drawn (border included), kept current as it changes (buttons wrap, an alert opens). */
function useDrawnHeight(): [(element: HTMLElement | null) => (() => void) | undefined, number] {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (element === null) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}

const workbench: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(17rem, 21rem)',
  gap: 'var(--mantine-spacing-lg)',
};

/**
 * The workbench of `/app/cashflow/{id?}` (cashflow-page.tsx draws the page's header first): the cashflow model of a
 * ship purchase. Every change is calculated at once by core. On a wide screen the inputs stand on the left in their
 * sections and the key figures are pinned on the right with the change the last edit made; on a narrow one a bar of
 * the three headline figures stays at the foot of the screen below the inputs. Errors appear beside their fields
 * once touched, plausibility warnings (docs/plausibility.md) at once; the charts, the year table and the analyses
 * follow below at full width. A navigation that stays on screen (in the actions bar, on a phone in a bar of its own)
 * jumps from any input to each part of the results and back to the input (components/results-navigation.tsx).
 *
 * One frame per keystroke: a field draws itself from its own value in the store, core calculates in the
 * keystroke's own render, and only the derived values and key figures that changed draw with it. Section
 * completeness, the list of what the model needs and the analyses follow once that frame is drawn, the charts and the
 * year table when the typing pauses; a keystroke in a field the calculation does not read (the ship's name)
 * calculates nothing.
 */
export function CashflowWorkbench() {
  const { t } = useTranslation();
  const inputs = useCalculationInputs();
  const currency = useCashflowDraftStore((state) => state.draft.currency);
  const setField = useCashflowDraftStore((state) => state.setField);
  // The DCF card's central rate: core calculates the cashflow at that rate, and the action sets it as the discount rate.
  const centralRate = useMemo(() => ({ cashflow: inputs, onApply: (rate: number) => setField('discountRate', rate) }), [inputs, setField]);
  const pristine = useCashflowDraftStore((state) => state.saved === null && !state.edited);
  const outcome = useLiveOutcome(inputs);
  const generation = useRefusedFields((state) => state.generation);
  const results = outcome.status === 'ok' ? outcome.results : null;
  // The analyses stay on screen while only a scenario's own input is wrong or half typed ("-" on the way to "-20"):
  // they keep the last results (the last edit's memory holds them) and show the error beside that input, which would
  // otherwise vanish with its field. Read only while there are no results, so that a keystroke draws nothing for it.
  const lastResults = useLastEditStore((state) => (results === null ? (state.memory?.latest ?? null) : null));
  const scenarioErrors = useStableValue(
    outcome.status === 'invalid' && outcome.errors.every((error) => isScenarioPath(error.field)) ? outcome.errors : null,
    sameFieldErrors,
  );
  const analysisResults = results ?? (scenarioErrors === null ? null : lastResults);
  const recordEdit = useLastEditStore((state) => state.record);
  const touched = useErrorVisibility((state) => state.touched);
  const saveAttempted = useErrorVisibility((state) => state.saveAttempted);
  // Errors beside the fields only where the user has been (or tried to save): a new form is not a wall of red. The
  // same errors keep the same object, so that the form's fields do not draw again while the user types.
  const errors = useStableValue(
    useMemo(
      () => (outcome.status === 'invalid' ? visibleErrors(errorsByPath(outcome.errors), touched, saveAttempted) : noErrors),
      [outcome, touched, saveAttempted],
    ),
    sameErrorsByPath,
  );
  const derived = useStableValue(outcome.status === 'ok' ? (outcome.results[0]?.derived ?? null) : null, sameData);
  // Warnings show at once, untouched fields included: they question a value entered, and never block (docs/plausibility.md).
  const warnings = usePlausibilityWarnings(derived);
  // What needs no frame of its own follows once the keystroke's frame is drawn (hooks/use-value-after-paint.ts).
  const laterOutcome = useValueAfterPaint(outcome);
  const laterInputs = useValueAfterPaint(inputs);
  const laterAnalysisResults = useValueAfterPaint(analysisResults);
  const issues = useStableValue(
    useMemo(() => sectionIssues(laterOutcome), [laterOutcome]),
    sameIssues,
  );
  const wide = useMediaQuery(workbenchQuery, undefined, { getInitialValueInEffect: false });
  const stickyActions = useMediaQuery(stickyActionsQuery, undefined, { getInitialValueInEffect: false });
  const [actionsBarRef, actionsBarHeight] = useDrawnHeight();
  const [stripRef, stripHeight] = useDrawnHeight();
  // The first render draws the actions and the sections' index, and each later frame one more half section (a hundred
  // inputs at once would hold the browser up for a long moment); the key figures come with the last, the results below the form a frame later.
  const revealed = useRevealedCount(formParts + 2);
  const complete = revealed > formParts;
  // The results below the form (the year table, the analyses) one frame after the key figures.
  const resultsShown = revealed > formParts + 1;

  useEffect(() => {
    if (outcome.status === 'failed') notify('error', t('cashflow.notifications.calculateFailed'));
  }, [outcome, t]);

  // The change made by the last edit (model/last-edit.ts), recorded before the screen is painted, so that the key
  // figures and their change appear together.
  useLayoutEffect(() => recordEdit(inputs, generation, results), [recordEdit, inputs, generation, results]);

  // On a narrow screen the headline bar covers the foot of the screen: a field the keyboard moves to stays above it.
  useEffect(() => {
    if (wide) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '7rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [wide]);

  // What the keyboard moves to comes into view below the bar that sticks at the top (app/global.css): the actions bar
  // with the results' navigation in it, or on a phone the navigation's own bar.
  const topBarHeight = stickyActions ? actionsBarHeight : stripHeight;
  useEffect(() => {
    if (topBarHeight === 0) return;
    const root = document.documentElement;
    root.style.setProperty(
      '--sticky-bars-height',
      `calc(var(--app-shell-header-offset, 60px) + ${stickyActions ? '0.5rem + ' : ''}${topBarHeight}px + 0.5rem)`,
    );
    return () => {
      root.style.removeProperty('--sticky-bars-height');
    };
  }, [stickyActions, topBarHeight]);

  const status = <CalculationStatus outcome={laterOutcome} showExampleHint={pristine} />;
  // The pinned column starts below the sticky actions bar and scrolls on its own when it is taller than the screen.
  const pinnedTop = `calc(var(--app-shell-header-offset, 60px) + 0.5rem + ${actionsBarHeight}px + 0.75rem)`;
  const pinned: CSSProperties = { position: 'sticky', top: pinnedTop, alignSelf: 'start', maxHeight: `calc(100dvh - ${pinnedTop} - 1rem)`, overflowY: 'auto' };

  return (
    <>
      <ActionsBar ref={actionsBarRef} />
      {stickyActions ? null : <ResultsNavigationStrip ref={stripRef} />}
      <Box style={wide ? workbench : undefined} mih={complete ? undefined : '100vh'}>
        {/* The input that has the keyboard is where the results' navigation returns to. */}
        <Box miw={0} ref={watchFormFocus}>
          <CashflowForm errors={errors} warnings={warnings} derived={derived} currency={currency} issues={issues} shownParts={revealed} />
          {wide || !complete ? null : status}
          {wide || !complete ? null : <HeadlineBar calculated={results !== null} currency={currency} />}
        </Box>
        {wide && complete ? (
          // A region the keyboard can reach: it scrolls on its own when the figures are taller than the screen.
          <Box style={pinned} role="region" aria-label={t('workbench.keyFigures.pinned')} tabIndex={0}>
            <KeyFiguresPanel calculated={results !== null} currency={currency} />
            {status}
          </Box>
        ) : null}
      </Box>
      {results === null || !resultsShown ? null : (
        <Box mt="xl">
          <CashflowResults
            results={results}
            currency={currency}
            averageCharterRate={inputs.averageTimeCharterCurr ?? null}
            covenants={inputs}
            centralRate={centralRate}
          />
        </Box>
      )}
      {laterAnalysisResults === null || !resultsShown ? null : (
        <Box mt="xl" data-part="analysis" {...resultPartProps('analysis')}>
          <Suspense fallback={<LoadingPlaceholder part="analysis" />}>
            <AnalysisArea
              draft={laterInputs}
              results={laterAnalysisResults}
              currency={currency}
              {...(scenarioErrors === null ? {} : { errors: scenarioErrors })}
            />
          </Suspense>
        </Box>
      )}
    </>
  );
}
