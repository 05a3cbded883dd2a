import { sectionIds, type SectionId } from '@keelson/core';
import { Badge, Button, Group, Text, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusInSection, useOpenSections } from '../model/open-sections';
import type { SectionIssues } from '../model/section-completeness';

/** The id of the form's accordion; Mantine names each section's heading button `<id>-control-<section>`. */
export const sectionsId = 'cashflow-sections';

/** The id of a section's heading button in the form, to jump to it. */
export function sectionControlId(id: SectionId): string {
  return `${sectionsId}-control-${id}`;
}

/**
 * Whether a section is complete, in a word and a sign: "✓ complete", or how many of its fields need a value or a
 * correction ("2 to do"). Nothing while core's validation is unknown (a failure). Outlined in dark shades, so that
 * it reads on white (4.5:1), and never red: a new form is not an error.
 */
export function SectionBadge({ count, ...props }: { count: number | undefined } & Omit<BadgeProps, 'children'>) {
  const { t } = useTranslation();
  if (count === undefined) return null;
  const complete = count === 0;
  return (
    <Badge
      component="span"
      variant="outline"
      color={complete ? 'teal.9' : 'gray.7'}
      tt="none"
      fw={600}
      leftSection={<span aria-hidden="true">{complete ? '✓' : '○'}</span>}
      title={complete ? undefined : t('workbench.sections.toDoLong', { count })}
      {...props}
    >
      {complete ? t('workbench.sections.complete') : t('workbench.sections.toDo', { count })}
    </Badge>
  );
}

/** A section's state in a sign for the index: "✓" when complete, else how many fields are to do; the words for screen readers. */
function SectionMark({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (count === undefined) return null;
  const complete = count === 0;
  return (
    <Text component="span" size="xs" fw={700} c={complete ? 'teal.9' : 'gray.7'} ms={6}>
      <span aria-hidden="true">{complete ? '✓' : count}</span>
      <VisuallyHidden>{complete ? t('workbench.sections.complete') : t('workbench.sections.toDo', { count })}</VisuallyHidden>
    </Text>
  );
}

/**
 * The sections at a glance above the form, like tabs: each with its state, a button that unfolds the section and
 * jumps to it; and buttons that unfold or fold them all, or fold only the complete ones.
 */
export const SectionIndex = memo(function SectionIndex({ issues }: { issues: SectionIssues | null }) {
  const { t } = useTranslation();
  const setOpen = useOpenSections((state) => state.setOpen);
  const open = useOpenSections((state) => state.open);
  const jump = (id: SectionId) => focusInSection(id, sectionControlId(id), true);
  const completeOnes = issues === null ? [] : sectionIds.filter((id) => issues.get(id) === 0);
  return (
    <Group component="nav" aria-label={t('workbench.sections.label')} gap="xs" justify="space-between" align="center" wrap="wrap">
      <Group component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {sectionIds.map((id) => (
          <li key={id}>
            <Button variant="default" size="compact-xs" fw={600} onClick={() => jump(id)}>
              {t(`cashflow.sections.${id}`)} <SectionMark count={issues?.get(id)} />
            </Button>
          </li>
        ))}
      </Group>
      <Group gap={2}>
        <Button variant="subtle" size="compact-xs" onClick={() => setOpen(sectionIds)} disabled={open.length === sectionIds.length}>
          {t('workbench.sections.unfoldAll')}
        </Button>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => setOpen(open.filter((id) => !completeOnes.includes(id)))}
          disabled={!open.some((id) => completeOnes.includes(id))}
        >
          {t('workbench.sections.foldComplete')}
        </Button>
        <Button variant="subtle" size="compact-xs" onClick={() => setOpen([])} disabled={open.length === 0}>
          {t('workbench.sections.foldAll')}
        </Button>
      </Group>
    </Group>
  );
});
