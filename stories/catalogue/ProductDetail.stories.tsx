import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Product } from '@otech/domain';
import {
  LinkRouterProvider,
  ProductDetail,
  ProductGallery,
  ProductTabs,
  QuantityForm,
  ShareButton,
  productSliderImages,
  type ProductDetailProps,
} from '@otech/ui';
import { carBattery, categories, charger, outOfStock, productPage } from '../fixtures/products.ts';
import { atViewport } from '../storefront/viewports.ts';
import { loaded } from '../fixtures/asyncState.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { productDetailUsage } from '../usage/catalogueGuidance.ts';

/** The page with the parts the shop hydrates on their own, each wired to the story's spies. */
type Args = Omit<ProductDetailProps, 'parts'> & {
  isAdding: boolean;
  onAddToCart: (quantity: number) => void;
  onRequestQuote: (quantity: number) => void;
  onShare: () => void;
};

function Page({ isAdding, onAddToCart, onRequestQuote, onShare, ...props }: Args) {
  const parts = (product: Product) => ({
    gallery: <ProductGallery images={productSliderImages(product)} label={product.name} />,
    order: <QuantityForm product={product} isAdding={isAdding} onAddToCart={onAddToCart} onRequestQuote={onRequestQuote} />,
    share: <ShareButton onShare={onShare} />,
    tabs: <ProductTabs product={product} />,
  });
  return <ProductDetail {...props} parts={parts} />;
}

const meta = {
  title: 'Catalogue/ProductDetail',
  tags: ['stable'],
  render: (args) => <Page {...args} />,
  args: {
    product: loaded(carBattery),
    categories,
    relatedCandidates: [carBattery, ...productPage(16)],
    productHref: (product) => `/produit/${product.id}`,
    backHref: '/products',
    isAdding: false,
    onAddToCart: fn(),
    onRequestQuote: fn(),
    onShare: fn(),
    onRetry: fn(),
  },
  parameters: { ...usageDocs(productDetailUsage), layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

// On a laptop (1280 × 800), where the buy box must show without scrolling.
export const InStock: Story = {
  ...atViewport('laptop'),
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).queryByText('Prix net')).toBeNull();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: carBattery.name })).toBeVisible();
    await expect(canvas.getByText('Batteries d’origine')).toBeVisible();
    await expect(canvas.getByText('En stock')).toBeVisible();
    await expect(canvas.getByText('Stock : 42')).toBeVisible();
    await expect(canvas.getByText('Livraison gratuite à partir de 500€')).toBeVisible();
    await expect(canvas.getByText('Expédition sous 24-48h')).toBeVisible();
    await expect(canvas.getByText('Garantie : 2 ans')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Caractéristiques' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('tab', { name: 'Compatibilité' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Compatible avec:');
    await expect(canvas.getAllByRole('link', { name: /^Voir / })).toHaveLength(4);

    // The buy box shows without scrolling at 1280 x 800: under the shop's 64 px header and 20 px
    // padding, the page has 716 px before the fold.
    const addButton = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(addButton.getBoundingClientRect().bottom - canvasElement.getBoundingClientRect().top).toBeLessThanOrEqual(716);

    await userEvent.click(canvas.getByRole('button', { name: /^Augmenter la quantité/ }));
    await userEvent.click(addButton);
    await expect(args.onAddToCart).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Demander un devis' }));
    await expect(args.onRequestQuote).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Retour aux produits' }));
    await expect(navigated).toHaveBeenCalledWith('/products');
  },
};

// Spec 1 §4: 1 to 10 left is "Stock limité"; no warranty given reads "Garantie fabricant".
export const LimitedStock: Story = {
  args: { product: loaded(charger) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stock limité')).toBeVisible();
    await expect(canvas.getByText('Garantie fabricant')).toBeVisible();
    await expect(canvas.getByText('Chargeurs')).toBeVisible();
  },
};

// Spec 1 §4 and §9: 0 is "Rupture de stock", delivery 5-7 jours, add to cart disabled.
export const OutOfStock: Story = {
  args: { product: loaded(outOfStock) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rupture de stock')).toBeVisible();
    await expect(canvas.getByText('Expédition sous 5-7 jours')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  },
};

export const Adding: Story = {
  args: { isAdding: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  },
};

// Issue 21: a net-price product says so under its price, with the terms of sale's returns clause.
export const NetPrice: Story = {
  args: { product: loaded({ ...carBattery, isNetPrice: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Prix net')).toBeVisible();
    await expect(canvas.getByText(/ni repris ni échangé \(conditions générales de vente, article 8\)/)).toBeVisible();
  },
};

// Loading, not found and a failed load: ProductDetailStatus's stories.
export const Phone: Story = { ...atViewport('phone') };

// Going to a related product (same page, new product) starts again at quantity 1.
export const AnotherProduct: Story = {
  render: function Render(args) {
    const [product, setProduct] = useState(args.product);
    // The related product's link lands on this same page, now showing that product.
    return (
      <LinkRouterProvider navigate={() => setProduct(loaded(charger))}>
        <Page {...args} product={product} />
      </LinkRouterProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Augmenter la quantité/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Augmenter la quantité/ }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(3);
    await userEvent.click(canvas.getAllByRole('link', { name: /^Voir / })[0] as HTMLElement);
    await expect(canvas.getByRole('heading', { level: 1, name: charger.name })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(1);
  },
};
