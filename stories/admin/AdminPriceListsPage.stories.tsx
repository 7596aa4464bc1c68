import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { usageDocs } from '../usage/usage.ts';
import { adminPriceListsPageUsage } from '../usage/pricingGuidance.ts';
import type { ClientOnList, PriceListDetail, PriceListSummary } from '@otech/domain';
import { AdminPriceListsPage } from '@otech/ui';
import { loadErrorStory } from './staffListStates.ts';

const lists: PriceListSummary[] = [
  { id: 'public', name: 'Public', rules: 0, netPrices: 0, breaks: 0, clients: 9 },
  { id: 'professionnel', name: 'Professionnel', rules: 2, netPrices: 1, breaks: 3, clients: 6 },
  { id: 'revendeur', name: 'Revendeur / Grossiste', rules: 3, netPrices: 0, breaks: 2, clients: 2 },
  { id: 'premium', name: 'Premium', rules: 1, netPrices: 0, breaks: 0, clients: 3 },
];
const nord: ClientOnList = { id: 4, societe: 'Batteries du Nord', pseudo: 'SOPHIEB', famille: 'Grossiste', listId: 'revendeur', pinned: false, exempt: false };
const ouest: ClientOnList = { id: 15, societe: 'Grossiste Ouest', pseudo: 'GOUEST', famille: 'Grossiste', listId: 'revendeur', pinned: true, exempt: true };
const detail: PriceListDetail = {
  list: {
    id: 'revendeur',
    rules: [{ scope: 'category', category: 'vp', percentOff: 25 }, { scope: 'category', category: 'vc', percentOff: 15 }, { scope: 'brand', brand: 'CTEK', percentOff: 20 }],
    netPrices: [],
    breaks: [{ scope: 'category', category: 'vp', minQuantity: 50, kind: 'percentOff', percentOff: 5 }],
  },
  clients: [nord, ouest],
};

const meta = {
  title: 'Admin/AdminPriceListsPage',
  tags: ['beta'],
  component: AdminPriceListsPage,
  parameters: { layout: 'fullscreen', ...usageDocs(adminPriceListsPageUsage) },
  args: {
    adminName: 'Administrateur OTECH',
    onLogout: fn(),
    lists: { status: 'ready', data: lists },
    selectedListId: 'revendeur',
    onSelectList: fn(),
    detail: { status: 'ready', data: detail },
    onRetry: fn(),
    editor: { onSave: fn() },
    editorKey: 0,
    onMoveClient: fn(),
    onExempt: fn(),
    preview: { onPreview: fn() },
    review: { onRun: fn() },
  },
} satisfies Meta<typeof AdminPriceListsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page says how a price is decided, counts each list, and opens one with its lines and clients.
export const Lists: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Comment un prix est décidé' })).toBeVisible();
    await expect(canvas.getByText(/Le prix contrat du client pour ce produit/)).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Professionnel/ })).getByText('6')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Grille Revendeur / Grossiste' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2 clients sur cette grille' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Grille affichée' }), 'premium');
    await expect(args.onSelectList).toHaveBeenCalledWith('premium');
  },
};

// A client is moved to another list, or exempted from the wholesaler clause, from its row.
export const MoveAndExempt: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Grille de Batteries du Nord' }), 'professionnel');
    await expect(args.onMoveClient).toHaveBeenCalledWith(nord, 'professionnel');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Exempter Batteries du Nord' }));
    await expect(args.onExempt).toHaveBeenCalledWith(nord, true);
    await expect(canvas.getByRole('checkbox', { name: 'Exempter Grossiste Ouest' })).toBeChecked();
  },
};

export const ClientChanging: Story = {
  args: { changingClientId: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Grille de Batteries du Nord' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { lists: { status: 'loading' }, detail: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement des grilles...' })).toBeVisible();
  },
};

export const LoadError: Story = loadErrorStory('detail', 'Erreur lors du chargement de la grille');
