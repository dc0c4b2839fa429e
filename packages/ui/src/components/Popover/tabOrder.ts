// The Tab order of a non-modal popover drawn away from its trigger (portalled to the end of the page), stitched back
// to where the trigger is: Tab from the trigger enters the open layer, Tab past the layer's last control goes on
// to what follows the trigger, Shift+Tab before its first control returns to the trigger. Radix's non-modal Popover
// does not do this (its focus scope loops inside the panel), so the kit's PopoverContent adds it.
import { useEffect } from 'react';

const FOCUSABLE = 'button, input, select, textarea, [href], [tabindex]';

/** The elements Tab reaches in `root`, in document order (positive tab indexes are not used in the kit). */
export function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert], [hidden]') &&
      element.getClientRects().length > 0,
  );
}

/** The first element Tab reaches after `anchor` in its document, leaving out `layer`; null at the page's end. */
function nextAfter(anchor: HTMLElement, layer: HTMLElement): HTMLElement | null {
  return (
    tabbables(anchor.ownerDocument).find(
      (element) =>
        !layer.contains(element) &&
        !anchor.contains(element) &&
        Boolean(anchor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
    ) ?? null
  );
}

/**
 * While `layer` is open, keeps Tab moving as if the layer sat right after `anchor` in the page. When nothing on
 * the page follows the anchor, Tab past the layer's end is left to the browser.
 */
export function useTabOrderAfter(anchor: HTMLElement | null, layer: HTMLElement | null): void {
  useEffect(() => {
    if (!anchor || !layer) return undefined;
    const document = anchor.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const focused = document.activeElement;
      const inside = tabbables(layer);
      let target: HTMLElement | null | undefined;
      if (focused === anchor && !event.shiftKey) {
        target = inside[0] ?? layer;
      } else if (focused instanceof HTMLElement && layer.contains(focused)) {
        const index = inside.indexOf(focused);
        if (event.shiftKey && (index <= 0 || focused === layer)) target = anchor;
        else if (!event.shiftKey && (index === inside.length - 1 || inside.length === 0))
          target = nextAfter(anchor, layer);
      }
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [anchor, layer]);
}
