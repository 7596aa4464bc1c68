import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CREDIT_HOLD_MESSAGE } from '@otech/domain';
import { OrderConfirmation } from '@otech/ui';
import { orderConfirmationUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Orders/OrderConfirmation',
  tags: ['beta'],
  component: OrderConfirmation,
  parameters: usageDocs(orderConfirmationUsage),
  args: { orderNumber: 'CMD-2026-00061', isHeld: false, backOrders: [], ordersHref: '/client-dashboard?tab=orders', catalogueHref: '/produits' },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commande CMD-2026-00061 confirmée' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/client-dashboard?tab=orders');
  },
};

export const HeldOnCredit: Story = {
  args: { isHeld: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commande CMD-2026-00061 en attente de validation' })).toBeVisible();
    await expect(canvas.getByText(CREDIT_HOLD_MESSAGE)).toBeVisible();
  },
};

export const WithBackOrders: Story = {
  args: { backOrders: [{ productName: 'Pile alcaline AAA LR03', quantity: 3, text: 'Sur commande, délai indicatif : 7 jours' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pile alcaline AAA LR03 (3) : Sur commande, délai indicatif : 7 jours')).toBeVisible();
  },
};
