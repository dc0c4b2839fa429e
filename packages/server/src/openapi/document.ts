// The OpenAPI document, generated from the same zod schemas the routes parse with, so it cannot drift from them.
import { IDEMPOTENCY_KEY_HEADER, RATE_LIMIT_EXCEEDED_MESSAGE, UPLOAD_FIELDS } from '@herald/protocol';
import {
  auditListResponseSchema,
  auditQuerySchema,
  idempotencyKeySchema,
  outboxListResponseSchema,
  outboxResendResponseSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  activityNotificationResponseSchema,
  executionDetailsQuerySchema,
  executionDetailsResponseSchema,
  commentBodySchema,
  contributionCommentSchema,
  contributionFileSchema,
  contributionListQuerySchema,
  contributionListResponseSchema,
  contributionSchema,
  createContributionFieldsSchema,
  selectionBodySchema,
  statusBodySchema,
  statusChangeSchema,
  updateContributionFieldsSchema,
  bulkTriggerBodySchema,
  bulkTriggerResponseSchema,
  broadcastBodySchema,
  countQuerySchema,
  countResponseSchema,
  createFeedBodySchema,
  createTopicBodySchema,
  createIntegrationBodySchema,
  createWorkflowBodySchema,
  currentUserResponseSchema,
  errorResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  institutionResponseSchema,
  integrationListResponseSchema,
  integrationResponseSchema,
  providerListResponseSchema,
  subscriberChannelBodySchema,
  subscriberChannelListResponseSchema,
  testIntegrationBodySchema,
  testIntegrationResponseSchema,
  updateIntegrationBodySchema,
  listQuerySchema,
  loginBodySchema,
  loginResponseSchema,
  markMessagesAsBodySchema,
  organizationResponseSchema,
  preferencesResponseSchema,
  sessionInitializeBodySchema,
  sessionInitializeResponseSchema,
  subscriberBodySchema,
  topicSubscribersBodySchema,
  triggerBodySchema,
  triggerResponseSchema,
  updatePreferenceBodySchema,
  updateSubscriberBodySchema,
  updateWorkflowBodySchema,
  usageLogBodySchema,
  workflowSchema,
  acceptInvitationBodySchema,
  apiKeySchema,
  createEnvironmentBodySchema,
  createOrganizationBodySchema,
  createdApiKeySchema,
  inviteMemberBodySchema,
  memberLoginBodySchema,
  memberSchema,
  memberSessionSchema,
  onboardingBodySchema,
  platformEnvironmentSchema,
  platformOrganizationSchema,
  ssoProvidersResponseSchema,
  ssoStartQuerySchema,
  updateMemberBodySchema,
  updatePlatformOrganizationBodySchema,
  browserUsageResponseSchema,
  contributionExceptionsResponseSchema,
  exceptionQuerySchema,
  facultyStatisticsResponseSchema,
  pageUsageResponseSchema,
  pageViewBodySchema,
  pageViewResponseSchema,
  statisticsQuerySchema,
  usageQuerySchema,
  userActivityResponseSchema,
  yearTotalsResponseSchema,
  accountListQuerySchema,
  accountSchema,
  changePasswordBodySchema,
  createAccountBodySchema,
  eventBodySchema,
  eventSchema,
  facultyBodySchema,
  facultySchema,
  forgotPasswordBodySchema,
  globalPreferencesResponseSchema,
  guestFacultySchema,
  guestSessionBodySchema,
  guestSessionSchema,
  markAllMessagesBodySchema,
  markAllMessagesResponseSchema,
  markMessagesAsResponseSchema,
  messageActionBodySchema,
  messageActionResponseSchema,
  profileSchema,
  removeAllMessagesQuerySchema,
  removeMessagesBodySchema,
  removeMessagesResponseSchema,
  roleSchema,
  setPasswordBodySchema,
  tabCountQuerySchema,
  updateAccountBodySchema,
  updateEventBodySchema,
  updateFacultyBodySchema,
  updateGlobalPreferenceBodySchema,
  updateGlobalPreferenceResponseSchema,
  updateProfileBodySchema,
  createTenantBodySchema,
  feedDetailResponseSchema,
  feedListResponseSchema,
  notificationGroupBodySchema,
  notificationGroupListResponseSchema,
  notificationGroupResponseSchema,
  tenantListResponseSchema,
  tenantResponseSchema,
  updateFeedBodySchema,
  updateTenantBodySchema,
  createLayoutBodySchema,
  createTranslationGroupBodySchema,
  layoutListResponseSchema,
  layoutResponseSchema,
  translationBodySchema,
  translationGroupListResponseSchema,
  translationGroupResponseSchema,
  translationResponseSchema,
  translationSettingsResponseSchema,
  translationSettingsSchema,
  translationTreeSchema,
  updateLayoutBodySchema,
  updateTranslationGroupBodySchema,
} from '@herald/protocol/schemas';
import { z, type ZodType } from 'zod';

import { eventListQuerySchema } from '../university/events.routes.js';
import { environmentBodySchema, organizationBodySchema } from '../management/tenancy.routes.js';
import { markMessagesByStatusBodySchema } from '../widgets/mark-as.js';

type Security = 'bearer' | 'widget' | 'apiKey' | 'member' | 'none';

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  tag: string;
  summary: string;
  security: Security;
  body?: ZodType;
  query?: ZodType;
  response?: ZodType;
  status?: number;
  /** A multipart/form-data body: these text fields plus files under `documents` and `images`. */
  multipart?: ZodType;
  /** The media type of a file answered instead of JSON. */
  download?: string;
}

/** A PUT or PATCH whose body may leave every field out changes only what it names (docs/decisions/0020). */
function isPartialUpdate(operation: Operation): boolean {
  const body = operation.body ?? operation.multipart;
  return (operation.method === 'put' || operation.method === 'patch') && body?.safeParse({}).success === true;
}

const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/auth/login',
    tag: 'App',
    summary: 'Sign in',
    security: 'none',
    body: loginBodySchema,
    response: loginResponseSchema,
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'App',
    summary: "Sign out: end the account's sessions on the server (app tokens, widget sessions, sockets)",
    security: 'bearer',
  },
  {
    method: 'get',
    path: '/auth/me',
    tag: 'App',
    summary: 'The signed-in account',
    security: 'bearer',
    response: currentUserResponseSchema,
  },
  {
    method: 'get',
    path: '/institution',
    tag: 'App',
    summary: 'The institution',
    security: 'none',
    response: institutionResponseSchema,
  },

  {
    method: 'post',
    path: '/widgets/session/initialize',
    tag: 'Widget',
    summary: 'Open a widget session',
    security: 'none',
    body: sessionInitializeBodySchema,
    response: sessionInitializeResponseSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/widgets/notifications/feed',
    tag: 'Widget',
    summary: 'A page of the feed',
    security: 'widget',
    query: feedQuerySchema,
    response: feedResponseSchema,
  },
  {
    method: 'get',
    path: '/widgets/notifications/unseen',
    tag: 'Widget',
    summary: 'Unseen count',
    security: 'widget',
    query: countQuerySchema,
    response: countResponseSchema,
  },
  {
    method: 'get',
    path: '/widgets/notifications/unread',
    tag: 'Widget',
    summary: 'Unread count',
    security: 'widget',
    query: countQuerySchema,
    response: countResponseSchema,
  },
  {
    method: 'post',
    path: '/widgets/messages/markAs',
    tag: 'Widget',
    summary: 'Mark messages seen or read',
    security: 'widget',
    body: markMessagesAsBodySchema,
  },
  {
    method: 'get',
    path: '/widgets/organization',
    tag: 'Widget',
    summary: 'Branding',
    security: 'widget',
    response: organizationResponseSchema,
  },
  {
    method: 'get',
    path: '/widgets/preferences',
    tag: 'Widget',
    summary: 'Preferences per workflow, for the workflows that can reach the subscriber',
    security: 'widget',
    response: preferencesResponseSchema,
  },
  {
    method: 'patch',
    path: '/widgets/preferences/{templateId}',
    tag: 'Widget',
    summary: 'Change one preference',
    security: 'widget',
    body: updatePreferenceBodySchema,
  },
  {
    method: 'post',
    path: '/widgets/usage/log',
    tag: 'Widget',
    summary: 'Log a usage event',
    security: 'widget',
    body: usageLogBodySchema,
  },

  {
    method: 'post',
    path: '/workflows',
    tag: 'Workflows',
    summary: 'Create a workflow',
    security: 'apiKey',
    body: createWorkflowBodySchema,
    response: z.object({ data: workflowSchema }),
    status: 201,
  },
  {
    method: 'get',
    path: '/workflows',
    tag: 'Workflows',
    summary: 'List workflows',
    security: 'apiKey',
    response: z.object({ data: z.array(workflowSchema) }),
  },
  {
    method: 'get',
    path: '/workflows/{id}',
    tag: 'Workflows',
    summary: 'One workflow',
    security: 'apiKey',
    response: z.object({ data: workflowSchema }),
  },
  {
    method: 'put',
    path: '/workflows/{id}',
    tag: 'Workflows',
    summary: 'Update a workflow',
    security: 'apiKey',
    body: updateWorkflowBodySchema,
    response: z.object({ data: workflowSchema }),
  },
  {
    method: 'delete',
    path: '/workflows/{id}',
    tag: 'Workflows',
    summary: 'Delete (or deactivate, once used) a workflow',
    security: 'apiKey',
  },

  {
    method: 'post',
    path: '/subscribers',
    tag: 'Subscribers',
    summary: 'Create or update a subscriber',
    security: 'apiKey',
    body: subscriberBodySchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/subscribers',
    tag: 'Subscribers',
    summary: 'List subscribers',
    security: 'apiKey',
    query: listQuerySchema,
  },
  {
    method: 'get',
    path: '/subscribers/{subscriberId}',
    tag: 'Subscribers',
    summary: 'One subscriber',
    security: 'apiKey',
  },
  {
    method: 'put',
    path: '/subscribers/{subscriberId}',
    tag: 'Subscribers',
    summary: 'Update a subscriber',
    security: 'apiKey',
    body: updateSubscriberBodySchema,
  },
  {
    method: 'delete',
    path: '/subscribers/{subscriberId}',
    tag: 'Subscribers',
    summary: 'Delete a subscriber',
    security: 'apiKey',
  },
  {
    method: 'post',
    path: '/topics',
    tag: 'Topics',
    summary: 'Create a topic',
    security: 'apiKey',
    body: createTopicBodySchema,
    status: 201,
  },
  { method: 'get', path: '/topics', tag: 'Topics', summary: 'List topics', security: 'apiKey' },
  {
    method: 'get',
    path: '/topics/{key}',
    tag: 'Topics',
    summary: 'One topic with its subscribers',
    security: 'apiKey',
  },
  {
    method: 'post',
    path: '/topics/{key}/subscribers',
    tag: 'Topics',
    summary: 'Add subscribers',
    security: 'apiKey',
    body: topicSubscribersBodySchema,
  },
  {
    method: 'post',
    path: '/topics/{key}/subscribers/removal',
    tag: 'Topics',
    summary: 'Remove subscribers',
    security: 'apiKey',
    body: topicSubscribersBodySchema,
  },

  {
    method: 'post',
    path: '/events/trigger',
    tag: 'Events',
    summary: 'Trigger a workflow',
    security: 'apiKey',
    body: triggerBodySchema,
    response: triggerResponseSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/events/trigger/bulk',
    tag: 'Events',
    summary: 'Trigger several',
    security: 'apiKey',
    body: bulkTriggerBodySchema,
    response: bulkTriggerResponseSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/events/trigger/broadcast',
    tag: 'Events',
    summary: 'Trigger for every subscriber',
    security: 'apiKey',
    body: broadcastBodySchema,
    response: triggerResponseSchema,
    status: 201,
  },
  {
    method: 'delete',
    path: '/events/trigger/{transactionId}',
    tag: 'Events',
    summary: 'Cancel what is still pending',
    security: 'apiKey',
  },
  {
    method: 'get',
    path: '/notifications',
    tag: 'Activity',
    summary:
      'The activity log: notifications filtered by channel, job status, workflow, subscriber, dates or text',
    security: 'apiKey',
    query: activityListQuerySchema,
    response: activityListResponseSchema,
  },
  {
    method: 'get',
    path: '/notifications/{id}',
    tag: 'Activity',
    summary: 'One notification with its jobs and their execution details in order',
    security: 'apiKey',
    response: activityNotificationResponseSchema,
  },
  {
    method: 'get',
    path: '/execution-details',
    tag: 'Activity',
    summary: 'Execution details of a transaction or a notification, optionally of one subscriber',
    security: 'apiKey',
    query: executionDetailsQuerySchema,
    response: executionDetailsResponseSchema,
  },
  {
    method: 'get',
    path: '/providers',
    tag: 'Integrations',
    summary: 'Providers Herald delivers through, with their credential fields',
    security: 'apiKey',
    response: providerListResponseSchema,
  },
  {
    method: 'get',
    path: '/integrations',
    tag: 'Integrations',
    summary: 'List integrations (credentials masked)',
    security: 'apiKey',
    response: integrationListResponseSchema,
  },
  {
    method: 'post',
    path: '/integrations',
    tag: 'Integrations',
    summary: 'Create an integration; credentials are checked against the provider',
    security: 'apiKey',
    body: createIntegrationBodySchema,
    response: integrationResponseSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/integrations/{integrationId}',
    tag: 'Integrations',
    summary: 'One integration',
    security: 'apiKey',
    response: integrationResponseSchema,
  },
  {
    method: 'put',
    path: '/integrations/{integrationId}',
    tag: 'Integrations',
    summary: 'Update, activate or deactivate an integration',
    security: 'apiKey',
    body: updateIntegrationBodySchema,
    response: integrationResponseSchema,
  },
  {
    method: 'delete',
    path: '/integrations/{integrationId}',
    tag: 'Integrations',
    summary: 'Delete an integration',
    security: 'apiKey',
  },
  {
    method: 'post',
    path: '/integrations/{integrationId}/set-primary',
    tag: 'Integrations',
    summary: 'Make an integration the primary one of its channel',
    security: 'apiKey',
    response: integrationResponseSchema,
  },
  {
    method: 'post',
    path: '/integrations/{integrationId}/test',
    tag: 'Integrations',
    summary: 'Send a test message through an integration',
    security: 'apiKey',
    body: testIntegrationBodySchema,
    response: testIntegrationResponseSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/subscribers/{subscriberId}/credentials',
    tag: 'Subscribers',
    summary: "A subscriber's chat and push channels (masked)",
    security: 'apiKey',
    response: subscriberChannelListResponseSchema,
  },
  {
    method: 'put',
    path: '/subscribers/{subscriberId}/credentials',
    tag: 'Subscribers',
    summary: "Set a subscriber's chat webhook or push device tokens for a provider",
    security: 'apiKey',
    body: subscriberChannelBodySchema,
    response: subscriberChannelListResponseSchema,
  },
  {
    method: 'delete',
    path: '/subscribers/{subscriberId}/credentials/{providerId}',
    tag: 'Subscribers',
    summary: "Remove a subscriber's channel for a provider",
    security: 'apiKey',
  },
  {
    method: 'patch',
    path: '/subscribers/{subscriberId}/online-status',
    tag: 'Subscribers',
    summary: 'Set whether a subscriber is online',
    security: 'apiKey',
  },
  ...widgetMessageOperations(),
  ...tenancyOperations(),
  ...translationOperations(),
  ...layoutOperations(),
  ...tenantOperations(),
  ...universityOperations(),
  ...contributionOperations(),
  ...platformOperations(),
  ...statisticsOperations(),
];

function jsonSchema(schema: ZodType): Record<string, unknown> {
  // Requests are described as clients send them (before defaults and coercion apply).
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** Text fields from the shared schema, and the files (each checked by content on the server). */
function multipartSchema(fields: ZodType): Record<string, unknown> {
  const schema = jsonSchema(fields);
  const files = { type: 'array', items: { type: 'string', format: 'binary' } };
  return {
    ...schema,
    properties: {
      ...(schema.properties as Record<string, unknown>),
      [UPLOAD_FIELDS.documents]: { ...files, description: 'Word (.doc, .docx) or PDF documents' },
      [UPLOAD_FIELDS.images]: { ...files, description: 'JPEG, PNG, GIF or WebP images' },
    },
  };
}

/** The university's contributions: submission, review, scopes and downloads. */
function contributionOperations(): Operation[] {
  const data = (schema: ZodType) => z.object({ data: schema });
  const contribution = data(contributionSchema);
  const tag = 'Contributions';
  const security = 'bearer';
  return [
    {
      method: 'get',
      path: '/contributions',
      tag,
      summary: "Contributions in the caller's scope (own, faculty, selected), filtered and paged",
      security,
      query: contributionListQuerySchema,
      response: contributionListResponseSchema,
    },
    {
      method: 'get',
      path: '/academic-events/{id}/contributions',
      tag,
      summary: "An event's contributions in the caller's scope",
      security,
      query: contributionListQuerySchema.omit({ eventId: true }),
      response: contributionListResponseSchema,
    },
    {
      method: 'post',
      path: '/academic-events/{id}/contributions',
      tag,
      summary:
        'Submit a contribution (student; while the event is open; terms accepted; at least one document)',
      security,
      multipart: createContributionFieldsSchema,
      response: contribution,
      status: 201,
    },
    {
      method: 'get',
      path: '/contributions/{id}',
      tag,
      summary: 'One contribution with its current files and what the caller may do',
      security,
      response: contribution,
    },
    {
      method: 'put',
      path: '/contributions/{id}',
      tag,
      summary: 'Update (student; until the final closure date); new files become a new version',
      security,
      multipart: updateContributionFieldsSchema,
      response: contribution,
    },
    {
      method: 'get',
      path: '/contributions/{id}/files',
      tag,
      summary: 'Files with every earlier version (student and coordinator) or the current ones',
      security,
      response: data(z.array(contributionFileSchema)),
    },
    {
      method: 'get',
      path: '/contributions/{id}/files/{fileId}',
      tag,
      summary: 'Download one file (audited); `?disposition=inline` shows a PDF or image in place',
      security,
      download: 'application/octet-stream',
    },
    {
      method: 'get',
      path: '/contributions/{id}/files/{fileId}/preview',
      tag,
      summary: 'A Word (.docx) document rendered to HTML for a preview, audited as a download',
      security,
      response: data(z.object({ html: z.string() })),
    },
    {
      method: 'get',
      path: '/contributions/{id}/download',
      tag,
      summary: "Download the contribution's current files as a ZIP (audited)",
      security,
      download: 'application/zip',
    },
    {
      method: 'get',
      path: '/contributions/{id}/comments',
      tag,
      summary: 'The review thread (student and coordinator)',
      security,
      response: data(z.array(contributionCommentSchema)),
    },
    {
      method: 'post',
      path: '/contributions/{id}/comments',
      tag,
      summary: 'Comment (until 14 days after the final closure date)',
      security,
      body: commentBodySchema,
      response: data(contributionCommentSchema),
      status: 201,
    },
    {
      method: 'get',
      path: '/contributions/{id}/status',
      tag,
      summary: 'The status and its history',
      security,
      response: data(z.object({ status: z.string(), history: z.array(statusChangeSchema) })),
    },
    {
      method: 'post',
      path: '/contributions/{id}/status',
      tag,
      summary: 'Move the review on (coordinator of the faculty; valid transitions only)',
      security,
      body: statusBodySchema,
      response: contribution,
    },
    {
      method: 'put',
      path: '/contributions/{id}/selection',
      tag,
      summary: 'Select an accepted contribution for publication, or withdraw it (coordinator)',
      security,
      body: selectionBodySchema,
      response: contribution,
    },
    {
      method: 'get',
      path: '/academic-events/{id}/contributions/download',
      tag,
      summary:
        "ZIP of the event's selected contributions, Faculty/Student/files (manager; after final closure)",
      security,
      download: 'application/zip',
    },
    {
      method: 'get',
      path: '/academic-years/{year}/contributions/download',
      tag,
      summary:
        "ZIP of the year's selected contributions, Faculty/Student/files (manager; finally closed events)",
      security,
      download: 'application/zip',
    },
  ];
}

const SECURITY: Record<Security, Record<string, string[]>[]> = {
  none: [],
  bearer: [{ bearer: [] }],
  widget: [{ widget: [] }],
  apiKey: [{ apiKey: [] }],
  member: [{ member: [] }],
};

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const parameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (operation.query) {
      const properties = (jsonSchema(operation.query).properties ?? {}) as Record<string, unknown>;
      for (const [name, schema] of Object.entries(properties))
        parameters.push({ name, in: 'query', required: false, schema: schema as { type: string } });
    }
    const management = operation.security === 'apiKey';
    if (management && (operation.method === 'post' || operation.method === 'patch')) {
      parameters.push({
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        schema: jsonSchema(idempotencyKeySchema) as { type: string },
      });
    }
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: {
        tags: [operation.tag],
        summary: operation.summary,
        ...(isPartialUpdate(operation) && {
          description:
            'Partial update: every field is optional and a field left out keeps its stored value; a body that ' +
            'names no field is a 400.',
        }),
        security: SECURITY[operation.security],
        ...(parameters.length > 0 && { parameters }),
        ...(operation.body && {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(operation.body) } },
          },
        }),
        ...(operation.multipart && {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: multipartSchema(operation.multipart) } },
          },
        }),
        responses: {
          [String(operation.status ?? 200)]: {
            description: 'OK',
            ...(operation.response && {
              content: { 'application/json': { schema: jsonSchema(operation.response) } },
            }),
            ...(operation.download && {
              content: { [operation.download]: { schema: { type: 'string', format: 'binary' } } },
            }),
          },
          '4XX': {
            description: 'Bad input or not allowed',
            content: { 'application/json': { schema: jsonSchema(errorResponseSchema) } },
          },
          ...(management && {
            '429': {
              description: `${RATE_LIMIT_EXCEEDED_MESSAGE}: the environment's token bucket for the call's category is empty (see Retry-After and the RateLimit-* headers)`,
              content: { 'application/json': { schema: jsonSchema(errorResponseSchema) } },
            },
          }),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Herald API',
      version: '1',
      description:
        'The app API (bearer login token), the widget API of the notification center (bearer widget token) and the management API (`Authorization: ApiKey <key>`).',
    },
    servers: [{ url: '/v1' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "App login token; a guest visit's token is admitted only by the reads of its faculty's selected work",
        },
        widget: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Widget session token' },
        apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'ApiKey <key>' },
        member: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'Platform member token; on the management API together with the Herald-Environment header naming the environment',
        },
      },
    },
    paths,
  };
}

/** Page views the app reports, and the statistics of coordinators, managers and administrators. */
function statisticsOperations(): Operation[] {
  const tag = 'Statistics';
  const security = 'bearer';
  const csv = (path: string, summary: string, query: ZodType): Operation => ({
    method: 'get',
    path: `${path}.csv`,
    tag,
    summary: `${summary}, as CSV (formula-safe cells)`,
    security,
    query,
    download: 'text/csv',
  });
  const report = (path: string, summary: string, query: ZodType, response: ZodType): Operation[] => [
    { method: 'get', path, tag, summary, security, query, response },
    csv(path, summary, query),
  ];
  return [
    {
      method: 'post',
      path: '/page-views',
      tag,
      summary: 'Report a page the signed-in person opened (rate-limited per account)',
      security,
      body: pageViewBodySchema,
      response: pageViewResponseSchema,
      status: 201,
    },
    ...report(
      '/statistics/faculties',
      'Contributions, share and contributors per faculty and academic year (coordinator: own faculty; manager)',
      statisticsQuerySchema,
      facultyStatisticsResponseSchema,
    ),
    ...report(
      '/statistics/exceptions/without-comment',
      'Contributions without a coordinator comment (coordinator: own faculty; manager)',
      exceptionQuerySchema,
      contributionExceptionsResponseSchema,
    ),
    ...report(
      '/statistics/exceptions/overdue',
      'Contributions without a coordinator comment after 14 days (coordinator: own faculty; manager)',
      exceptionQuerySchema,
      contributionExceptionsResponseSchema,
    ),
    ...report(
      '/statistics/years',
      'Totals per academic year (manager)',
      statisticsQuerySchema.omit({ facultyId: true }),
      yearTotalsResponseSchema,
    ),
    ...report('/statistics/pages', 'Most viewed pages (admin)', usageQuerySchema, pageUsageResponseSchema),
    ...report('/statistics/users', 'Most active users (admin)', usageQuerySchema, userActivityResponseSchema),
    ...report('/statistics/browsers', 'Browsers used (admin)', usageQuerySchema, browserUsageResponseSchema),
  ];
}

/** The platform's accounts and single sign-on. */
function platformOperations(): Operation[] {
  const tag = 'Platform';
  const data = (schema: ZodType) => z.object({ data: schema });
  const member = 'member';
  return [
    {
      method: 'post',
      path: '/platform/organizations',
      tag,
      summary: 'Sign an organisation up with its Development and Production environments and first admin',
      security: 'none',
      body: createOrganizationBodySchema,
      status: 201,
      response: data(
        z.object({
          organization: platformOrganizationSchema,
          environments: z.array(platformEnvironmentSchema.extend({ apiKey: createdApiKeySchema })),
          session: memberSessionSchema,
        }),
      ),
    },
    {
      method: 'post',
      path: '/platform/auth/login',
      tag,
      summary: 'Member sign-in',
      security: 'none',
      body: memberLoginBodySchema,
      response: data(memberSessionSchema),
    },
    {
      method: 'post',
      path: '/platform/auth/logout',
      tag,
      summary: "End the member's sessions",
      security: member,
    },
    {
      method: 'post',
      path: '/platform/invitations/accept',
      tag,
      summary: 'Accept an invitation (single use, 7 days)',
      security: 'none',
      body: acceptInvitationBodySchema,
      response: data(memberSessionSchema),
    },
    { method: 'get', path: '/platform/me', tag, summary: 'The signed-in member', security: member },
    {
      method: 'put',
      path: '/platform/me/onboarding',
      tag,
      summary: 'Answer the onboarding job-role question',
      security: member,
      body: onboardingBodySchema,
    },
    {
      method: 'get',
      path: '/platform/organization',
      tag,
      summary: 'The organisation, its plan, features and rate limits',
      security: member,
      response: data(platformOrganizationSchema),
    },
    {
      method: 'patch',
      path: '/platform/organization',
      tag,
      summary: 'Rename the organisation or change its branding (admin)',
      security: member,
      body: updatePlatformOrganizationBodySchema,
      response: data(platformOrganizationSchema),
    },
    {
      method: 'get',
      path: '/platform/environments',
      tag,
      summary: "The organisation's environments",
      security: member,
      response: data(z.array(platformEnvironmentSchema)),
    },
    {
      method: 'post',
      path: '/platform/environments',
      tag,
      summary: 'Add an environment with its first API key, shown once (admin; 409 when the name is taken)',
      security: member,
      body: createEnvironmentBodySchema,
      status: 201,
      response: data(platformEnvironmentSchema.extend({ apiKey: createdApiKeySchema })),
    },
    {
      method: 'get',
      path: '/platform/environments/{id}/api-keys',
      tag,
      summary: "The environment's API keys, masked (admin)",
      security: member,
      response: data(z.array(apiKeySchema)),
    },
    {
      method: 'post',
      path: '/platform/environments/{id}/api-keys',
      tag,
      summary: 'Create an API key, shown once (admin)',
      security: member,
      status: 201,
      response: data(createdApiKeySchema),
    },
    {
      method: 'post',
      path: '/platform/environments/{id}/api-keys/{keyId}/rotate',
      tag,
      summary: 'Replace a key with a new one, shown once; the old one stops at once (admin)',
      security: member,
      status: 201,
      response: data(createdApiKeySchema),
    },
    {
      method: 'delete',
      path: '/platform/environments/{id}/api-keys/{keyId}',
      tag,
      summary: 'Revoke a key; the last one stays (admin)',
      security: member,
    },
    {
      method: 'get',
      path: '/platform/members',
      tag,
      summary: 'Members; job roles shown to admins only',
      security: member,
      response: data(z.array(memberSchema)),
    },
    {
      method: 'post',
      path: '/platform/members',
      tag,
      summary: 'Invite a member by email (admin)',
      security: member,
      body: inviteMemberBodySchema,
      status: 201,
      response: data(memberSchema),
    },
    {
      method: 'post',
      path: '/platform/members/{id}/invitation',
      tag,
      summary: 'Send a new invitation link (admin)',
      security: member,
      status: 201,
      response: data(memberSchema),
    },
    {
      method: 'patch',
      path: '/platform/members/{id}',
      tag,
      summary: "Change a member's role; one admin stays (admin)",
      security: member,
      body: updateMemberBodySchema,
      response: data(memberSchema),
    },
    {
      method: 'delete',
      path: '/platform/members/{id}',
      tag,
      summary: 'Remove a member, ending their sessions; one admin stays (admin)',
      security: member,
    },
    {
      method: 'get',
      path: '/auth/sso/providers',
      tag: 'App',
      summary: 'The configured single sign-on providers',
      security: 'none',
      response: ssoProvidersResponseSchema,
    },
    {
      method: 'get',
      path: '/platform/auth/sso/providers',
      tag,
      summary: 'The single sign-on providers platform members may use',
      security: 'none',
      response: ssoProvidersResponseSchema,
    },
    {
      method: 'get',
      path: '/auth/sso/{id}/start',
      tag: 'App',
      summary: 'Start single sign-on: 302 to the provider',
      security: 'none',
      query: ssoStartQuerySchema,
      status: 302,
    },
    {
      method: 'get',
      path: '/auth/sso/{id}/callback',
      tag: 'App',
      summary: "The provider's answer: 302 to /sso/callback#token=… or to the sign-in page with ?ssoError=",
      security: 'none',
      status: 302,
    },
    {
      method: 'get',
      path: '/platform/auth/sso/{id}/start',
      tag,
      summary: 'Start single sign-on for a platform member: 302 to the provider',
      security: 'none',
      query: ssoStartQuerySchema,
      status: 302,
    },
  ];
}

/** The rest of the widget API of SPEC §7: counts per tab, marking, actions, removal and global preferences. */
function widgetMessageOperations(): Operation[] {
  const tag = 'Widget';
  const security = 'widget';
  return [
    {
      method: 'get',
      path: '/widgets/notifications/count',
      tag,
      summary: 'Counts per feed or tab',
      security,
      query: tabCountQuerySchema,
      response: countResponseSchema,
    },
    {
      method: 'post',
      path: '/widgets/messages/mark-as',
      tag,
      summary: 'Mark messages read, unread, seen or unseen (the older `mark` body is accepted too)',
      security,
      body: markMessagesByStatusBodySchema,
      response: markMessagesAsResponseSchema,
    },
    {
      method: 'post',
      path: '/widgets/messages/{messageId}/actions/{type}',
      tag,
      summary: "Record a message's primary or secondary action as done or pending",
      security,
      body: messageActionBodySchema,
      response: messageActionResponseSchema,
    },
    {
      method: 'delete',
      path: '/widgets/messages/{messageId}',
      tag,
      summary: 'Remove one message',
      security,
      response: removeMessagesResponseSchema,
    },
    {
      method: 'post',
      path: '/widgets/messages/bulk/delete',
      tag,
      summary: 'Remove several messages',
      security,
      body: removeMessagesBodySchema,
      response: removeMessagesResponseSchema,
    },
    {
      method: 'delete',
      path: '/widgets/messages',
      tag,
      summary: 'Remove every message, or those of one feed',
      security,
      query: removeAllMessagesQuerySchema,
      response: removeMessagesResponseSchema,
    },
    {
      method: 'post',
      path: '/widgets/messages/read',
      tag,
      summary: 'Mark every message read, or those of one feed',
      security,
      body: markAllMessagesBodySchema,
      response: markAllMessagesResponseSchema,
    },
    {
      method: 'post',
      path: '/widgets/messages/seen',
      tag,
      summary: 'Mark every message seen, or those of one feed',
      security,
      body: markAllMessagesBodySchema,
      response: markAllMessagesResponseSchema,
    },
    {
      method: 'get',
      path: '/widgets/preferences/global',
      tag,
      summary: "The subscriber's global channel preferences",
      security,
      response: globalPreferencesResponseSchema,
    },
    {
      method: 'patch',
      path: '/widgets/preferences',
      tag,
      summary: 'Turn a channel on or off for every workflow',
      security,
      body: updateGlobalPreferenceBodySchema,
      response: updateGlobalPreferenceResponseSchema,
    },
  ];
}

/** The environment and organisation a management key or member token acts in. */
function tenancyOperations(): Operation[] {
  const tag = 'Organization';
  const security = 'apiKey';
  return [
    { method: 'get', path: '/organization', tag, summary: 'The organisation and its branding', security },
    {
      method: 'patch',
      path: '/organization',
      tag,
      summary: 'Rename the organisation or change its branding (members: admins only)',
      security,
      body: organizationBodySchema,
    },
    { method: 'get', path: '/environments/me', tag, summary: 'The environment of the key', security },
    {
      method: 'patch',
      path: '/environments/me',
      tag,
      summary: 'Require the subscriber HMAC for widget sessions, or not (members: admins only)',
      security,
      body: environmentBodySchema,
    },
  ];
}

/** Tenants, notification groups and feeds of an environment. */
function tenantOperations(): Operation[] {
  const security = 'apiKey';
  const deleted = z.object({ data: z.object({ acknowledged: z.boolean(), status: z.string() }) });
  return [
    {
      method: 'post',
      path: '/tenants',
      tag: 'Tenants',
      summary: 'Create a tenant (409 when the identifier is taken)',
      security,
      body: createTenantBodySchema,
      response: tenantResponseSchema,
      status: 201,
    },
    {
      method: 'get',
      path: '/tenants',
      tag: 'Tenants',
      summary: 'List tenants, a page at a time',
      security,
      query: listQuerySchema,
      response: tenantListResponseSchema,
    },
    {
      method: 'get',
      path: '/tenants/{identifier}',
      tag: 'Tenants',
      summary: 'One tenant',
      security,
      response: tenantResponseSchema,
    },
    {
      method: 'patch',
      path: '/tenants/{identifier}',
      tag: 'Tenants',
      summary: 'Change a tenant’s identifier, name or data',
      security,
      body: updateTenantBodySchema,
      response: tenantResponseSchema,
    },
    {
      method: 'delete',
      path: '/tenants/{identifier}',
      tag: 'Tenants',
      summary: 'Delete a tenant',
      security,
      response: deleted,
    },
    {
      method: 'post',
      path: '/notification-groups',
      tag: 'Notification groups',
      summary: 'Create a notification group',
      security,
      body: notificationGroupBodySchema,
      response: notificationGroupResponseSchema,
      status: 201,
    },
    {
      method: 'get',
      path: '/notification-groups',
      tag: 'Notification groups',
      summary: 'List notification groups ("General" included)',
      security,
      response: notificationGroupListResponseSchema,
    },
    {
      method: 'get',
      path: '/notification-groups/{id}',
      tag: 'Notification groups',
      summary: 'One notification group',
      security,
      response: notificationGroupResponseSchema,
    },
    {
      method: 'patch',
      path: '/notification-groups/{id}',
      tag: 'Notification groups',
      summary: 'Rename a notification group',
      security,
      body: notificationGroupBodySchema,
      response: notificationGroupResponseSchema,
    },
    {
      method: 'delete',
      path: '/notification-groups/{id}',
      tag: 'Notification groups',
      summary: 'Delete a notification group no workflow belongs to (409 otherwise)',
      security,
      response: deleted,
    },
    {
      method: 'post',
      path: '/feeds',
      tag: 'Feeds',
      summary: 'Create a feed',
      security,
      body: createFeedBodySchema,
      response: feedDetailResponseSchema,
      status: 201,
    },
    {
      method: 'get',
      path: '/feeds',
      tag: 'Feeds',
      summary: 'List feeds',
      security,
      response: feedListResponseSchema,
    },
    {
      method: 'get',
      path: '/feeds/{id}',
      tag: 'Feeds',
      summary: 'One feed',
      security,
      response: feedDetailResponseSchema,
    },
    {
      method: 'patch',
      path: '/feeds/{id}',
      tag: 'Feeds',
      summary: 'Rename a feed (its identifier stays while a step sends to it)',
      security,
      body: updateFeedBodySchema,
      response: feedDetailResponseSchema,
    },
    {
      method: 'delete',
      path: '/feeds/{id}',
      tag: 'Feeds',
      summary: 'Delete a feed no step sends to (409 otherwise)',
      security,
      response: deleted,
    },
  ];
}

/** The university's master data, accounts and the signed-in person's own profile. */
function universityOperations(): Operation[] {
  const data = (schema: ZodType) => z.object({ data: schema });
  const list = (schema: ZodType) => data(z.array(schema));
  const security = 'bearer';
  const account = 'Accounts';
  const faculty = 'Faculties';
  const events = 'Academic events';
  const acknowledged = data(z.object({ acknowledged: z.literal(true), status: z.string() }));
  return [
    {
      method: 'post',
      path: '/auth/forgot-password',
      tag: 'App',
      summary: 'Mail a one-time reset link; the same answer whether or not the address exists',
      security: 'none',
      body: forgotPasswordBodySchema,
      status: 202,
    },
    {
      method: 'post',
      path: '/auth/reset-password',
      tag: 'App',
      summary: "Choose a password with a one-time link; ends the account's other sessions",
      security: 'none',
      body: setPasswordBodySchema,
    },
    {
      method: 'post',
      path: '/auth/change-password',
      tag: 'App',
      summary: 'Change the password with the current one; ends older sessions and answers a fresh token',
      security,
      body: changePasswordBodySchema,
      response: data(z.object({ token: z.string() })),
    },
    {
      method: 'get',
      path: '/profile',
      tag: 'App',
      summary: "The signed-in person's profile, with the last sign-in",
      security,
      response: data(profileSchema),
    },
    {
      method: 'put',
      path: '/profile',
      tag: 'App',
      summary: 'Change name, phone and address; a new email needs the current password',
      security,
      body: updateProfileBodySchema,
      response: data(profileSchema),
    },
    {
      method: 'get',
      path: '/admin/outbox',
      tag: 'App',
      summary:
        "The university's mail: that it went out, never its body (administrators; not readable in production without SMTP)",
      security,
      query: listQuerySchema,
      response: outboxListResponseSchema,
    },
    {
      method: 'post',
      path: '/admin/outbox/{id}/resend',
      tag: 'App',
      summary: 'Send a mail again; a one-time link is re-sent as a new link (administrators)',
      security,
      response: outboxResendResponseSchema,
      status: 202,
    },
    {
      method: 'get',
      path: '/roles',
      tag: account,
      summary: 'The five roles with what each may do (administrators)',
      security,
      response: list(roleSchema),
    },
    {
      method: 'get',
      path: '/roles/{id}',
      tag: account,
      summary: 'One role (administrators)',
      security,
      response: data(roleSchema),
    },
    {
      method: 'get',
      path: '/audit-log',
      tag: account,
      summary:
        "Who did what, newest first, with each account's name and email or the guest visit, filtered by action or account (administrators)",
      security,
      query: auditQuerySchema,
      response: auditListResponseSchema,
    },
    {
      method: 'get',
      path: '/accounts',
      tag: account,
      summary: 'Accounts searched, filtered by role and faculty, sorted and paged (administrators)',
      security,
      query: accountListQuerySchema,
    },
    {
      method: 'post',
      path: '/accounts',
      tag: account,
      summary: 'Create an account; it is mailed a one-time link to choose its password',
      security,
      body: createAccountBodySchema,
      response: data(accountSchema),
      status: 201,
    },
    {
      method: 'get',
      path: '/accounts/{id}',
      tag: account,
      summary: 'One account (administrators)',
      security,
      response: data(accountSchema),
    },
    {
      method: 'put',
      path: '/accounts/{id}',
      tag: account,
      summary: 'Update or deactivate an account; deactivation ends its sessions at once',
      security,
      body: updateAccountBodySchema,
      response: data(accountSchema),
    },
    {
      method: 'get',
      path: '/faculties/guest-access',
      tag: faculty,
      summary: 'Ids and names of the faculties that admit guests, for the guest entry page',
      security: 'none',
      response: list(guestFacultySchema),
    },
    {
      method: 'post',
      path: '/guest-sessions',
      tag: faculty,
      summary:
        "Opens a read-only guest visit of a faculty that welcomes guests: a token for that faculty's selected work only (20 a minute per address)",
      security: 'none',
      body: guestSessionBodySchema,
      response: data(guestSessionSchema),
      status: 201,
    },
    {
      method: 'delete',
      path: '/guest-sessions/current',
      tag: faculty,
      summary: "Ends the caller's guest visit",
      security,
      response: data(z.object({ ended: z.literal(true) })),
    },
    {
      method: 'get',
      path: '/faculties',
      tag: faculty,
      summary: 'Faculties with their counts of events and students (administrators)',
      security,
      response: list(facultySchema),
    },
    {
      method: 'post',
      path: '/faculties',
      tag: faculty,
      summary: 'Create a faculty (unique name)',
      security,
      body: facultyBodySchema,
      response: data(facultySchema),
      status: 201,
    },
    {
      method: 'get',
      path: '/faculties/{id}',
      tag: faculty,
      summary: 'One faculty',
      security,
      response: data(facultySchema),
    },
    {
      method: 'put',
      path: '/faculties/{id}',
      tag: faculty,
      summary: 'Update a faculty',
      security,
      body: updateFacultyBodySchema,
      response: data(facultySchema),
    },
    {
      method: 'delete',
      path: '/faculties/{id}',
      tag: faculty,
      summary: 'Delete a faculty without events or accounts (409 otherwise)',
      security,
      response: acknowledged,
    },
    {
      method: 'get',
      path: '/academic-events',
      tag: events,
      summary: "Events in the caller's scope, with their phase on the server clock",
      security,
      query: eventListQuerySchema,
      response: list(eventSchema),
    },
    {
      method: 'post',
      path: '/academic-events',
      tag: events,
      summary: 'Create an event; the faculty is told (administrators)',
      security,
      body: eventBodySchema,
      response: data(eventSchema),
      status: 201,
    },
    {
      method: 'get',
      path: '/academic-events/{id}',
      tag: events,
      summary: 'One event, its description rendered safe',
      security,
      response: data(eventSchema),
    },
    {
      method: 'put',
      path: '/academic-events/{id}',
      tag: events,
      summary: 'Update an event; its dates stay in order',
      security,
      body: updateEventBodySchema,
      response: data(eventSchema),
    },
    {
      method: 'delete',
      path: '/academic-events/{id}',
      tag: events,
      summary: 'Delete an event without contributions (409 otherwise)',
      security,
      response: acknowledged,
    },
  ];
}

/** Translation groups and their translations per locale (plan feature `translation`, translation manager flag). */
function translationOperations(): Operation[] {
  const tag = 'Translations';
  const security = 'apiKey';
  const group = '/translations/groups/{identifier}';
  const locale = `${group}/locales/{locale}`;
  const deleted = z.object({ data: z.object({ acknowledged: z.boolean(), status: z.string() }) });
  return [
    {
      method: 'get',
      path: '/translations/settings',
      tag,
      summary: 'The default locale i18n falls back to',
      security,
      response: translationSettingsResponseSchema,
    },
    {
      method: 'put',
      path: '/translations/settings',
      tag,
      summary: 'Set the default locale i18n falls back to',
      security,
      body: translationSettingsSchema,
      response: translationSettingsResponseSchema,
    },
    {
      method: 'get',
      path: '/translations/groups',
      tag,
      summary: 'List translation groups with their locales',
      security,
      response: translationGroupListResponseSchema,
    },
    {
      method: 'post',
      path: '/translations/groups',
      tag,
      summary: 'Create a translation group (409 when the identifier is taken)',
      security,
      body: createTranslationGroupBodySchema,
      response: translationGroupResponseSchema,
      status: 201,
    },
    {
      method: 'get',
      path: group,
      tag,
      summary: 'One translation group',
      security,
      response: translationGroupResponseSchema,
    },
    {
      method: 'put',
      path: group,
      tag,
      summary: 'Rename a group or change its locales (a locale left out loses its translations)',
      security,
      body: updateTranslationGroupBodySchema,
      response: translationGroupResponseSchema,
    },
    {
      method: 'delete',
      path: group,
      tag,
      summary: 'Delete a group with its translations',
      security,
      response: deleted,
    },
    {
      method: 'get',
      path: locale,
      tag,
      summary: "One locale's translations",
      security,
      response: translationResponseSchema,
    },
    {
      method: 'put',
      path: locale,
      tag,
      summary: "Replace one locale's translations (strings only, nested keys, 256 KiB at most)",
      security,
      body: translationBodySchema,
      response: translationResponseSchema,
    },
    {
      method: 'get',
      path: `${locale}/export`,
      tag,
      summary: "Download one locale's translations as a JSON file",
      security,
      download: 'application/json',
    },
    {
      method: 'post',
      path: `${locale}/import`,
      tag,
      summary: "Merge a JSON file into one locale's translations (imported keys win)",
      security,
      body: translationTreeSchema,
      response: translationResponseSchema,
    },
  ];
}

/** Email layouts, one of them the environment's default. */
function layoutOperations(): Operation[] {
  const tag = 'Layouts';
  const security = 'apiKey';
  const deleted = z.object({ data: z.object({ acknowledged: z.boolean(), status: z.string() }) });
  return [
    {
      method: 'get',
      path: '/layouts',
      tag,
      summary: 'List layouts',
      security,
      response: layoutListResponseSchema,
    },
    {
      method: 'post',
      path: '/layouts',
      tag,
      summary: 'Create a layout holding {{{body}}}; the first one becomes the default',
      security,
      body: createLayoutBodySchema,
      response: layoutResponseSchema,
      status: 201,
    },
    {
      method: 'get',
      path: '/layouts/{layoutId}',
      tag,
      summary: 'One layout',
      security,
      response: layoutResponseSchema,
    },
    {
      method: 'put',
      path: '/layouts/{layoutId}',
      tag,
      summary: 'Update a layout',
      security,
      body: updateLayoutBodySchema,
      response: layoutResponseSchema,
    },
    {
      method: 'post',
      path: '/layouts/{layoutId}/default',
      tag,
      summary: 'Make a layout the default, unsetting the previous default',
      security,
      response: layoutResponseSchema,
    },
    {
      method: 'delete',
      path: '/layouts/{layoutId}',
      tag,
      summary: 'Delete a layout that is neither the default nor used by a workflow (409 otherwise)',
      security,
      response: deleted,
    },
  ];
}
