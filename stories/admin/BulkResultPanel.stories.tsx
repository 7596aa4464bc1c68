import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bulkResult, bulkDone, bulkRefused } from '@otech/domain';
import { BulkResultPanel } from '@otech/ui';
import { bulkResultPanelUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Admin/BulkResultPanel',
  tags: ['beta'],
  component: BulkResultPanel,
  parameters: usageDocs(bulkResultPanelUsage),
  args: {
    title: 'Changer le statut : Confirmée',
    result: bulkResult([
      bulkDone('ord-1', 'CMD-2027-00041', 'Passée à « Confirmée »'),
      bulkRefused('ord-2', 'CMD-2027-00042', 'Déjà « Confirmée »'),
      bulkDone('ord-3', 'CMD-2027-00043', 'Passée à « Confirmée »'),
    ]),
    onClose: fn(),
  },
} satisfies Meta<typeof BulkResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement, title: string) => within(within(canvasElement).getByRole('region', { name: `Résultat : ${title}` }));

// Some done, one refused with its reason; "Fermer" hands back to the list.
export const SomeRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = panelOf(canvasElement, args.title);
    await expect(panel.getByRole('status')).toHaveTextContent('2 faites, 1 refusée');
    const rows = panel.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'FaitCMD-2027-00041Passée à « Confirmée »',
      'RefuséCMD-2027-00042Déjà « Confirmée »',
      'FaitCMD-2027-00043Passée à « Confirmée »',
    ]);
    await userEvent.click(panel.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const AllDone: Story = {
  args: {
    title: 'Envoyer la relance suivante',
    result: bulkResult([bulkDone('fac-1', 'FA-2027-00012', 'Relance amiable envoyée'), bulkDone('fac-2', 'FA-2027-00011', 'Mise en demeure envoyée')]),
  },
  play: async ({ args, canvasElement }) => {
    const panel = panelOf(canvasElement, args.title);
    await expect(panel.getByRole('status')).toHaveTextContent('2 faites, 0 refusée');
    await expect(panel.queryByText('Refusé')).toBeNull();
  },
};

export const AllRefused: Story = {
  args: {
    title: 'Bons de livraison (ZIP)',
    result: bulkResult([bulkRefused('ord-9', 'CMD-2027-00049', 'Aucun colis expédié : pas encore de bon de livraison')]),
  },
  play: async ({ args, canvasElement }) => {
    const panel = panelOf(canvasElement, args.title);
    await expect(panel.getByRole('status')).toHaveTextContent('0 faite, 1 refusée');
    await expect(panel.getByText('Aucun colis expédié : pas encore de bon de livraison')).toBeVisible();
  },
};
