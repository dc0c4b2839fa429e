import { TIMINGS } from '@herald/notification-protocol';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { Feed, FEED_ROW_HEIGHT_PX } from './Feed.js';

const manyMessages = sampleMessages(10_000);

/** Scrolls the feed as a user would, to `top` pixels. */
function scrollFeedTo(top: number) {
  const feed = screen.getByTestId('feed');
  Object.defineProperty(feed, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(feed);
}

afterEach(() => vi.useRealTimers());

describe('Feed', () => {
  it('keeps only the visible rows in the page with 10,000 messages', () => {
    render(<Feed notifications={manyMessages} now={FIXED_NOW} />);
    const items = screen.getAllByTestId('notification-item');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(60);
    expect(screen.getByText('#1')).toBeTruthy();
  });

  it('shows the rows of the middle of the list once scrolled there', () => {
    render(<Feed notifications={manyMessages} now={FIXED_NOW} />);
    scrollFeedTo(5000 * FEED_ROW_HEIGHT_PX);
    expect(screen.queryByText('#1')).toBeNull();
    expect(screen.getByText('#5001')).toBeTruthy();
    expect(screen.getAllByTestId('notification-item').length).toBeLessThanOrEqual(60);
    const row = screen.getByText('#5001').closest('[role="listitem"]');
    expect(row?.getAttribute('aria-posinset')).toBe('5001');
  });

  it('asks for the next page past 80% of the list, at most once per 150 ms', () => {
    vi.useFakeTimers();
    const onLoadMore = vi.fn();
    render(<Feed notifications={sampleMessages(20)} hasMore onLoadMore={onLoadMore} now={FIXED_NOW} />);
    scrollFeedTo(100);
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollFeedTo(20 * FEED_ROW_HEIGHT_PX * 0.8);
    scrollFeedTo(20 * FEED_ROW_HEIGHT_PX * 0.8 + 10);
    scrollFeedTo(20 * FEED_ROW_HEIGHT_PX * 0.8 + 20);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(TIMINGS.scrollThrottleMs));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing more when the last page is loaded', () => {
    const onLoadMore = vi.fn();
    render(<Feed notifications={sampleMessages(20)} onLoadMore={onLoadMore} now={FIXED_NOW} />);
    scrollFeedTo(20 * FEED_ROW_HEIGHT_PX);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('shows skeleton rows and says it is loading', () => {
    render(<Feed notifications={[]} isLoading />);
    expect(screen.getAllByTestId('feed-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe('Loading notifications');
  });

  it('says when there is nothing, shorter in the popover', () => {
    const { rerender } = render(<Feed notifications={[]} />);
    expect(screen.getByText('Nothing new to see here yet')).toBeTruthy();
    rerender(<Feed notifications={[]} variant="popover" />);
    expect(screen.getByText('No new notification')).toBeTruthy();
  });

  it('shows why it failed and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<Feed notifications={[]} error="Subscriber not found" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Subscriber not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
