// The OpenAPI document, generated from the same zod schemas the routes parse with, so it cannot drift from them.
import {
  UPLOAD_FIELDS,
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
  facultyStatisticsResponseSchema,
  pageUsageResponseSchema,
  pageViewBodySchema,
  pageViewResponseSchema,
  statisticsQuerySchema,
  usageQuerySchema,
  userActivityResponseSchema,
  yearTotalsResponseSchema,
} from '@herald/protocol';
import { z, type ZodType } from 'zod';

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
    summary: 'Preferences per workflow',
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
    path: '/feeds',
    tag: 'Feeds',
    summary: 'Create a feed',
    security: 'apiKey',
    body: createFeedBodySchema,
    status: 201,
  },
  { method: 'get', path: '/feeds', tag: 'Feeds', summary: 'List feeds', security: 'apiKey' },
  { method: 'delete', path: '/feeds/{id}', tag: 'Feeds', summary: 'Delete a feed', security: 'apiKey' },

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
    path: '/execution-details',
    tag: 'Events',
    summary: 'Execution log of a transaction',
    security: 'apiKey',
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
      summary: 'Download one file (audited)',
      security,
      download: 'application/octet-stream',
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
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: {
        tags: [operation.tag],
        summary: operation.summary,
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
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
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
      statisticsQuerySchema,
      contributionExceptionsResponseSchema,
    ),
    ...report(
      '/statistics/exceptions/overdue',
      'Contributions without a coordinator comment after 14 days (coordinator: own faculty; manager)',
      statisticsQuerySchema,
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
      summary: 'Add an environment with its first API key, shown once (admin)',
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
