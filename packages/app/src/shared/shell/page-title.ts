// The title a route gives its pages: the document's title (RootLayout) and each page's heading read it.
import { useMatches } from 'react-router';

export interface RouteHandle {
  title: string;
}

export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
