import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeHero } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { homeHeroUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/HomeHero',
  tags: ['stable'],
  component: HomeHero,
  parameters: usageDocs(homeHeroUsage),
  } satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'OTECH' })).toBeVisible();
    await expect(canvas.getByText(/Spécialiste des batteries professionnelles/)).toBeVisible();
    // Spec 1 §1: online ordering is not yet open; order by telephone or e-mail.
    await expect(canvas.getByText(/La commande en ligne n'est pas encore opérationnelle/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '04 42 00 00 00' })).toHaveAttribute('href', 'tel:0442000000');
    await expect(canvas.getByRole('link', { name: 'commandes@otech.fr' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Découvrir le catalogue' }));
    await expect(navigated).toHaveBeenCalledWith('/catalogue');
  },
};

export const Tablet: Story = { ...atViewport('tablet') };
export const Mobile: Story = { ...atViewport('mobile') };
