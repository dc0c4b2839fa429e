// The subscriber's settings view: GET /widgets/preferences, GET /widgets/preferences/global,
// PATCH /widgets/preferences/{templateId} and PATCH /widgets/preferences (SPEC §4, §7). Only the workflows that
// can reach the subscriber take part (workflow-audience.ts).
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
import type { SubscriberPreference, Workflow } from '../../db/schema.js';
import { requireSubscriber } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import {
  findPreferences,
  GLOBAL_PREFERENCE,
  globalPreference,
  savePreference,
  workflowChannels,
  workflowPreference,
} from './preferences.js';
import { receivableWorkflows } from './workflow-audience.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

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

async function activeWorkflows(db: ScopedDb, ctx: Pick<NotifyContext, 'db'>, subscriber: WidgetTokenPayload) {
  const workflows = await db
    .selectFrom('workflows')
    .selectAll()
    .where('environment_id', '=', subscriber.environmentId)
    .where('active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return receivableWorkflows(ctx, subscriber, workflows);
}

export function preferenceRoutes(ctx: NotifyContext) {
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
      async (request): Promise<PreferencesResponse> => {
        const subscriber = request.subscriber!;
        const [workflows, preferences] = await Promise.all([
          activeWorkflows(request.db, ctx, subscriber),
          findPreferences(request.db, subscriber._id),
        ]);
        return { data: workflows.map((workflow) => preferenceItem(workflow, preferences)) };
      },
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
      async (request): Promise<GlobalPreferencesResponse> => {
        const subscriber = request.subscriber!;
        const [workflows, preferences] = await Promise.all([
          activeWorkflows(request.db, ctx, subscriber),
          findPreferences(request.db, subscriber._id),
        ]);
        const used = [...new Set(workflows.flatMap((workflow) => workflowChannels(workflow)))];
        const global = preferences.find((row) => row.workflow_id === GLOBAL_PREFERENCE);
        return { data: [{ preference: globalPreference(used, global) }] };
      },
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
      async (request): Promise<UpdatePreferenceResponse> => {
        const { templateId } = request.params;
        const body = request.body;
        const subscriber = request.subscriber!;
        const found = await request.db
          .selectFrom('workflows')
          .selectAll()
          .where('id', '=', templateId)
          .where('environment_id', '=', subscriber.environmentId)
          .where('active', '=', 1)
          .execute();
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
          request.db,
          {
            environmentId: subscriber.environmentId,
            subscriberRowId: subscriber._id,
            workflowId: workflow.id,
            now: ctx.now().toISOString(),
          },
          { enabled: body.enabled, channels },
        );
        return { data: preferenceItem(workflow, await findPreferences(request.db, subscriber._id)) };
      },
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
      async (request): Promise<UpdateGlobalPreferenceResponse> => {
        const body = request.body;
        const subscriber = request.subscriber!;
        const channels: PreferenceChannels = {};
        for (const choice of body.preferences) channels[choice.type as Channel] = choice.enabled;
        const saved = await savePreference(
          request.db,
          {
            environmentId: subscriber.environmentId,
            subscriberRowId: subscriber._id,
            workflowId: GLOBAL_PREFERENCE,
            now: ctx.now().toISOString(),
          },
          { enabled: body.enabled, channels },
        );
        const workflows = await activeWorkflows(request.db, ctx, subscriber);
        const used = [...new Set(workflows.flatMap((workflow) => workflowChannels(workflow)))];
        return { data: { preference: globalPreference(used, saved) } };
      },
    );
  };
}
