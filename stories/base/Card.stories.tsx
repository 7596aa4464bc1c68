import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card } from '@otech/ui';
import { cardUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';

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

// Do/don't (issue 26): one topic a card, named by its title; never cards inside cards.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'one topic, named by the card\'s title, its action last.',
        children: (
          <Card title="Adresse de livraison">
            <p style={{ margin: 0 }}>12 rue des Piles, 69003 Lyon</p>
          </Card>
        ),
      }}
      bad={{
        caption: 'a card inside a card: two frames for one topic, and a heading level too many.',
        children: (
          <Card title="Commande">
            <Card title="Adresse" headingLevel={3}>
              <p style={{ margin: 0 }}>12 rue des Piles, 69003 Lyon</p>
            </Card>
          </Card>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('figure', { name: 'Do' })).getByRole('heading', { name: 'Adresse de livraison' })).toBeVisible();
  },
};
