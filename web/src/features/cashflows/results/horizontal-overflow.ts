import { useEffect, useState, type RefObject } from 'react';

/** Which sides of a scrolling box hide content: `start` (scrolled away to the left), `end` (more to the right). */
export type OverflowEdges = { start: boolean; end: boolean };

/** The hidden sides of a box scrolled `scrollLeft` into content `scrollWidth` wide, shown `clientWidth` wide; a pixel of rounding is no overflow. */
export function overflowEdges({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }): OverflowEdges {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** The hidden sides of the box `ref` points to, kept current as it scrolls, resizes or its content grows. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): OverflowEdges {
  const [edges, setEdges] = useState<OverflowEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const update = () =>
      setEdges((current) => {
        const next = overflowEdges(element);
        return next.start === current.start && next.end === current.end ? current : next;
      });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [ref]);
  return edges;
}
