// The server's university and account endpoints, typed by the shared schemas.
import type {
  Account,
  AccountListQuery,
  CreateAccountBody,
  Event,
  EventBody,
  Faculty,
  FacultyBody,
  OutboxMail,
  Profile,
  Role,
  UpdateAccountBody,
  UpdateEventBody,
  UpdateFacultyBody,
  UpdateProfileBody,
  ChangePasswordBody,
} from '@herald/protocol';
import {
  accountSchema,
  auditEntrySchema,
  eventSchema,
  facultySchema,
  outboxMailSchema,
  outboxResendResponseSchema,
  profileSchema,
  roleSchema,
} from '@herald/protocol/schemas';
import { api, listOf, requestPage, type Page, type Parser } from '../../shared/data/http';

export type { AuditEntry } from '@herald/protocol/schemas';

const tokenSchema: Parser<{ token: string }> = {
  parse(input) {
    const token = (input as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') throw new Error('The server answered without a token');
    return { token };
  },
};

export type AccountQuery = Partial<AccountListQuery>;

export const resources = {
  profile: (signal?: AbortSignal): Promise<Profile> => api.get('/profile', profileSchema, undefined, signal),
  updateProfile: (body: UpdateProfileBody): Promise<Profile> => api.put('/profile', profileSchema, body),
  changePassword: (body: ChangePasswordBody) => api.post('/auth/change-password', tokenSchema, body),

  accounts: (query: AccountQuery, signal?: AbortSignal): Promise<Page<Account>> =>
    requestPage('/accounts', { schema: accountSchema, query: { ...query }, ...(signal && { signal }) }),
  account: (id: number, signal?: AbortSignal): Promise<Account> =>
    api.get(`/accounts/${id}`, accountSchema, undefined, signal),
  createAccount: (body: CreateAccountBody): Promise<Account> => api.post('/accounts', accountSchema, body),
  updateAccount: (id: number, body: UpdateAccountBody): Promise<Account> =>
    api.put(`/accounts/${id}`, accountSchema, body),

  faculties: (signal?: AbortSignal): Promise<Faculty[]> =>
    api.get('/faculties', listOf(facultySchema), undefined, signal),
  faculty: (id: number, signal?: AbortSignal): Promise<Faculty> =>
    api.get(`/faculties/${id}`, facultySchema, undefined, signal),
  createFaculty: (body: FacultyBody): Promise<Faculty> => api.post('/faculties', facultySchema, body),
  updateFaculty: (id: number, body: UpdateFacultyBody): Promise<Faculty> =>
    api.put(`/faculties/${id}`, facultySchema, body),

  events: (query: { facultyId?: number; academicYear?: string }, signal?: AbortSignal): Promise<Event[]> =>
    api.get('/academic-events', listOf(eventSchema), query, signal),
  event: (id: number, signal?: AbortSignal): Promise<Event> =>
    api.get(`/academic-events/${id}`, eventSchema, undefined, signal),
  createEvent: (body: EventBody): Promise<Event> => api.post('/academic-events', eventSchema, body),
  updateEvent: (id: number, body: UpdateEventBody): Promise<Event> =>
    api.put(`/academic-events/${id}`, eventSchema, body),

  roles: (signal?: AbortSignal): Promise<Role[]> => api.get('/roles', listOf(roleSchema), undefined, signal),
  role: (id: number, signal?: AbortSignal): Promise<Role> =>
    api.get(`/roles/${id}`, roleSchema, undefined, signal),

  /** The university's mail, newest first; refused (403, with the reason) where the outbox is not readable. */
  outbox: (query: { page: number; limit: number }, signal?: AbortSignal): Promise<Page<OutboxMail>> =>
    requestPage('/admin/outbox', { schema: outboxMailSchema, query, ...(signal && { signal }) }),
  resendMail: (id: string) =>
    api.post(`/admin/outbox/${encodeURIComponent(id)}/resend`, outboxResendResponseSchema.shape.data, {}),

  auditLog: (query: { page?: number; limit?: number; action?: string }, signal?: AbortSignal) =>
    requestPage('/audit-log', { schema: auditEntrySchema, query, ...(signal && { signal }) }),
};
