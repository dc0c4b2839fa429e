import { describe, expect, test } from 'vitest';
import {
  markAllMessagesBodySchema,
  markAllMessagesResponseSchema,
  markMessagesAsBodySchema,
  markMessagesAsResponseSchema,
  messageActionBodySchema,
  messageActionParamsSchema,
  messageParamsSchema,
  removeAllMessagesQuerySchema,
  removeMessagesBodySchema,
  removeMessagesResponseSchema,
} from './messages.schemas.js';
import { readableError } from './query.js';
import { aMessage } from './fixtures.js';

describe('mark as', () => {
  test('without a mark, the message is marked seen', () => {
    expect(markMessagesAsBodySchema.parse({ messageId: 'msg_1' })).toEqual({
      messageId: 'msg_1',
      mark: { seen: true },
    });
  });

  test('several messages can be marked read at once', () => {
    const body = { messageId: ['msg_1', 'msg_2'], mark: { seen: true, read: true } };
    expect(markMessagesAsBodySchema.parse(body)).toEqual(body);
  });

  test('an empty mark or an unsafe id is refused with a reason', () => {
    const empty = markMessagesAsBodySchema.safeParse({ messageId: 'msg_1', mark: {} });
    expect(empty.success).toBe(false);
    expect(readableError(empty.error!)).toBe('mark: mark must set seen, read or both');
    const traversal = markMessagesAsBodySchema.safeParse({ messageId: '../admin' });
    expect(traversal.success).toBe(false);
    const none = markMessagesAsBodySchema.safeParse({ messageId: [] });
    expect(none.success).toBe(false);
  });

  test('the answer is the updated messages', () => {
    const answer = { data: [aMessage({ seen: true, read: true })] };
    expect(markMessagesAsResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('message actions', () => {
  test('the path names the message and the button type', () => {
    expect(messageActionParamsSchema.parse({ messageId: 'msg_1', type: 'primary' })).toEqual({
      messageId: 'msg_1',
      type: 'primary',
    });
    expect(
      messageActionParamsSchema.safeParse({ messageId: 'msg_1', type: 'tertiary' }).error?.issues[0]?.message,
    ).toBe('type must be primary, secondary or clicked');
  });

  test('the body carries the status and an optional payload', () => {
    const body = { executedType: 'primary', status: 'done', payload: { reason: 'accepted' } } as const;
    expect(messageActionBodySchema.parse(body)).toEqual(body);
    expect(messageActionBodySchema.safeParse({ status: 'finished' }).error?.issues[0]?.message).toBe(
      'status must be pending or done',
    );
  });
});

describe('removal and mark all', () => {
  test('one message by path, several by body, all with an optional feed', () => {
    expect(messageParamsSchema.parse({ messageId: 'msg_1' })).toEqual({ messageId: 'msg_1' });
    expect(removeMessagesBodySchema.parse({ messageIds: ['msg_1', 'msg_2'] }).messageIds).toHaveLength(2);
    expect(removeAllMessagesQuerySchema.parse({})).toEqual({});
    expect(removeAllMessagesQuerySchema.parse({ feedId: 'events' })).toEqual({ feedId: 'events' });
    expect(
      removeMessagesResponseSchema.parse({ data: { acknowledged: true, status: 'deleted' } }),
    ).toBeTruthy();
  });

  test('removing more than 100 messages at once is refused', () => {
    const ids = Array.from({ length: 101 }, (_, index) => `msg_${index}`);
    const result = removeMessagesBodySchema.safeParse({ messageIds: ids });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('messageIds may name at most 100 messages');
  });

  test('mark all read or seen, for every feed or some, answers how many changed', () => {
    expect(markAllMessagesBodySchema.parse({})).toEqual({});
    expect(markAllMessagesBodySchema.parse({ feedId: ['events', 'comments'] })).toEqual({
      feedId: ['events', 'comments'],
    });
    expect(markAllMessagesResponseSchema.parse({ data: 7 })).toEqual({ data: 7 });
    expect(markAllMessagesResponseSchema.safeParse({ data: '7' }).success).toBe(false);
  });
});
