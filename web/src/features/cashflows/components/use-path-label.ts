import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pathLabel } from '../model/field-path';
import { fieldSpecs, trancheFieldSpecs, type PlainField, type TrancheField } from '../model/field-specs';
import type { SpecialField } from '../model/sections';

type LabelledSpecialField = Exclude<SpecialField, 'tranches'>;
const specialFields: readonly LabelledSpecialField[] = ['shipType', 'currency', 'dayCountConvention', 'brokerValueEsimationsCurr'];

function isLabelledField(name: string): name is PlainField | LabelledSpecialField {
  return Object.hasOwn(fieldSpecs, name) || specialFields.some((field) => field === name);
}
function isTrancheField(name: string): name is TrancheField {
  return Object.hasOwn(trancheFieldSpecs, name);
}

/** The label of a field named by core's path, as the form labels it: "Lightweight", "Tranche 2 · Amount", "Broker estimate 1". */
export function usePathLabel() {
  const { t } = useTranslation();
  return useCallback(
    (path: string): string =>
      pathLabel(path, {
        field: (name) => (name === 'tranches' ? t('cashflow.tranches.title') : isLabelledField(name) ? t(`cashflow.fields.${name}`) : null),
        tranche: (number) => t('cashflow.tranches.heading', { number }),
        trancheMember: (member) => (isTrancheField(member) ? t(`cashflow.tranches.fields.${member}`) : null),
        join: (tranche, member) => `${tranche} · ${member}`,
        brokerEstimate: (number) => t('cashflow.broker.entry', { number }),
      }),
    [t],
  );
}
