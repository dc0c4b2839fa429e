import type { NotificationMessage, PreferenceItem } from '@herald/notification-protocol';
import type { FeedStoreConfig } from '@herald/notification-machine';
import { sampleMessage } from '../fixtures.js';
import type { FeedTab } from '../FeedTabs/FeedTabs.js';
import { samplePreferences } from '../Settings/fixtures.js';

/** The feeds the generated messages belong to, in turn. */
export const SAMPLE_FEEDS = ['events', 'contributions'] as const;

/** Two tabs: everything, and the events feed alone; the provider's stores and the center's tab names. */
export const SAMPLE_STORES: ReadonlyArray<FeedStoreConfig & FeedTab> = [
  { storeId: 'all', name: 'All' },
  { storeId: 'events', name: 'Events', query: { feedIdentifier: 'events' } },
];

/**
 * `count` messages, newest first and one minute apart before `now`: every third one read, the one after each
 * read one seen, the rest unseen; they alternate between the sample feeds.
 */
export function generateMessages(count: number, now: Date = new Date()): NotificationMessage[] {
  return Array.from({ length: count }, (_, index) =>
    sampleMessage({
      _id: `message-${index + 1}`,
      content: `Event <b>#${index + 1}</b> has a new comment`,
      createdAt: new Date(now.getTime() - (index + 1) * 60_000).toISOString(),
      read: index % 3 === 2,
      seen: index % 3 !== 0,
      feedIdentifier: SAMPLE_FEEDS[index % SAMPLE_FEEDS.length] ?? null,
    }),
  );
}

/** A message whose action is still to be taken: Accept or Decline. */
export function messageWithAction(now: Date = new Date()): NotificationMessage {
  return sampleMessage({
    _id: 'invitation',
    content: 'You are invited to <b>Open Day</b> as a volunteer',
    createdAt: new Date(now.getTime() - 30_000).toISOString(),
    feedIdentifier: 'events',
    cta: {
      type: 'redirect',
      data: {},
      action: {
        status: 'pending',
        buttons: [
          { type: 'primary', content: 'Accept' },
          { type: 'secondary', content: 'Decline' },
        ],
      },
    },
  });
}

/** Workflows for the settings view: two shown, one critical and one without channels hidden. */
export const samplePreferenceItems: readonly PreferenceItem[] = samplePreferences;
