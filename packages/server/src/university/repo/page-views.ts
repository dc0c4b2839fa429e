// The pages signed-in people open, for the administrators' usage statistics.
import type { Insertable } from 'kysely';
import type { UniversityContext } from '../context.js';
import type { PageViewTable } from '../../db/tables/university.js';

export function insertPageView(ctx: Pick<UniversityContext, 'db'>, view: Insertable<PageViewTable>) {
  return ctx.db.insertInto('page_views').values(view).execute();
}
