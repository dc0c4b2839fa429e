// The member's organisation: its name, branding, plan, features and rate limits.
import { platformOrganizationSchema, updatePlatformOrganizationBodySchema } from '@herald/protocol/schemas';
import { memberOf } from '../../http/auth.js';
import { contract } from '../../http/contract.js';
import { organizationToWire, updateOrganization } from '../services/organizations.js';
import { dataOf, type MemberGuards, type PlatformApp } from './app.js';

export function organizationRoutes(app: PlatformApp, { anyMember, admin }: MemberGuards) {
  app.get(
    '/organization',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'The organisation, its plan, features and rate limits',
        security: 'member',
        response: dataOf(platformOrganizationSchema),
      }),
      preHandler: anyMember,
    },
    async (request) => ({
      data: await organizationToWire(request.db, memberOf(request).organization_id),
    }),
  );

  app.patch(
    '/organization',
    {
      schema: contract({
        tag: 'Platform',
        summary:
          'Rename the organisation or change its branding; a branding field sent as null is cleared (admin)',
        security: 'member',
        example: { body: { name: 'Acme Messaging', branding: { color: '#C2185B' } } },
        body: updatePlatformOrganizationBodySchema,
        response: dataOf(platformOrganizationSchema),
      }),
      preHandler: admin,
    },
    async (request) => {
      const id = memberOf(request).organization_id;
      await updateOrganization(request.db, id, request.body);
      return { data: await organizationToWire(request.db, id) };
    },
  );
}
