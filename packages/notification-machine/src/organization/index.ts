export { createOrganizationStore, fetchOrganization } from './organization.store.js';
export type {
  OrganizationContext,
  OrganizationEvent,
  OrganizationInput,
  OrganizationStore,
  OrganizationValue,
} from './organization.store.js';
export {
  isOrganizationLoading,
  organization,
  organizationBranding,
  organizationError,
} from './organization.selectors.js';
export type { OrganizationSnapshot } from './organization.selectors.js';
