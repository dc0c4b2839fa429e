// @herald/protocol/schemas: the zod wire schemas of every API, with their types, for the server, the app's
// forms and tests, each schema module re-exported whole so a name is declared once, in its module. Browsers
// that only show notifications never need it: the vocabulary is in `@herald/protocol`. What the notification
// kit shares with the server is declared in `@herald/notification-protocol/schemas` and re-exported here.
export * from '@herald/notification-protocol/schemas';
export * from './auth/auth.schemas.js';
export * from './auth/sso.schemas.js';
export * from './institution.schemas.js';
export * from './csp-reports.schemas.js';
export * from './management/activity.schemas.js';
export * from './management/events.schemas.js';
export * from './management/filters.schemas.js';
export * from './management/integrations.schemas.js';
export * from './management/layouts.schemas.js';
export * from './management/rate-limits.schemas.js';
export * from './management/subscribers.schemas.js';
export * from './management/tenants.schemas.js';
export * from './management/translations.schemas.js';
export * from './management/workflows.schemas.js';
export * from './platform/platform.schemas.js';
export * from './university/accounts.schemas.js';
export * from './university/contributions.schemas.js';
export * from './university/events.schemas.js';
export * from './university/faculties.schemas.js';
export * from './university/guest-sessions.schemas.js';
export * from './university/outbox.schemas.js';
export * from './university/audit.schemas.js';
export * from './university/roles.schemas.js';
export * from './university/statistics.schemas.js';
export * from './management/server-sdk.schemas.js';
export * from './inbox/inbox.schemas.js';
