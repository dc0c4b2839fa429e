import { useEffect } from 'react';
import { connectOrganization } from '../system/connect.js';
import type { OrganizationView } from '../system/connect.js';
import { useSend, useSystemActor, useView } from './use-actors.js';
import type { DataOptions } from './useNotifications.js';
import { useRefetchOnFocus } from './use-refetch-on-focus.js';

/** The organisation as a view sees it: connectOrganization's values and actions. */
export type OrganizationState = OrganizationView;

/** The organisation and its branding. */
export function useOrganization({
  refetchOnMount = false,
  refetchOnWindowFocus = false,
}: DataOptions = {}): OrganizationState {
  const [organization] = useSystemActor('useOrganization', (context) => context.organization);
  const send = useSend(organization);
  const view = useView(organization, (snapshot) => connectOrganization(snapshot, send));
  const { load, refetch } = view;
  useEffect(() => (refetchOnMount ? refetch : load)(), [load, refetch, refetchOnMount]);
  useRefetchOnFocus(refetchOnWindowFocus, refetch);
  return view;
}
