// Tenants, notification groups and feeds of the management API (docs/product.md §3), and the tenant a trigger
// may carry.
import { z } from 'zod';
import { partialUpdate } from '../update.schemas.js';
import { createFeedBodySchema } from './subscribers.schemas.js';

/** A tenant's identifier, unique per environment; it appears in paths, so it keeps to URL-safe characters. */
export const tenantIdentifierSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9:._-]*$/i, 'Use letters, digits, colons, dots, dashes and underscores');

const tenantDataSchema = z.record(z.string(), z.unknown());

export const createTenantBodySchema = z
  .object({
    identifier: tenantIdentifierSchema,
    name: z.string().trim().min(1).max(200),
    data: tenantDataSchema.default({}),
  })
  .strict();
export type CreateTenantBody = z.infer<typeof createTenantBodySchema>;

export const updateTenantBodySchema = z
  .object({
    identifier: tenantIdentifierSchema.optional(),
    name: z.string().trim().min(1).max(200).optional(),
    /** Replaces the stored data. */
    data: tenantDataSchema.optional(),
  })
  .strict();
export type UpdateTenantBody = z.infer<typeof updateTenantBodySchema>;

export const tenantParamsSchema = z.object({ identifier: tenantIdentifierSchema });

export const tenantSchema = z.object({
  _id: z.string(),
  identifier: z.string(),
  name: z.string(),
  data: tenantDataSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantResponseSchema = z.object({ data: tenantSchema });
export const tenantListResponseSchema = z.object({
  data: z.array(tenantSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

/**
 * The tenant of a trigger: an identifier, or an object that also gives the name and data (which then replace
 * the stored ones, or create the tenant when the object names it).
 */
export const triggerTenantSchema = z.union([
  tenantIdentifierSchema,
  z
    .object({
      identifier: tenantIdentifierSchema,
      name: z.string().trim().min(1).max(200).optional(),
      data: tenantDataSchema.optional(),
    })
    .strict(),
]);
export type TriggerTenant = z.infer<typeof triggerTenantSchema>;

export const notificationGroupBodySchema = z.object({ name: z.string().trim().min(1).max(100) }).strict();
export type NotificationGroupBody = z.infer<typeof notificationGroupBodySchema>;

export const notificationGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

export const notificationGroupResponseSchema = z.object({ data: notificationGroupSchema });
export const notificationGroupListResponseSchema = z.object({ data: z.array(notificationGroupSchema) });

/** The id in a group's, feed's or other resource's path. */
export const resourceIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const feedSchema = z.object({ _id: z.string(), name: z.string(), identifier: z.string() });
export type Feed = z.infer<typeof feedSchema>;
export const feedDetailResponseSchema = z.object({ data: feedSchema });
export const feedListResponseSchema = z.object({ data: z.array(feedSchema) });

export const updateFeedBodySchema = partialUpdate(createFeedBodySchema);
export type UpdateFeedBody = z.infer<typeof updateFeedBodySchema>;
