// The institution as the public pages name it.
import type { UniversityContext } from '../context.js';

/** The server's first organisation, which is the institution, or undefined before the first run made it. */
export function firstOrganization(ctx: Pick<UniversityContext, 'db'>) {
  // Public and before any credential: the institution is the server's first organisation.
  // eslint-disable-next-line no-restricted-syntax
  return ctx.db.selectFrom('organizations').select('name').orderBy('created_at').executeTakeFirst();
}
