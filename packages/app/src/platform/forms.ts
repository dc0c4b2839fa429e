// The member forms' checks with the shared schemas: the first message per field, or the parsed body.
import type {
  AcceptInvitationBody,
  CreateEnvironmentBody,
  InviteMemberBody,
  MemberLoginBody,
  OnboardingBody,
} from '@herald/protocol';
import {
  acceptInvitationBodySchema,
  createEnvironmentBodySchema,
  inviteMemberBodySchema,
  memberLoginBodySchema,
  onboardingBodySchema,
} from '@herald/protocol/schemas';
import { issuesByField } from '../shared/pages/common/Page';
import { p } from './platform.en';

export type Checked<T, F extends string> = { body: T } | { errors: Partial<Record<F, string>> };

interface SafeParser<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

function check<T, F extends string>(schema: SafeParser<T>, input: unknown): Checked<T, F> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { body: parsed.data };
  return { errors: issuesByField(parsed.error.issues) as Partial<Record<F, string>> };
}

export function checkSignIn(fields: { email: string; password: string }) {
  return check<MemberLoginBody, 'email' | 'password'>(memberLoginBodySchema, fields);
}

export type InvitationField = 'name' | 'password' | 'confirm';

export function checkInvitation(fields: {
  token: string;
  name: string;
  password: string;
  confirm: string;
}): Checked<AcceptInvitationBody, InvitationField> {
  const checked = check<AcceptInvitationBody, InvitationField | 'token'>(acceptInvitationBodySchema, {
    token: fields.token,
    name: fields.name,
    password: fields.password,
  });
  const errors: Partial<Record<InvitationField, string>> = 'errors' in checked ? { ...checked.errors } : {};
  if ('errors' in checked && checked.errors.name) errors.name = p.invitation.nameRequired;
  if (fields.confirm !== fields.password) errors.confirm ??= p.invitation.differ;
  if ('body' in checked && Object.keys(errors).length === 0) return checked;
  return { errors };
}

export function checkOnboarding(jobRole: string | undefined): Checked<OnboardingBody, 'jobRole'> {
  const checked = check<OnboardingBody, 'jobRole'>(onboardingBodySchema, { jobRole });
  return 'errors' in checked ? { errors: { jobRole: p.onboarding.required } } : checked;
}

export function checkInvite(fields: { email: string; role: string }) {
  return check<InviteMemberBody, 'email' | 'role'>(inviteMemberBodySchema, fields);
}

/** A new environment's name: the schema trims it; a blank or too long name gets words of its own. */
export function checkEnvironment(fields: { name: string }): Checked<CreateEnvironmentBody, 'name'> {
  const checked = check<CreateEnvironmentBody, 'name'>(createEnvironmentBodySchema, fields);
  if ('body' in checked) return checked;
  const max = createEnvironmentBodySchema.shape.name.maxLength ?? 0;
  return {
    errors: {
      name:
        fields.name.trim() === '' ? p.console.environmentNameRequired : p.console.environmentNameTooLong(max),
    },
  };
}
