import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UIProvider } from '../UIProvider/UIProvider.js';
import type { LinkComponentProps } from '../UIProvider/UIContext.js';
import { Link } from './Link.js';

const meta = {
  title: 'Foundations/Link',
  component: Link,
  args: { href: '/student/events', children: 'Browse this year’s events' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchor: Story = {};

/** Stands in for the app's router link: ui only ever sees `href`. */
function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a {...props} href={href} data-router-link="">
      {children}
    </a>
  );
}

export const InjectedLink: Story = {
  render: (args) => (
    <UIProvider linkComponent={RouterLink}>
      <Link {...args} />
    </UIProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse this year’s events' })).toHaveAttribute(
      'data-router-link',
    );
  },
};
