import type { FieldError } from '@keelson/core';
import { NativeSelect } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipTypes } from '../../api/get-ship-types';
import { shipTypeFill } from '../../model/ship-type-fill';
import { useCashflowDraftStore } from '../../../../lib/cashflow-draft';
import { inputIdOf, useFieldErrorText } from './use-field-labels';

/** The ship type, from `GET /api/ship-types`; choosing one fills in its typical figures. */
export const ShipTypeField = memo(function ShipTypeField({ error }: { error: FieldError | undefined }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const shipTypes = useShipTypes();
  const code = useCashflowDraftStore((state) => state.draft.shipType) ?? '';
  const { setField, patchDraft } = useCashflowDraftStore.getState();
  const known = shipTypes.data ?? [];
  const options = [
    { value: '', label: t('cashflow.shipType.none') },
    ...known.map((shipType) => ({ value: shipType.code, label: shipType.name })),
    ...(code !== '' && !known.some((shipType) => shipType.code === code) ? [{ value: code, label: t('cashflow.shipType.unknown', { code }) }] : []),
  ];

  const handleChange = (next: string) => {
    const shipType = known.find((candidate) => candidate.code === next);
    if (shipType === undefined) setField('shipType', next === '' ? null : next);
    else patchDraft(shipTypeFill(shipType));
  };

  return (
    <NativeSelect
      id={inputIdOf('shipType')}
      label={t('fields.shipType')}
      description={shipTypes.isError ? t('cashflow.shipType.loadFailed') : t('cashflow.shipType.hint')}
      data={options}
      value={code}
      error={errorText(error)}
      onChange={(event) => handleChange(event.currentTarget.value)}
    />
  );
});
