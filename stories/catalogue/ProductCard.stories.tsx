import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from '@otech/ui';
import { carBattery, charger, outOfStock, unknownWeight } from '../fixtures/products.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { productCardUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/ProductCard',
  tags: ['stable'],
  component: ProductCard,
  parameters: usageDocs(productCardUsage),
  args: {
    product: carBattery,
    categoryLabel: 'Batteries d’origine',
    href: '/produit/VA-B18',
    onAddToCart: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text shown beside a term of the details list. */
const detail = (card: HTMLElement, term: string) => within(card).getByText(term).nextElementSibling?.textContent;

export const InStock: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Batterie Varta Blue Dynamic B18' });
    await expect(within(card).getByRole('heading', { name: 'Batterie Varta Blue Dynamic B18' })).toBeVisible();
    await expect(card).toHaveTextContent('89,90 €');
    await expect(within(card).queryByText('Prix net')).toBeNull();
    await expect(detail(card, 'Référence')).toBe('VA-B18');
    await expect(detail(card, 'Catégorie')).toBe('Batteries d’origine');
    await expect(detail(card, 'Marque')).toBe('Varta');
    await expect(detail(card, 'Poids')).toBe('11\u202f500 g');
    await expect(detail(card, 'Technologie')).toBe('Plomb-calcium');
    await expect(detail(card, 'Type')).toBe('Démarrage');
    await expect(within(card).getByText('1/3')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Ajouter au panier' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(carBattery);
  },
};

// Issue 21: a signed-in customer's own price, the public one struck through.
export const CustomerPrice: Story = {
  args: { customerPrice: { unitPriceCents: 6743, publicPriceCents: 8990, breaks: [] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.querySelector('del')).toHaveTextContent(/Prix public : 89,90\s€ HT/);
    await expect(card).toHaveTextContent(/Votre prix : 67,43\s€ HT/);
  },
};

// Issue 21: a net-price product's card says « Prix net », for visitors and customers alike.
export const NetPrice: Story = {
  args: { product: { ...carBattery, isNetPrice: true }, customerPrice: { unitPriceCents: 8990, publicPriceCents: 8990, breaks: [] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('Prix net')).toBeVisible();
    await expect(card.querySelector('del')).toBeNull();
  },
};

export const NameLinksToDetail: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Batterie Varta Blue Dynamic B18' });
    await expect(link).toHaveAttribute('href', '/produit/VA-B18');
    await userEvent.click(link);
    await expect(navigated).toHaveBeenCalledWith('/produit/VA-B18');
  },
};

export const SliderAndMagnifier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
    await expect(canvas.getByText('2/3')).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Batterie Varta Blue Dynamic B18, image 2 sur 3 : flèches pour déplacer la loupe' }),
    ).toBeVisible();
  },
};

// Spec 1 §2: the type is hidden when it is "chargeur" (and so is the technology).
export const Charger: Story = {
  args: { product: charger, categoryLabel: 'Chargeurs', href: '/produit/CTEK-MXS5' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).queryByText('Type')).toBeNull();
    await expect(within(card).queryByText('Technologie')).toBeNull();
    await expect(detail(card, 'Poids')).toBe('800 g');
    await expect(within(card).getByText('1/2')).toBeVisible();
  },
};

// Spec 1 §2: add to cart only for products in stock; "Rupture de stock" stands where the button would be.
export const OutOfStock: Story = {
  args: { product: outOfStock, categoryLabel: 'Piles', href: '/produit/DUR-AA-24' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    await expect(within(card).getByText('Rupture de stock')).toBeVisible();
    await expect(within(card).queryByText('1/1')).toBeNull();
  },
};

// Spec 1 §2: a weight that is given but not numeric reads "N/A"; no image shows a placeholder.
export const WeightNotNumericNoImage: Story = {
  args: { product: unknownWeight, categoryLabel: undefined, href: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(detail(card, 'Poids')).toBe('N/A');
    await expect(detail(card, 'Catégorie')).toBe('ca');
    await expect(within(card).getByRole('img', { name: 'Batterie caméscope Sony NP-FV70' })).toBeVisible();
    await expect(within(card).queryByRole('link')).toBeNull();
  },
};

export const Adding: Story = {
  args: { isAdding: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  },
};

// Spec 2 §2.4: just after a successful add, the button reads "Ajouté !" for 3 s.
export const RecentlyAdded: Story = {
  args: { isRecentlyAdded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouté !' })).toBeVisible();
  },
};

// The catalogue with cart (spec 2 §2.5): "Promotion" for a promoted product, "Détails" to its page.
export const WithCartPromoted: Story = {
  args: { withCart: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('Promotion')).toBeVisible();
    await expect(within(card).queryByText('Stock faible')).toBeNull();
    await userEvent.click(within(card).getByRole('link', { name: `Détails de ${carBattery.name}` }));
    await expect(navigated).toHaveBeenCalledWith('/produit/VA-B18');
  },
};

// 4 left: "Stock faible" (stock <= 5); a charger's technology stays hidden.
export const WithCartLowStock: Story = {
  args: { withCart: true, product: charger, href: `/produit/${charger.id}` },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('Stock faible')).toBeVisible();
    await expect(within(card).queryByText('Promotion')).toBeNull();
    await expect(within(card).queryByText('Technologie')).toBeNull();
  },
};

// Spec 2 §2.5: the weight shows only when numeric, so no "N/A" line here.
export const WithCartWeightNotNumeric: Story = {
  args: { withCart: true, product: unknownWeight },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('article')).queryByText('Poids')).toBeNull();
  },
};

// The heart shows whether the product is a favourite; pressing it asks the shop to switch.
const heartStory = (isFavourite: boolean): Story => ({
  args: { withCart: true, onToggleFavourite: fn(), isFavourite },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Favori : ${carBattery.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', String(isFavourite));
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(carBattery);
  },
});

export const NotFavourite = heartStory(false);
export const Favourite = heartStory(true);
