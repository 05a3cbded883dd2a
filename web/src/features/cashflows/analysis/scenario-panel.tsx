import type { FieldError, ScenarioResult } from '@keelson/core';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useSettledValue } from '../hooks/use-settled-value';
import type { Draft } from '../../../lib/cashflow-draft';
import { ScenarioComparison } from './scenario-comparison-view';
import { ScenarioEditor } from './scenario-editor';

export type ScenarioPanelProps = {
  /** The cashflow being edited (or shown read-only), with its user scenarios. */
  draft: Draft;
  /** core's results of the draft: base, long-term average, then one per user scenario (docs/spec/calculation.md section 9). */
  results: readonly ScenarioResult[];
  /** The cashflow's currency; it picks the symbol (docs/spec/product-spec.md section 3). */
  currency: string | null | undefined;
  /** The comparison only: nothing can be changed (a shared cashflow). */
  readOnly?: boolean;
  /** core's field errors of the draft, if any; those named `scenarios.…` are shown beside their inputs. */
  errors?: readonly FieldError[];
};

const noErrors: readonly FieldError[] = [];

/** The user scenarios: the editor of the draft's own scenarios, and the comparison of every scenario. */
export function ScenarioPanel({ draft, results, currency, readOnly = false, errors = noErrors }: ScenarioPanelProps) {
  const scenarioErrors = useMemo(() => {
    const byPath = new Map<string, FieldError>();
    for (const error of errors) if (error.field.startsWith('scenarios.') && !byPath.has(error.field)) byPath.set(error.field, error);
    return byPath;
  }, [errors]);
  const base = results.find((result) => result.scenario === 'base');
  // The comparison's table and chart draw the results when the typing pauses (hooks/use-settled-value.ts).
  const settledResults = useSettledValue(results);
  return (
    <Stack gap="xl">
      {readOnly ? null : <ScenarioEditor draft={draft} base={base} currency={currency} errors={scenarioErrors} />}
      <ScenarioComparison results={settledResults} currency={currency} />
    </Stack>
  );
}
