// Workflows under /notification-templates in the open-source platform's NotificationTemplate shape, as its
// server SDK 0.24 reads and writes them. The same workflow services as /workflows store them; only the shape differs.
import type { FastifyInstance } from 'fastify';
import type { WorkflowStep } from '@herald/protocol';
import type { CreateNotificationTemplateBody, NotificationTemplateStep } from '@herald/protocol/schemas';
import {
  createNotificationTemplateBodySchema,
  listQuerySchema,
  notificationTemplateListResponseSchema,
  notificationTemplateSchema,
  notificationTemplateStatusBodySchema,
  removalResponseSchema,
  updateNotificationTemplateBodySchema,
  workflowStepSchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { Workflow } from '../../db/tables/notify.js';
import type { Environment } from '../../db/tables/platform.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { workflowToWire } from './serialize.js';
import { createWorkflow, deleteWorkflow, findWorkflow, updateWorkflow } from './workflows.routes.js';
import { workflowsOf } from '../repo/management/workflows.js';
import { REFERENCE_NOTIFICATION_GROUP_ID, REFERENCE_WORKFLOW_ID } from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'tokens'>;

const idParams = z.object({ templateId: z.string().min(1).max(64) });

/** The trigger identifier the platform makes of a template's name: lower case, words joined by dashes. */
function identifierOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return slug || 'workflow';
}

function contentOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((block) =>
        typeof block === 'object' && block !== null
          ? String((block as { content?: unknown }).content ?? '')
          : '',
      )
      .join('\n');
  }
  return '';
}

/** Herald's step for a platform step; violations name the step as the platform's body places it. */
function heraldStep(step: NotificationTemplateStep, index: number): WorkflowStep {
  if (step.herald) return step.herald;
  const template = step.template;
  if (!template) throw new HttpError(400, `steps.${index}.template: a step needs its template`);
  const content = contentOf(template.content);
  const active = step.active ?? true;
  const draft = (() => {
    switch (template.type) {
      case 'in_app':
        return {
          type: 'in_app',
          content,
          ...(template.cta?.data?.url && { redirectUrl: template.cta.data.url }),
        };
      case 'email':
        return {
          type: 'email',
          subject: template.subject ?? '',
          body: content,
          ...(template.layoutId && { layoutId: template.layoutId }),
        };
      case 'push':
        return { type: 'push', title: template.title ?? template.subject ?? '', content };
      default:
        return { type: template.type, content };
    }
  })();
  const parsed = workflowStepSchema.safeParse({ ...draft, active });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'body' ? 'content' : String(issue?.path[0] ?? 'content');
    throw new HttpError(400, `steps.${index}.template.${field}: ${issue?.message ?? 'Invalid input'}`);
  }
  return parsed.data;
}

function heraldSteps(steps: readonly NotificationTemplateStep[]) {
  return steps.map((step, index) => heraldStep(step, index));
}

/** The platform's template of a workflow: each step's message template carries its channel and content. */
function toTemplate(row: Workflow, environment: Environment) {
  const workflow = workflowToWire(row);
  return {
    _id: workflow._id,
    name: workflow.name,
    description: workflow.description,
    active: workflow.active,
    draft: !workflow.active,
    critical: workflow.critical,
    tags: workflow.tags,
    steps: workflow.steps.map((step, index) => {
      const stepId = `${workflow._id}-${index}`;
      const record = step as Record<string, unknown>;
      return {
        _id: stepId,
        _templateId: stepId,
        active: record.active !== false,
        template: {
          _id: stepId,
          type: step.type,
          content:
            typeof record.content === 'string'
              ? record.content
              : typeof record.body === 'string'
                ? record.body
                : '',
          ...(typeof record.subject === 'string' && { subject: record.subject }),
          ...(typeof record.title === 'string' && { title: record.title }),
        },
        herald: record,
      };
    }),
    preferenceSettings: workflow.preferenceSettings,
    triggers: [{ type: 'event' as const, identifier: workflow.triggerIdentifier, variables: [] }],
    _notificationGroupId: workflow.notificationGroupId,
    _environmentId: environment.id,
    _organizationId: environment.organization_id,
    deleted: false,
    createdAt: workflow.createdAt,
    updatedAt: workflow.updatedAt,
  };
}

function createBody(body: CreateNotificationTemplateBody) {
  return {
    name: body.name,
    triggerIdentifier: body.identifier ?? identifierOf(body.name),
    description: body.description ?? '',
    active: body.draft === true ? false : (body.active ?? true),
    critical: body.critical ?? false,
    tags: body.tags ?? [],
    steps: heraldSteps(body.steps ?? []),
    preferenceSettings: body.preferenceSettings ?? {},
    ...(body.notificationGroupId !== undefined && { notificationGroupId: body.notificationGroupId }),
  };
}

const templateExample = {
  name: 'Order delivered',
  notificationGroupId: REFERENCE_NOTIFICATION_GROUP_ID,
  description: 'Tells the customer their parcel has arrived',
  tags: ['orders'],
  steps: [
    { template: { type: 'in_app' as const, content: 'Your order #{{orderNumber}} has been delivered.' } },
  ],
};

export function notificationTemplateRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));
    const response = z.object({ data: notificationTemplateSchema });

    app.get(
      '/',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'List workflows as notification templates, paged',
          security: 'apiKey',
          querystring: listQuerySchema,
          response: notificationTemplateListResponseSchema,
          example: { query: { page: 0, limit: 10 } },
        }),
      },
      async (request) => {
        const { page, limit } = request.query;
        const rows = await workflowsOf(request.db, environmentOf(request).id);
        return {
          data: rows
            .slice(page * limit, (page + 1) * limit)
            .map((row) => toTemplate(row, environmentOf(request))),
          totalCount: rows.length,
          page,
          pageSize: limit,
        };
      },
    );

    app.post(
      '/',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'Create a workflow from a notification template',
          security: 'apiKey',
          body: createNotificationTemplateBodySchema,
          response,
          status: 201,
          example: { body: templateExample },
        }),
      },
      async (request, reply) => {
        const row = await createWorkflow(
          ctx,
          request.db,
          environmentOf(request).id,
          createBody(request.body),
        );
        reply.code(201);
        return { data: toTemplate(row, environmentOf(request)) };
      },
    );

    app.get(
      '/:templateId',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'One workflow as a notification template',
          security: 'apiKey',
          params: idParams,
          response,
          example: { params: { templateId: REFERENCE_WORKFLOW_ID } },
        }),
      },
      async (request) => ({
        data: toTemplate(
          await findWorkflow(request.db, environmentOf(request).id, request.params.templateId),
          environmentOf(request),
        ),
      }),
    );

    app.put(
      '/:templateId',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'Update a workflow from notification template fields',
          security: 'apiKey',
          params: idParams,
          body: updateNotificationTemplateBodySchema,
          response,
          example: {
            params: { templateId: REFERENCE_WORKFLOW_ID },
            body: {
              description: 'Tells the customer their order is on its way',
              tags: ['orders', 'shipping'],
            },
          },
        }),
      },
      async (request) => {
        const body = request.body;
        const active = body.draft === true ? false : body.draft === false ? true : body.active;
        const row = await updateWorkflow(
          ctx,
          request.db,
          environmentOf(request).id,
          request.params.templateId,
          {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.identifier !== undefined && { triggerIdentifier: body.identifier }),
            ...(body.description !== undefined && { description: body.description }),
            ...(active !== undefined && { active }),
            ...(body.critical !== undefined && { critical: body.critical }),
            ...(body.tags !== undefined && { tags: body.tags }),
            ...(body.steps !== undefined && { steps: heraldSteps(body.steps) }),
            ...(body.preferenceSettings !== undefined && { preferenceSettings: body.preferenceSettings }),
            ...(body.notificationGroupId !== undefined && { notificationGroupId: body.notificationGroupId }),
          },
        );
        return { data: toTemplate(row, environmentOf(request)) };
      },
    );

    app.put(
      '/:templateId/status',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'Activate or deactivate a workflow',
          security: 'apiKey',
          params: idParams,
          body: notificationTemplateStatusBodySchema,
          response,
          example: { params: { templateId: REFERENCE_WORKFLOW_ID }, body: { active: false } },
        }),
      },
      async (request) => {
        const row = await updateWorkflow(
          ctx,
          request.db,
          environmentOf(request).id,
          request.params.templateId,
          {
            active: request.body.active,
          },
        );
        return { data: toTemplate(row, environmentOf(request)) };
      },
    );

    app.delete(
      '/:templateId',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'Delete (or deactivate, once used) a workflow',
          security: 'apiKey',
          params: idParams,
          response: removalResponseSchema,
          example: { params: { templateId: REFERENCE_WORKFLOW_ID } },
        }),
      },
      async (request) => {
        const status = await deleteWorkflow(
          ctx,
          request.db,
          environmentOf(request).id,
          request.params.templateId,
        );
        return { data: { acknowledged: true, status } };
      },
    );
  };
}
