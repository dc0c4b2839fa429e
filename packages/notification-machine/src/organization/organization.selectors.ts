import type { Organization, OrganizationBranding } from '@herald/notification-protocol';
import type { OrganizationSnapshot } from './organization.machine.js';

export type { OrganizationSnapshot } from './organization.machine.js';

export const organization = (snapshot: OrganizationSnapshot): Organization | undefined =>
  snapshot.context.organization;
export const organizationBranding = (snapshot: OrganizationSnapshot): OrganizationBranding | undefined =>
  snapshot.context.organization?.branding;
export const isOrganizationLoading = (snapshot: OrganizationSnapshot): boolean => snapshot.matches('loading');
export const organizationError = (snapshot: OrganizationSnapshot): string | undefined =>
  snapshot.context.error;
