import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { iconUsage } from '../usage/baseGuidance.ts';

const meta = {
  title: 'Base/Icon',
  tags: ['stable'],
  component: Icon,
  parameters: usageDocs(iconUsage),
  args: { name: 'Truck' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

// Beside a text, an icon is decoration: hidden from screen readers.
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Labelled: Story = {
  args: { name: 'TriangleAlert', label: 'Attention', size: 32 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Attention' })).toBeVisible();
  },
};

// Every name of the fixed map, as status badges and empty states may use them.
export const AllIcons: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16, listStyle: 'none', padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
