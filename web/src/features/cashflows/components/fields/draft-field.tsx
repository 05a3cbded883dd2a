import { cashflowFields, languageOfTag, type CatalogueField, type FieldError, type PlausibilityWarning } from '@keelson/core';
import { TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../../../../locales/en.json';
import { fieldPlaceholder, inputKindOf, type PlainField } from '../../model/field-specs';
import { useCashflowDraftStore } from '../../../../lib/cashflow-draft';
import { DateField } from './date-field';
import { useWarningProps } from './field-warning';
import { CashflowNumberInput } from './number-text-input';
import { inputIdOf, useFieldLabels } from './use-field-labels';

type HintedField = keyof typeof en.cashflow.hints;

/** A field has a hint when the texts give it one (`cashflow.hints.<name>`); the texts are asked, not bundled with the page. */
function isHinted(field: string, exists: (key: string) => boolean): field is HintedField {
  return exists(`cashflow.hints.${field}`);
}

type DraftFieldProps = { field: PlainField; error: FieldError | undefined; warning: PlausibilityWarning | undefined; currency: string | null | undefined };

/**
 * One plain field of the draft, edited as its kind in core's catalogue says: label with unit, the default shown greyed in the empty input,
 * core's error beside it, or else core's plausibility warning.
 */
export const DraftField = memo(function DraftField({ field, error, warning, currency }: DraftFieldProps) {
  const { t, i18n } = useTranslation();
  const { fieldLabel, errorText } = useFieldLabels(currency);
  const warningProps = useWarningProps(currency);
  const value = useCashflowDraftStore((state) => state.draft[field]);
  const setField = useCashflowDraftStore((state) => state.setField);
  const kind = inputKindOf(field);
  const spec: CatalogueField = cashflowFields[field];
  const common = {
    id: inputIdOf(field),
    label: fieldLabel(field),
    description: isHinted(field, (key) => i18n.exists(key)) ? t(`cashflow.hints.${field}`) : undefined,
    placeholder: fieldPlaceholder(field, languageOfTag(i18n.language)),
    error: errorText(error),
  };

  if (kind === 'date') {
    return (
      <DateField
        {...common}
        path={field}
        required={spec.required}
        value={typeof value === 'string' && value !== '' ? value : null}
        onChange={(next) => setField(field, next)}
      />
    );
  }
  if (kind === 'text') {
    return (
      <TextInput
        {...common}
        {...warningProps(warning)}
        maxLength={spec.maxLength}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setField(field, next === '' ? null : next);
        }}
      />
    );
  }
  return (
    <CashflowNumberInput
      {...common}
      {...warningProps(warning)}
      path={field}
      kind={kind}
      value={typeof value === 'number' ? value : null}
      onValueChange={(next) => setField(field, next)}
    />
  );
});
