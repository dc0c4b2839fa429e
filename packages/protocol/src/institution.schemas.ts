// GET /institution: what the public pages and the shell's top bar show before anyone signs in.
import { z } from 'zod';

export const institutionSchema = z.object({
  /** Shown as the logo text of the top bar. */
  name: z.string().min(1),
});
export type Institution = z.infer<typeof institutionSchema>;

export const institutionResponseSchema = z.object({ data: institutionSchema });
export type InstitutionResponse = z.infer<typeof institutionResponseSchema>;
