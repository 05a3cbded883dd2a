import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px): the phone layout, with cards instead of wide tables. */
const phoneQuery = '(max-width: 47.99em)';
/** From Mantine's `lg` breakpoint (75em, 1200 px): room for the live ranking beside the ratings. */
const wideQuery = '(min-width: 75em)';

/**
 * The questionnaire's layout for the screen width. On a phone, controls take Mantine's `md` size, so that a
 * field, select or button is at least 42 px tall — a tap target of at least 40 px.
 */
export function useQuestionnaireLayout(): { phone: boolean; wide: boolean; controlSize: 'sm' | 'md' } {
  // Read at the first render, not in an effect: the page is rendered in the browser only, and a first render in the
  // wrong layout would mount every field twice.
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const wide = useMediaQuery(wideQuery, false, { getInitialValueInEffect: false });
  return { phone, wide, controlSize: phone ? 'md' : 'sm' };
}

/** A checkbox's or switch's label stretched to 40 px, so that on a phone the whole row is the tap target. */
export const tallLabel = { body: { alignItems: 'center' }, label: { minHeight: 40, display: 'flex', alignItems: 'center' } } as const;
