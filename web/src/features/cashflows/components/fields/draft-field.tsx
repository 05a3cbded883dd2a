import { TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldPlaceholder, fieldSpecs, type PlainField } from '../../model/field-specs';
import { useCashflowDraftStore } from '../../../../lib/cashflow-draft';
import { NumberTextInput } from './number-text-input';
import { inputIdOf, useFieldLabels } from './use-field-labels';

const maxLengths: Partial<Record<PlainField, number>> = { imoNumber: 20 };
const hinted = [
  'valuationDate',
  'transferQuote',
  'ownerValueLatestAssessmentDate',
  'currentTimeCharterCurr',
  'expectedFutureCharterCurr',
  'opexLatestAssessmentDate',
  'leverage',
  'equityYield',
  'discountRate',
] as const satisfies readonly PlainField[];
type HintedField = (typeof hinted)[number];

function isHinted(field: PlainField): field is HintedField {
  return hinted.some((candidate) => candidate === field);
}

type DraftFieldProps = { field: PlainField; error: string | undefined; currency: string | null | undefined };

/** One plain field of the draft: label with unit, the default as placeholder, core's error beside it. */
export const DraftField = memo(function DraftField({ field, error, currency }: DraftFieldProps) {
  const { t } = useTranslation();
  const { fieldLabel, errorText } = useFieldLabels(currency);
  const value = useCashflowDraftStore((state) => state.draft[field]);
  const setField = useCashflowDraftStore((state) => state.setField);
  const spec = fieldSpecs[field];
  const common = {
    id: inputIdOf(field),
    label: fieldLabel(field),
    description: isHinted(field) ? t(`cashflow.hints.${field}`) : undefined,
    placeholder: fieldPlaceholder(field),
    error: errorText(error, spec.kind),
  };

  if (spec.kind === 'text' || spec.kind === 'date') {
    return (
      <TextInput
        {...common}
        type={spec.kind === 'date' ? 'date' : 'text'}
        maxLength={maxLengths[field] ?? 200}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setField(field, next === '' ? null : next);
        }}
      />
    );
  }
  return <NumberTextInput {...common} kind={spec.kind} value={typeof value === 'number' ? value : null} onValueChange={(next) => setField(field, next)} />;
});
