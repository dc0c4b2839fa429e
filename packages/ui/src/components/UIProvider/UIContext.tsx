import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

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
}

export const UIContext = createContext<UIContextValue>({ linkComponent: DefaultLink, portalContainer: null });

/** The link component injected through `UIProvider`, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(UIContext).linkComponent;
}

/** The provider root, where menus and popovers render so they keep the theme, brand and direction. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(UIContext).portalContainer;
}
