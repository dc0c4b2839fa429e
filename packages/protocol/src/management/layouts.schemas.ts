// Email layouts (docs/product.md §3 Layout, DefaultLayout): HTML that wraps a rendered email body through its
// `{{{body}}}` placeholder. One layout per environment is the default; an email step may name another by
// `layoutId`.
import { z } from 'zod';
import { LAYOUT_BODY_PLACEHOLDER } from './layouts.js';

const layoutContentSchema = z
  .string()
  .min(1)
  .max(200_000)
  .regex(LAYOUT_BODY_PLACEHOLDER, 'A layout must contain the {{{body}}} placeholder');

const identifierSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'Use letters, digits, dots, dashes and underscores');

export const createLayoutBodySchema = z
  .object({
    identifier: identifierSchema,
    name: z.string().trim().min(1).max(200),
    description: z.string().max(1000).nullable().default(null),
    content: layoutContentSchema,
    /** Makes this the environment's default layout; the first layout of an environment always is. */
    isDefault: z.boolean().default(false),
  })
  .strict();
export type CreateLayoutBody = z.infer<typeof createLayoutBodySchema>;

export const updateLayoutBodySchema = z
  .object({
    identifier: identifierSchema.optional(),
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(1000).nullable().optional(),
    content: layoutContentSchema.optional(),
  })
  .strict();
export type UpdateLayoutBody = z.infer<typeof updateLayoutBodySchema>;

export const layoutIdParamsSchema = z.object({ layoutId: z.string().min(1).max(64) });

export const layoutSchema = z.object({
  _id: z.string(),
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Layout = z.infer<typeof layoutSchema>;

export const layoutResponseSchema = z.object({ data: layoutSchema });
export const layoutListResponseSchema = z.object({ data: z.array(layoutSchema) });
