import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartTotals } from '@otech/domain';
import { CartCataloguePage, CartSidebar } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { expectReadableCards } from '../fixtures/readableCards.ts';
import { cartItems } from '../fixtures/cart.ts';
import { brands, categories, productPage } from '../fixtures/products.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartCataloguePageUsage } from '../usage/catalogueGuidance.ts';

const sidebar = (
  <CartSidebar
    cart={loaded(cartItems)}
    onRetry={fn()}
    isOnline
    onQuantityChange={fn()}
    onRemove={fn()}
    onClear={fn()}
    onRequestQuote={fn()}
    onExport={fn()}
  />
);

const meta = {
  title: 'Catalogue/CartCataloguePage',
  tags: ['stable'],
  component: CartCataloguePage,
  args: {
    filters: { search: '', category: 'all', sort: 'name' },
    page: 1,
    pageSize: 8,
    results: loaded({ products: productPage(8), total: 30 }),
    onRetry: fn(),
    categories,
    brands,
    isOnline: true,
    onFiltersChange: fn(),
    onClearFilters: fn(),
    onRefresh: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    productHref: (product) => `/produit/${product.id}`,
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    favouriteIds: [],
    searchHints: ['lr6', 'agm'],
    sessionStats: { stats: { duration: 61_000, productsViewed: 8, searchHistory: ['lr6'], cartInteractions: 1 }, onOpen: fn() },
    sidebar,
    cartCount: cartTotals(cartItems).totalItems,
  },
  parameters: { ...usageDocs(cartCataloguePageUsage), layout: 'fullscreen' },
} satisfies Meta<typeof CartCataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

// On a desk's screen, "Mon Panier" beside the grid (below 1024 px it opens from a bar).
export const EightPerPage: Story = {
  ...atViewport('desktop'),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Catalogue avec Panier' })).toBeVisible();
    await expect(canvas.getByText('30 produit(s) trouvé(s)')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Produits' })).getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('complementary', { name: 'Mon Panier' })).toBeVisible();
    // Beside the grid, the cart needs no bar to open it.
    await expect(canvas.queryByRole('button', { name: /^Panier \(/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const SixteenPerPage: Story = {
  args: { pageSize: 16, results: loaded({ products: productPage(16), total: 30 }) },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'Produits' })).getAllByRole('article')).toHaveLength(16);
  },
};

export const FilteredWithChips: Story = {
  args: { filters: { search: 'varta', category: 'vp', sort: 'name' }, results: loaded({ products: productPage(3), total: 3 }) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tout effacer' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

// Spec 2 §2.5: the cards' hearts, the promotion and "Stock faible" chips, recent searches, "Détails".
export const CardsWithCart: Story = {
  args: { favouriteIds: [productPage(8)[0]?.id ?? ''] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = within(canvas.getByRole('list', { name: 'Produits' })).getAllByRole('article') as [HTMLElement, HTMLElement];
    await expect(within(first).getByRole('button', { name: /^Favori :/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(first).getByText('Promotion')).toBeVisible();
    await expect(within(second).getByText('Stock faible')).toBeVisible();
    await expect(within(first).getByRole('link', { name: /^Détails de / })).toBeVisible();
    await userEvent.click(within(second).getByRole('button', { name: /^Favori :/ }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(productPage(8)[1]);
    await userEvent.click(within(canvas.getByRole('list', { name: 'Recherches récentes :' })).getByRole('button', { name: 'agm' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ search: 'agm' });
  },
};

export const Loading: Story = {
  args: { results: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement des produits...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { results: loaded({ products: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  },
};

// Beside the cart at 1024 px, the category and sort selects show their whole choice ("Toutes les catégories" was cut).
export const Desktop: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    for (const name of ['Catégorie', 'Trier par']) {
      const select = within(canvasElement).getByRole('combobox', { name }) as HTMLSelectElement;
      const style = getComputedStyle(select);
      const text = canvasElement.ownerDocument.createElement('span');
      text.style.font = style.font;
      text.style.whiteSpace = 'pre';
      text.textContent = select.selectedOptions[0]!.text;
      canvasElement.append(text);
      const needed = text.getBoundingClientRect().width;
      text.remove();
      await expect(needed).toBeLessThanOrEqual(select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    }
  },
};

// Beside the cart at 1024 px the grid has about 680 px: as many cards a row as stay 216 px wide, each
// word whole (four squeezed them to 158 px and cut « Batteries » in two; decision 280). Laptop: 1280 px.
export const ReadableBesideTheCart: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Mon Panier' })).toBeVisible();
    await expectReadableCards(canvasElement);
  },
};

export const Laptop: Story = {
  ...atViewport('laptop'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Mon Panier' })).toBeVisible();
    await expectReadableCards(canvasElement);
  },
};

export const Phone: Story = { ...atViewport('phone') };

// At 480 px the cart would come after every product: a "Panier (n)" bar above the list opens it in place.
export const MobileCartBar: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = cartTotals(cartItems).totalItems;
    const bar = canvas.getByRole('button', { name: `Panier (${count})` });
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('complementary', { name: 'Mon Panier' })).toBeNull();
    const products = canvas.getByRole('list', { name: 'Produits' });
    await expect(bar.getBoundingClientRect().bottom).toBeLessThan(products.getBoundingClientRect().top);
    await userEvent.click(bar);
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    const cart = canvas.getByRole('complementary', { name: 'Mon Panier' });
    await expect(cart).toBeVisible();
    await expect(cart.getBoundingClientRect().top).toBeLessThan(products.getBoundingClientRect().top);
    await userEvent.click(bar);
    await expect(canvas.queryByRole('complementary', { name: 'Mon Panier' })).toBeNull();
  },
};
