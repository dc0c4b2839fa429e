import type { NotificationMessage } from '@herald/notification-protocol';

/** The moment stories and tests count relative times from. */
export const FIXED_NOW = new Date('2026-03-06T12:00:00.000Z');

/** A message as the widget receives it, with the given fields changed. */
export function sampleMessage(overrides: Partial<NotificationMessage> = {}): NotificationMessage {
  return {
    _id: 'message-1',
    content: '<b>Ada Lovelace</b> commented on your contribution',
    createdAt: '2026-03-06T11:55:00.000Z',
    seen: false,
    read: false,
    templateIdentifier: 'contribution-comment',
    actor: { type: 'user', data: null },
    cta: { type: 'redirect', data: { url: '/contributions/42' } },
    ...overrides,
  };
}

/** `count` messages, one minute apart, every third one read. */
export function sampleMessages(count: number): NotificationMessage[] {
  return Array.from({ length: count }, (_, index) =>
    sampleMessage({
      _id: `message-${index + 1}`,
      content: `Event <b>#${index + 1}</b> has a new comment`,
      createdAt: new Date(FIXED_NOW.getTime() - (index + 1) * 60_000).toISOString(),
      read: index % 3 === 2,
      seen: index % 3 !== 0,
    }),
  );
}
