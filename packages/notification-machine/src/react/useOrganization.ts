import type { Organization, OrganizationBranding } from '@herald/notification-protocol';
import { useCallback, useEffect, useMemo } from 'react';
import {
  isOrganizationLoading,
  organization as selectOrganization,
  organizationError,
} from '../organization/organization.selectors.js';
import { useSnapshot, useSystemActor } from './use-actors.js';
import type { DataOptions } from './useNotifications.js';
import { useRefetchOnFocus } from './use-refetch-on-focus.js';

export interface OrganizationState {
  organization: Organization | undefined;
  /** Colour, font family and direction for the UI; undefined until loaded. */
  branding: OrganizationBranding | undefined;
  isLoading: boolean;
  error: string | undefined;
}

/** The organisation and its branding. */
export function useOrganization({
  refetchOnMount = false,
  refetchOnWindowFocus = false,
}: DataOptions = {}): OrganizationState {
  const [organization] = useSystemActor('useOrganization', (context) => context.organization);
  useEffect(
    () => organization?.send({ type: refetchOnMount ? 'organization.refetch' : 'organization.load' }),
    [organization, refetchOnMount],
  );
  useRefetchOnFocus(
    refetchOnWindowFocus,
    useCallback(() => organization?.send({ type: 'organization.refetch' }), [organization]),
  );
  const value = useSnapshot(organization, selectOrganization, undefined);
  const isLoading = useSnapshot(organization, isOrganizationLoading, true);
  const error = useSnapshot(organization, organizationError, undefined);
  return useMemo(
    () => ({ organization: value, branding: value?.branding, isLoading, error }),
    [value, isLoading, error],
  );
}
