import { languageOfTag, type CashflowFieldName, type Language, type ReadonlyCashflow } from '@keelson/core';
import { DataList, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipTypes } from '../api/get-ship-types';
import { dayCountConventions } from '../model/day-counts';
import { inputKindOf, isSpecialField, toShown, trancheInputKindOf, trancheInputs, type InputKind } from '../model/field-specs';
import { formatDate } from '../../../lib/format';
import { formatNumberText } from '../../../lib/number-text';
import { sections } from '../model/sections';
import { useFieldLabels } from './fields/use-field-labels';
import { SectionFrame } from './section-frame';

// A phone has no room for an 18rem label beside its value.
const labelWidth = 'min(18rem, 45%)';

function shown(value: unknown, kind: InputKind, language: Language): string | null {
  if (typeof value === 'number') return kind === 'text' || kind === 'date' ? String(value) : formatNumberText(toShown(value, kind), language);
  if (typeof value !== 'string' || value === '') return null;
  return kind === 'date' ? formatDate(value) : value;
}

/** The inputs of a shared cashflow, one definition list per section, labelled as the form labels them. */
export function ReadonlyInputs({ cashflow }: { cashflow: ReadonlyCashflow }) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  const { fieldLabel, trancheLabel } = useFieldLabels(cashflow.currency);
  const notSet = t('common.notSet');
  const shipTypeName = useShipTypes().data?.find((shipType) => shipType.code === cashflow.shipType)?.name;

  const row = (key: string, label: string, value: ReactNode) => (
    <DataList.Item key={key}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value ?? notSet}</DataList.ItemValue>
    </DataList.Item>
  );

  const item = (name: CashflowFieldName): ReactNode => {
    if (!isSpecialField(name)) return row(name, fieldLabel(name), shown(cashflow[name], inputKindOf(name), language));
    switch (name) {
      case 'tranches':
        return null;
      case 'brokerValueEsimationsCurr': {
        const estimates = (cashflow.brokerValueEsimationsCurr ?? []).map((estimate) => formatNumberText(estimate, language));
        return row(name, fieldLabel(name), estimates.length === 0 ? null : estimates.join('; '));
      }
      case 'brokerEvaluationType': {
        const types = (cashflow.brokerEvaluationType ?? []).filter((type) => type !== '');
        return row(name, fieldLabel(name), types.length === 0 ? null : types.join('; '));
      }
      case 'dayCountConvention': {
        const convention = dayCountConventions[cashflow.dayCountConvention ?? 0];
        return row(name, fieldLabel(name), convention === undefined ? null : t(`cashflow.dayCount.${convention}`));
      }
      case 'covenantTestMonths':
        return row(name, fieldLabel(name), shown(cashflow[name], 'integer', language));
      case 'shipType':
        return row(name, fieldLabel(name), shipTypeName ?? shown(cashflow.shipType, 'text', language));
      case 'currency':
        return row(name, fieldLabel(name), shown(cashflow[name], 'text', language));
    }
  };

  const tranches = cashflow.tranches ?? [];
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <SectionFrame key={section.id} id={section.id}>
          <DataList labelWidth={labelWidth}>{section.items.map(item)}</DataList>
          {section.items.includes('tranches') ? (
            <Stack mt="md" gap="md">
              <Title order={3} size="h4">
                {t('fields.tranches')}
              </Title>
              {tranches.length === 0 ? <Text c="dimmed">{t('cashflow.tranches.empty')}</Text> : null}
              {tranches.map((tranche, index) => (
                <div key={index}>
                  <Title order={4} size="h5" mb="xs">
                    {t('cashflow.tranches.heading', { number: index + 1 })}
                  </Title>
                  <DataList labelWidth={labelWidth}>
                    {trancheInputs.map((field) => row(field, trancheLabel(field), shown(tranche[field], trancheInputKindOf(field), language)))}
                  </DataList>
                </div>
              ))}
            </Stack>
          ) : null}
        </SectionFrame>
      ))}
    </Stack>
  );
}
