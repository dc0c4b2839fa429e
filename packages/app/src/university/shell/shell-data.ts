// What the shell's loader read, for the pages inside it (without importing the shell's own chunk).
import { useRouteLoaderData } from 'react-router';
import type { CurrentUser, Institution } from '@herald/protocol';

export const SHELL_ROUTE_ID = 'shell';

/** The institution the shell read: its name and the server's upload limit. */
export function useInstitution(): Institution | undefined {
  return (useRouteLoaderData(SHELL_ROUTE_ID) as { institution: Institution } | undefined)?.institution;
}

/** The subscriber hash of the bell's widget session, as the shell last read the account. */
export function useSubscriberHash(): string | undefined {
  return (useRouteLoaderData(SHELL_ROUTE_ID) as { user?: CurrentUser } | undefined)?.user?.widget
    .subscriberHash;
}
