import { cashflowFields, type FieldError } from '@keelson/core';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashflowDraftStore } from '../../../../lib/cashflow-draft';
import { inputIdOf, useFieldErrorText } from './use-field-labels';

const listed = ['USD', 'EUR'];
const other = 'other';

/** The currency: USD or EUR, or any other code typed in (shown with the dollar sign, docs/spec/product-spec.md section 3). */
export const CurrencyField = memo(function CurrencyField({ error }: { error: FieldError | undefined }) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const currency = useCashflowDraftStore((state) => state.draft.currency) ?? '';
  const setField = useCashflowDraftStore((state) => state.setField);
  const [otherChosen, setOtherChosen] = useState(false);
  const choice = listed.includes(currency) && !otherChosen ? currency : currency === '' && !otherChosen ? 'USD' : other;
  const errorText = fieldErrorText(error);

  return (
    <Stack gap="xs">
      <NativeSelect
        id={inputIdOf('currency')}
        label={t('fields.currency')}
        data={[...listed, { value: other, label: t('cashflow.currency.other') }]}
        value={choice}
        error={choice === other ? undefined : errorText}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setOtherChosen(next === other);
          setField('currency', next === other ? null : next);
        }}
      />
      {choice === other ? (
        <TextInput
          label={t('cashflow.currency.otherCode')}
          description={t('cashflow.currency.otherHint')}
          maxLength={cashflowFields.currency.maxLength}
          value={currency}
          error={errorText}
          onChange={(event) => {
            const next = event.currentTarget.value.toUpperCase();
            setField('currency', next === '' ? null : next);
          }}
        />
      ) : null}
    </Stack>
  );
});
