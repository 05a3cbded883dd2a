import { useState } from 'react';

/**
 * `value`, or the one an earlier render gave while `same` finds the two alike: derived anew at every calculation,
 * an object that reads the same stays the same object, so that memoised parts that take it do not draw again.
 */
export function useStableValue<T>(value: T, same: (kept: T, next: T) => boolean): T {
  const [kept, setKept] = useState(value);
  if (kept === value || same(kept, value)) return kept;
  // Adjusting state to a changed value during render, as React recommends over an effect.
  setKept(value);
  return value;
}
