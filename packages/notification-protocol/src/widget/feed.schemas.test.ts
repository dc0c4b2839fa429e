import { describe, expect, test } from 'vitest';
import { decodeFeedPayload, encodeFeedPayload } from './feed.js';
import { feedQuerySchema, feedResponseSchema } from './feed.schemas.js';
import { deliveredMessageSchema, notificationMessageSchema } from './message.schemas.js';
import { readableError } from './query.js';
import { aMessage } from './fixtures.js';

/** Parses a query string the way the server receives it: repeated names become arrays. */
function fromUrl(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [...[previous].flat(), value];
  }
  return query;
}

function failure(search: string): string {
  const result = feedQuerySchema.safeParse(fromUrl(search));
  if (result.success) throw new Error(`${search} was accepted`);
  return readableError(result.error);
}

describe('feed query', () => {
  test('no parameters ask for the first page of 10', () => {
    expect(feedQuerySchema.parse({})).toEqual({ page: 0, limit: 10 });
  });

  test('URL text becomes numbers and booleans', () => {
    expect(
      feedQuerySchema.parse(fromUrl('page=2&limit=25&seen=false&read=true&feedIdentifier=events')),
    ).toEqual({
      page: 2,
      limit: 25,
      seen: false,
      read: true,
      feedIdentifier: 'events',
    });
  });

  test('garbage is refused with a message naming the field', () => {
    expect(failure('page=abc')).toBe('page: page must be a whole number');
    expect(failure('page=')).toBe('page: page must be a whole number');
    expect(failure('page=-1')).toBe('page: page must be a whole number');
    expect(failure('page=1.5')).toBe('page: page must be a whole number');
    expect(failure('seen=yes')).toBe('seen: seen must be true or false');
  });

  test('a parameter given twice is refused', () => {
    expect(failure('page=1&page=2')).toBe('page: page must be given once');
  });

  test('a tab spanning several feeds repeats feedIdentifier', () => {
    expect(
      feedQuerySchema.parse(fromUrl('feedIdentifier=events&feedIdentifier=comments')).feedIdentifier,
    ).toEqual(['events', 'comments']);
    expect(failure('feedIdentifier=events&feedIdentifier=')).toBe(
      'feedIdentifier.1: feedIdentifier must not be empty',
    );
    expect(failure('feedIdentifier=')).toBe('feedIdentifier: feedIdentifier must not be empty');
    expect(readableError(feedQuerySchema.safeParse({ feedIdentifier: 5 }).error!)).toBe(
      'feedIdentifier: feedIdentifier must be text',
    );
  });

  test('a page holds 1 to 100 messages', () => {
    expect(failure('limit=101')).toBe('limit: limit must be at most 100');
    expect(failure('limit=0')).toBe('limit: limit must be at least 1');
    expect(feedQuerySchema.parse(fromUrl('limit=100')).limit).toBe(100);
  });

  test('the payload filter is base64 of a JSON object, in any language', () => {
    const payload = { team: 'Công nghệ thông tin', orderId: 4 };
    const encoded = encodeFeedPayload(payload);
    expect(feedQuerySchema.parse({ payload: encoded }).payload).toBe(encoded);
    expect(decodeFeedPayload(encoded)).toEqual(payload);
  });

  test('a payload that is not base64 JSON of an object is refused', () => {
    expect(failure('payload=not*base64')).toBe('payload: payload must be a base64-encoded JSON object');
    expect(failure(`payload=${btoa('[1,2]')}`)).toBe('payload: payload must be a base64-encoded JSON object');
    expect(failure(`payload=${btoa('{oops')}`)).toBe('payload: payload must be a base64-encoded JSON object');
  });
});

describe('feed response', () => {
  test('a page of messages with its paging fields', () => {
    const page = {
      data: [aMessage(), aMessage({ _id: 'msg_2', seen: true })],
      totalCount: 12,
      hasMore: true,
      pageSize: 10,
      page: 0,
    };
    expect(feedResponseSchema.parse(page)).toEqual(page);
  });

  test('a page without hasMore is refused', () => {
    const result = feedResponseSchema.safeParse({ data: [], totalCount: 0, pageSize: 10, page: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['hasMore']);
  });
});

describe('notification message', () => {
  test('a message with action buttons', () => {
    const message = aMessage({
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
    expect(notificationMessageSchema.parse(message)).toEqual(message);
  });

  test('every avatar type is accepted and nothing else', () => {
    for (const type of ['none', 'user', 'system_icon', 'system_custom'] as const) {
      expect(notificationMessageSchema.safeParse(aMessage({ actor: { type, data: null } })).success).toBe(
        true,
      );
    }
    const robot = notificationMessageSchema.safeParse({
      ...aMessage(),
      actor: { type: 'robot', data: null },
    });
    expect(robot.success).toBe(false);
    expect(robot.error?.issues[0]?.path).toEqual(['actor', 'type']);
  });

  test('a shown button is primary or secondary, never clicked', () => {
    const clicked = notificationMessageSchema.safeParse({
      ...aMessage(),
      cta: {
        type: 'redirect',
        data: {},
        action: { status: 'pending', buttons: [{ type: 'clicked', content: 'x' }] },
      },
    });
    expect(clicked.success).toBe(false);
  });

  test('createdAt must be an ISO date and time', () => {
    const result = notificationMessageSchema.safeParse({ ...aMessage(), createdAt: 'yesterday' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Expected an ISO 8601 date and time');
  });

  test('a message as the server sends it carries every record id the open-source widget declares', () => {
    const sent = aMessage({
      channel: 'in_app',
      _templateId: 'wf_1',
      _feedId: null,
      _subscriberId: 'sub_1',
      _notificationId: 'ntf_1',
      _environmentId: 'env_1',
      _organizationId: 'org_1',
      lastSeenDate: null,
      lastReadDate: null,
      payload: {},
    });
    expect(deliveredMessageSchema.parse(sent)).toEqual(sent);
    const withoutIds = deliveredMessageSchema.safeParse(aMessage());
    expect(withoutIds.success).toBe(false);
    expect(withoutIds.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining([
        'channel',
        '_subscriberId',
        '_environmentId',
        '_organizationId',
        'lastSeenDate',
      ]),
    );
  });
});
