// Integrations (a delivery provider configured for one environment), the provider catalogue, and the channel
// data a subscriber keeps per provider (chat webhook, push device tokens).
import { z } from 'zod';
import { CREDENTIAL_FIELD_TYPES } from './integrations.js';
import { CHANNELS } from '@herald/notification-protocol';

const identifierSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'Use letters, digits, dots, dashes and underscores');

export const providerIdSchema = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9-]+$/, 'Unknown provider');

/** A credential value as sent by a client; each provider's own schema narrows it per field. */
const credentialValueSchema = z.union([
  z.string().max(20_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.record(z.string(), z.unknown()),
]);
export const credentialsInputSchema = z.record(z.string().max(60), credentialValueSchema);
export type CredentialsInput = z.infer<typeof credentialsInputSchema>;

export const createIntegrationBodySchema = z
  .object({
    providerId: providerIdSchema,
    channel: z.enum(CHANNELS),
    name: z.string().trim().min(1).max(200).optional(),
    /** Unique per environment; derived from the provider id when absent. */
    identifier: identifierSchema.optional(),
    credentials: credentialsInputSchema.default({}),
    active: z.boolean().default(true),
  })
  .strict();
export type CreateIntegrationBody = z.infer<typeof createIntegrationBodySchema>;

export const updateIntegrationBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    identifier: identifierSchema.optional(),
    /** Merged into the stored credentials; a key set to null goes back to its default. */
    credentials: credentialsInputSchema.optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type UpdateIntegrationBody = z.infer<typeof updateIntegrationBodySchema>;

export const integrationIdParamsSchema = z.object({ integrationId: z.string().min(1).max(64) });

/** A test message sent through an integration to one recipient of its channel. */
export const testIntegrationBodySchema = z
  .object({
    /** An email address, a phone number, a chat webhook URL or a push device token. */
    to: z.string().trim().min(1).max(2048),
    subject: z.string().max(998).default('Test message from Herald'),
    content: z.string().min(1).max(20_000).default('This is a test message from Herald.'),
  })
  .strict();
export type TestIntegrationBody = z.infer<typeof testIntegrationBodySchema>;

export const integrationSchema = z.object({
  _id: z.string(),
  providerId: z.string(),
  channel: z.enum(CHANNELS),
  name: z.string(),
  identifier: z.string(),
  active: z.boolean(),
  primary: z.boolean(),
  /** Secret values are masked: never more than their last four characters. */
  credentials: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationResponseSchema = z.object({ data: integrationSchema });
export const integrationListResponseSchema = z.object({ data: z.array(integrationSchema) });

export const testIntegrationResponseSchema = z.object({
  data: z.object({ id: z.string().nullable(), date: z.string() }),
});

export const credentialFieldSchema = z.object({
  key: z.string(),
  displayName: z.string(),
  type: z.enum(CREDENTIAL_FIELD_TYPES),
  required: z.boolean(),
  value: z.unknown().optional(),
  description: z.string().optional(),
  tooltip: z.object({ text: z.string(), when: z.boolean().optional() }).optional(),
  dropdown: z.array(z.object({ name: z.string(), value: z.string().nullable() })).optional(),
});
export type CredentialField = z.infer<typeof credentialFieldSchema>;

export const providerSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  channel: z.enum(CHANNELS),
  credentials: z.array(credentialFieldSchema),
  docReference: z.string(),
});
export type Provider = z.infer<typeof providerSchema>;
export const providerListResponseSchema = z.object({ data: z.array(providerSchema) });

/** What a subscriber keeps for one chat or push provider. */
export const subscriberChannelBodySchema = z
  .object({
    providerId: providerIdSchema,
    /** Picks one integration when the environment has several of the provider. */
    integrationIdentifier: identifierSchema.optional(),
    credentials: z
      .object({
        webhookUrl: z
          .url({ protocol: /^https?$/ })
          .max(2048)
          .optional(),
        channel: z.string().min(1).max(200).optional(),
        deviceTokens: z.array(z.string().min(1).max(4096)).max(100).optional(),
      })
      .strict(),
  })
  .strict();
export type SubscriberChannelBody = z.infer<typeof subscriberChannelBodySchema>;

export const subscriberChannelSchema = z.object({
  providerId: z.string(),
  integrationIdentifier: z.string().nullable(),
  credentials: z.object({
    /** Masked: a chat webhook URL is a bearer secret. */
    webhookUrl: z.string().optional(),
    channel: z.string().optional(),
    deviceTokens: z.array(z.string()).optional(),
  }),
});
export type SubscriberChannel = z.infer<typeof subscriberChannelSchema>;
export const subscriberChannelListResponseSchema = z.object({ data: z.array(subscriberChannelSchema) });
