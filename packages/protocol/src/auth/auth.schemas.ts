// The app's own sign-in calls.
import { z } from 'zod';
import { ROLE_IDS, type RoleId } from '../roles.js';

const roleIdSchema = z.custom<RoleId>((value) => (ROLE_IDS as unknown[]).includes(value), 'Unknown role');

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ data: z.object({ token: z.string().min(1) }) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The login token's payload (docs/product.md §3): id, roleID, exp. */
export const appTokenPayloadSchema = z.object({
  id: z.number().int().positive(),
  roleID: roleIdSchema,
  exp: z.number().int().positive(),
});
export type AppTokenPayload = z.infer<typeof appTokenPayloadSchema>;

/** What the notification widget needs to open a session for the signed-in user. */
export const widgetSessionSchema = z.object({
  applicationIdentifier: z.string(),
  subscriberId: z.string(),
  subscriberHash: z.string(),
});
export type WidgetSession = z.infer<typeof widgetSessionSchema>;

export const currentUserSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  roleID: roleIdSchema,
  facultyId: z.number().int().positive().nullable(),
  lastLoginAt: z.string().nullable(),
  widget: widgetSessionSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = z.object({ data: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
