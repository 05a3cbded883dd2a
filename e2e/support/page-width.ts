import type { Page } from '@playwright/test';

/**
 * What runs past the viewport's right or left edge on the page as it stands: the document and the body when they scroll
 * sideways, and every visible element of `roots` (the header, the main content, the open navigation) that reaches
 * beyond the viewport without a scroll container (overflow-x auto or scroll) between it and the root to hold it. Only
 * the outermost offender of a branch is named, by a selector a person can find, with how far it reaches.
 */
export async function widthOffenders(page: Page, roots = 'header, main, .mantine-AppShell-navbar'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const viewport = window.innerWidth;
    // Sub-pixel layout: a box ending at 390.4 px on a 390 px screen scrolls nothing.
    const tolerance = 1;
    const offenders: string[] = [];
    const { documentElement, body } = document;
    if (documentElement.scrollWidth > viewport) offenders.push(`document scrolls sideways: ${documentElement.scrollWidth} px in ${viewport}`);
    if (body.scrollWidth > viewport) offenders.push(`body scrolls sideways: ${body.scrollWidth} px in ${viewport}`);

    const describe = (element: Element): string => {
      const classes = [...element.classList].filter((name) => !name.startsWith('mantine-focus')).slice(0, 3);
      const own = `${element.tagName.toLowerCase()}${element.id === '' ? '' : `#${element.id}`}${classes.map((name) => `.${name}`).join('')}`;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const parent = element.parentElement;
      const parentName =
        parent === null
          ? ''
          : `${parent.tagName.toLowerCase()}${[...parent.classList]
              .slice(0, 2)
              .map((name) => `.${name}`)
              .join('')} > `;
      return `${parentName}${own}${text === '' ? '' : ` "${text}"`}`;
    };
    const isShown = (element: Element, box: DOMRect): boolean => {
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const scrolls = (element: Element): boolean => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);

    const outOfView = new Set<Element>();
    const walk = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0 && getComputedStyle(element).display === 'none') return;
      if (isShown(element, box) && (box.right > viewport + tolerance || box.left < -tolerance)) {
        outOfView.add(element);
        const parent = element.parentElement;
        if (parent === null || !outOfView.has(parent)) {
          offenders.push(`${describe(element)}: ${Math.round(box.left)}…${Math.round(box.right)} px in ${viewport}`);
        }
      }
      // What a scroll container holds may be wider than the screen: that is what it scrolls. What a visually hidden box
      // (one pixel, clipped: a chart's table for screen readers) holds is not on the screen at all.
      if (scrolls(element) || (box.width <= 1 && box.height <= 1 && getComputedStyle(element).overflow !== 'visible')) return;
      for (const child of element.children) walk(child);
    };
    for (const root of document.querySelectorAll(rootSelector)) {
      const box = root.getBoundingClientRect();
      // A closed navigation lies beyond the left edge on purpose; it is not shown.
      if (box.right <= 0) continue;
      for (const child of root.children) walk(child);
    }
    return offenders;
  }, roots);
}

/**
 * The texts of the SVG drawings in `main` that are cut off or run over an edge: out of the drawing's box when the drawing
 * clips (an SVG does by default), else out of the card or section that frames it (charts that draw over their edges),
 * or out of the viewport; each with the drawing's name, the text's span and its frame's.
 */
export async function cutSvgTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const cut: string[] = [];
    for (const svg of document.querySelectorAll('main svg')) {
      const drawing = svg.getBoundingClientRect();
      // Icons and hidden drawings hold no labels worth reading here.
      if (drawing.width < 60 || drawing.height < 40) continue;
      const frameElement = getComputedStyle(svg).overflow === 'visible' ? (svg.closest('section, .mantine-Paper-root') ?? svg) : svg;
      const outer = frameElement.getBoundingClientRect();
      // Inside the frame's border: a text across a card's edge is as unreadable as one cut off.
      const frame = {
        left: outer.left + frameElement.clientLeft,
        right: outer.left + frameElement.clientLeft + (frameElement === svg ? outer.width : frameElement.clientWidth),
        top: outer.top + frameElement.clientTop,
        bottom: outer.top + frameElement.clientTop + (frameElement === svg ? outer.height : frameElement.clientHeight),
      };
      const name = svg.getAttribute('aria-label') ?? svg.closest('figure,section')?.querySelector('h2,h3,h4,figcaption')?.textContent ?? 'svg';
      for (const text of svg.querySelectorAll('text')) {
        const box = text.getBoundingClientRect();
        if (box.width === 0 || (text.textContent ?? '').trim() === '') continue;
        const inside = box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
        const inView = box.left >= -1 && box.right <= viewport + 1;
        if (!inside || !inView) {
          cut.push(
            `"${text.textContent}" in ${name}: text ${Math.round(box.left)}…${Math.round(box.right)}, frame ${Math.round(frame.left)}…${Math.round(frame.right)}, viewport ${viewport}`,
          );
        }
      }
    }
    return cut;
  });
}
