// POST /widgets/usage/log: what the widget reports about its own use (docs/product.md §4, §7).
import { z } from 'zod';
import { WIDGET_USAGE_LOG_PREFIX } from '../constants.js';

export const usageLogBodySchema = z.object({
  name: z
    .string()
    .max(200)
    .refine(
      (name) => name.startsWith(WIDGET_USAGE_LOG_PREFIX) && name.length > WIDGET_USAGE_LOG_PREFIX.length,
      `name must start with "${WIDGET_USAGE_LOG_PREFIX}" and name the event`,
    ),
  payload: z.record(z.string(), z.unknown()).default({}),
});
export type UsageLogBody = z.infer<typeof usageLogBodySchema>;
export type UsageLogInput = z.input<typeof usageLogBodySchema>;

export const usageLogResponseSchema = z.object({ data: z.object({ acknowledged: z.literal(true) }) });
export type UsageLogResponse = z.infer<typeof usageLogResponseSchema>;
