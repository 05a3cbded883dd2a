import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * `value` a moment later: once the frame that shows the change has been drawn, as a transition. For what need not
 * appear in a keystroke's own frame (section completeness, the list of what the model needs, the analyses): a
 * deferred value would start rendering them right after the keystroke's commit, ahead of the frame that shows the
 * new key figures; this lets that frame go first. Hidden (no animation frames), it follows after 100 ms.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [later, setLater] = useState(value);
  useEffect(() => afterPaint(() => startTransition(() => setLater(value)), 100), [value]);
  return later;
}
