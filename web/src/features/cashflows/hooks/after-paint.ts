/**
 * Runs `run` once, in a task of its own after the next frame has been drawn, or after `fallbackMs` in a tab that draws
 * no frames (hidden). Returns what cancels it.
 */
export function afterPaint(run: () => void, fallbackMs: number): () => void {
  let done = false;
  const take = () => {
    if (done) return;
    done = true;
    run();
  };
  let timer = setTimeout(take, fallbackMs);
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(take, 0);
  });
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
