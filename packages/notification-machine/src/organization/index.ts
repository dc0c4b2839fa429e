export { createOrganizationActor, fetchOrganization, organizationMachine } from './organization.machine.js';
export type {
  OrganizationActor,
  OrganizationContext,
  OrganizationEvent,
  OrganizationInput,
  OrganizationValue,
} from './organization.machine.js';
export {
  isOrganizationLoading,
  organization,
  organizationBranding,
  organizationError,
} from './organization.selectors.js';
export type { OrganizationSnapshot } from './organization.selectors.js';
