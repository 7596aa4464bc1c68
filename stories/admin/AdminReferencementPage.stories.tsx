import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STAFF_LIST_SEARCH_DEBOUNCE_MS, TEXT_LIMITS, type PagedResult, type ReferencementRow } from '@otech/domain';
import { AdminReferencementPage } from '@otech/ui';
import { writtenReferencement as written } from './fixtures.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminReferencementPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory } from './staffListStates.ts';

const derived: ReferencementRow = {
  cible: 'produit',
  cle: 'CA00001',
  libelle: 'Batterie camescope compatible Sony NP-FH70 7,2 V 1575 mAh Ansmann',
  titre: 'Batterie camescope compatible Sony NP-FH70 7,2 V 1575 mAh Ansmann',
  description: 'Batterie Li-ion de remplacement pour Sony DCR-SR45.',
  slug: 'batterie-camescope-compatible-sony-np-fh70-7-2-v-1575-mah-ansmann',
  personnalise: false,
};
const pageOf = (items: ReferencementRow[], total = items.length): PagedResult<ReferencementRow> => ({ items, total, page: 1, pageSize: 20, totalPages: Math.ceil(total / 20) });

const meta = {
  title: 'Admin/AdminReferencementPage',
  tags: ['stable'],
  component: AdminReferencementPage,
  parameters: { ...usageDocs(adminReferencementPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    cible: 'produit',
    search: '',
    onFilterChange: fn(),
    rows: { status: 'ready', data: pageOf([written, derived], 320) },
    onRetry: fn(),
    onPageChange: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof AdminReferencementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each page's title, description and slug, written or derived, with the length search engines show.
export const LengthHints: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const own = within(canvas.getByRole('row', { name: /VP00001/ }));
    await expect(own.getByText('Personnalisé')).toBeVisible();
    await expect(own.getByText('44/60 caractères')).toBeVisible();
    const auto = within(canvas.getByRole('row', { name: /CA00001/ }));
    await expect(auto.getByText('Automatique')).toBeVisible();
    await expect(auto.getByText('65/60 caractères : trop long, il sera coupé')).toBeVisible();
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Pages/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Rayons' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('rayon', '');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher une page' }), 'sony{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('produit', 'sony');
  },
};

// The search runs as typing stops (issue 27), without Enter: every word, in any order, on the server.
export const SearchOnTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Rechercher une page' }), 'np-fh70 sony');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenCalledWith('produit', 'np-fh70 sony'), { timeout: STAFF_LIST_SEARCH_DEBOUNCE_MS * 5 });
    await expect(args.onFilterChange).toHaveBeenCalledOnce();
  },
};

// The editor counts as it is typed, makes the slug from the title, and saves the three fields.
export const EditAPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: `Modifier ${derived.libelle}` }));
    const dialog = within(await page.findByRole('dialog'));
    const title = dialog.getByRole('textbox', { name: 'Titre' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Batterie Sony NP-FH70 | OTECH');
    await expect(dialog.getByText('29/60 caractères')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Slug depuis le titre' }));
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('batterie-sony-np-fh70-otech');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith(derived, { titre: 'Batterie Sony NP-FH70 | OTECH', description: derived.description, slug: 'batterie-sony-np-fh70-otech' });
  },
};

// A slug with spaces or capitals is named beside its field, in French, and nothing is saved.
export const InvalidSlug: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Modifier ${written.libelle}` }));
    const dialog = within(await page.findByRole('dialog'));
    const slug = dialog.getByRole('textbox', { name: 'Slug' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Pile CR2032');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(dialog.getByText('Lettres minuscules, chiffres et tirets seulement')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NoPageFound: Story = {
  args: { search: 'zzz', rows: { status: 'ready', data: pageOf([]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune page trouvée pour "zzz"')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('rows', 'Chargement du référencement...');

export const LoadError: Story = loadErrorStory('rows', 'Erreur lors du chargement du référencement');

// The search stops at what GET /admin/referencement accepts.
export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Rechercher une page' }), TEXT_LIMITS.line]]);
  },
};
