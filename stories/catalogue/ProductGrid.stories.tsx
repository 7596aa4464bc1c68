import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard, ProductGrid, type ProductCardProps } from '@otech/ui';
import { categories, productPage } from '../fixtures/products.ts';
import { atViewport } from '../storefront/viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { productGridUsage } from '../usage/catalogueGuidance.ts';

const products = productPage(8);

const meta = {
  title: 'Catalogue/ProductGrid',
  tags: ['stable'],
  component: ProductGrid,
  args: {
    products,
    categories,
    productHref: (product) => `/produit/${product.id}`,
    onAddToCart: fn(),
  },
  parameters: { ...usageDocs(productGridUsage), layout: 'fullscreen' },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Produits' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(8);
    // Category labels come from the category list, not the codes.
    await expect(cards[1]).toHaveTextContent('Chargeurs');
    // Issue #10: the first card's picture, the largest paint on a phone, is fetched ahead of the others.
    await expect(cards[0]?.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards[1]?.querySelector('img')).not.toHaveAttribute('fetchpriority');
    const second = products[1];
    await userEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Ajouter au panier' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(second);
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('link'));
    await expect(navigated).toHaveBeenCalledWith(`/produit/${products[0]?.id}`);
  },
};

// Spec 2 §9: 'vx' reads "Ventes Auxiliaires" on its products, though the category list leaves that rayon out.
export const SundrySales: Story = {
  args: { products: [{ ...products[0]!, category: 'vx' }] },
  play: async ({ canvasElement }) => {
    const [card] = within(within(canvasElement).getByRole('list', { name: 'Produits' })).getAllByRole('article');
    await expect(card).toHaveTextContent('CatégorieVentes Auxiliaires');
  },
};

export const Adding: Story = {
  args: { addingProductId: products[0]?.id },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    await expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  },
};

const columns = (canvasElement: HTMLElement) =>
  getComputedStyle(within(canvasElement).getByRole('list', { name: 'Produits' })).gridTemplateColumns.split(' ').length;

export const Tablet: Story = {
  ...atViewport('tablet'),
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(3);
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(1);
  },
};

const top = (element: Element | null | undefined) => Math.round(element?.getBoundingClientRect().top ?? Number.NaN);

// A row mixes a slider with thumbnails, a single picture, an empty frame and an out-of-stock card:
// names, prices and the button (or "Rupture de stock" in its place) still line up. On a desk's screen,
// where the four cards make one row (a phone shows one card a row: Phone).
export const RowLinesUp: Story = {
  ...atViewport('desktop'),
  args: { products: productPage(4) },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    const names = cards.map((card) => top(card.querySelector('h3')));
    const prices = cards.map((card) => top(within(card).getByText('HT').parentElement));
    await expect(new Set(names).size).toBe(1);
    await expect(new Set(prices).size).toBe(1);
    const outOfStock = within(cards[2] as HTMLElement).getByText('Rupture de stock');
    await expect(top(outOfStock)).toBe(top(within(cards[0] as HTMLElement).getByRole('button', { name: 'Ajouter au panier' })));
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(1);
  },
};

/** A card of the shop's own around the grid's (the public catalogue hydrates each on first interaction). */
function FramedCard(props: ProductCardProps) {
  return (
    <div data-testid="own-card">
      <ProductCard {...props} />
    </div>
  );
}

// The shop draws the cards with its own component, given every card's props: the grid is the same.
export const OwnCardComponent: Story = {
  args: { products: productPage(4), cardComponent: FramedCard },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('own-card')).toHaveLength(4);
    await userEvent.click(within(canvas.getAllByRole('article')[0]!).getByRole('button', { name: /Ajouter au panier/ }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.products[0]);
  },
};
