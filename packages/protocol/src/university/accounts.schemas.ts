// Accounts, managed by administrators, and the password rules every form and the server share.
import { z } from 'zod';
import { partialUpdate } from '../update.schemas.js';
import { ACCOUNT_SORTS, COMMON_PASSWORDS, ROLES_WITH_FACULTY } from './accounts.js';
import { ROLE_IDS, type RoleId } from '../roles.js';

/** At least 12 characters, at most 1024, any characters at all (no composition rules, ASVS V6.2). */
export const passwordSchema = z
  .string()
  .min(12, 'Use at least 12 characters')
  .max(1024, 'Use at most 1024 characters')
  .refine(
    (value) => !(COMMON_PASSWORDS as readonly string[]).includes(value.toLowerCase()),
    'This password is too common',
  );

const roleIdSchema = z.custom<RoleId>((value) => (ROLE_IDS as unknown[]).includes(value), 'Unknown role');

const accountFields = {
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  name: z.string().trim().min(1, 'Enter the name').max(200),
  roleID: roleIdSchema,
  facultyId: z.number().int().positive().nullable(),
};

function facultyMatchesRole(value: { roleID?: RoleId; facultyId?: number | null }, ctx: z.RefinementCtx) {
  if (value.roleID === undefined) return;
  const needsFaculty = ROLES_WITH_FACULTY.includes(value.roleID);
  if (needsFaculty && !value.facultyId) {
    ctx.addIssue({ code: 'custom', path: ['facultyId'], message: 'Choose the faculty for this role' });
  }
  if (!needsFaculty && value.facultyId) {
    ctx.addIssue({ code: 'custom', path: ['facultyId'], message: 'This role has no faculty' });
  }
}

export const createAccountBodySchema = z
  .object({ ...accountFields, facultyId: accountFields.facultyId.default(null) })
  .strict()
  .superRefine(facultyMatchesRole);
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

export const updateAccountBodySchema = partialUpdate(z.object({ ...accountFields, active: z.boolean() }));
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;
export { facultyMatchesRole as accountFacultyMatchesRole };

export const accountListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(100).optional(),
    roleID: z.coerce.number().pipe(roleIdSchema).optional(),
    facultyId: z.coerce.number().int().positive().optional(),
    sort: z.enum(ACCOUNT_SORTS).default('name'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  roleID: roleIdSchema,
  facultyId: z.number().nullable(),
  facultyName: z.string().nullable(),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastLoginBrowser: z.string().nullable(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** A page of the accounts an administrator searched, with how many match in all. */
export const accountListResponseSchema = z.object({
  data: z.array(accountSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

export const setPasswordBodySchema = z
  .object({ token: z.string().min(20).max(200), password: passwordSchema })
  .strict();
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

export const forgotPasswordBodySchema = z
  .object({ email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254) })
  .strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** What a signed-in person may change about themselves; a new email needs their current password. */
export const updateProfileBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(200).optional(),
    phone: z.string().trim().max(50).nullable().optional(),
    address: z.string().trim().max(500).nullable().optional(),
    email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254).optional(),
    currentPassword: z.string().max(1024).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.email !== undefined && !value.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: 'Enter your current password to change your email',
      });
    }
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const profileSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  roleID: roleIdSchema,
  facultyName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  lastLoginBrowser: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(1024),
    newPassword: passwordSchema,
  })
  .strict()
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
