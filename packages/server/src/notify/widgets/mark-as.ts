// How a mark changes a message (docs/product.md §4), and the `mark-as` body that names the change by status.
import { z } from 'zod';
import { READ_FILTERS, type MessageMark } from '@herald/protocol';
import { identifier } from '@herald/protocol/schemas';
import type { MessageChange } from '../repo/in-app-messages.js';
import { HttpError } from '../../http/errors.js';

/** POST /widgets/messages/mark-as: the newer widget builds send one status instead of a mark. */
export const markMessagesByStatusBodySchema = z.object({
  messageId: z.union([
    identifier('messageId'),
    z
      .array(identifier('messageId'))
      .min(1, 'messageId must name at least one message')
      .max(100, 'messageId may name at most 100 messages'),
  ]),
  markAs: z.enum(READ_FILTERS, { error: 'markAs must be read, unread, seen or unseen' }),
});

const MARK_OF_STATUS = {
  read: { seen: true, read: true },
  unread: { seen: true, read: false },
  seen: { seen: true },
  unseen: { seen: false, read: false },
} as const satisfies Record<(typeof READ_FILTERS)[number], MessageMark>;

export function markOfStatus(status: (typeof READ_FILTERS)[number]): MessageMark {
  return MARK_OF_STATUS[status];
}

export type { MessageChange };

/**
 * The columns a mark sets. Read implies seen and unseen implies unread; marking unread leaves the message seen,
 * as the widget's "mark as unread" expects.
 */
export function changeOfMark(mark: MessageMark, now: string): MessageChange {
  if (mark.read === true && mark.seen === false) {
    throw new HttpError(400, 'mark: a message cannot be read and unseen');
  }
  if (mark.read === true) return { seen: 1, read: 1, last_seen_at: now, last_read_at: now };
  if (mark.seen === false) return { seen: 0, read: 0 };
  if (mark.read === false) return { seen: 1, read: 0, last_seen_at: now };
  return { seen: 1, last_seen_at: now };
}
