import type { Organization, OrganizationBranding } from '@herald/protocol';
import { useSelector } from './use-selector.js';
import { useCallback, useEffect, useMemo } from 'react';
import {
  isOrganizationLoading,
  organization as selectOrganization,
  organizationError,
} from '../organization/organization.selectors.js';
import { useNotificationActors } from './notification-context.js';
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
  const { organization } = useNotificationActors('useOrganization');
  useEffect(
    () => organization.send({ type: refetchOnMount ? 'organization.refetch' : 'organization.load' }),
    [organization, refetchOnMount],
  );
  useRefetchOnFocus(
    refetchOnWindowFocus,
    useCallback(() => organization.send({ type: 'organization.refetch' }), [organization]),
  );
  const value = useSelector(organization, selectOrganization);
  const isLoading = useSelector(organization, isOrganizationLoading);
  const error = useSelector(organization, organizationError);
  return useMemo(
    () => ({ organization: value, branding: value?.branding, isLoading, error }),
    [value, isLoading, error],
  );
}
