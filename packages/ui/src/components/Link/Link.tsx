import type { LinkComponentProps } from '../UIProvider/UIContext.js';
import { useLinkComponent } from '../UIProvider/UIContext.js';

export type LinkProps = LinkComponentProps;

/** Navigates through the link component the app injected into `UIProvider` (a plain anchor otherwise). */
export function Link(props: LinkProps) {
  const InjectedLink = useLinkComponent();
  // eslint-disable-next-line react-hooks/static-components -- it comes from context, so it keeps its identity between renders
  return <InjectedLink {...props} />;
}
