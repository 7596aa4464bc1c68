import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CARRIER_MAX, TRACKING_NUMBER_MAX } from '@otech/domain';
import { AdminOrderDetail } from '@otech/ui';
import { deliveredOrder, pendingOrder } from '../fixtures/adminOrders.ts';
import { navigated } from '../fixtures/navigation.ts';
import { expectMaxLengths } from './fieldLimits.ts';

const meta = {
  title: 'Admin/AdminOrderDetail',
  component: AdminOrderDetail,
  parameters: { layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    order: { status: 'ready', data: pendingOrder },
    onRetry: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof AdminOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, select: RegExp, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: select }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }));
};

// Spec 3 §4: any transition, here pending straight to delivered, with carrier and tracking number.
export const ChangeStatuses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commande CMD-2026-00001' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Pile alcaline AA LR6/ })).toBeVisible();
    await expect(canvas.getByText(/3 avenue du Stock/)).toBeVisible();
    await choose(canvasElement, /Statut de la commande/, 'Livrée');
    await choose(canvasElement, /Statut du paiement/, 'Payée');
    await choose(canvasElement, /Statut de livraison/, 'Livrée');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Transporteur' }), 'Colissimo');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Numéro de suivi' }), '6A123');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      status: 'delivered',
      paymentStatus: 'paid',
      shippingStatus: 'delivered',
      carrier: 'Colissimo',
      trackingNumber: '6A123',
    });
  },
};

// A delivered order shows its carrier, tracking number and delivery date.
export const Delivered: Story = {
  args: { order: { status: 'ready', data: deliveredOrder } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Livrée le').nextElementSibling).toHaveTextContent('05/11/2026');
    await expect(canvas.getByText('CH123FR')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Transporteur' })).toHaveValue('Chronopost');
  },
};

// Issue 22: an order held on credit comes with "Valider la commande", and its reference and wishes show.
export const HeldOnCredit: Story = {
  args: { order: { status: 'ready', data: { ...pendingOrder, creditHold: true, purchaseOrderReference: 'BC-2026-118', comment: 'Quai n° 3' } }, onValidate: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'En attente de validation' })).toBeVisible();
    await expect(canvas.getByText('BC-2026-118')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Valider la commande' }));
    await expect(args.onValidate).toHaveBeenCalledTimes(1);
  },
};

// Carrier and tracking number stop at the lengths PATCH /admin/orders/{id} accepts, read from its schema.
export const FieldLengths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectMaxLengths([
      [canvas.getByRole('textbox', { name: 'Transporteur' }), CARRIER_MAX],
      [canvas.getByRole('textbox', { name: 'Numéro de suivi' }), TRACKING_NUMBER_MAX],
    ]);
  },
};

// While the save is under way the button says so with a spinner, as every form's does, and cannot be pressed again.
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /^Enregistrement\.\.\./ });
    await expect(submit).toHaveTextContent('Enregistrement...');
    await expect(canvas.getByRole('progressbar', { name: 'Enregistrement...' })).toBeInTheDocument();
    await expect(submit).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { saveError: 'Erreur lors de la mise à jour' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour');
  },
};

export const NotFound: Story = {
  args: { order: { status: 'ready', data: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Commande introuvable')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Retour aux commandes' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/orders');
  },
};

export const Loading: Story = {
  args: { order: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement de la commande...')).toBeVisible();
  },
};
