import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouritesTable } from '@otech/ui';
import { favourites } from '../fixtures/account.ts';
import { carBattery } from '../fixtures/products.ts';
import { navigated } from '../fixtures/navigation.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { favouritesTableUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/FavouritesTable',
  tags: ['stable'],
  component: FavouritesTable,
  parameters: usageDocs(favouritesTableUsage),
  args: { favourites: { status: 'ready', data: favourites }, onRetry: fn(), onAddToCart: fn(), onRemove: fn(), catalogueHref: '/catalogue' },
} satisfies Meta<typeof FavouritesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.3 tab 5: last order date and count, or "Jamais commandé"; add to cart and remove.
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10 octobre 2026 (3 commandes)')).toBeVisible();
    await expect(canvas.getByText('Jamais commandé')).toBeVisible();
    // Issue #10: each picture's box is sized before it loads, and it loads when scrolled to.
    const pictures = [...canvasElement.querySelectorAll('img')];
    await expect(pictures).toHaveLength(favourites.length);
    for (const picture of pictures) {
      await expect(picture).toHaveAttribute('width', '320');
      await expect(picture).toHaveAttribute('height', '320');
      await expect(picture).toHaveAttribute('loading', 'lazy');
    }
    await userEvent.click(canvas.getByRole('button', { name: `Ajouter au panier : ${carBattery.name}` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(carBattery.id);
    await userEvent.click(canvas.getByRole('button', { name: `Retirer des favoris : ${carBattery.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith('fav-1');
  },
};

// Issue 21: a signed-in customer's own price, the public one struck through (89,90 € HT for the car battery).
export const CustomerPrices: Story = {
  args: { customerPrices: { [carBattery.id]: { unitPriceCents: 6743, publicPriceCents: 8990, breaks: [] } } },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('row', { name: new RegExp(carBattery.name) }));
    await expect(row.getByText('89,90 € HT')).toBeVisible();
    await expect(row.getByText('Votre prix :')).toBeInTheDocument();
    await expect(row.getByText(/67,43/)).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busyId: 'fav-1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `Ajouter au panier : ${carBattery.name}` })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { favourites: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun favori ajouté')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Parcourir le catalogue' }));
    await expect(navigated).toHaveBeenCalledWith('/catalogue');
  },
};

export const Loading: Story = { args: { favourites: { status: 'loading' } } };

export const LoadError: Story = { args: { favourites: { status: 'error', message: 'Erreur lors du chargement des favoris' } } };

// At 480 px, where the column headers are hidden, each date says which it is and the product has its line.
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const [row] = within(canvasElement).getAllByRole('row').slice(1);
    const [product, added, lastOrdered] = [...row!.children];
    await expect(getComputedStyle(added!, '::before').content).toBe('"Ajouté le : "');
    await expect(getComputedStyle(lastOrdered!, '::before').content).toBe('"Dernière commande : "');
    await expect(added!.getBoundingClientRect().top).toBeGreaterThanOrEqual(product!.getBoundingClientRect().bottom);
  },
};
