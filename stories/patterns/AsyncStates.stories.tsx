import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackageOpen } from 'lucide-react';
import { formatEurosHT, type Product } from '@otech/domain';
import { AsyncContent, EmptyState, LinkButton, type AsyncState } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { carBattery, charger } from '../fixtures/products.ts';

/** A list that waits for its data, as every list and page of the shop does it (`AsyncContent`). */
function AsyncStatesPattern({ state, onRetry }: { state: AsyncState<readonly Product[]>; onRetry: () => void }) {
  return (
    <AsyncContent
      state={state}
      onRetry={onRetry}
      loadingLabel="Chargement des produits..."
      isEmpty={(products) => products.length === 0}
      empty={
        <EmptyState
          icon={PackageOpen}
          title="Aucun produit trouvé"
          message="Essayez d'autres critères de recherche."
          action={<LinkButton href="/catalogue">Voir tout le catalogue</LinkButton>}
        />
      }
    >
      {(products) => (
        <ul>
          {products.map((product) => (
            <li key={product.id}>
              {product.name}: {formatEurosHT(product.price)}
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

const meta = {
  title: 'Patterns/Empty, loading and error states',
  tags: ['stable'],
  component: AsyncStatesPattern,
  args: { state: loaded([carBattery, charger]), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component: `Every screen that waits for data goes through the same four states, with \`AsyncContent\`:

- **Loading**: a spinner with the screen's loading text ("Chargement des produits..."), read by screen readers. No blank page, no skeleton that pretends data exists.
- **Error**: what failed, in a sentence, and **Réessayer**. A failed load is never shown as an empty list: "no products" and "we could not load the products" are different news.
- **Empty**: an \`EmptyState\` with a title in the spec's words, a line on how to get results, and a way out (usually a link to the catalogue).
- **Data**: the content itself.

Design all four for every list you draw. Keyboard: the error's Réessayer and the empty state's link are reachable with Tab.`,
      },
    },
  },
} satisfies Meta<typeof AsyncStatesPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement des produits...')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: 'Impossible de charger les produits' } },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('Impossible de charger les produits')).toBeVisible();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Réessayer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { state: loaded([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Voir tout le catalogue' })).toHaveFocus();
  },
};

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // textContent, not getByText: the testing library turns the price's no-break spaces into spaces.
    await expect(items.map((item) => item.textContent)).toEqual([carBattery, charger].map((product) => `${product.name}: ${formatEurosHT(product.price)}`));
  },
};
