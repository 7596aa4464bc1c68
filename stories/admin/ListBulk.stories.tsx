import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bulkConfirmation, bulkDone, bulkRefused, bulkResult, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@otech/domain';
import { AdminListPage, ListBulkFeedback, listSelection, type ListBulkProps } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { listBulkUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const statusDialog = {
  title: 'Changer le statut',
  choice: { label: 'Nouveau statut', options: ORDER_STATUSES.map((id) => ({ id, label: ORDER_STATUS_LABELS[id] })) },
  question: (label: string) => bulkConfirmation('orders', 'status', 2, label),
  confirmLabel: 'Changer le statut',
  isOpen: true,
  onConfirm: fn(),
  onCancel: fn(),
};

const statusResult = {
  title: 'Changer le statut : Confirmée',
  result: bulkResult([bulkDone('ORD-003', 'CMD-2026-00003', 'Passée à « Confirmée »'), bulkRefused('ORD-004', 'CMD-2026-00004', 'Déjà « Confirmée »')]),
  onClose: fn(),
};

const meta = {
  title: 'Admin/ListBulk',
  tags: ['beta'],
  component: ListBulkFeedback,
  parameters: usageDocs(listBulkUsage),
  args: {},
} satisfies Meta<typeof ListBulkFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// No action asked, none run: nothing above the table, so the story draws nothing.
export const Idle: Story = {
  parameters: { drawsNothing: 'intended' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

// The question before the action: the status to choose, then the count and the status in words.
export const Asking: Story = {
  args: { dialog: statusDialog },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('alertdialog', { name: 'Changer le statut' }));
    await userEvent.click(dialog.getByRole('button', { name: /Nouveau statut/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Confirmée' }));
    await expect(dialog.getByText('Passer 2 commandes au statut « Confirmée » ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Changer le statut' }));
    await expect(args.dialog?.onConfirm).toHaveBeenCalledWith({ id: 'confirmed', label: 'Confirmée' });
  },
};

// Keyboard: "Annuler" has the focus first, so Enter alone changes nothing.
export const AskingCancelledByKeyboard: Story = {
  args: { dialog: statusDialog },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('alertdialog', { name: 'Changer le statut' }));
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.dialog?.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.dialog?.onConfirm).not.toHaveBeenCalled();
  },
};

// What the action did: each record done or refused with its reason, and the count; "Fermer" closes it.
export const Result: Story = {
  args: { result: statusResult },
  play: async ({ args, canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Résultat : Changer le statut : Confirmée' }));
    await expect(panel.getByRole('status')).toHaveTextContent('1 faite, 1 refusée');
    await expect(panel.getByText('Déjà « Confirmée »')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Fermer' }));
    await expect(args.result?.onClose).toHaveBeenCalledTimes(1);
  },
};

// On a phone, the result's rows stay readable (390 px).
export const ResultOnAPhone: Story = {
  ...atViewport('handset'),
  args: { result: statusResult },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('CMD-2026-00004')).toBeVisible();
  },
};

interface Order {
  id: string;
  number: string;
  client: string;
}

const orders: Order[] = [
  { id: 'ORD-003', number: 'CMD-2026-00003', client: 'Durand Énergie SARL' },
  { id: 'ORD-004', number: 'CMD-2026-00004', client: 'Garage Lefèvre' },
  { id: 'ORD-005', number: 'CMD-2026-00005', client: 'Batteries du Nord' },
];

/** One `bulk` prop turned by `listSelection` into a list's checkboxes and action bar, as the orders page does. */
function OrdersWithBulk(bulk: ListBulkProps) {
  return (
    <AdminListPage<Order, Record<string, never>>
      adminName="Administrateur OTECH"
      onLogout={fn()}
      title="Commandes"
      label="Commandes"
      count={{ one: 'commande', many: 'commandes' }}
      list={{ status: 'ready', data: { items: orders, total: orders.length, page: 1, pageSize: 50, totalPages: 1 } }}
      onRetry={fn()}
      loadingLabel="Chargement des commandes..."
      empty={{ title: 'Aucune commande' }}
      columns={[
        { header: 'N° de commande', cell: (order) => order.number, nowrap: true },
        { header: 'Client', cell: (order) => order.client },
      ]}
      rowKey={(order) => order.id}
      page={1}
      onPageChange={fn()}
      selection={listSelection<Order>(bulk, (order) => `Sélectionner ${order.number}`)}
    >
      <ListBulkFeedback {...bulk} />
    </AdminListPage>
  );
}

const selectionChanged = fn();
const statusAsked = fn();

/** The orders list with these rows checked and its one action, running or not. */
const inAList = (selected: string[], isDisabled = false): Story => ({
  parameters: { layout: 'fullscreen' },
  render: () => <OrdersWithBulk selected={new Set(selected)} onSelectionChange={selectionChanged} actions={[{ label: 'Changer le statut', onPress: statusAsked, isDisabled }]} />,
});

// In a list, nothing checked: no action bar; checking a row hands the new selection to the page.
export const NothingChecked: Story = {
  ...inAList([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner CMD-2026-00004' }));
    await expect(selectionChanged).toHaveBeenCalledWith(new Set(['ORD-004']));
  },
};

// Rows checked: the count, the role's actions on every checked row, and "Tout désélectionner".
export const RowsChecked: Story = {
  ...inAList(['ORD-003', 'ORD-004']),
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('region', { name: 'Actions sur la sélection' }));
    await expect(bar.getByText('2 sélectionnées')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Changer le statut' }));
    await expect(statusAsked).toHaveBeenCalledWith(['ORD-003', 'ORD-004']);
    await userEvent.click(bar.getByRole('button', { name: 'Tout désélectionner' }));
    await expect(selectionChanged).toHaveBeenCalledWith(new Set());
  },
};

// While the action runs, its button waits; the selection can still be cleared.
export const ActionRunning: Story = {
  ...inAList(['ORD-003'], true),
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('region', { name: 'Actions sur la sélection' }));
    await expect(bar.getByRole('button', { name: 'Changer le statut' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Tout désélectionner' })).toBeEnabled();
  },
};
