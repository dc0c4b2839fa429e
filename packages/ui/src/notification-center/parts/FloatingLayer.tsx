// A floating layer anchored to an element, the one the notification center's popover and its message menus are
// drawn on: placed by Floating UI, closed by Escape, a press outside or focus leaving it, with focus moved into it
// when it opens. Non-modal, so it needs none of a dialog's focus trap, scroll lock or hiding of the page.
import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react-dom';
import { useEffect, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { assignRef } from './assignRef.js';
import { vars } from '../../theme/theme.css.js';

export type Side = 'top' | 'bottom' | 'left' | 'right';
export type Align = 'start' | 'center' | 'end';
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

const FOCUSABLE = 'button, input, select, textarea, [href], [tabindex]';

/** The first element a Tab would reach in `layer`, leaving out links (as Radix does), or the layer itself. */
function focusFirst(layer: HTMLElement) {
  const first = Array.from(layer.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (element) =>
      element.tabIndex >= 0 &&
      element.tagName !== 'A' &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0,
  );
  (first ?? layer).focus({ preventScroll: true });
}

/** Inside `layer` or inside a layer opened after it (a message menu opened from the center). */
function isWithin(layer: HTMLElement, target: EventTarget | null) {
  if (!(target instanceof Node)) return false;
  const index = openLayers.indexOf(layer);
  return openLayers.slice(index).some((open) => open.contains(target));
}

/** The origin the opening animation scales from: the anchor's side of the layer, at its alignment. */
function transformOrigin(placement: Placement) {
  const [side, align = 'center'] = placement.split('-') as [Side, Align?];
  const along = { start: '0%', center: '50%', end: '100%' }[align];
  if (side === 'bottom') return `${along} 0%`;
  if (side === 'top') return `${along} 100%`;
  return side === 'right' ? `0% ${along}` : `100% ${along}`;
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
  const {
    refs: { setFloating },
    floatingStyles,
    placement,
    isPositioned,
  } = useFloating({
    strategy: 'fixed',
    placement: align === 'center' ? side : `${side}-${align}`,
    elements: { reference: anchor },
    whileElementsMounted: autoUpdate,
    // As Radix places its popovers: apart by the offset, shifted then flipped to stay in view, and told the room
    // it has so a sheet can fill it.
    middleware: [
      offset(sideOffset),
      shift({ padding: collisionPadding, crossAxis: false }),
      flip({ padding: collisionPadding }),
      size({
        padding: collisionPadding,
        apply: ({ availableWidth, availableHeight, elements }) => {
          elements.floating.style.setProperty('--herald-layer-available-width', `${availableWidth}px`);
          elements.floating.style.setProperty('--herald-layer-available-height', `${availableHeight}px`);
        },
      }),
    ],
  });

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
      ref={setFloating}
      style={{
        ...floatingStyles,
        // Kept out of view until it is placed, so it never shows at the corner of the page.
        transform: isPositioned ? floatingStyles.transform : 'translate(0, -200%)',
        minWidth: 'max-content',
        zIndex: vars.zIndex.popover,
        ['--radix-popper-transform-origin' as string]: transformOrigin(placement),
      }}
    >
      <div ref={setLayer} tabIndex={-1} data-side={placement.split('-')[0]} {...rest}>
        {children}
      </div>
    </div>,
    container ?? document.body,
  );
}
