import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pathLabel } from '../model/field-path';
import { isCashflowField, isTrancheFormField } from '../model/field-specs';

/** The label of a field named by core's path, as the form labels it: "Lightweight", "Tranche 2 · Amount", "Broker estimate 1". */
export function usePathLabel() {
  const { t } = useTranslation();
  return useCallback(
    (path: string): string =>
      pathLabel(path, {
        field: (name) => (isCashflowField(name) ? t(`fields.${name}`) : null),
        tranche: (number) => t('cashflow.tranches.heading', { number }),
        trancheMember: (member) => (isTrancheFormField(member) ? t(`fields.tranche.${member}`) : null),
        join: (tranche, member) => `${tranche} · ${member}`,
        brokerEstimate: (number) => t('cashflow.broker.entry', { number }),
      }),
    [t],
  );
}
