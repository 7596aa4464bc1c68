import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactAdvantages } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { contactAdvantagesUsage } from '../usage/formsGuidance.ts';

const meta = {
  title: 'Forms/ContactAdvantages',
  tags: ['stable'],
  component: ContactAdvantages,
  parameters: usageDocs(contactAdvantagesUsage),
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
