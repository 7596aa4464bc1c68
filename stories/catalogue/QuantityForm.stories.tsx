import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatEuros } from '@otech/domain';
import { QuantityForm } from '@otech/ui';
import { carBattery, charger, outOfStock } from '../fixtures/products.ts';
import { usageDocs } from '../usage/usage.ts';
import { quantityFormUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/QuantityForm',
  tags: ['stable'],
  component: QuantityForm,
  parameters: usageDocs(quantityFormUsage),
  args: { product: carBattery, onAddToCart: fn(), onRequestQuote: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof QuantityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// toHaveTextContent folds every space, the no-break ones of French amounts too.
const euros = (amount: number) => `${formatEuros(amount)} HT`.replace(/\s/g, ' ');

const controls = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    input: canvas.getByRole('spinbutton', { name: 'Quantité' }),
    minus: canvas.getByRole('button', { name: /^Diminuer la quantité/ }),
    plus: canvas.getByRole('button', { name: /^Augmenter la quantité/ }),
    add: canvas.getByRole('button', { name: 'Ajouter au panier' }),
    quote: canvas.getByRole('button', { name: 'Demander un devis' }),
  };
};

// Spec 1 §5: minus disabled at 1; the line total follows the quantity.
export const InStock: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, minus, plus, add, quote } = controls(canvasElement);
    await expect(input).toHaveValue(1);
    await expect(minus).toBeDisabled();
    await expect(canvasElement).toHaveTextContent(euros(89.9));
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(input).toHaveValue(3);
    await expect(canvasElement).toHaveTextContent(euros(269.7));
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith(3);
    await userEvent.click(quote);
    await expect(args.onRequestQuote).toHaveBeenCalledWith(3);
  },
};

// Spec 1 §5: plus is disabled at the stock (4 chargers left), and a typed quantity is capped to it.
export const CappedByStock: Story = {
  args: { product: charger, defaultQuantity: 3 },
  play: async ({ canvasElement }) => {
    const { input, plus } = controls(canvasElement);
    await userEvent.click(plus);
    await expect(input).toHaveValue(4);
    await expect(plus).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '50');
    await userEvent.tab();
    await expect(input).toHaveValue(4);
  },
};

// Enter in the field adds the quantity it shows: one typed above the stock is capped first.
export const TypedAboveStockThenEnter: Story = {
  args: { product: charger },
  play: async ({ args, canvasElement }) => {
    const { input } = controls(canvasElement);
    await userEvent.tripleClick(input);
    await userEvent.keyboard('50{Enter}');
    await expect(input).toHaveValue(4);
    await expect(args.onAddToCart).toHaveBeenCalledWith(4);
  },
};

// Spec 1 §5: add to cart disabled at stock 0.
export const OutOfStock: Story = {
  args: { product: outOfStock },
  play: async ({ canvasElement }) => {
    const { add, quote, input } = controls(canvasElement);
    await expect(add).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(quote).toBeEnabled();
  },
};

// Spec 1 §5: add to cart disabled while adding.
export const Adding: Story = {
  args: { isAdding: true },
  play: async ({ args, canvasElement }) => {
    const { add, quote } = controls(canvasElement);
    await expect(add).toBeDisabled();
    await expect(quote).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};
