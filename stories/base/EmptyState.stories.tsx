import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchX, ShoppingCart } from 'lucide-react';
import { Button, EmptyState } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { emptyStateUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';

const meta = {
  title: 'Base/EmptyState',
  tags: ['stable'],
  component: EmptyState,
  parameters: usageDocs(emptyStateUsage),
  args: { icon: ShoppingCart, title: 'Votre panier est vide' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  args: { icon: undefined, title: 'Aucune notification' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune notification' })).toBeVisible();
  },
};

export const WithMessage: Story = {
  args: { icon: SearchX, title: 'Aucun produit trouvé', message: 'Essayez une autre recherche ou un autre rayon.' },
  // The glyph the caller passes is drawn, and kept from screen readers: the title says it all.
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg.lucide-search-x')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithAction: Story = {
  args: {
    message: 'Ajoutez des produits pour commencer',
    action: <Button onPress={fn()}>Parcourir le catalogue</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre panier est vide' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Parcourir le catalogue' }));
  },
};

// Do/don't (issue 26): an empty state says how to get content and offers the way.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'what is empty, how to fill it, and the action that does.',
        children: <EmptyState title="Aucun produit trouvé" message="Essayez une autre recherche ou un autre rayon." action={<Button variant="secondary">Effacer les filtres</Button>} />,
      }}
      bad={{ caption: 'a dead end: no reason, no way out.', children: <EmptyState title="Aucun résultat" /> }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('figure', { name: 'Do' })).getByRole('button', { name: 'Effacer les filtres' })).toBeVisible();
    await expect(within(within(canvasElement).getByRole('figure', { name: "Don't" })).queryByRole('button')).toBeNull();
  },
};
