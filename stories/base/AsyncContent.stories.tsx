import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AsyncContent, EmptyState, type AsyncContentProps } from '@otech/ui';
import { Package } from 'lucide-react';
import { usageDocs } from '../usage/usage.ts';
import { asyncContentUsage } from '../usage/baseGuidance.ts';

type Props = AsyncContentProps<readonly string[]>;

const renderList = (items: readonly string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

const meta = {
  title: 'Base/AsyncContent',
  tags: ['stable'],
  component: AsyncContent<readonly string[]>,
  parameters: usageDocs(asyncContentUsage),
  args: {
    loadingLabel: 'Chargement des commandes...',
    onRetry: fn(),
    isEmpty: (items: readonly string[]) => items.length === 0,
    empty: <EmptyState icon={Package} title="Aucune commande trouvée" />,
    children: renderList,
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement des commandes...' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { state: { status: 'error', message: 'Impossible de charger vos commandes' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger vos commandes');
    await expect(canvas.queryByText('Aucune commande trouvée')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune commande trouvée' })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { state: { status: 'ready', data: ['CMD-2026-001', 'CMD-2026-002'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
