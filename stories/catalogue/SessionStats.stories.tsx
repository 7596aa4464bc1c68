import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SessionStats } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { sessionStatsUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/SessionStats',
  tags: ['stable'],
  component: SessionStats,
  parameters: usageDocs(sessionStatsUsage),
  args: {
    stats: { duration: 245_000, productsViewed: 16, searchHistory: ['lr6', 'agm'], cartInteractions: 3 },
    onOpen: fn(),
  },
} satisfies Meta<typeof SessionStats>;

export default meta;
type Story = StoryObj<typeof meta>;

// Keyboard focus opens the tooltip at once; the shop brings the duration up to date on opening.
export const OpenOnFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Statistiques de la session' })).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Durée de la session4 min 05 s');
    await expect(tooltip).toHaveTextContent('Produits vus16');
    await expect(tooltip).toHaveTextContent('Recherches2');
    await expect(tooltip).toHaveTextContent('Actions sur le panier3');
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const FreshSession: Story = {
  args: { stats: { duration: 4_000, productsViewed: 0, searchHistory: [], cartInteractions: 0 } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Statistiques de la session' })).toHaveFocus();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Durée de la session4 s'));
    await expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Produits vus0');
  },
};
