import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatEuros, priceUpdatedText } from '@otech/domain';
import { CartLine } from '@otech/ui';
import { cartItems } from '../fixtures/cart.ts';
import { asShown } from '../fixtures/text.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartLineUsage } from '../usage/cartGuidance.ts';

const [battery, charger, camcorder] = cartItems as [(typeof cartItems)[0], (typeof cartItems)[0], (typeof cartItems)[0]];

const meta = {
  title: 'Cart/CartLine',
  tags: ['stable'],
  component: CartLine,
  parameters: usageDocs(cartLineUsage),
  args: { item: battery, onQuantityChange: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 800 }}><Story /></div>],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

// toHaveTextContent folds every space, the no-break ones of French amounts too.
const euros = (amount: number) => asShown(formatEuros(amount));

// Spec 1 §2: voltage (V), capacity (Ah), weight (kg), the first 2 features, unit price, line total.
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const line = within(canvasElement).getByRole('article', { name: 'Batterie Varta Blue Dynamic B18' });
    await expect(line).toHaveTextContent('Tension :12 V');
    await expect(line).toHaveTextContent('Capacité :44 Ah');
    await expect(line).toHaveTextContent('Poids :11,5 kg');
    await expect(within(within(line).getByRole('list', { name: 'Caractéristiques' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(line).toHaveTextContent(`Prix unitaire : ${euros(89.9)}`);
    await expect(line).toHaveTextContent(euros(179.8));
    // Issue #10: the picture's box is sized before it loads, and it loads when scrolled to.
    const picture = line.querySelector('img');
    await expect(picture).toHaveAttribute('width', '320');
    await expect(picture).toHaveAttribute('height', '320');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await userEvent.click(within(line).getByRole('button', { name: /^Augmenter la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(battery.id, 3);
    await userEvent.click(within(line).getByRole('button', { name: 'Supprimer Batterie Varta Blue Dynamic B18' }));
    await expect(args.onRemove).toHaveBeenCalledWith(battery.id);
  },
};

// Spec 1 §4: a quantity below 1 removes the line, so minus at 1 hands over 0.
export const MinusAtOne: Story = {
  args: { item: { ...battery, quantity: 1 } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Diminuer la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(battery.id, 0);
  },
};

// Spec 1 §5: a non-numeric input is ignored.
export const TypedQuantity: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantité de Batterie Varta Blue Dynamic B18' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(battery.id, 12);
  },
};

// Spec 1 §9: a custom price replaces the product price; a picture that fails shows a placeholder.
export const CustomPriceBrokenPicture: Story = {
  args: { item: charger },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article');
    await expect(line).toHaveTextContent(`Prix unitaire : ${euros(69)}`);
    await waitFor(() => expect(within(line).getByTestId('cart-line-placeholder')).toBeInTheDocument());
  },
};

// Issue 21: a signed-in customer's price today, the public price struck through, and the change since the line was added.
export const CustomerPriceUpdated: Story = {
  args: {
    price: {
      id: battery.id,
      productId: battery.product.id,
      name: battery.product.name,
      quantity: battery.quantity,
      unitPriceCents: 7500,
      publicPriceCents: 8990,
      priceUpdated: priceUpdatedText(7300, 7500),
    },
  },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article');
    await expect(line.querySelector('del')).toHaveTextContent(`Prix public : ${euros(89.9)} HT`);
    await expect(line).toHaveTextContent(`Votre prix : ${euros(75)} HT`);
    await expect(line).toHaveTextContent(`${euros(150)} HT`);
    await expect(within(line).getByRole('status')).toHaveTextContent(`Prix mis à jour : ${euros(73)} → ${euros(75)} HT`);
  },
};

// Issue 21: today's product is sold at a net price, which the line says.
export const NetPrice: Story = {
  args: {
    price: { id: battery.id, productId: battery.product.id, name: battery.product.name, quantity: battery.quantity, unitPriceCents: 8990, publicPriceCents: 8990, isNetPrice: true },
  },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article');
    await expect(within(line).getByText('Prix net')).toBeVisible();
    await expect(line).toHaveTextContent(`Prix unitaire : ${euros(89.9)} HT`);
  },
};

// No picture, no feature, and a weight that is not a number: no weight line.
export const Sparse: Story = {
  args: { item: camcorder },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article');
    await expect(within(line).getByTestId('cart-line-placeholder')).toBeInTheDocument();
    await expect(within(line).queryByText('Poids :')).toBeNull();
    await expect(within(line).queryByRole('list', { name: 'Caractéristiques' })).toBeNull();
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Supprimer Batterie Varta Blue Dynamic B18' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};
