import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card } from '@otech/ui';
import { cardUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Base/Card',
  tags: ['stable'],
  component: Card,
  parameters: usageDocs(cardUsage),
  args: { children: <p style={{ margin: 0 }}>Livraison gratuite dès 500 euros d'achat.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

// A titled card is a region named by its heading.
export const Titled: Story = {
  args: { title: 'Récapitulatif' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Récapitulatif' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Récapitulatif' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Commandes récentes',
    headingLevel: 3,
    actions: (
      <Button variant="text" size="small">
        Voir tout
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Commandes récentes' });
    await expect(within(region).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Voir tout' })).toBeVisible();
  },
};
