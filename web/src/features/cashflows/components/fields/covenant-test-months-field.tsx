import { cashflowFields, type FieldError } from '@keelson/core';
import { NativeSelect } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashflowDraftStore } from '../../../../lib/cashflow-draft';
import { inputIdOf, useFieldErrorText } from './use-field-labels';

const { options, default: defaultMonths } = cashflowFields.covenantTestMonths;

/** The months between two covenant test dates: one of core's options (default 6). */
export const CovenantTestMonthsField = memo(function CovenantTestMonthsField({ error }: { error: FieldError | undefined }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const months = useCashflowDraftStore((state) => state.draft.covenantTestMonths) ?? defaultMonths;
  const setField = useCashflowDraftStore((state) => state.setField);
  return (
    <NativeSelect
      id={inputIdOf('covenantTestMonths')}
      label={t('fields.covenantTestMonths')}
      data={options.map((option) => String(option))}
      value={String(months)}
      error={errorText(error)}
      onChange={(event) => setField('covenantTestMonths', Number(event.currentTarget.value))}
    />
  );
});
