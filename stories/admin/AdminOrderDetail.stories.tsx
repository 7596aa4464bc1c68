import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CARRIER_MAX, TRACKING_NUMBER_MAX } from '@otech/domain';
import { AdminOrderDetail } from '@otech/ui';
import { deliveredOrder, pendingOrder } from '../fixtures/adminOrders.ts';
import { nothingShipped, partlyShipped, uninvoicedParcel } from '../fixtures/shipments.ts';
import { navigated } from '../fixtures/navigation.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminOrderDetailUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AdminOrderDetail',
  tags: ['stable'],
  component: AdminOrderDetail,
  parameters: { ...usageDocs(adminOrderDetailUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    order: { status: 'ready', data: pendingOrder },
    onRetry: fn(),
    onSave: fn(),
    shipments: { status: 'ready', data: nothingShipped },
    onShip: fn(),
    onDownloadDeliveryNote: fn(),
    onDownloadInvoice: fn(),
    onIssueInvoice: fn(),
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
    await expect(within(canvas.getByRole('table', { name: 'Articles de la commande' })).getByRole('rowheader', { name: /Pile alcaline AA LR6/ })).toBeVisible();
    await expect(canvas.getByText(/3 avenue du Stock/)).toBeVisible();
    // The order's amount is before tax, and says so.
    await expect(canvas.getByText('Montant HT').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('346,00 €');
    await choose(canvasElement, /Statut de la commande/, 'Livrée');
    await choose(canvasElement, /Statut du paiement/, 'Payée');
    await choose(canvasElement, /Statut de livraison/, 'Livrée');
    const statuses = within(canvas.getByRole('form', { name: 'Modifier les statuts' }));
    await userEvent.type(statuses.getByRole('textbox', { name: 'Transporteur' }), 'Colissimo');
    await userEvent.type(statuses.getByRole('textbox', { name: 'Numéro de suivi' }), '6A123');
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

// Issue 27: cancelling is asked again; kept, nothing is saved; confirmed, it is.
export const CancelAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await choose(canvasElement, /Statut de la commande/, 'Annulée');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Annuler la commande' });
    await expect(within(dialog).getByText('Êtes-vous sûr de vouloir annuler la commande CMD-2026-00001 ?')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder la commande' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(within(await page.findByRole('alertdialog', { name: 'Annuler la commande' })).getByRole('button', { name: 'Annuler la commande' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' }));
  },
};

// Issue 22: the order's parcels with their tracking and invoices, and the form of the next parcel for what remains.
export const ShipInParcels: Story = {
  args: { order: { status: 'ready', data: { ...pendingOrder, status: 'processing', shippingStatus: 'preparing' } }, shipments: { status: 'ready', data: { ...partlyShipped, shipments: [...partlyShipped.shipments, uninvoicedParcel] } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Expéditions' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Colis BL-2026-00001' })).toBeVisible();
    await userEvent.click(within(canvas.getByRole('listitem', { name: 'Colis BL-2026-00002' })).getByRole('button', { name: 'Émettre la facture' }));
    await expect(args.onIssueInvoice).toHaveBeenCalledWith(uninvoicedParcel);
    const form = canvas.getByRole('form', { name: 'Expédier un colis' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Transporteur/ }), 'DPD');
    await userEvent.type(within(form).getByRole('textbox', { name: /Numéro de suivi/ }), 'D0003');
    await userEvent.click(within(form).getByRole('button', { name: 'Expédier le colis' }));
    await expect(args.onShip).toHaveBeenCalledWith({ carrier: 'DPD', trackingNumber: 'D0003', issueInvoice: true, lines: [{ line: 0, quantity: 40 }, { line: 1, quantity: 4 }] });
  },
};

// While the parcels load, the rest of the order is shown and the shipping section waits.
export const ShipmentsLoading: Story = {
  args: { shipments: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commande CMD-2026-00001' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Expéditions' })).toBeNull();
  },
};

// A delivered order shows its carrier, tracking number and delivery date.
export const Delivered: Story = {
  args: { order: { status: 'ready', data: deliveredOrder } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Livrée le').nextElementSibling).toHaveTextContent('05/11/2026');
    await expect(canvas.getByText('CH123FR')).toBeVisible();
    await expect(within(canvas.getByRole('form', { name: 'Modifier les statuts' })).getByRole('textbox', { name: 'Transporteur' })).toHaveValue('Chronopost');
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

// Issue 23: Logistique ships parcels but changes no status and issues no invoice; neither form nor button is offered.
export const Logistique: Story = {
  args: { adminName: 'Lucie Bernard', onSave: undefined, onValidate: undefined, onIssueInvoice: undefined, order: { status: 'ready', data: { ...pendingOrder, creditHold: true } }, shipments: { status: 'ready', data: { ...partlyShipped, shipments: [...partlyShipped.shipments, uninvoicedParcel] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Expédier un colis' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Modifier les statuts' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Valider la commande' })).toBeNull();
    await expect(within(canvas.getByRole('listitem', { name: 'Colis BL-2026-00002' })).getByText('Facture à venir')).toBeVisible();
  },
};

// Issue 23: Comptabilité reads the order, its parcels and invoices; it neither ships nor changes a status.
export const Comptabilite: Story = {
  args: { adminName: 'Paul Martin', onSave: undefined, onShip: undefined, shipments: { status: 'ready', data: partlyShipped } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { name: 'Colis BL-2026-00001' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Expédier un colis' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Modifier les statuts' })).toBeNull();
  },
};

// Carrier and tracking number stop at the lengths PATCH /admin/orders/{id} accepts, read from its schema.
export const FieldLengths: Story = {
  play: async ({ canvasElement }) => {
    const statuses = within(within(canvasElement).getByRole('form', { name: 'Modifier les statuts' }));
    await expectMaxLengths([
      [statuses.getByRole('textbox', { name: 'Transporteur' }), CARRIER_MAX],
      [statuses.getByRole('textbox', { name: 'Numéro de suivi' }), TRACKING_NUMBER_MAX],
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
