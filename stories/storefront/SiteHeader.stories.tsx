import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteHeader } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { siteHeaderUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/SiteHeader',
  tags: ['stable'],
  component: SiteHeader,
  parameters: { ...usageDocs(siteHeaderUsage), layout: 'fullscreen' },
  args: {
    currentPath: '/',
    session: { kind: 'signedOut' },
    cartCount: 0,
    onLogout: fn(),
    onReturnToAdmin: fn(),
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const company = 'Énergie Distribution SARL';
// These stories are about the desktop bar, its navigation and account entries in sight; below 768 px
// they sit behind the menu button (MobileMenu), at 768 px the account entries are icons (Tablet).
const desktopBar = atViewport('desktop');

export const SignedOut: Story = {
  ...desktopBar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Navigation principale' }));
    await expect(canvas.getByRole('link', { name: 'OTECH' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/catalogue');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Catalogue' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin/login');
    await expect(canvas.getByRole('link', { name: 'Panier, aucun article' })).toHaveAttribute('href', '/panier');
    await expect(canvas.queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
  },
};

export const LinksGoThroughTheAppRouter: Story = {
  ...desktopBar,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Catalogue' }));
    await expect(navigated).toHaveBeenCalledWith('/catalogue');
  },
};

export const Customer: Story = {
  ...desktopBar,
  args: { session: { kind: 'customer', name: company }, cartCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(company)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('link', { name: 'Panier, 3 articles' })).toHaveAttribute('href', '/panier');
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
    // One size for every header entry: "Déconnexion" reads like "Mon espace" beside it.
    const logout = canvas.getByRole('button', { name: 'Déconnexion' });
    await expect(getComputedStyle(logout).fontSize).toBe(getComputedStyle(canvas.getByRole('link', { name: 'Mon espace' })).fontSize);
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const OneItemInCart: Story = {
  args: { session: { kind: 'customer', name: 'dupont' }, cartCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
  },
};

export const ManyItemsInCart: Story = {
  args: { session: { kind: 'customer', name: 'dupont' }, cartCount: 150 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Panier, 99+ articles' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const Admin: Story = {
  ...desktopBar,
  args: { session: { kind: 'admin', name: 'admin' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(canvas.queryByRole('link', { name: /Panier/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Mon espace' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Impersonating: Story = {
  ...desktopBar,
  args: { session: { kind: 'impersonating', name: company }, cartCount: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Connecté en tant que ${company}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Retour Admin' }));
    await expect(args.onReturnToAdmin).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const CatalogueActive: Story = {
  ...desktopBar,
  args: { currentPath: '/catalogue' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  },
};

export const ContactActive: Story = {
  ...desktopBar,
  args: { currentPath: '/contact' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  },
};

export const NoLinkActiveElsewhere: Story = {
  ...desktopBar,
  args: { currentPath: '/panier' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    for (const name of ['Accueil', 'Catalogue', 'Contact']) {
      await expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

export const KeyboardNavigation: Story = {
  ...desktopBar,
  args: { session: { kind: 'customer', name: company }, cartCount: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const order = ['OTECH', 'Accueil', 'Catalogue', 'Contact', 'Mon espace', 'Déconnexion'];
    for (const name of order) {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(name);
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Panier, 2 articles' })).toHaveFocus();
  },
};

export const Desktop: Story = {
  ...atViewport('desktop'),
  args: { session: { kind: 'impersonating', name: company }, cartCount: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Catalogue' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retour Admin' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const Tablet: Story = {
  ...atViewport('tablet'),
  args: { session: { kind: 'customer', name: company }, cartCount: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At 768 px the navigation is still shown; account entries keep their names as icons.
    await expect(canvas.getByRole('link', { name: 'Catalogue' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mon espace' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const MobileMenu: Story = {
  ...atViewport('mobile'),
  args: { cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Below 768 px the navigation is hidden until the menu button opens it.
    await expect(canvas.queryByRole('link', { name: 'Catalogue' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Catalogue' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const MobileMenuClosesAfterNavigation: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Contact' }));
    await expect(navigated).toHaveBeenCalledWith('/contact');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
