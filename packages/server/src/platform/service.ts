// The platform as the notification service reaches it: an organisation's plan, name and branding, and an
// environment's API rate limits. Another product imports this module and nothing else of platform/.
export { organizationPlan, PlanFeatureError } from './plans.js';
export { environmentRateLimits } from './rate-limit.js';
export { updateOrganization } from './services/organizations.js';
