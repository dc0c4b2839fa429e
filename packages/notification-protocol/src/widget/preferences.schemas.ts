// Subscriber preferences per workflow and global (docs/product.md §2, §3, §4, §7).
import { z } from 'zod';
import { CHANNELS } from '../vocabulary/channels.js';
import { identifier } from './query.js';

const channelSchema = z.enum(CHANNELS, { error: 'type must be in_app, email, sms, chat or push' });

/** Which channels are on; a channel the workflow does not use is absent. */
export const preferenceChannelsSchema = z.partialRecord(channelSchema, z.boolean());
export type PreferenceChannels = z.infer<typeof preferenceChannelsSchema>;

export const preferenceSchema = z.object({
  enabled: z.boolean(),
  channels: preferenceChannelsSchema,
});
export type Preference = z.infer<typeof preferenceSchema>;

export const preferenceTemplateSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  /** Critical workflows always deliver; the settings view hides them. */
  critical: z.boolean(),
  /** The trigger that starts the workflow; hosts filter the settings view by it. */
  triggers: z.array(z.object({ type: z.literal('event'), identifier: z.string() })).optional(),
  /** The workflow's tags; hosts filter the settings view by them too. */
  tags: z.array(z.string()).optional(),
});
export type PreferenceTemplate = z.infer<typeof preferenceTemplateSchema>;

/** One workflow's row in the settings view. */
export const preferenceItemSchema = z.object({
  template: preferenceTemplateSchema,
  preference: preferenceSchema,
});
export type PreferenceItem = z.infer<typeof preferenceItemSchema>;

/** GET /widgets/preferences. */
export const preferencesResponseSchema = z.object({ data: z.array(preferenceItemSchema) });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** The subscriber's preference across every workflow. */
export const globalPreferenceItemSchema = z.object({ preference: preferenceSchema });
export type GlobalPreferenceItem = z.infer<typeof globalPreferenceItemSchema>;

/** GET /widgets/preferences/global. */
export const globalPreferencesResponseSchema = z.object({ data: z.array(globalPreferenceItemSchema) });
export type GlobalPreferencesResponse = z.infer<typeof globalPreferencesResponseSchema>;

export const channelPreferenceSchema = z.object({ type: channelSchema, enabled: z.boolean() });
export type ChannelPreference = z.infer<typeof channelPreferenceSchema>;

/** Path of PATCH /widgets/preferences/{templateId}. */
export const preferenceParamsSchema = z.object({ templateId: identifier('templateId') });
export type PreferenceParams = z.infer<typeof preferenceParamsSchema>;

/** Turns one channel of one workflow on or off, or the whole workflow, or both. */
export const updatePreferenceBodySchema = z
  .object({
    channel: channelPreferenceSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine(
    (body) => body.channel !== undefined || body.enabled !== undefined,
    'Send a channel preference, enabled, or both',
  );
export type UpdatePreferenceBody = z.infer<typeof updatePreferenceBodySchema>;

/** The item as saved; it replaces the optimistic one (docs/product.md §4). */
export const updatePreferenceResponseSchema = z.object({ data: preferenceItemSchema });
export type UpdatePreferenceResponse = z.infer<typeof updatePreferenceResponseSchema>;

/** PATCH /widgets/preferences: channels across every workflow, and optionally all of them at once. */
export const updateGlobalPreferenceBodySchema = z
  .object({
    preferences: z.array(channelPreferenceSchema).max(CHANNELS.length).default([]),
    enabled: z.boolean().optional(),
  })
  .refine(
    (body) => body.preferences.length > 0 || body.enabled !== undefined,
    'Send at least one channel preference or enabled',
  )
  .refine(
    (body) => new Set(body.preferences.map((preference) => preference.type)).size === body.preferences.length,
    'Each channel may appear once',
  );
export type UpdateGlobalPreferenceBody = z.infer<typeof updateGlobalPreferenceBodySchema>;

export const updateGlobalPreferenceResponseSchema = z.object({ data: globalPreferenceItemSchema });
export type UpdateGlobalPreferenceResponse = z.infer<typeof updateGlobalPreferenceResponseSchema>;
