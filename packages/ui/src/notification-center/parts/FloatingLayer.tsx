// A floating layer anchored to an element, the one the notification center's popover and its message menus are
// drawn on: placed against its anchor (placement.ts) and kept there while the page scrolls or resizes, closed by
// Escape, a press outside or focus leaving it, with focus moved into it when it opens. Non-modal, so it needs none
// of a dialog's focus trap, scroll lock or hiding of the page.
import { useEffect, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { vars } from '../../theme/theme.css.js';
import { assignRef } from './assignRef.js';
import { placeLayer, transformOrigin, type Align, type Side } from './placement.js';
import { tabbables } from './tabOrder.js';

export type { Align, Side } from './placement.js';
/** How a layer was closed: Escape, or a press or focus outside it. */
export type DismissReason = 'escape' | 'outside';

export interface FloatingLayerProps extends HTMLAttributes<HTMLDivElement> {
  /** The element the layer is placed against; presses on it are its own, not presses outside. */
  anchor: HTMLElement | null;
  side?: Side;
  align?: Align;
  /** Gap between the anchor and the layer, in pixels. */
  sideOffset?: number;
  /** Space kept between the layer and the viewport's edges when it is flipped or shifted to fit. */
  collisionPadding?: number;
  /** Where the layer is rendered; the document's body when not given. */
  container?: HTMLElement | null;
  onDismiss: (reason: DismissReason) => void;
  /** Moves focus into the opened layer; by default to its first focusable element other than a link. */
  onOpenFocus?: (layer: HTMLElement) => void;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** Open layers, oldest first: Escape and presses outside concern only the newest one they are outside of. */
const openLayers: HTMLElement[] = [];

/** The first element a Tab would reach in `layer`, leaving out links (as Radix does), or the layer itself. */
function focusFirst(layer: HTMLElement) {
  const first = tabbables(layer).find((element) => element.tagName !== 'A');
  (first ?? layer).focus({ preventScroll: true });
}

/** Inside `layer` or inside a layer opened after it (a message menu opened from the center). */
function isWithin(layer: HTMLElement, target: EventTarget | null) {
  if (!(target instanceof Node)) return false;
  const index = openLayers.indexOf(layer);
  if (openLayers.slice(index).some((open) => open.contains(target))) return true;
  // A menu opened from a button inside the layer (the kit's Menu, portalled elsewhere) is part of it.
  const menu =
    target instanceof Element
      ? target.closest('[role="menu"]')
      : target.parentElement?.closest('[role="menu"]');
  return Boolean(menu?.id && layer.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`));
}

export function FloatingLayer({
  anchor,
  side = 'bottom',
  align = 'center',
  sideOffset = 0,
  collisionPadding = 0,
  container,
  onDismiss,
  onOpenFocus = focusFirst,
  ref,
  children,
  ...rest
}: FloatingLayerProps) {
  const layerRef = useRef<HTMLDivElement | null>(null);
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });
  const wrapperRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !anchor) return undefined;
    const window = wrapper.ownerDocument.defaultView ?? globalThis.window;
    const root = wrapper.ownerDocument.documentElement;
    const place = () =>
      placeLayer(
        anchor.getBoundingClientRect(),
        { width: wrapper.offsetWidth, height: wrapper.offsetHeight },
        { width: root.clientWidth, height: root.clientHeight },
        {
          side,
          align,
          offset: sideOffset,
          padding: collisionPadding,
          rtl: window.getComputedStyle(wrapper).direction === 'rtl',
        },
      );
    const update = () => {
      let placed = place();
      // The room first, then the place: a sheet's height is the room it is given.
      wrapper.style.setProperty('--herald-layer-available-width', `${placed.availableWidth}px`);
      wrapper.style.setProperty('--herald-layer-available-height', `${placed.availableHeight}px`);
      placed = place();
      // Fixed to the viewport, unless a transformed ancestor holds it: where 0, 0 lands tells.
      wrapper.style.left = '0px';
      wrapper.style.top = '0px';
      const origin = wrapper.getBoundingClientRect();
      wrapper.style.left = `${placed.x - origin.left}px`;
      wrapper.style.top = `${placed.y - origin.top}px`;
      wrapper.style.setProperty('--radix-popper-transform-origin', transformOrigin(placed.side, align));
      layerRef.current?.setAttribute('data-side', placed.side);
    };
    update();
    const scrolled = (event: Event) => {
      // Its own list scrolling moves nothing.
      if (!(event.target instanceof Node && wrapper.contains(event.target))) update();
    };
    const resized = new ResizeObserver(update);
    resized.observe(anchor);
    resized.observe(wrapper);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', scrolled, { capture: true });
    };
  }, [anchor, side, align, sideOffset, collisionPadding]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return undefined;
    openLayers.push(layer);
    onOpenFocus(layer);
    const isTop = () => openLayers.at(-1) === layer;
    const outside = (target: EventTarget | null) =>
      !isWithin(layer, target) && !(target instanceof Node && anchor?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTop()) return;
      // Escape in a menu opened from the layer closes that menu first.
      const target = event.target;
      if (target instanceof Node && !layer.contains(target) && isWithin(layer, target)) return;
      event.preventDefault();
      dismiss.current('escape');
    };
    const onOutside = (event: Event) => {
      if (outside(event.target)) dismiss.current('outside');
    };
    const document = layer.ownerDocument;
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside, true);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside, true);
    };
    // Set up once per opening: the layer and its anchor stay while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setLayer = (element: HTMLDivElement | null) => {
    layerRef.current = element;
    assignRef(ref, element);
  };

  // As Radix does, the placed element is a wrapper, so the layer's own opening animation can scale it freely.
  return createPortal(
    <div
      ref={wrapperRef}
      style={{ position: 'fixed', left: 0, top: 0, minWidth: 'max-content', zIndex: vars.zIndex.popover }}
    >
      <div ref={setLayer} tabIndex={-1} {...rest}>
        {children}
      </div>
    </div>,
    container ?? document.body,
  );
}
