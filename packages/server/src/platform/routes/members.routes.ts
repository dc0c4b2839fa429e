// The organisation's members: the list, invitations, roles and removal.
import {
  inviteMemberBodySchema,
  memberSchema,
  removalResponseSchema,
  updateMemberBodySchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { PlatformContext } from '../context.js';
import { memberOf } from '../../http/auth.js';
import { contract } from '../../http/contract.js';
import { REFERENCE_INVITED_MEMBER } from '../reference.js';
import {
  changeMemberRole,
  inviteMember,
  listMembers,
  reinviteMember,
  removeMember,
} from '../services/members.js';
import { dataOf, idParams, type MemberGuards, type PlatformApp } from './app.js';

/** What this module uses of the platform's context. */
type RouteContext = Pick<PlatformContext, 'config' | 'db' | 'mailer' | 'newId' | 'now'>;

export function memberRoutes(app: PlatformApp, ctx: RouteContext, { anyMember, admin }: MemberGuards) {
  app.get(
    '/members',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Members; job roles shown to admins only',
        security: 'member',
        response: dataOf(z.array(memberSchema)),
      }),
      preHandler: anyMember,
    },
    async (request) => ({ data: await listMembers(request.db, memberOf(request)) }),
  );

  app.post(
    '/members',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Invite a member by email (admin)',
        security: 'member',
        example: { body: { email: 'lin@acme.example', role: 'member' } },
        body: inviteMemberBodySchema,
        status: 201,
        response: dataOf(memberSchema),
      }),
      preHandler: admin,
    },
    async (request, reply) => {
      const member = await inviteMember(ctx, request.db, memberOf(request), request.body, reply);
      reply.code(201);
      return { data: member };
    },
  );

  app.post(
    '/members/:id/invitation',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Send a new invitation link (admin)',
        security: 'member',
        params: idParams,
        example: { params: { id: REFERENCE_INVITED_MEMBER.id } },
        status: 201,
        response: dataOf(memberSchema),
      }),
      preHandler: admin,
    },
    async (request, reply) => {
      const member = await reinviteMember(ctx, request.db, memberOf(request), request.params.id, reply);
      reply.code(201);
      return { data: member };
    },
  );

  app.patch(
    '/members/:id',
    {
      schema: contract({
        tag: 'Platform',
        summary: "Change a member's role; one admin stays (admin)",
        security: 'member',
        params: idParams,
        example: { params: { id: REFERENCE_INVITED_MEMBER.id }, body: { role: 'admin' } },
        body: updateMemberBodySchema,
        response: dataOf(memberSchema),
      }),
      preHandler: admin,
    },
    async (request) => ({
      data: await changeMemberRole(request.db, memberOf(request), request.params.id, request.body.role),
    }),
  );

  // Removing a member deletes the account, which ends its sessions: its tokens name no member any more.
  app.delete(
    '/members/:id',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Remove a member, ending their sessions; one admin stays (admin)',
        security: 'member',
        response: removalResponseSchema,
        params: idParams,
        example: { params: { id: REFERENCE_INVITED_MEMBER.id } },
      }),
      preHandler: admin,
    },
    async (request) => {
      await removeMember(request.db, memberOf(request), request.params.id);
      return { data: { acknowledged: true, status: 'deleted' } };
    },
  );
}
