import { useEffect, type RefObject } from 'react';
import { tabbable, type FocusableElement } from 'tabbable';

/** Which of the center's views shows: the feed, or another in its place (the settings). */
type CenterView = 'feed' | 'other';

export interface FocusRescueProps {
  /**
   * The element the center is drawn in, its `data-view` saying which view shows (`feed` for the feed); it holds
   * focus while no control can take it yet.
   */
  root: RefObject<HTMLElement | null>;
  /** Where focus returns when the other view closes (the settings button that opened it). */
  returnTo?: () => HTMLElement | null;
}

/** Links are passed over when focus is placed, as when the panel opens: "Powered by Herald" is not a next step. */
const notALink = (element: Element) => element.tagName !== 'A';

/**
 * The center's controls in Tab order. The center hides a view or a tab's feed by unmounting it, never by style, so
 * the controls' display is not measured (which would lay the page out on every check).
 */
const controlsOf = (root: HTMLElement): FocusableElement[] => tabbable(root, { displayCheck: 'none' });

/** Focuses the first control that passes `accept`; false when there is none. */
function focusFirst(root: HTMLElement, accept: (element: Element) => boolean = () => true): boolean {
  const first = controlsOf(root).find(accept);
  first?.focus();
  return first !== undefined;
}

/** Focuses the control after `from` in document order, else the one before it; false when there is neither. */
function focusBeside(root: HTMLElement, from: Element): boolean {
  const controls = controlsOf(root).filter((control) => control !== from);
  const after = controls.find(
    (control) => from.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const before = controls.findLast(
    (control) => from.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING,
  );
  const next = after ?? before;
  next?.focus();
  return next !== undefined;
}

/**
 * Rendered inside the center. When the control that has focus is disabled or taken
 * out of the page by what it did, focus moves to the next sensible control instead of falling to the page:
 *
 * - disabled in place ("Mark all as read" once all is read): the next control after it, else the one before it;
 * - another view opened in its place (the settings): that view's first control ("Back");
 * - that view closed ("Back"): `returnTo` (the settings button), else the first control;
 * - removed within the same view (a message): the first control of the center.
 *
 * While nothing can take focus yet (the settings still loading), the center's root holds it and hands it to the
 * first control that appears.
 */
export function FocusRescue({ root, returnTo }: FocusRescueProps) {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const document = element.ownerDocument;
    const viewOf = (): CenterView => (element.dataset.view === 'feed' ? 'feed' : 'other');
    let last: { control: HTMLElement; view: CenterView } | null = null;
    let holding = false;

    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target === element) return;
      last = { control: event.target, view: viewOf() };
      holding = false;
    };
    const hold = () => {
      holding = true;
      element.focus({ preventScroll: true });
    };
    const rescue = () => {
      const active = document.activeElement;
      if (holding) {
        if (active !== element) holding = false;
        else if (focusFirst(element, notALink)) holding = false;
        return;
      }
      if (!last) return;
      const { control, view: focusedIn } = last;
      const removed = !control.isConnected;
      const disabled = !removed && control.matches(':disabled');
      const lost = !active || active === document.body || active === control;
      if (!(removed || disabled) || !lost) return;
      last = null;
      if (disabled) {
        if (!focusBeside(element, control)) hold();
        return;
      }
      const back = focusedIn !== 'feed' && viewOf() === 'feed' ? returnTo?.() : null;
      if (back?.isConnected) back.focus();
      else if (!focusFirst(element, notALink)) hold();
    };

    const observer = new MutationObserver(rescue);
    observer.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    element.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', onFocusIn);
    };
  }, [root, returnTo]);
  return null;
}
