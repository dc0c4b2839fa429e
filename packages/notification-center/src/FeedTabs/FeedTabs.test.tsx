import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '@herald/ui/components/UIProvider';
import { FeedTabs } from './FeedTabs.js';

const tabs = [
  { storeId: 'all', name: 'All' },
  { storeId: 'events', name: 'Events' },
  { storeId: 'contributions', name: 'Contributions' },
];

function Harness({ onValueChange }: { onValueChange: (next: string, previous: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <FeedTabs
      tabs={tabs}
      unseenCounts={{ all: 4, events: 1 }}
      value={value}
      onValueChange={(next, previous) => {
        onValueChange(next, previous);
        setValue(next);
      }}
    >
      {(storeId) => <p>{`Feed of ${storeId}`}</p>}
    </FeedTabs>
  );
}

describe('FeedTabs', () => {
  it('goes from the tabs straight to the first row when the panel holds rows, and stops on a panel of words', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <FeedTabs tabs={tabs} value="all" onValueChange={vi.fn()} panelHoldsControls>
        {() => <button type="button">Event #1 has a new comment</button>}
      </FeedTabs>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^All/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Event #1 has a new comment' }));

    unmount();
    render(
      <FeedTabs tabs={tabs} value="all" onValueChange={vi.fn()}>
        {() => <p>Nothing new to see here yet</p>}
      </FeedTabs>,
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('names each tab with its unseen count', () => {
    render(<Harness onValueChange={vi.fn()} />);
    expect(screen.getByRole('tab', { name: /^All ?, 4 unseen$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Events ?, 1 unseen$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Contributions' })).toBeTruthy();
  });

  it('moves by arrow keys and says which tab was left', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('events', 'all');
    expect(screen.getByText('Feed of events')).toBeTruthy();
    expect(screen.queryByText('Feed of all')).toBeNull();
  });

  it('mirrors the arrow keys in right-to-left', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <UIProvider direction="rtl" locale="ar">
        <Harness onValueChange={onValueChange} />
      </UIProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith('events', 'all');
    expect(screen.getByRole('tab', { name: /^Events ?, 1 unseen$/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
