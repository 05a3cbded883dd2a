import type { Derived } from '@keelson/core';
import { SimpleGrid, Stack } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { ErrorsByPath } from '../model/field-errors';
import { sections, type SectionItem } from '../model/sections';
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
const wideItems: readonly SectionItem[] = ['brokerValueEsimationsCurr', 'tranches'];

function renderItem(item: SectionItem, { errors, derived, currency }: CashflowFormProps): ReactNode {
  switch (item) {
    case 'shipType':
      return <ShipTypeField key={item} error={errors.get(item)} />;
    case 'currency':
      return <CurrencyField key={item} error={errors.get(item)} />;
    case 'dayCountConvention':
      return <DayCountField key={item} error={errors.get(item)} />;
    case 'brokerValueEsimationsCurr':
      return <BrokerEstimatesEditor key={item} errors={errors} currency={currency} />;
    case 'tranches':
      return <TrancheEditor key={item} errors={errors} derived={derived?.tranches ?? null} currency={currency} />;
    default:
      return <DraftField key={item} field={item} error={errors.get(item)} currency={currency} />;
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
