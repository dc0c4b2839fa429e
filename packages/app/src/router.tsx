// The composition root: the one router that assembles the app's two rooms, the university's pages
// (`university/`) and the notification platform's console (`platform/`), inside the shared root layout. Only this
// module and main.tsx import both rooms (eslint.config.js).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './shared/shell/RootLayout';
import { RouterErrorView } from './shared/pages/RouterErrorView';
import { LoadingShell } from './shared/shell/LoadingShell';
import type { RouteHandle } from './shared/shell/page-title';
import { t } from './shared/i18n/en';
import { universityRouteObjects } from './university/routes/route-objects';
import { endRefusedSession } from './university/routes/return-path';
import { platformRouteObjects } from './platform/routes';

export const routeObjects: RouteObject[] = [
  {
    // A session the server refuses on any page is the university's: it ends, and sign-in comes back to the page.
    element: <RootLayout signInAgain={endRefusedSession} />,
    errorElement: <RouterErrorView />,
    // Until the first page's code and data are in (a slow phone waits seconds), the loading shell.
    HydrateFallback: LoadingShell,
    children: [
      ...universityRouteObjects,
      // The notification platform's member pages (their own session, their own chunk).
      ...platformRouteObjects,
      {
        path: '*',
        handle: { title: t.notFound.title } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./shared/pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
