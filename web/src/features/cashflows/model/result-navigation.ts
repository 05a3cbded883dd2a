import { create } from 'zustand';
import { inputIdOf } from '../components/fields/use-field-labels';
import { focusInSection } from './open-sections';

/** The parts of the results the navigation jumps to, in the order they stand on the page. */
export const resultParts = ['keyFigures', 'charts', 'yearTable', 'analysis'] as const;
export type ResultPart = (typeof resultParts)[number];

/** The input the user came from, to return to it: its element's id, its label, and where the page stood. */
export type NavigationOrigin = { id: string; label: string | null; scrollY: number };

type ResultNavigation = {
  /** The parts on the page now (the results come and go with the calculation, the analyses load later). */
  present: readonly ResultPart[];
  /** The part the reader is looking at, or null while the form is on screen. */
  current: ResultPart | null;
  /** The input the last jump left, while the user has not gone back to the form. */
  origin: NavigationOrigin | null;
};

/**
 * What the results' navigation shows. It changes when the user jumps, scrolls from one part into another or the
 * results appear, never with a keystroke: nothing that draws per keystroke reads it.
 */
export const useResultNavigation = create<ResultNavigation>()(() => ({ present: [], current: null, origin: null }));

/** The part being read: of the parts that cross the reading line, the last (a part's box holds the parts after it). */
export function currentPart(crossing: ReadonlySet<ResultPart>): ResultPart | null {
  return resultParts.findLast((part) => crossing.has(part)) ?? null;
}

const elements = new Map<ResultPart, HTMLElement>();
const crossing = new Set<ResultPart>();
/** The form's input that had the keyboard last, by id; kept outside React, so that focusing draws nothing. */
let lastInput: string | null = null;
let observer: IntersectionObserver | null = null;

function isResultPart(value: string | undefined): value is ResultPart {
  return (resultParts as readonly (string | undefined)[]).includes(value);
}

function publish(): void {
  const present = resultParts.filter((part) => elements.has(part));
  const current = currentPart(crossing);
  const state = useResultNavigation.getState();
  const samePresent = present.length === state.present.length && present.every((part, index) => state.present[index] === part);
  if (samePresent && current === state.current) return;
  useResultNavigation.setState({ present: samePresent ? state.present : present, current });
}

/**
 * One observer for all parts, watching a thin line at a third of the screen's height: the part that crosses it is the
 * one being read. The browser reports only crossings, so scrolling costs nothing in between.
 */
function partObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const part = entry.target instanceof HTMLElement ? entry.target.dataset.resultPart : undefined;
        if (!isResultPart(part)) continue;
        if (entry.isIntersecting) crossing.add(part);
        else crossing.delete(part);
      }
      publish();
    },
    { rootMargin: '-33% 0px -66% 0px' },
  );
  return observer;
}

function partRef(part: ResultPart) {
  return (element: HTMLElement | null) => {
    if (element === null) return;
    elements.set(part, element);
    partObserver().observe(element);
    publish();
    return () => {
      observer?.unobserve(element);
      if (elements.get(part) === element) elements.delete(part);
      crossing.delete(part);
      publish();
    };
  };
}

/** One ref function per part, so that a render does not register the part again. */
const partRefs: Record<ResultPart, (element: HTMLElement | null) => (() => void) | undefined> = {
  keyFigures: partRef('keyFigures'),
  charts: partRef('charts'),
  yearTable: partRef('yearTable'),
  analysis: partRef('analysis'),
};

/** The id of a part's element, which the navigation's links point to. */
export function resultPartId(part: ResultPart): string {
  return `result-part-${part}`;
}

/** What the element of a part carries: its id, its name for the observer, and the ref that registers it. */
export function resultPartProps(part: ResultPart) {
  return { id: resultPartId(part), 'data-result-part': part, ref: partRefs[part] };
}

function isFormInput(element: EventTarget | null): element is HTMLElement {
  return element instanceof HTMLElement && element.id !== '' && element.matches('input, select, textarea');
}

/**
 * The ref of the form's column: the input that takes the keyboard is remembered as the place to return to, and the
 * user who goes back to the form by themselves needs no way back any more.
 */
export function watchFormFocus(element: HTMLElement | null) {
  if (element === null) return;
  const remember = (event: FocusEvent) => {
    if (!isFormInput(event.target)) return;
    lastInput = event.target.id;
    forgetOrigin();
  };
  element.addEventListener('focusin', remember);
  return () => element.removeEventListener('focusin', remember);
}

/** A field's label as read on screen, without the required mark; its aria-label when it has no label element. */
function labelOf(element: HTMLElement): string | null {
  const label =
    element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element.labels?.[0] : undefined;
  if (label === undefined) return element.getAttribute('aria-label');
  const copy = label.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return null;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').trim() || null;
}

/**
 * Remembers the input the user leaves for the results, with the page's position, for `returnTo`: on the first
 * jump away from it, not on the jumps from part to part after it.
 */
export function rememberOrigin(): void {
  const input = lastInput === null ? null : document.getElementById(lastInput);
  lastInput = null;
  if (useResultNavigation.getState().origin !== null || input === null) return;
  useResultNavigation.setState({ origin: { id: input.id, label: labelOf(input), scrollY: window.scrollY } });
}

/** Where a bar that sticks to the top of the screen ends once it sticks. */
function stuckBottom(bar: HTMLElement | null): number {
  if (bar === null) return 0;
  const top = Number.parseFloat(getComputedStyle(bar).top);
  return (Number.isFinite(top) ? top : 0) + bar.getBoundingClientRect().height;
}

/**
 * Scrolls a part of the results into view just below the sticky `bar` the navigation stands in, and puts the keyboard
 * on the part's heading (tabIndex -1 in its component; a part still loading its code, its box).
 */
export function jumpToPart(part: ResultPart, bar: HTMLElement | null): void {
  const element = elements.get(part);
  if (element === undefined) return;
  const target = element.querySelector<HTMLElement>('h2[tabindex="-1"], h3[tabindex="-1"]') ?? element;
  // Measured now rather than left to the page's scroll-padding, which follows the bar's height a frame late: the bar
  // has just grown by the way back.
  const top = target.getBoundingClientRect().top + window.scrollY - stuckBottom(bar) - 12;
  window.scrollTo({ top, behavior: 'instant' });
  target.focus({ preventScroll: true });
}

function inViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/** The way back is gone once taken (or once the user is in the form again by themselves). */
export function forgetOrigin(): void {
  if (useResultNavigation.getState().origin !== null) useResultNavigation.setState({ origin: null });
}

/** Back to the input the user came from: the page where it stood, the keyboard on the field (its section unfolded). */
export function returnTo(origin: NavigationOrigin): void {
  window.scrollTo({ top: origin.scrollY, behavior: 'instant' });
  const field = document.getElementById(origin.id);
  const prefix = inputIdOf('');
  // Where the user left it, not moved a little by the focus; a field whose section was folded meanwhile unfolds.
  if (field?.checkVisibility() === true || !origin.id.startsWith(prefix)) field?.focus({ preventScroll: true });
  else focusInSection(origin.id.slice(prefix.length), origin.id);
  // The user may have scrolled away from the field before jumping: it is brought into view then.
  requestAnimationFrame(() => {
    const shown = document.getElementById(origin.id);
    if (shown !== null && !inViewport(shown)) shown.scrollIntoView({ block: 'center' });
  });
}
