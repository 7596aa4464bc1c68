import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_SNACKBARS } from '@otech/domain';
import { RegisterPage } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { registerPageUsage } from '../usage/formsGuidance.ts';

const meta = {
  title: 'Forms/RegisterPage',
  tags: ['stable'],
  component: RegisterPage,
  parameters: { ...usageDocs(registerPageUsage), layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    loginHref: '/login',
    termsHref: '/conditions-generales',
    privacyHref: '/politique-confidentialite',
  },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: RegExp | string) => within(canvasElement).getByRole('textbox', { name });
const password = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByLabelText(name, { selector: 'input' });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const submit = canvas.getByRole('button', { name: 'Créer mon compte' });
    await expect(submit).toBeDisabled();
    await expect(textbox(canvasElement, /Pays/)).toHaveValue('France');
    await expect(textbox(canvasElement, /Pays/)).toHaveAttribute('readonly');
    await userEvent.type(textbox(canvasElement, /Prénom/), 'Jean');
    await userEvent.type(textbox(canvasElement, 'Nom'), 'Dupont');
    await userEvent.type(textbox(canvasElement, /Email professionnel/), 'jean@otech.fr');
    await userEvent.type(password(canvasElement, /^Mot de passe/), 'motdepasse');
    await userEvent.type(password(canvasElement, /Confirmer le mot de passe/), 'motdepasse');
    await userEvent.type(textbox(canvasElement, /Nom de l'entreprise/), 'OTECH');
    await userEvent.click(canvas.getByRole('button', { name: /Secteur d'activité/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Marine' }));
    await userEvent.type(textbox(canvasElement, /^Adresse/), '145 rue Émile Zola');
    await userEvent.type(textbox(canvasElement, /Code postal/), '13100');
    await userEvent.type(textbox(canvasElement, /Ville/), 'Aix-en-Provence');
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          firstName: 'Jean',
          lastName: 'Dupont',
          email: 'jean@otech.fr',
          phone: '',
          password: 'motdepasse',
          confirmPassword: 'motdepasse',
          companyName: 'OTECH',
          companyType: 'marine',
          siret: '',
          address: { street: '145 rue Émile Zola', city: 'Aix-en-Provence', postalCode: '13100', country: 'France' },
          acceptTerms: true,
          newsletter: false,
        },
        expect.anything(),
      ),
    );
  },
};

// Spec 1 section 5: each rule's message, shown once the field is edited or left.
export const FieldMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textbox(canvasElement, /Prénom/), 'J');
    await expect(await canvas.findByText('Minimum 2 caractères')).toBeVisible();
    await userEvent.type(textbox(canvasElement, /Email professionnel/), 'jean.otech.fr');
    await expect(await canvas.findByText('Email invalide')).toBeVisible();
    await userEvent.type(textbox(canvasElement, /Téléphone/), '04 42 ab');
    await userEvent.type(password(canvasElement, /^Mot de passe/), '1234567');
    await expect(await canvas.findByText('Minimum 8 caractères')).toBeVisible();
    await userEvent.type(textbox(canvasElement, /Code postal/), '1310');
    await waitFor(() => expect(canvas.getAllByText('Format invalide')).toHaveLength(2));
    await userEvent.click(textbox(canvasElement, /Ville/));
    await userEvent.tab();
    await expect(await canvas.findByText('Ce champ est requis')).toBeVisible();
  },
};

export const TermsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('checkbox', { name: /J'accepte les conditions/ });
    await userEvent.click(terms);
    await expect(canvas.queryByText('Vous devez accepter les conditions')).toBeNull();
    await userEvent.click(terms);
    await expect(await canvas.findByText('Vous devez accepter les conditions')).toBeVisible();
  },
};

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      [/conditions générales de vente/, '/conditions-generales'],
      [/politique de confidentialité \(nouvel onglet\)/, '/politique-confidentialite'],
    ] as const) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await userEvent.click(canvas.getByRole('link', { name: 'Se connecter' }));
    await expect(navigated).toHaveBeenCalledWith('/login');
  },
};

export const Benefits: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: 'Les avantages du compte professionnel' }));
    const items = list.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Prix préférentiels B2B',
      'Devis personnalisés',
      'Support technique dédié',
      'Livraison rapide',
      'Factures simplifiées',
    ]);
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Création du compte\.\.\./ })).toBeDisabled();
    await expect(textbox(canvasElement, /Prénom/)).toBeDisabled();
  },
};

export const CreationFailed: Story = {
  args: { errorMessage: AUTH_SNACKBARS.registrationFailed.message },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur lors de la création du compte');
  },
};

const benefitsBelowForm = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const form = canvas.getByRole('region', { name: 'Créer un compte professionnel' }).getBoundingClientRect();
  const benefits = canvas.getByRole('region', { name: 'Les avantages du compte professionnel' }).getBoundingClientRect();
  await expect(benefits.top).toBeGreaterThanOrEqual(form.bottom);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

export const Desktop: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('region', { name: 'Créer un compte professionnel' }).getBoundingClientRect();
    const benefits = canvas.getByRole('region', { name: 'Les avantages du compte professionnel' }).getBoundingClientRect();
    await expect(benefits.left).toBeGreaterThanOrEqual(form.right);
  },
};

export const Tablet: Story = { ...atViewport('tablet'), play: benefitsBelowForm };

export const Mobile: Story = { ...atViewport('mobile'), play: benefitsBelowForm };
