import { TIMINGS } from '@herald/notification-protocol';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { ScrollArea } from './ScrollArea.js';

describe('ScrollArea', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a named, focusable region', () => {
    render(
      <UIProvider>
        <ScrollArea label="Recent notifications" maxHeight="200px">
          <p>Contribution 1 was commented on</p>
        </ScrollArea>
      </UIProvider>,
    );
    const region = screen.getByRole('region', { name: 'Recent notifications' });
    expect(region.tabIndex).toBe(0);
    expect(region.style.maxBlockSize).toBe('200px');
  });

  it(`shows the scrollbar while scrolling and hides it ${TIMINGS.scrollbarHideMs} ms after scrolling stops`, () => {
    const { container } = render(
      <UIProvider>
        <ScrollArea label="Feed" maxHeight="100px">
          <div style={{ blockSize: 1000 }}>Long feed</div>
        </ScrollArea>
      </UIProvider>,
    );
    const region = screen.getByRole('region', { name: 'Feed' });
    // happy-dom does no layout, so give the viewport the sizes a browser would measure.
    Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(region, 'clientHeight', { configurable: true, value: 100 });
    act(() => {
      fireEvent(window, new Event('resize'));
      vi.advanceTimersByTime(16);
    });
    const scrollbar = () => container.querySelector('[data-orientation="vertical"]');
    act(() => {
      region.scrollTop = 200;
      fireEvent.scroll(region);
    });
    expect(scrollbar()?.getAttribute('data-state')).toBe('visible');
    act(() => {
      vi.advanceTimersByTime(TIMINGS.scrollbarHideMs - 150);
    });
    expect(scrollbar()?.getAttribute('data-state')).toBe('visible');
    act(() => {
      vi.advanceTimersByTime(TIMINGS.scrollbarHideMs + 150);
    });
    expect(scrollbar()).toBeNull();
  });
});
