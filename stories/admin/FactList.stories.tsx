import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactList } from '@otech/ui';

const meta = {
  title: 'Admin/FactList',
  component: FactList,
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
