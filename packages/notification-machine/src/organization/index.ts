export { fetchOrganization, organizationMachine } from './organization.machine.js';
export type { OrganizationContext, OrganizationEvent, OrganizationInput } from './organization.machine.js';
export {
  isOrganizationLoading,
  organization,
  organizationBranding,
  organizationError,
} from './organization.selectors.js';
export type { OrganizationSnapshot } from './organization.selectors.js';
