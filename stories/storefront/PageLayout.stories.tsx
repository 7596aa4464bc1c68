import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner, PageLayout, SiteFooter, SiteHeader } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { pageLayoutUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/PageLayout',
  tags: ['stable'],
  component: PageLayout,
  parameters: { ...usageDocs(pageLayoutUsage), layout: 'fullscreen' },
  args: {
    header: (
      <SiteHeader currentPath="/catalogue" session={{ kind: 'customer', name: 'Énergie Distribution SARL' }} cartCount={2} onLogout={fn()} />
    ),
    footer: <SiteFooter year={2026} />,
    children: (
      <>
        <h1>Catalogue de Batteries</h1>
        <p>Le contenu de la page routée.</p>
      </>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'Catalogue de Batteries' })).toBeVisible();
    // The content starts below the 64 px fixed header (spec 1 §2).
    await expect(main.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      canvas.getByRole('banner').getBoundingClientRect().bottom,
    );
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const WithCookieBanner: Story = {
  args: { cookieBanner: <CookieBanner onAccept={fn()} onReject={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Respect de votre vie privée' })).toBeVisible();
  },
};

export const Desktop: Story = { ...atViewport('desktop') };
export const Tablet: Story = { ...atViewport('tablet') };

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    // Below 768 px the main navigation is hidden (spec 1 §2).
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};
