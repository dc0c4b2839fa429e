// Live data for pages no notification reaches. A manager's dashboard counts every faculty's contributions, yet a
// submission notifies only the faculty's coordinators: so whenever a contribution changes, the dashboards' readers
// (every active manager, and the coordinators of its faculty) hear `data_changed` naming the statistics, on the
// socket their bell already holds, and their open dashboard loads its figures again. The event names the data,
// never the contribution.
import { LIVE_DATA } from '@herald/protocol';
import type { UniversityContext } from '../context.js';
import type { DomainEventType } from './domain-events.js';
import { forEnvironment } from '../../db/scope.js';
import { productEnvironment } from '../../notify/service.js';
import { accountSubscriberId } from './account-subscribers.js';
import { statisticsReadersOf } from '../repo/accounts.js';
import { subscriberRowIds } from '../repo/subscribers.js';

/** What this module uses of the university's context. */
type ServiceContext = Pick<UniversityContext, 'db' | 'domainEvents' | 'realtime'>;

/** The domain events after which the contribution statistics may read differently. */
const STATISTICS_EVENTS = [
  'contribution.submitted',
  'contribution.updated',
  'contribution.commented',
  'contribution.status-changed',
  'contribution.selected',
] as const satisfies readonly DomainEventType[];

/** Subscribes the dashboards' live refresh to the domain events; answers a function that unsubscribes. */
export function registerLiveStatistics(ctx: ServiceContext): () => void {
  async function announce({ contributionId }: { contributionId: number }) {
    const readers = await statisticsReadersOf(ctx, contributionId);
    if (readers.length === 0) return;
    const environment = await productEnvironment(ctx.db);
    const subscribers = await subscriberRowIds(
      forEnvironment(ctx.db, environment),
      readers.map((reader) => accountSubscriberId(reader.id)),
    );
    ctx.realtime.emitDataChanged(
      subscribers.map((subscriber) => subscriber.id),
      { resource: LIVE_DATA.statistics },
    );
  }
  const offs = STATISTICS_EVENTS.map((type) => ctx.domainEvents.on(type, announce));
  return () => offs.forEach((off) => off());
}
