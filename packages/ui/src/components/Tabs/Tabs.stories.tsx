import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'pending' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Contributions by status">
        <Tab value="pending" badge={<Badge count={4} tone="brand" />}>
          Pending review
        </Tab>
        <Tab value="accepted" badge={<Badge count={12} tone="neutral" />}>
          Accepted
        </Tab>
        <Tab value="rejected">Rejected</Tab>
      </TabList>
      <TabPanel value="pending">Four contributions wait for your comment.</TabPanel>
      <TabPanel value="accepted">Twelve contributions were accepted.</TabPanel>
      <TabPanel value="rejected">No contributions were rejected.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrow keys move and show (the forward arrow points along the line); the badge is part of the tab's name. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const pending = canvas.getByRole('tab', { name: 'Pending review 4' });
    await expect(pending).toHaveFocus();
    const rtl = pending.closest('[dir]')?.getAttribute('dir') === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    const accepted = canvas.getByRole('tab', { name: 'Accepted 12' });
    await expect(accepted).toHaveFocus();
    await expect(accepted).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Twelve contributions were accepted.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
  },
};

/** In right-to-left the next tab is to the left, so ArrowLeft moves forward. */
export const RightToLeftKeyboard: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Accepted 12' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pending review 4' })).toHaveFocus();
  },
};
