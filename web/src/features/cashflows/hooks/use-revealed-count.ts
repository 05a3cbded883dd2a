import { startTransition, useEffect, useState } from 'react';

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that shows the parts so far (or 50 ms at most, in a tab that draws no frames).
    const next = () => {
      clearTimeout(timer);
      startTransition(() => setCount((shown) => Math.min(total, shown + 1)));
    };
    timer = setTimeout(next, 50);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(next, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total]);
  return count;
}
