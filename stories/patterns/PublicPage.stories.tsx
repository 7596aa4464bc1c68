import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, LinkButton, PageLayout, SiteFooter, SiteHeader } from '@otech/ui';
import { pageContent, pageHeader, pageLead, pageTitle } from '@otech/ui/theme';
import { atViewport } from '../storefront/viewports.ts';

/** A public page as every storefront route composes it: the frame, the page header, its sections in cards. */
function PublicPagePattern() {
  return (
    <PageLayout
      header={<SiteHeader currentPath="/contact" session={{ kind: 'signedOut' }} cartCount={0} onLogout={fn()} />}
      footer={<SiteFooter year={2026} />}
    >
      <div className={pageContent}>
        <header className={pageHeader}>
          <h1 className={pageTitle}>Contactez-nous</h1>
          <p className={pageLead}>Notre équipe vous répond sous 24 h, du lundi au vendredi.</p>
        </header>
        <Card title="Nos coordonnées">
          <p>Téléphone : 01 23 45 67 89</p>
        </Card>
        <Card title="Demander un devis">
          <p>Pour un devis sur vos produits, remplissez votre panier puis demandez un devis.</p>
          <LinkButton href="/catalogue" variant="primary">
            Voir le catalogue
          </LinkButton>
        </Card>
      </div>
    </PageLayout>
  );
}

const meta = {
  title: 'Patterns/Public page template',
  tags: ['stable'],
  component: PublicPagePattern,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `**Every public page** (home, catalogue, product, cart, contact, legal pages, sign-in) is built the same way, top to bottom:

1. **The frame** (\`PageLayout\`): the "Aller au contenu" skip link, the fixed \`SiteHeader\`, the page in a \`main\` landmark, the \`SiteFooter\`, and the \`CookieBanner\` while consent is unknown.
2. **The page header** (\`pageHeader\` of \`@otech/ui/theme\`): one \`h1\` (\`pageTitle\`), then one sentence that says what the page is for (\`pageLead\`, in the muted text colour).
3. **The sections** (\`pageContent\`), \`space.lg\` apart, each in a \`Card\` whose title is a heading of level 2: one topic a card, the main action last in its card.

Rules: the content is never wider than \`layout.contentWidth\`, so logo, title and footer start on one line; no page adds its own header, breadcrumb or background. Below 768 px the navigation folds into the "Menu" button and the cards stack. Keyboard: the first Tab reaches "Aller au contenu", which moves the focus to the page's content, past the header's links.`,
      },
    },
  },
} satisfies Meta<typeof PublicPagePattern>;

export default meta;
type Story = StoryObj<typeof meta>;

// Keyboard: the first stop is the skip link; Enter puts the focus on the main content, the next Tab inside it.
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aller au contenu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Voir le catalogue' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    const sections = within(canvas.getByRole('main')).getAllByRole('heading', { level: 2 });
    await expect(sections.map((heading) => heading.textContent)).toEqual(['Nos coordonnées', 'Demander un devis']);
  },
};

// On a phone the navigation is behind "Menu", opened and closed from the keyboard.
export const Phone: Story = {
  ...atViewport('handset'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  },
};
