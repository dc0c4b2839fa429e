// The subscriber's settings view: GET /widgets/preferences, GET /widgets/preferences/global,
// PATCH /widgets/preferences/{templateId} and PATCH /widgets/preferences (docs/product.md §4, §7). Only the
// workflows that can reach the subscriber take part (workflow-audience.ts).
import { REFERENCE_WIDGET } from './reference.js';
import type { FastifyInstance } from 'fastify';
import {
  CHANNEL_LABELS,
  type Channel,
  type GlobalPreferencesResponse,
  type PreferenceChannels,
  type PreferenceItem,
  type PreferencesResponse,
  type UpdateGlobalPreferenceResponse,
  type UpdatePreferenceResponse,
} from '@herald/protocol';
import {
  globalPreferencesResponseSchema,
  preferenceParamsSchema,
  preferencesResponseSchema,
  updateGlobalPreferenceBodySchema,
  updateGlobalPreferenceResponseSchema,
  updatePreferenceBodySchema,
  updatePreferenceResponseSchema,
} from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { SubscriberPreference, Workflow } from '../../db/tables/notify.js';
import { requireSubscriber, subscriberOf } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import {
  GLOBAL_PREFERENCE,
  globalPreference,
  savePreference,
  workflowChannels,
  workflowPreference,
} from './preferences.js';
import { receivableWorkflows } from './workflow-audience.js';
import { preferencesOf } from '../repo/preferences.js';
import { activeWorkflowsOf, activeWorkflowsWithId } from '../repo/workflows.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'now' | 'tokens'>;

function parseTags(text: string): string[] {
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

function preferenceItem(workflow: Workflow, preferences: readonly SubscriberPreference[]): PreferenceItem {
  const global = preferences.find((row) => row.workflow_id === GLOBAL_PREFERENCE);
  const own = preferences.find((row) => row.workflow_id === workflow.id);
  return {
    template: {
      _id: workflow.id,
      name: workflow.name,
      critical: workflow.critical === 1,
      triggers: [{ type: 'event', identifier: workflow.trigger_identifier }],
      tags: parseTags(workflow.tags),
    },
    preference: workflowPreference(workflow, global, own),
  };
}

export async function activeWorkflows(
  db: ScopedDb,
  ctx: Pick<NotifyContext, 'db'>,
  subscriber: WidgetTokenPayload,
) {
  const workflows = await activeWorkflowsOf(db, subscriber.environmentId);
  return receivableWorkflows(ctx, subscriber, workflows);
}

type PreferenceContext = Pick<NotifyContext, 'db' | 'now'>;

/** The subscriber's preference for each workflow that can reach them. */
export async function listPreferences(
  db: ScopedDb,
  ctx: PreferenceContext,
  subscriber: WidgetTokenPayload,
): Promise<PreferencesResponse> {
  const [workflows, preferences] = await Promise.all([
    activeWorkflows(db, ctx, subscriber),
    preferencesOf(db, subscriber._id),
  ]);
  return { data: workflows.map((workflow) => preferenceItem(workflow, preferences)) };
}

/** The subscriber's global channel preferences. */
export async function readGlobalPreference(
  db: ScopedDb,
  ctx: PreferenceContext,
  subscriber: WidgetTokenPayload,
): Promise<GlobalPreferencesResponse> {
  const [workflows, preferences] = await Promise.all([
    activeWorkflows(db, ctx, subscriber),
    preferencesOf(db, subscriber._id),
  ]);
  const used = [...new Set(workflows.flatMap((workflow) => workflowChannels(workflow)))];
  const global = preferences.find((row) => row.workflow_id === GLOBAL_PREFERENCE);
  return { data: [{ preference: globalPreference(used, global) }] };
}

/** Changes the subscriber's preference for one workflow that can reach them. */
export async function updateWorkflowPreference(
  db: ScopedDb,
  ctx: PreferenceContext,
  subscriber: WidgetTokenPayload,
  templateId: string,
  body: { enabled?: boolean | undefined; channel?: { type: Channel; enabled: boolean } | undefined },
): Promise<UpdatePreferenceResponse> {
  const found = await activeWorkflowsWithId(db, subscriber.environmentId, templateId);
  const [workflow] = await receivableWorkflows(ctx, subscriber, found);
  if (!workflow) throw new HttpError(404, `Workflow ${templateId} was not found`);
  if (workflow.critical === 1) {
    throw new HttpError(400, `${workflow.name} is critical: its notifications are always delivered`);
  }
  const channels: PreferenceChannels = {};
  if (body.channel) {
    if (!workflowChannels(workflow).includes(body.channel.type)) {
      throw new HttpError(
        400,
        `channel.type: ${workflow.name} sends nothing by ${CHANNEL_LABELS[body.channel.type]}`,
      );
    }
    channels[body.channel.type] = body.channel.enabled;
  }
  await savePreference(
    db,
    {
      environmentId: subscriber.environmentId,
      subscriberRowId: subscriber._id,
      workflowId: workflow.id,
      now: ctx.now().toISOString(),
    },
    { enabled: body.enabled, channels },
  );
  return { data: preferenceItem(workflow, await preferencesOf(db, subscriber._id)) };
}

/** Turns channels on or off for every workflow. */
export async function updateGlobalPreference(
  db: ScopedDb,
  ctx: PreferenceContext,
  subscriber: WidgetTokenPayload,
  body: { enabled?: boolean | undefined; preferences: readonly { type: string; enabled: boolean }[] },
): Promise<UpdateGlobalPreferenceResponse> {
  const channels: PreferenceChannels = {};
  for (const choice of body.preferences) channels[choice.type as Channel] = choice.enabled;
  const saved = await savePreference(
    db,
    {
      environmentId: subscriber.environmentId,
      subscriberRowId: subscriber._id,
      workflowId: GLOBAL_PREFERENCE,
      now: ctx.now().toISOString(),
    },
    { enabled: body.enabled, channels },
  );
  const workflows = await activeWorkflows(db, ctx, subscriber);
  const used = [...new Set(workflows.flatMap((workflow) => workflowChannels(workflow)))];
  return { data: { preference: globalPreference(used, saved) } };
}

export function preferenceRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireSubscriber(ctx));

    app.get(
      '/preferences',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Preferences per workflow, for the workflows that can reach the subscriber',
          security: 'widget',
          response: preferencesResponseSchema,
        }),
      },
      async (request): Promise<PreferencesResponse> =>
        listPreferences(request.db, ctx, subscriberOf(request)),
    );

    app.get(
      '/preferences/global',
      {
        schema: contract({
          tag: 'Widget',
          summary: "The subscriber's global channel preferences",
          security: 'widget',
          response: globalPreferencesResponseSchema,
        }),
      },
      async (request): Promise<GlobalPreferencesResponse> =>
        readGlobalPreference(request.db, ctx, subscriberOf(request)),
    );

    app.patch(
      '/preferences/:templateId',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Change one preference',
          security: 'widget',
          response: updatePreferenceResponseSchema,
          params: preferenceParamsSchema,
          example: {
            params: { templateId: REFERENCE_WIDGET.workflowId },
            body: { channel: { type: 'email', enabled: false } },
          },
          body: updatePreferenceBodySchema,
        }),
      },
      async (request): Promise<UpdatePreferenceResponse> =>
        updateWorkflowPreference(
          request.db,
          ctx,
          subscriberOf(request),
          request.params.templateId,
          request.body,
        ),
    );

    app.patch(
      '/preferences',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Turn a channel on or off for every workflow',
          security: 'widget',
          example: { body: { preferences: [{ type: 'sms', enabled: false }] } },
          body: updateGlobalPreferenceBodySchema,
          response: updateGlobalPreferenceResponseSchema,
        }),
      },
      async (request): Promise<UpdateGlobalPreferenceResponse> =>
        updateGlobalPreference(request.db, ctx, subscriberOf(request), request.body),
    );
  };
}
