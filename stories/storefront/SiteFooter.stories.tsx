import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFooter } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { siteFooterUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/SiteFooter',
  tags: ['stable'],
  component: SiteFooter,
  parameters: { ...usageDocs(siteFooterUsage), layout: 'fullscreen' },
  args: { year: 2026 },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefsIn = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

// Spec 1 §2 "Shared page frame".
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(hrefsIn(canvas.getByRole('navigation', { name: 'Nos produits' }))).toEqual([
      ["Batteries d'origine", '/products'],
      ['Chargeurs', '/products'],
      ['Piles & Accus', '/products'],
      ['Batteries Multimédias', '/products'],
    ]);
    await expect(hrefsIn(canvas.getByRole('navigation', { name: 'Nos services' }))).toEqual([
      ['Support technique', '/contact'],
      ['Devis personnalisé', '/contact'],
      ['Sur mesure', '/contact'],
      ['SAV', '/contact'],
    ]);
    await expect(hrefsIn(canvas.getByRole('navigation', { name: 'Informations légales' }))).toEqual([
      ['Mentions légales', '/mentions-legales'],
      ['Conditions générales de vente', '/conditions-generales'],
      ['Politique de confidentialité', '/politique-confidentialite'],
    ]);
    await expect(canvas.getByText(/Aix-en-Provence, France/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '04 42 00 00 00' })).toHaveAttribute('href', 'tel:0442000000');
    await expect(canvas.getByRole('link', { name: 'contact@otech.fr' })).toHaveAttribute('href', 'mailto:contact@otech.fr');
    await expect(canvas.getByRole('link', { name: 'LinkedIn (nouvel onglet)' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Facebook (nouvel onglet)' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('© 2026 OTECH. Tous droits réservés.')).toBeVisible();
  },
};

export const LinksGoThroughTheAppRouter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'SAV' }));
    await expect(navigated).toHaveBeenCalledWith('/contact');
    await userEvent.click(canvas.getByRole('link', { name: 'Mentions légales' }));
    await expect(navigated).toHaveBeenLastCalledWith('/mentions-legales');
  },
};

export const OtherContactDetails: Story = {
  args: {
    phone: '01 23 45 67 89',
    email: 'info@example.fr',
    address: { street: '1 place du Marché', postalCode: '75001', city: 'Paris', country: 'France' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:0123456789');
    await expect(canvas.getByText(/75001 Paris, France/)).toBeVisible();
  },
};

export const Desktop: Story = { ...atViewport('desktop') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    // One column below 480 px: the product and service lists stack.
    const canvas = within(canvasElement);
    const products = canvas.getByRole('navigation', { name: 'Nos produits' }).getBoundingClientRect();
    const services = canvas.getByRole('navigation', { name: 'Nos services' }).getBoundingClientRect();
    await expect(services.top).toBeGreaterThanOrEqual(products.bottom);
  },
};
