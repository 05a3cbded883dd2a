import type { CashflowFieldName, Derived } from '@keelson/core';
import { SimpleGrid, Stack } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { ErrorsByPath } from '../model/field-errors';
import { isSpecialField, ownEditors } from '../model/field-specs';
import { sections } from '../model/sections';
import { BrokerEstimatesEditor } from './broker-estimates-editor';
import { DerivedList } from './derived-list';
import { CurrencyField } from './fields/currency-field';
import { DayCountField } from './fields/day-count-field';
import { DraftField } from './fields/draft-field';
import { ShipTypeField } from './fields/ship-type-field';
import { TrancheEditor } from './tranche-editor';
import { sectionHeadingId, SectionFrame } from './section-frame';

type CashflowFormProps = { errors: ErrorsByPath; derived: Derived | null; currency: string | null | undefined };

/** The lists take the whole width of a section, below its other fields. */
const wideItems: readonly CashflowFieldName[] = ['brokerValueEsimationsCurr', 'tranches'];

/** A field of core's catalogue: a plain input chosen by its kind, or the editor of its own. */
function renderItem(item: CashflowFieldName, { errors, derived, currency }: CashflowFormProps): ReactNode {
  if (!isSpecialField(item)) return <DraftField key={item} field={item} error={errors.get(item)} currency={currency} />;
  switch (ownEditors[item]) {
    case 'shipType':
      return <ShipTypeField key={item} error={errors.get(item)} />;
    case 'currency':
      return <CurrencyField key={item} error={errors.get(item)} />;
    case 'dayCount':
      return <DayCountField key={item} error={errors.get(item)} />;
    case 'brokerEstimates':
      return <BrokerEstimatesEditor key={item} errors={errors} currency={currency} />;
    case 'tranches':
      return <TrancheEditor key={item} errors={errors} derived={derived?.tranches ?? null} currency={currency} />;
    case 'none':
      return null;
  }
}

/** Every input of the cashflow by section, each section with its derived values; errors beside their fields. */
export const CashflowForm = memo(function CashflowForm(props: CashflowFormProps) {
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <SectionFrame key={section.id} id={section.id}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
            {section.items.filter((item) => !wideItems.includes(item)).map((item) => renderItem(item, props))}
          </SimpleGrid>
          {section.items
            .filter((item) => wideItems.includes(item))
            .map((item) => (
              <Stack key={item} mt="lg">
                {renderItem(item, props)}
              </Stack>
            ))}
          <DerivedList names={section.derived} derived={props.derived} currency={props.currency} headingId={`${sectionHeadingId(section.id)}-derived`} />
        </SectionFrame>
      ))}
    </Stack>
  );
});
