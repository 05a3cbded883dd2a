import { sectionIds, type SectionId } from '@keelson/core';
import { sectionOfPath } from './sections';
import type { LiveOutcome } from './timed-calculate';

/** How many fields of each section need attention; a section with none is complete. */
export type SectionIssues = ReadonlyMap<SectionId, number>;

const allComplete: SectionIssues = new Map(sectionIds.map((id) => [id, 0]));

/**
 * The fields that need attention, by section (the form shows which sections are complete). A section is
 * complete when none of its fields has an error of core's validation (or refused text), whether or not the form shows
 * that error yet; a list's fields count one by one (`tranches.0.value`, `tranches.1.value`). Null when core failed,
 * so nothing is known.
 */
export function sectionIssues(outcome: LiveOutcome): SectionIssues | null {
  if (outcome.status === 'failed') return null;
  // The same object for every calculated draft, so that what shows it need not draw again while the user types.
  if (outcome.status === 'ok') return allComplete;
  const counts = new Map<SectionId, number>(sectionIds.map((id) => [id, 0]));
  for (const field of new Set(outcome.errors.map((error) => error.field))) {
    const section = sectionOfPath(field);
    if (section !== null) counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
}
