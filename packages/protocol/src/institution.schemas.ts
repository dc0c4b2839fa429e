// GET /institution: what the public pages and the shell's top bar show before anyone signs in, and the upload
// limit the forms check before sending.
import { z } from 'zod';

export const institutionSchema = z.object({
  /** Shown as the logo text of the top bar. */
  name: z.string().min(1),
  /** The largest file the server takes in one upload, in bytes (its `MAX_UPLOAD_BYTES`), checked on choosing. */
  maxUploadBytes: z.number().int().positive(),
});
export type Institution = z.infer<typeof institutionSchema>;

export const institutionResponseSchema = z.object({ data: institutionSchema });
export type InstitutionResponse = z.infer<typeof institutionResponseSchema>;
