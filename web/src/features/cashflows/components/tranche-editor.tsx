import type { TrancheDerived } from '@keelson/core';
import { Stack, Text, Title } from '@mantine/core';
import { memo, useCallback } from 'react';
import type { CashflowTranche } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { todayText } from '../../../lib/cashflow-draft';
import type { ErrorsByPath } from '../model/field-errors';
import type { WarningsByPath } from '../model/plausibility';
import { addedTranche, move, removeAt, replaceAt } from '../model/list-edits';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { inputIdOf, useFieldErrorText } from './fields/use-field-labels';
import { TrancheCard, trancheButtonId } from './tranche-card';
import { ListAddFooter } from './list-add-footer';

const noTranches: never[] = [];
const addButtonId = 'cashflow-tranche-add';

function focusSoon(id: string, fallback?: string): void {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    const element = target instanceof HTMLButtonElement && target.disabled && fallback !== undefined ? document.getElementById(fallback) : target;
    element?.focus();
  });
}

type TrancheEditorProps = { errors: ErrorsByPath; warnings: WarningsByPath; derived: readonly TrancheDerived[] | null; currency: string | null | undefined };

/** The loan tranches: add, remove, move up and down; keyboard focus follows the tranche it acted on. */
export const TrancheEditor = memo(function TrancheEditor({ errors, warnings, derived, currency }: TrancheEditorProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const tranches = useCashflowDraftStore((state) => state.draft.tranches) ?? noTranches;
  const setTranches = useCashflowDraftStore((state) => state.setTranches);
  const listError = errorText(errors.get('tranches'));

  // Stable callbacks that read the tranches when called: a tranche's card draws again only when its own values change.
  const currentTranches = () => useCashflowDraftStore.getState().draft.tranches ?? noTranches;
  const handleChange = useCallback((index: number, next: CashflowTranche) => setTranches(replaceAt(currentTranches(), index, next)), [setTranches]);

  const handleMove = useCallback(
    (index: number, offset: -1 | 1) => {
      setTranches(move(currentTranches(), index, offset));
      const action = offset === -1 ? 'up' : 'down';
      const other = offset === -1 ? 'down' : 'up';
      focusSoon(trancheButtonId(index + offset, action), trancheButtonId(index + offset, other));
    },
    [setTranches],
  );

  const handleRemove = useCallback(
    (index: number) => {
      setTranches(removeAt(currentTranches(), index));
      focusSoon(addButtonId);
    },
    [setTranches],
  );

  const handleAdd = () => {
    setTranches([...tranches, addedTranche(todayText())]);
    focusSoon(inputIdOf(`tranches.${tranches.length}.value`));
  };

  return (
    <Stack gap="sm" id={inputIdOf('tranches')} tabIndex={-1}>
      <Title order={3} size="h4">
        {t('fields.tranches')}
      </Title>
      {tranches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cashflow.tranches.empty')}
        </Text>
      ) : null}
      {tranches.map((tranche, index) => (
        <TrancheCard
          key={index}
          tranche={tranche}
          index={index}
          count={tranches.length}
          derived={derived?.[index]}
          errors={errors}
          warnings={warnings}
          currency={currency}
          onChange={handleChange}
          onMove={handleMove}
          onRemove={handleRemove}
        />
      ))}
      <ListAddFooter listError={listError} addButtonId={addButtonId} label={t('cashflow.tranches.add')} onAdd={handleAdd} />
    </Stack>
  );
});
