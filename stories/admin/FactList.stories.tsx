import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactList } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { factListUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/FactList',
  tags: ['stable'],
  component: FactList,
  parameters: usageDocs(factListUsage),
  args: { facts: [['Transporteur', 'Chronopost'], ['Numéro de suivi', 'CH123FR']] },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getByText('Transporteur').nextElementSibling).toHaveTextContent('Chronopost');
  },
};
