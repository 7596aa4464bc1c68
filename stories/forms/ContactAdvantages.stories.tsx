import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactAdvantages } from '@otech/ui';

const meta = {
  title: 'Forms/ContactAdvantages',
  component: ContactAdvantages,
} satisfies Meta<typeof ContactAdvantages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['Réponse sous 24h', 'Livraison rapide', 'Expertise technique', 'Accompagnement personnalisé']) {
      await expect(canvas.getByText(title)).toBeVisible();
    }
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
