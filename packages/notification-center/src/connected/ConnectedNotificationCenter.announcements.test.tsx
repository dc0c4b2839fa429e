// What a screen reader hears when notifications arrive, over the real machine, its socket.io client and the
// in-memory widget: the first at once by its words, then what came in the quiet time after it, told together.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMessage, sampleMessages } from '../fixtures.js';
import { createInMemoryWidget, type InMemoryWidget } from '../inMemoryWidget.js';
import { InMemoryNotificationProvider } from '../testing/InMemoryNotificationProvider.js';
import {
  ConnectedNotificationCenter,
  ConnectedPopoverNotificationCenter,
} from './ConnectedNotificationCenter.js';
import { ARRIVAL_HELD_MS, ARRIVAL_QUIET_MS } from './ArrivalAnnouncement.js';

beforeAll(() => import('../PopoverNotificationCenter/PopoverPanel.js'));

let widget: InMemoryWidget;
beforeEach(() => {
  widget = createInMemoryWidget({ messages: sampleMessages(2) });
});
afterEach(() => {
  // The center unmounts (and its timers are cleared) before the clock is given back.
  cleanup();
  vi.useRealTimers();
  widget.dispose();
});

const arrival = (id: string, content: string) =>
  sampleMessage({ _id: id, content, createdAt: new Date().toISOString() });

/** The messages the socket has brought to the page, as the host hears of them. */
const heard = vi.fn();

/**
 * Renders the center, waits until its socket is connected, then freezes the clock the quiet time runs on (each
 * check of `vi.waitFor` moves it on by a few milliseconds only).
 */
async function renderConnected(center: ReactNode, ready: () => void = () => undefined) {
  heard.mockClear();
  render(
    <InMemoryNotificationProvider widget={widget} onNotificationReceived={heard}>
      {center}
    </InMemoryNotificationProvider>,
  );
  await vi.waitFor(() => {
    expect(widget.connectedSockets).toBe(1);
    ready();
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** The text of every live region the page has that says something. */
const spoken = () =>
  screen
    .queryAllByRole('status')
    .map((region) => region.textContent ?? '')
    .filter((text) => text !== '');

describe.each([
  ['popover', (props = {}) => <ConnectedPopoverNotificationCenter {...props} />],
  ['inline', (props = {}) => <ConnectedNotificationCenter {...props} />],
])('the %s center telling what arrived', (_variant, center) => {
  it('says the first arrival by its words at once, the markup read as text, the count staying out of it', async () => {
    await renderConnected(center());
    expect(spoken()).not.toContain('Notifications, 1 unseen');
    widget.deliver(arrival('fresh', '<b>Event #1</b> has a   new comment'));
    await vi.waitFor(() => expect(spoken()).toEqual(['New: Event #1 has a new comment']));
  });

  it('tells what came in the quiet time after it together, once that time is over', async () => {
    await renderConnected(center());
    widget.deliver(arrival('first', 'Event #1 has a new comment'));
    await vi.waitFor(() => expect(spoken()).toEqual(['New: Event #1 has a new comment']));
    for (const id of ['second', 'third', 'fourth']) widget.deliver(arrival(id, `Comment ${id}`));
    // In the page meanwhile, but not said before the quiet time ends.
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(4));
    expect(spoken()).toEqual(['New: Event #1 has a new comment']);
    vi.advanceTimersByTime(ARRIVAL_QUIET_MS);
    await vi.waitFor(() => expect(spoken()).toEqual(['3 new notifications']));
    // One that comes alone after the next quiet time is said by its words again.
    vi.advanceTimersByTime(ARRIVAL_QUIET_MS);
    widget.deliver(arrival('fifth', 'Event #2 starts tomorrow'));
    await vi.waitFor(() => expect(spoken()).toEqual(['New: Event #2 starts tomorrow']));
  });

  it('lets what it said go after a while, so a reader browsing the page later finds no old news', async () => {
    await renderConnected(center());
    widget.deliver(arrival('first', 'Event #1 has a new comment'));
    await vi.waitFor(() => expect(spoken()).toEqual(['New: Event #1 has a new comment']));
    vi.advanceTimersByTime(ARRIVAL_QUIET_MS);
    widget.deliver(arrival('second', 'Event #2 starts tomorrow'));
    await vi.waitFor(() => expect(spoken()).toEqual(['New: Event #2 starts tomorrow']));
    // The second is held its whole time, however long ago the first was said.
    vi.advanceTimersByTime(ARRIVAL_HELD_MS - 100);
    expect(spoken()).toEqual(['New: Event #2 starts tomorrow']);
    vi.advanceTimersByTime(100);
    await vi.waitFor(() => expect(spoken()).toEqual([]));
  });

  it('says what arrived in the language the center speaks', async () => {
    await renderConnected(center({ language: 'fr' }));
    widget.deliver(arrival('first', 'Événement n° 1'));
    await vi.waitFor(() => expect(spoken()).toEqual(['Nouveau : Événement n° 1']));
  });
});

describe('the popover center’s bell', () => {
  it('keeps the count in its name while its live region says what arrived', async () => {
    await renderConnected(<ConnectedPopoverNotificationCenter />, () =>
      screen.getByRole('button', { name: 'Notifications, 1 unseen' }),
    );
    // The count is in the bell's name, and the live region does not say it.
    expect(spoken()).toEqual([]);
    widget.deliver(arrival('fresh', 'Event #1 has a new comment'));
    await vi.waitFor(() => expect(spoken()).toEqual(['New: Event #1 has a new comment']));
    await vi.waitFor(() => screen.getByRole('button', { name: 'Notifications, 2 unseen' }), {
      timeout: 5000,
    });
  });
});
