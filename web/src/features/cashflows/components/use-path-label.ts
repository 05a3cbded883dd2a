import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldSpecs, trancheFieldSpecs, type PlainField, type TrancheField } from '../model/field-specs';
import type { SpecialField } from '../model/sections';

type LabelledSpecialField = Exclude<SpecialField, 'tranches'>;
const specialFields: readonly LabelledSpecialField[] = ['shipType', 'currency', 'dayCountConvention', 'brokerValueEsimationsCurr'];

function isPlainField(name: string): name is PlainField {
  return Object.hasOwn(fieldSpecs, name);
}
function isSpecialField(name: string): name is LabelledSpecialField {
  return specialFields.some((field) => field === name);
}
function isTrancheField(name: string): name is TrancheField {
  return Object.hasOwn(trancheFieldSpecs, name);
}

/** The label of a field named by core's path: "Lightweight", "Tranche 2 · Amount", "Broker estimate 1". */
export function usePathLabel() {
  const { t } = useTranslation();
  return useCallback(
    (path: string): string => {
      const [field = path, index, member] = path.split('.');
      const number = Number(index) + 1;
      if (field === 'tranches' && index !== undefined) {
        const heading = t('cashflow.tranches.heading', { number });
        return member !== undefined && isTrancheField(member) ? `${heading} · ${t(`cashflow.tranches.fields.${member}`)}` : heading;
      }
      if (field === 'brokerValueEsimationsCurr' && index !== undefined) return t('cashflow.broker.entry', { number });
      if (field === 'tranches') return t('cashflow.tranches.title');
      if (isPlainField(field) || isSpecialField(field)) return t(`cashflow.fields.${field}`);
      return path;
    },
    [t],
  );
}
