import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartTotals } from '@otech/domain';
import { CartSidebar, UserDashboardPage } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { cartItems } from '../fixtures/cart.ts';
import { expectReadableCards } from '../fixtures/readableCards.ts';
import { carBattery, categories, charger, outOfStock } from '../fixtures/products.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { userDashboardPageUsage } from '../usage/accountGuidance.ts';

const cart = (
  <CartSidebar cart={loaded(cartItems)} onRetry={fn()} isOnline onQuantityChange={fn()} onRemove={fn()} onClear={fn()} onRequestQuote={fn()} onExport={fn()} />
);

const meta = {
  title: 'Account/UserDashboardPage',
  tags: ['stable'],
  component: UserDashboardPage,
  args: {
    welcomeName: 'Jean Dupont (Dupont Électricité SARL)',
    dashboardHref: '/dashboard',
    onLogout: fn(),
    search: '',
    onSearch: fn(),
    category: undefined,
    categories,
    onCategoryChange: fn(),
    results: loaded({ products: [carBattery, charger, outOfStock], total: 3 }),
    onRetry: fn(),
    page: 1,
    pageSize: 8,
    onPageChange: fn(),
    productHref: (product) => `/produit/${product.id}`,
    onAddToCart: fn(),
    cart,
    cartCount: cartTotals(cartItems).totalItems,
  },
  parameters: { ...usageDocs(userDashboardPageUsage), layout: 'fullscreen' },
} satisfies Meta<typeof UserDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.4: welcome with names and company, the account dashboard, logout; cards add to cart, none at stock 0.
// On a desk's screen, "Mon Panier" beside the grid (below 1024 px it opens from a bar).
export const Catalogue: Story = {
  ...atViewport('desktop'),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bienvenue, Jean Dupont (Dupont Électricité SARL)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByText('3 produit(s) trouvé(s)')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: outOfStock.name })).queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    await userEvent.click(within(canvas.getByRole('article', { name: charger.name })).getByRole('button', { name: 'Ajouter au panier' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(charger);
    await expect(canvas.getByRole('complementary', { name: 'Mon Panier' })).toBeVisible();
    // "Détails" is a button that does nothing visible (spec 2 §2.4): no page opens, nothing is called.
    const before = canvasElement.innerHTML;
    await userEvent.click(canvas.getByRole('button', { name: `Détails de ${charger.name}` }));
    await expect(canvasElement.innerHTML).toBe(before);
    await expect(canvas.queryByRole('link', { name: /Détails/ })).toBeNull();
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

// Spec 2 §2.4, §5: the search by name runs after a pause; the category select offers the spec's five
// choices (not the rayons), "Toutes" means none.
export const SearchAndCategory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un produit' }), 'varta');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('varta'));
    await userEvent.click(canvas.getByRole('button', { name: /Catégorie/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Toutes les catégories',
      'Batteries',
      'Chargeurs',
      'Connecteurs',
      'Outils',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Chargeurs' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('chargers');
  },
};

export const RecentlyAdded: Story = {
  args: { recentlyAddedIds: [carBattery.id] },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('article', { name: carBattery.name })).getByRole('button', { name: 'Ajouté !' })).toBeVisible();
  },
};

export const NothingFound: Story = {
  args: { search: 'introuvable', results: loaded({ products: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  },
};

// Beside the cart at 1024 px the grid has about 660 px: as many cards a row as stay 216 px wide, each
// word whole (four squeezed them to 153 px and cut « Batteries » in two; decision 280).
export const ReadableBesideTheCart: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Mon Panier' })).toBeVisible();
    await expectReadableCards(canvasElement);
  },
};

export const Loading: Story = { args: { results: { status: 'loading' } } };

export const LoadError: Story = {
  args: { results: { status: 'error', message: 'Erreur lors du chargement des produits' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

// At 480 px the search and the category each have their row: neither the placeholder nor "Toutes les catégories" is cut.
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Rechercher un produit' });
    const category = canvas.getByRole('button', { name: /Catégorie/ });
    await expect(category.getBoundingClientRect().top).toBeGreaterThan(search.getBoundingClientRect().bottom);
    const chosen = within(category).getByText('Toutes les catégories');
    await expect(chosen.scrollWidth).toBeLessThanOrEqual(chosen.clientWidth);
  },
};

// Below 1024 px the cart would come after every product (spec 2 §2.4 names no phone layout): the
// catalogue with cart's "Panier (n)" bar above the list opens it in place.
export const MobileCartBar: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('button', { name: `Panier (${cartTotals(cartItems).totalItems})` });
    await expect(canvas.queryByRole('complementary', { name: 'Mon Panier' })).toBeNull();
    const products = canvas.getByRole('list', { name: 'Produits' });
    await expect(bar.getBoundingClientRect().bottom).toBeLessThan(products.getBoundingClientRect().top);
    await userEvent.click(bar);
    const opened = canvas.getByRole('complementary', { name: 'Mon Panier' });
    await expect(opened).toBeVisible();
    await expect(opened.getBoundingClientRect().top).toBeLessThan(products.getBoundingClientRect().top);
  },
};
