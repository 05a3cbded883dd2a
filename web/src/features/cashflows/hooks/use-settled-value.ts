import { startTransition, useEffect, useState } from 'react';

/** How long the input must rest before the charts, the year table and the scenario comparison draw the new results. */
export const settleMilliseconds = 250;

/**
 * `value` once it has stayed the same for `delay` milliseconds, taken as a transition; until then the one before.
 * For what is slow to draw and needs not follow every keystroke: the charts draw again from recharts' own store in
 * synchronous renders after each commit (no deferred value makes those interruptible), so while the user types they
 * keep the last figures and draw the new ones when the typing pauses.
 */
export function useSettledValue<T>(value: T, delay: number = settleMilliseconds): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(value)), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
