import { z } from 'zod';

/** Every error answer of the REST API (docs/product.md §8). */
export const errorResponseSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
