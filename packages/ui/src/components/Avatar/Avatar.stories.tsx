import { AVATAR_TYPES } from '@herald/notification-protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar.js';
import { AVATAR_SIZES, SYSTEM_AVATAR_ICONS } from './Avatar.css.js';

// A picture that needs no network: a drawn portrait as an inline SVG.
const PORTRAIT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7c3aed"/>' +
      '<circle cx="20" cy="16" r="7" fill="#ede9fe"/><path d="M6 40a14 14 0 0 1 28 0" fill="#ede9fe"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { type: 'user', name: 'Ada Lovelace', data: PORTRAIT },
  argTypes: {
    type: { control: 'inline-radio', options: AVATAR_TYPES },
    size: { control: 'inline-radio', options: AVATAR_SIZES },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Playground: Story = {};

export const None: Story = { args: { type: 'none', data: null } };

export const UserImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', PORTRAIT);
  },
};

export const UserInitials: Story = {
  args: { data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const SystemIcons: Story = {
  args: { type: 'system_icon' },
  render: (args) => (
    <div style={row}>
      {SYSTEM_AVATAR_ICONS.map((icon) => (
        <Avatar key={icon} {...args} data={icon} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(SYSTEM_AVATAR_ICONS.length);
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

export const Custom: Story = { args: { type: 'system_custom', label: 'University library' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} data={null} />
      ))}
    </div>
  ),
};

const AllTypes: Story['render'] = (args) => (
  <div style={row}>
    <Avatar {...args} type="none" />
    <Avatar {...args} type="user" />
    <Avatar {...args} type="user" data={null} />
    {SYSTEM_AVATAR_ICONS.map((icon) => (
      <Avatar key={icon} {...args} type="system_icon" data={icon} />
    ))}
    <Avatar {...args} type="system_custom" label="University library" />
  </div>
);

export const Dark: Story = { globals: { mode: 'dark' }, render: AllTypes };

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { name: 'שרה כהן' },
  render: AllTypes,
};
