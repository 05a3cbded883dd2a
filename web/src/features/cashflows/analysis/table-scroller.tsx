import type { JSX, ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a narrow screen: the frame is a named region in the tab order, so that a
 * keyboard user can focus it and scroll with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroller({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }): JSX.Element {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ position: 'relative', overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
