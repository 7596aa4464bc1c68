import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_ORDER_SEARCH_MAX } from '@otech/domain';
import { ClientSearchPanel } from '@otech/ui';
import { clientSearchArgs } from './fixtures.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { clientSearchPanelUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/ClientSearchPanel',
  tags: ['stable'],
  component: ClientSearchPanel,
  parameters: usageDocs(clientSearchPanelUsage),
  args: clientSearchArgs(),
} satisfies Meta<typeof ClientSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 3 §5: the search is sent 300 ms after typing stops, once, and not again for the same text.
export const DebouncedSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('Nom, email, entreprise ou SIRET')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const field = canvas.getByRole('searchbox', { name: 'Rechercher un client' });
    await userEvent.type(field, 'dur');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('dur'));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await userEvent.type(field, 'x{Backspace}');
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

// 10,000 clients never travel to the dashboard: 10 a page, the total in the range (issue 27).
export const Paged: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 - 10 sur 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const NoClientFound: Story = {
  args: { search: 'zzz', results: { status: 'ready', data: { items: [], total: 0, page: 1, pageSize: 10, totalPages: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun client trouvé pour "zzz"')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { results: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Recherche des clients...')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { results: { status: 'error', message: 'Erreur lors du chargement des clients' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des clients');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

// The panel folds away and opens again; its button says which.
export const Collapsible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Module clients' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    // Drawn away too, not only hidden from assistive technology (issue 27: display:flex beat hidden).
    const content = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(content && getComputedStyle(content).display).toBe('none');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('searchbox')).toBeVisible();
  },
};

// The search stops at what GET /admin/clients accepts.
export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Rechercher un client' }), ADMIN_ORDER_SEARCH_MAX]]);
  },
};
