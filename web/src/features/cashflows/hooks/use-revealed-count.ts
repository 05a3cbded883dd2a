import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * How many of `total` parts of a page to show, growing by one after each part has been drawn: the first frame shows
 * what comes first (the page's header), and every later part mounts in a task of its own, after the frame before it
 * has been painted. So a page of a hundred inputs shows its top at once and never blocks the browser for the whole of
 * its first render. Once every part is shown, the count stays there.
 */
export function useRevealedCount(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    // After the frame that shows the parts so far (or 50 ms at most, in a tab that draws no frames).
    return afterPaint(() => startTransition(() => setCount((shown) => Math.min(total, shown + 1))), 50);
  }, [count, total]);
  return count;
}
