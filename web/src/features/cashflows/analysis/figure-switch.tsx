import { SegmentedControl, useMatches, type SegmentedControlProps } from '@mantine/core';

/**
 * The choice of a figure in the sensitivity (the tornado's, the two-way table's): side by side from the xs breakpoint
 * on, one under the other on a phone, where three figures' names side by side run off the screen (issue 24).
 */
export function FigureSwitch(props: SegmentedControlProps) {
  const orientation = useMatches<'horizontal' | 'vertical'>({ base: 'vertical', xs: 'horizontal' }, { getInitialValueInEffect: false });
  return <SegmentedControl {...props} orientation={orientation} fullWidth={orientation === 'vertical'} />;
}
