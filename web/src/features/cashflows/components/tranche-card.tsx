import { languageOfTag, trancheFields, type CashflowTranche, type TrancheDerived } from '@keelson/core';
import { ActionIcon, Alert, DataList, Group, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatPercent, formatYears } from '../../../lib/format';
import { trancheFieldPlaceholder, trancheInputKindOf, trancheInputs, type TrancheFormField } from '../model/field-specs';
import { tranchePath, type ErrorsByPath } from '../model/field-errors';
import type { WarningsByPath } from '../model/plausibility';
import { DateField } from './fields/date-field';
import { useWarningProps } from './fields/field-warning';
import { CashflowNumberInput } from './fields/number-text-input';
import { inputIdOf, useFieldLabels } from './fields/use-field-labels';

type TrancheCardProps = {
  tranche: CashflowTranche;
  index: number;
  count: number;
  derived: TrancheDerived | undefined;
  errors: ErrorsByPath;
  warnings: WarningsByPath;
  currency: string | null | undefined;
  /** The tranche at `index` changed, moves by `offset`, goes: the same functions for every card and every render. */
  onChange: (index: number, tranche: CashflowTranche) => void;
  onMove: (index: number, offset: -1 | 1) => void;
  onRemove: (index: number) => void;
};

function derivedItem(label: string, value: string) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The id of a tranche's button, so that focus can follow the tranche when it moves. */
export function trancheButtonId(index: number, action: 'up' | 'down' | 'remove'): string {
  return `cashflow-tranche-${index}-${action}`;
}

/**
 * One loan tranche: its fields, buttons named with its number, and its derived terms (docs/spec/calculation.md section
 * 3). Memoised: an edit of another tranche or of another field of the cashflow does not draw it again.
 */
export const TrancheCard = memo(function TrancheCard({
  tranche,
  index,
  count,
  derived,
  errors,
  warnings,
  currency,
  onChange,
  onMove,
  onRemove,
}: TrancheCardProps) {
  const { t, i18n } = useTranslation();
  const { trancheLabel, errorText } = useFieldLabels(currency);
  const warningProps = useWarningProps(currency);
  const number = index + 1;
  const headingId = `cashflow-tranche-${index}-heading`;

  const input = (field: TrancheFormField) => {
    const kind = trancheInputKindOf(field);
    const common = {
      id: inputIdOf(tranchePath(index, field)),
      label: trancheLabel(field),
      placeholder: trancheFieldPlaceholder(field, languageOfTag(i18n.language)),
      error: errorText(errors.get(tranchePath(index, field))),
      // The balloon is what the repayment profile leaves at maturity, so it is shown where the profile is entered.
      description:
        field === 'amortizationYears' && derived !== undefined && derived.balloon > 0
          ? `${t('cashflow.tranches.derived.balloon')}: ${formatMoney(derived.balloon, currency)}`
          : undefined,
    };
    const value = tranche[field];
    const path = tranchePath(index, field);
    if (kind === 'date') {
      return (
        <DateField
          key={field}
          {...common}
          path={path}
          required={trancheFields[field].required}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => onChange(index, { ...tranche, [field]: next })}
        />
      );
    }
    if (kind === 'text') {
      const text = typeof value === 'string' ? value : '';
      return (
        <TextInput
          key={field}
          {...common}
          {...warningProps(warnings.get(path))}
          value={text}
          onChange={(event) => onChange(index, { ...tranche, [field]: event.currentTarget.value || null })}
        />
      );
    }
    return (
      <CashflowNumberInput
        key={field}
        {...common}
        {...warningProps(warnings.get(path))}
        path={path}
        kind={kind}
        value={typeof value === 'number' ? value : null}
        onValueChange={(next) => onChange(index, { ...tranche, [field]: next })}
      />
    );
  };

  return (
    <Paper component="section" withBorder p="md" radius="sm" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5" id={headingId}>
          {t('cashflow.tranches.heading', { number })}
        </Title>
        <Group gap={4}>
          <ActionIcon
            id={trancheButtonId(index, 'up')}
            variant="default"
            disabled={index === 0}
            aria-label={t('cashflow.tranches.moveUp', { number })}
            onClick={() => onMove(index, -1)}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
          <ActionIcon
            id={trancheButtonId(index, 'down')}
            variant="default"
            disabled={index === count - 1}
            aria-label={t('cashflow.tranches.moveDown', { number })}
            onClick={() => onMove(index, 1)}
          >
            <span aria-hidden="true">↓</span>
          </ActionIcon>
          <ActionIcon
            id={trancheButtonId(index, 'remove')}
            variant="default"
            color="red"
            aria-label={t('cashflow.tranches.remove', { number })}
            onClick={() => onRemove(index)}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      </Group>
      {/* Columns by the card's own width: beside the pinned key figures it is narrower than the screen. */}
      <SimpleGrid type="container" cols={{ base: 1, '30rem': 2, '52rem': 3 }}>
        {trancheInputs.map(input)}
      </SimpleGrid>
      {derived === undefined ? null : (
        <>
          {/* At most 60 % for the labels: 16rem of them pushed the values past a 360 px screen's edge. */}
          <DataList size="sm" mt="sm" labelWidth="min(16rem, 60%)">
            {derivedItem(t('cashflow.tranches.derived.maturityDate'), formatDate(derived.maturityDate))}
            {derivedItem(t('cashflow.tranches.derived.nominalInterestRate'), formatPercent(derived.nominalInterestRate))}
            {derivedItem(t('cashflow.tranches.derived.remainingDurationYears'), formatYears(derived.remainingDurationYears))}
            {derivedItem(t('cashflow.tranches.derived.leverage'), formatPercent(derived.leverage))}
          </DataList>
          {derived.maturesAfterEndOfLife ? (
            <Alert color="yellow" mt="sm" variant="light">
              {t('cashflow.tranches.maturesAfterEndOfLife')}
            </Alert>
          ) : null}
        </>
      )}
    </Paper>
  );
});
