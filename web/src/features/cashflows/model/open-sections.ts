import { sectionIds, type SectionId } from '@keelson/core';
import { create } from 'zustand';
import { sectionOfPath } from './sections';

type OpenSections = { open: readonly SectionId[]; setOpen: (open: readonly SectionId[]) => void };

/**
 * The sections of the cashflow form that are unfolded. All of them at first, so that the whole model can be read
 * and tabbed through; the analyst folds what is done. Kept while the app runs, not across reloads.
 */
export const useOpenSections = create<OpenSections>()((set) => ({
  open: sectionIds,
  setOpen: (open) => set({ open }),
}));

function isSectionId(value: string): value is SectionId {
  return (sectionIds as readonly string[]).includes(value);
}

/**
 * The open sections with the one of `target` unfolded too: a section itself, or the section that shows a field;
 * the same list when it is open already.
 */
export function withSectionOf(open: readonly SectionId[], target: string): readonly SectionId[] {
  const section = isSectionId(target) ? target : (sectionOfPath(target) ?? sectionOfPath(target.split('.')[0] ?? target));
  return section === null || open.includes(section) ? open : [...open, section];
}

/**
 * Unfolds a section, or the section of a field (`opexPerDayCurr`, `tranches.0.value`), then puts the keyboard on the
 * element with `elementId` once the section shows it: a folded section's fields cannot take the focus.
 */
export function focusInSection(target: string, elementId: string, scroll = false): void {
  const { open, setOpen } = useOpenSections.getState();
  const next = withSectionOf(open, target);
  if (next !== open) setOpen(next);
  const focus = () => {
    const element = document.getElementById(elementId);
    element?.focus();
    if (scroll) element?.scrollIntoView({ block: 'center' });
  };
  if (next === open) focus();
  else requestAnimationFrame(focus);
}
