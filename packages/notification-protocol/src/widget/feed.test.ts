import { describe, expect, it } from 'vitest';
import { messageMatchesFeed, payloadMatchesFilter } from './feed.js';

const message = {
  feedIdentifier: 'events',
  seen: false,
  read: false,
  payload: { eventId: 4, event: { id: 4, tags: ['open', 'spring'] }, title: 'Spring anthology' },
};

describe('a feed query selecting a message', () => {
  it('selects by feed identifier, one or several', () => {
    expect(messageMatchesFeed(message, { feedIdentifier: 'events' })).toBe(true);
    expect(messageMatchesFeed(message, { feedIdentifier: ['reviews', 'events'] })).toBe(true);
    expect(messageMatchesFeed(message, { feedIdentifier: 'reviews' })).toBe(false);
    expect(messageMatchesFeed(message, { feedIdentifier: [] })).toBe(false);
  });

  it('leaves a message of no feed out of every feed, but in a query without one', () => {
    const loose = { ...message, feedIdentifier: null };
    expect(messageMatchesFeed(loose, { feedIdentifier: 'events' })).toBe(false);
    expect(messageMatchesFeed(loose, {})).toBe(true);
  });

  it('selects by seen and read', () => {
    expect(messageMatchesFeed(message, { seen: false, read: false })).toBe(true);
    expect(messageMatchesFeed(message, { seen: true })).toBe(false);
    expect(messageMatchesFeed({ ...message, read: true, seen: true }, { read: false })).toBe(false);
  });

  it('selects by payload fields, plain or dotted, compared as JSON values', () => {
    expect(messageMatchesFeed(message, { payload: { eventId: 4 } })).toBe(true);
    expect(messageMatchesFeed(message, { payload: { 'event.id': 4 } })).toBe(true);
    expect(messageMatchesFeed(message, { payload: { 'event.tags': ['open', 'spring'] } })).toBe(true);
    expect(messageMatchesFeed(message, { payload: { 'event.tags': ['spring', 'open'] } })).toBe(false);
    expect(messageMatchesFeed(message, { payload: { eventId: '4' } })).toBe(false);
    expect(messageMatchesFeed(message, { payload: { 'event.missing': undefined } })).toBe(true);
    expect(messageMatchesFeed({ ...message, payload: undefined }, { payload: { eventId: 4 } })).toBe(false);
  });

  it('refuses a payload that is not an object', () => {
    expect(payloadMatchesFilter(null, {})).toBe(false);
    expect(payloadMatchesFilter([1], {})).toBe(false);
    expect(payloadMatchesFilter({ a: { b: 1 } }, { a: { b: 1 } })).toBe(true);
    expect(payloadMatchesFilter({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toBe(false);
  });
});
