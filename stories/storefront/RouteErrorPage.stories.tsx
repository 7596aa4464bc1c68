import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteErrorPage } from '@otech/ui';
import { navigated } from '../fixtures/navigation.ts';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { routeErrorPageUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/RouteErrorPage',
  tags: ['stable'],
  component: RouteErrorPage,
  parameters: usageDocs(routeErrorPageUsage),
  args: { onRetry: fn() },
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeVisible();
  },
};

export const RetryLoadsThePageAgain: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const HomeLinkGoesHome: Story = {
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: "Retour à l'accueil" });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(navigated).toHaveBeenCalledWith('/');
  },
};

export const Phone: Story = { ...atViewport('phone') };
