import { z } from 'zod';
import { ROLE_IDS, type RoleId } from '../roles.js';

export const roleSchema = z.object({
  id: z.custom<RoleId>((value) => (ROLE_IDS as unknown[]).includes(value)),
  name: z.string(),
  description: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
