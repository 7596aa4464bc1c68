import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CREDIT_HOLD_MESSAGE, ORDER_FORM_MESSAGES, documentTotalsCents } from '@otech/domain';
import { OrderForm } from '@otech/ui';
import { orderFormUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';

const addresses = [
  { id: 'adr-1', label: 'Siège — 12 rue des Piles, 69007 Lyon', isDefault: false },
  { id: 'adr-2', label: 'Entrepôt — 4 allée des Accus, 69200 Vénissieux', isDefault: true },
];

const meta = {
  title: 'Orders/OrderForm',
  tags: ['beta'],
  component: OrderForm,
  parameters: usageDocs(orderFormUsage),
  args: {
    addresses,
    totals: documentTotalsCents([{ unitPriceCents: 395, quantity: 40 }, { unitPriceCents: 1500, quantity: 1 }]),
    paymentTermsText: 'Paiement à 30 jours fin de facture',
    creditText: 'Encours : 3\u202f200\u00a0€ sur 5\u202f000\u00a0€',
    willBeHeld: false,
    today: '2026-12-02',
    submitLabel: 'Commander',
    onSubmit: fn(),
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Sends the default delivery address and what was typed, nothing blank.
export const Ordering: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paiement à 30 jours fin de facture')).toBeVisible();
    await expect(canvas.getByText('Total TTC')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Votre référence de commande/), 'BC-2026-118');
    await userEvent.type(canvas.getByLabelText('Commentaire'), 'Quai n° 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Commander' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ deliveryAddressId: 'adr-2', purchaseOrderReference: 'BC-2026-118', comment: 'Quai n° 3' });
  },
};

export const PastDeliveryDate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Date de livraison souhaitée'), '2026-11-30');
    await userEvent.tab();
    await expect(await canvas.findByText(ORDER_FORM_MESSAGES.dateInPast)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Commander' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WillBeHeld: Story = {
  args: { willBeHeld: true, creditText: 'Encours : 4\u202f800\u00a0€ sur 5\u202f000\u00a0€' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CREDIT_HOLD_MESSAGE)).toBeVisible();
  },
};

export const NoAddressBook: Story = {
  args: { addresses: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/adresse de votre société/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Commander' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({});
  },
};

export const Refused: Story = {
  args: { errorMessage: 'Pile alcaline AA LR6 : Stock insuffisant : 8 disponible(s)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Stock insuffisant : 8 disponible\(s\)/)).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Commande en cours/ })).toBeDisabled();
  },
};
