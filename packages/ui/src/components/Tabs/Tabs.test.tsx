import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

function renderTabs(direction: 'ltr' | 'rtl') {
  render(
    <UIProvider direction={direction}>
      <Tabs defaultValue="pending">
        <TabList aria-label="Contributions by status">
          <Tab value="pending" badge={<span>4</span>}>
            Pending
          </Tab>
          <Tab value="accepted">Accepted</Tab>
          <Tab value="rejected">Rejected</Tab>
        </TabList>
        <TabPanel value="pending">Pending list</TabPanel>
        <TabPanel value="accepted">Accepted list</TabPanel>
        <TabPanel value="rejected">Rejected list</TabPanel>
      </Tabs>
    </UIProvider>,
  );
  return userEvent.setup();
}

describe('Tabs', () => {
  it('names the tab list, puts the badge in the tab name and ties each panel to its tab', () => {
    renderTabs('ltr');
    expect(screen.getByRole('tablist', { name: 'Contributions by status' })).toBeTruthy();
    const pending = screen.getByRole('tab', { name: 'Pending 4' });
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(pending.id);
    expect(pending.getAttribute('aria-controls')).toBe(panel.id);
  });

  it.each([
    ['ltr', '{ArrowRight}', '{ArrowLeft}'],
    ['rtl', '{ArrowLeft}', '{ArrowRight}'],
  ] as const)(
    'moves forward and back with the arrow keys in %s, wrapping at the ends',
    async (dir, next, back) => {
      const user = renderTabs(dir);
      await user.tab();
      await user.keyboard(next);
      expect(document.activeElement?.textContent).toBe('Accepted');
      expect(screen.getByRole('tabpanel').textContent).toBe('Accepted list');
      await user.keyboard(back);
      await user.keyboard(back);
      expect(document.activeElement?.textContent).toBe('Rejected');
    },
  );
});
