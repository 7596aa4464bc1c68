import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAGINATOR_LABELS } from '@otech/domain';
import type { AuditEntry } from '@otech/domain';
import { RecordTimeline } from '@otech/ui';
import { recordTimelineUsage } from '../usage/staffGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const entry = (id: number, changes: Partial<AuditEntry>): AuditEntry => ({
  id: String(id),
  at: '2027-01-12T13:32:00.000Z',
  staffId: 's2',
  staffName: 'Marie Leroy',
  staffRole: 'commercial',
  kind: 'order',
  recordId: 'ord-0007',
  action: 'statut',
  before: { status: 'pending' },
  after: { status: 'confirmed' },
  ...changes,
});

const items = [
  entry(3, {}),
  entry(2, { at: '2027-01-11T08:05:00.000Z', staffName: 'Paul Martin', staffRole: 'comptabilite', action: 'paiement', before: { paymentStatus: 'pending' }, after: { paymentStatus: 'partial' } }),
  entry(1, { at: '2027-01-10T16:40:00.000Z', clientId: '12', action: 'commande passée', before: null, after: { total: 722.64 } }),
];

const meta = {
  title: 'Admin/RecordTimeline',
  tags: ['beta'],
  component: RecordTimeline,
  args: { entries: { status: 'ready', data: { items, total: 3, page: 1, pageSize: 20, totalPages: 1 } }, onRetry: fn(), page: 1, pageSize: 20, onPageChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
  parameters: usageDocs(recordTimelineUsage),
} satisfies Meta<typeof RecordTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 23: "12/01/2027 à 14:32 — Marie Leroy (Commercial) : statut En attente → Confirmée", newest first.
export const WithChanges: Story = {
  play: async ({ canvasElement }) => {
    const lines = within(within(canvasElement).getByRole('list', { name: 'Historique' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('12/01/2027 à 14:32 — Marie Leroy (Commercial) : statut En attente → Confirmée');
    await expect(lines[1]).toHaveTextContent('Paul Martin (Comptabilité) : paiement : paymentStatus');
  },
};

// A write made while signed in as the client names the staff member and the client.
export const WhileSignedInAsTheClient: Story = {
  args: { entries: { status: 'ready', data: { items: [items[2]!], total: 1, page: 1, pageSize: 20, totalPages: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Marie Leroy (Commercial) en tant que client N° 12 : commande passée');
  },
};

// More than a page: the paginator asks for the next one.
export const Paged: Story = {
  args: { entries: { status: 'ready', data: { items, total: 45, page: 1, pageSize: 20, totalPages: 3 } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: PAGINATOR_LABELS.nextPage }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { entries: { status: 'ready', data: { items: [], total: 0, page: 1, pageSize: 20, totalPages: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune modification enregistrée')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement de l’historique...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { entries: { status: 'error', message: 'Erreur lors du chargement de l’historique' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
