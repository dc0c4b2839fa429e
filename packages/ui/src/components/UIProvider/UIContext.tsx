import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';
import type { Direction } from '../../i18n/direction.js';

/** What the injected link receives: anchor props with a required `href`; it must spread them and the ref onto an anchor. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** The app's link (for example a router link adapted to `href`), so ui never imports the router. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** A plain anchor: full page navigation, used until the app injects its own link. */
export function DefaultLink({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

interface UIContextValue {
  linkComponent: LinkComponent;
  portalContainer: HTMLElement | null;
  /** The provider's writing direction; none outside a provider. */
  direction: Direction | undefined;
}

export const UIContext = createContext<UIContextValue>({
  linkComponent: DefaultLink,
  portalContainer: null,
  direction: undefined,
});

/** The link component injected through `UIProvider`, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(UIContext).linkComponent;
}

/**
 * The writing direction of the `UIProvider` around, as it resolved it (its prop, its brand's, its locale's); none
 * outside one. A part that may also be given its own direction (the notification center) falls back to it.
 */
export function useProviderDirection(): Direction | undefined {
  return useContext(UIContext).direction;
}

/** The provider root, where menus and popovers render so they keep the theme, brand and direction. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(UIContext).portalContainer;
}
