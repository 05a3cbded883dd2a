import { NativeSelect } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashflowDraftStore } from '../../../../lib/cashflow-draft';
import { inputIdOf } from './use-field-labels';

/** The five day-count conventions of docs/spec/product-spec.md section 4, by their number. */
const conventions = ['thirty360', 'actualActual', 'actual360', 'actual365', 'thirty360Raw'] as const;

/** The day-count convention of every year fraction (default 0 = 30/360). */
export const DayCountField = memo(function DayCountField({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  const convention = useCashflowDraftStore((state) => state.draft.dayCountConvention) ?? 0;
  const setField = useCashflowDraftStore((state) => state.setField);
  return (
    <NativeSelect
      id={inputIdOf('dayCountConvention')}
      label={t('cashflow.fields.dayCountConvention')}
      data={conventions.map((name, index) => ({ value: String(index), label: `${index} · ${t(`cashflow.dayCount.${name}`)}` }))}
      value={String(convention)}
      error={error === undefined ? undefined : t('cashflow.fieldError', { message: error })}
      onChange={(event) => setField('dayCountConvention', Number(event.currentTarget.value))}
    />
  );
});
