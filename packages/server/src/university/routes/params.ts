import { z } from 'zod';

/** The path of a university record: its numeric id. */
export const params = z.object({ id: z.coerce.number().int().positive() });
