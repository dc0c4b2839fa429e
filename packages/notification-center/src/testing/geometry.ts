// Measurements the stories' play functions assert on, so a story that looks broken fails even while every element
// in it is "visible": how far a panel lies outside the viewport, and where the bell's badge sits on the icon.

/** How far `element` lies outside the viewport on each side, in whole pixels: all zero when it is inside. */
export function overflowOfViewport(element: Element): {
  top: number;
  right: number;
  bottom: number;
  left: number;
} {
  const box = element.getBoundingClientRect();
  const { clientWidth, clientHeight } = element.ownerDocument.documentElement;
  return {
    top: Math.max(0, Math.round(-box.top)),
    right: Math.max(0, Math.round(box.right - clientWidth)),
    bottom: Math.max(0, Math.round(box.bottom - clientHeight)),
    left: Math.max(0, Math.round(-box.left)),
  };
}

/**
 * Where the bell's badge sits: whether it overlaps the button's upper inline-end corner (the right, or the left in
 * right-to-left), and the button's own size.
 */
export function bellGeometry(bell: HTMLElement): {
  width: number;
  height: number;
  badgeOnCorner: boolean;
} {
  const button = bell.getBoundingClientRect();
  // The count is drawn in the button's adornment, hidden from assistive technology (the name says it).
  const badge = bell.querySelector('[aria-hidden="true"] > span');
  const rtl = getComputedStyle(bell).direction === 'rtl';
  const cornerX = rtl ? button.left : button.right;
  const cornerY = button.top;
  const box = badge?.getBoundingClientRect();
  const badgeOnCorner = Boolean(
    box && box.left <= cornerX && cornerX <= box.right && box.top <= cornerY && cornerY <= box.bottom,
  );
  return { width: Math.round(button.width), height: Math.round(button.height), badgeOnCorner };
}

/**
 * The center's header controls (its heading and every button in the header) that reach outside the viewport, each as
 * `name: side pixels`; empty when all of them are on the screen.
 */
export function headerControlsOutsideViewport(center: HTMLElement): string[] {
  const heading = center.querySelector('h2');
  const header = heading?.parentElement;
  if (!heading || !header) return ['no header'];
  const controls = [heading, ...Array.from(header.querySelectorAll('button'))];
  return controls.flatMap((control) => {
    const overflow = Object.entries(overflowOfViewport(control)).filter(([, pixels]) => pixels > 0);
    const name = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName;
    return overflow.map(([side, pixels]) => `${name}: ${side} ${pixels}`);
  });
}

/**
 * The controls (each with the label that names it) that reach across the viewport's sides, each as `name: side
 * pixels`; empty when the page needs no sideways scroll to reach any. Above or below is fine: pages scroll down.
 */
export function controlsOutsideViewportAcross(controls: readonly HTMLElement[]): string[] {
  return controls.flatMap((control) => {
    const labelled = control.closest('label') ?? control;
    const { left, right } = overflowOfViewport(labelled);
    const name = labelled.textContent?.trim() || control.tagName;
    return Object.entries({ left, right })
      .filter(([, pixels]) => pixels > 0)
      .map(([side, pixels]) => `${name}: ${side} ${pixels}`);
  });
}

/** Whether the page scrolls sideways: its content is wider than the viewport. */
export function scrollsSideways(document: Document = globalThis.document): boolean {
  const { scrollWidth, clientWidth } = document.documentElement;
  return scrollWidth > clientWidth;
}
