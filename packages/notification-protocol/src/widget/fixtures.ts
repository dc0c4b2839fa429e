// A message as the server sends it, for the schema tests.
import type { NotificationMessage } from './message.schemas.js';

export function aMessage(overrides: Partial<NotificationMessage> = {}): NotificationMessage {
  return {
    _id: 'msg_1',
    content: '<p>Your order <b>Ocean plastics</b> was shipped.</p>',
    createdAt: '2024-03-06T10:00:00.000Z',
    seen: false,
    read: false,
    templateIdentifier: 'order-status-changed',
    actor: { type: 'system_icon', data: 'check' },
    cta: { type: 'redirect', data: { url: '/orders/4/detail/12' } },
    ...overrides,
  };
}
