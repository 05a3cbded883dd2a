import { sectionIds, type CashflowFieldName, type Derived, type SectionId } from '@keelson/core';
import { Accordion, SimpleGrid, Stack, Text } from '@mantine/core';
import { createContext, memo, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorsByPath } from '../model/field-errors';
import type { WarningsByPath } from '../model/plausibility';
import { isSpecialField, ownEditors } from '../model/field-specs';
import { useOpenSections } from '../model/open-sections';
import type { SectionIssues } from '../model/section-completeness';
import { sections, type DerivedName } from '../model/sections';
import { BrokerEstimatesEditor } from './broker-estimates-editor';
import { DerivedList } from './derived-list';
import { CurrencyField } from './fields/currency-field';
import { CovenantTestMonthsField } from './fields/covenant-test-months-field';
import { DayCountField } from './fields/day-count-field';
import { DraftField } from './fields/draft-field';
import { ShipTypeField } from './fields/ship-type-field';
import { SectionBadge, SectionIndex, sectionsId } from './section-index';
import { sectionHeadingId } from './section-frame';
import { SourcesAndUsesBlock } from './sources-and-uses-block';
import { TrancheEditor } from './tranche-editor';

type Currency = string | null | undefined;

type CashflowFormProps = {
  errors: ErrorsByPath;
  /** The plausibility warnings by path (docs/plausibility.md), shown where there is no error. */
  warnings: WarningsByPath;
  derived: Derived | null;
  currency: Currency;
  /** The fields that need attention by section, from core's validation; null when core failed. */
  issues: SectionIssues | null;
  /**
   * How many halves of sections are drawn yet (the page's first render draws them one after another: `formParts` in
   * all); all by default.
   */
  shownParts?: number;
};

/**
 * The derived values reach only what shows them (each section's list, the tranche editor): they change with every
 * keystroke, and the sections' frames, headings and fields need not draw again for them.
 */
const DerivedContext = createContext<Derived | null>(null);

function SectionDerivedList({ id, names, currency }: { id: SectionId; names: readonly DerivedName[]; currency: Currency }) {
  const derived = use(DerivedContext);
  return <DerivedList names={names} derived={derived} currency={currency} headingId={`${sectionHeadingId(id)}-derived`} />;
}

/** The equity section's sources and uses of the purchase, with its shortfall as an input problem. */
function SectionSourcesAndUses({ id, currency }: { id: SectionId; currency: Currency }) {
  const derived = use(DerivedContext);
  return <SourcesAndUsesBlock derived={derived} currency={currency} headingId={`${sectionHeadingId(id)}-sources-and-uses`} />;
}

function Tranches({ errors, warnings, currency }: { errors: ErrorsByPath; warnings: WarningsByPath; currency: Currency }) {
  const derived = use(DerivedContext);
  return <TrancheEditor errors={errors} warnings={warnings} derived={derived?.tranches ?? null} currency={currency} />;
}

/** The lists take the whole width of a section, below its other fields. */
const wideItems: readonly CashflowFieldName[] = ['brokerValueEsimationsCurr', 'tranches'];

/** A field of core's catalogue: a plain input chosen by its kind, or the editor of its own. */
function renderItem(item: CashflowFieldName, errors: ErrorsByPath, warnings: WarningsByPath, currency: Currency): ReactNode {
  if (!isSpecialField(item)) return <DraftField key={item} field={item} error={errors.get(item)} warning={warnings.get(item)} currency={currency} />;
  switch (ownEditors[item]) {
    case 'shipType':
      return <ShipTypeField key={item} error={errors.get(item)} />;
    case 'currency':
      return <CurrencyField key={item} error={errors.get(item)} />;
    case 'dayCount':
      return <DayCountField key={item} error={errors.get(item)} />;
    case 'covenantTestMonths':
      return <CovenantTestMonthsField key={item} error={errors.get(item)} />;
    case 'brokerEstimates':
      return <BrokerEstimatesEditor key={item} errors={errors} warnings={warnings} currency={currency} />;
    case 'tranches':
      return <Tranches key={item} errors={errors} warnings={warnings} currency={currency} />;
    case 'none':
      return null;
  }
}

/** The form in parts, for its first render: each section's first half of fields, then the rest with its lists. */
export const formParts = 2 * sections.length;

/** A section's fields (the first half of them until `whole`), its lists, and its derived values. */
function SectionItems({
  section,
  errors,
  warnings,
  currency,
  whole,
}: {
  section: (typeof sections)[number];
  errors: ErrorsByPath;
  warnings: WarningsByPath;
  currency: Currency;
  whole: boolean;
}) {
  const fields = section.items.filter((item) => !wideItems.includes(item));
  return (
    <>
      <SimpleGrid type="container" cols={{ base: 1, '32rem': 2, '56rem': 3 }} spacing="md" verticalSpacing="md">
        {(whole ? fields : fields.slice(0, Math.ceil(fields.length / 2))).map((item) => renderItem(item, errors, warnings, currency))}
      </SimpleGrid>
      {whole ? (
        <>
          {section.items
            .filter((item) => wideItems.includes(item))
            .map((item) => (
              <Stack key={item} mt="lg">
                {renderItem(item, errors, warnings, currency)}
              </Stack>
            ))}
          {section.id === 'equity' ? <SectionSourcesAndUses id={section.id} currency={currency} /> : null}
          <SectionDerivedList id={section.id} names={section.derived} currency={currency} />
        </>
      ) : null}
    </>
  );
}

function isSectionId(value: string): value is SectionId {
  return (sectionIds as readonly string[]).includes(value);
}

/** The sections as an accordion, each heading with its badge; drawn again only when errors, warnings, currency or completeness change. */
const Sections = memo(function Sections({ errors, warnings, currency, issues, shownParts = formParts }: Omit<CashflowFormProps, 'derived'>) {
  const { t } = useTranslation();
  const open = useOpenSections((state) => state.open);
  const setOpen = useOpenSections((state) => state.setOpen);
  return (
    <Accordion
      id={sectionsId}
      multiple
      value={[...open]}
      onChange={(next) => setOpen(next.filter(isSectionId))}
      order={2}
      variant="separated"
      radius="md"
      chevronPosition="left"
      // Folded fields stay mounted (and keep what they hold, refused text included), only hidden.
      keepMountedMode="display-none"
      transitionDuration={150}
    >
      {sections.slice(0, Math.ceil(shownParts / 2)).map((section, index) => (
        <Accordion.Item key={section.id} value={section.id} bg="var(--mantine-color-body)" style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
          <Accordion.Control>
            <Text component="span" size="lg" fw={700}>
              {t(`cashflow.sections.${section.id}`)}
            </Text>{' '}
            <SectionBadge count={issues?.get(section.id)} ms="sm" />
          </Accordion.Control>
          <Accordion.Panel>
            <SectionItems section={section} errors={errors} warnings={warnings} currency={currency} whole={shownParts > 2 * index + 1} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
});

/**
 * Every input of the cashflow by section, each section with its derived values; errors beside their fields. Each
 * section folds (an accordion, all open at first) and says in its heading whether it is complete, so that the analyst
 * sees at a glance what is left to do and folds away what is done.
 */
export const CashflowForm = memo(function CashflowForm({ derived, ...props }: CashflowFormProps) {
  return (
    <Stack gap="sm">
      <SectionIndex issues={props.issues} />
      <DerivedContext value={derived}>
        <Sections {...props} />
      </DerivedContext>
    </Stack>
  );
});
