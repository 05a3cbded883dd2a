import type { FieldError } from '@keelson/core';
import { NativeSelect } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashflowDraftStore } from '../../../../lib/cashflow-draft';
import { dayCountConventions } from '../../model/day-counts';
import { inputIdOf, useFieldErrorText } from './use-field-labels';

/** The day-count convention of every year fraction, offered by name (default 30/360 (US)); the value stored is its number. */
export const DayCountField = memo(function DayCountField({ error }: { error: FieldError | undefined }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const convention = useCashflowDraftStore((state) => state.draft.dayCountConvention) ?? 0;
  const setField = useCashflowDraftStore((state) => state.setField);
  return (
    <NativeSelect
      id={inputIdOf('dayCountConvention')}
      label={t('fields.dayCountConvention')}
      data={dayCountConventions.map((name, index) => ({ value: String(index), label: t(`cashflow.dayCount.${name}`) }))}
      value={String(convention)}
      error={errorText(error)}
      onChange={(event) => setField('dayCountConvention', Number(event.currentTarget.value))}
    />
  );
});
