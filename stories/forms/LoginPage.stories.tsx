import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_SNACKBARS } from '@otech/domain';
import { LoginPage } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { loginPageUsage } from '../usage/formsGuidance.ts';

const testAccount = { identifier: 'DEMO', password: 'demo2025' };

const meta = {
  title: 'Forms/LoginPage',
  tags: ['stable'],
  component: LoginPage,
  parameters: { ...usageDocs(loginPageUsage), layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onForgotPassword: fn(),
    onTestAccountSignIn: fn(),
    registerHref: '/register',
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    identifier: canvas.getByRole('textbox', { name: /Email ou pseudo/ }),
    password: canvas.getByLabelText(/Mot de passe/, { selector: 'input' }),
    submit: canvas.getByRole('button', { name: 'Se connecter' }),
  };
};

// Demo switch off: no test-account card.
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, identifier, password, submit } = fields(canvasElement);
    await expect(canvas.queryByText('Compte de test')).toBeNull();
    await expect(submit).toBeDisabled();
    await userEvent.type(identifier, 'jean@otech.fr');
    await userEvent.type(password, 'secret');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'jean@otech.fr', password: 'secret', rememberMe: true }),
    );
  },
};

// Spec 1 section 5: an identifier with '@' is an e-mail, otherwise a pseudo of 2+ letters or digits.
export const IdentifierRules: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, identifier, submit } = fields(canvasElement);
    await userEvent.type(identifier, 'J');
    await expect(await canvas.findByText('Saisissez un email valide ou un pseudo')).toBeVisible();
    await expect(identifier).toBeInvalid();
    await userEvent.type(identifier, '@');
    await expect(await canvas.findByText('Format email invalide')).toBeVisible();
    await userEvent.clear(identifier);
    await userEvent.type(identifier, 'JEANP');
    await waitFor(() => expect(identifier).toBeValid());
    await expect(canvas.queryByText('Saisissez un email valide ou un pseudo')).toBeNull();
    await expect(submit).toBeDisabled();
  },
};

export const PasswordShowHide: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password } = fields(canvasElement);
    await userEvent.type(password, 'secret');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le mot de passe' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const WithTestAccount: Story = {
  args: { testAccount },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Compte de test' }));
    await expect(card.getByText('DEMO')).toBeVisible();
    await expect(card.getByText('demo2025')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Connexion automatique' }));
    await expect(args.onTestAccountSignIn).toHaveBeenCalledWith(testAccount);
  },
};

// Issue 21: a demo customer per price list, each one click away, to compare the lists' prices.
export const WithPriceListAccounts: Story = {
  args: {
    testAccount,
    priceListAccounts: [
      { identifier: 'JEAND', password: 'Batterie2025!', list: 'Professionnel' },
      { identifier: 'SOPHIEB', password: 'Grossiste59', list: 'Revendeur / Grossiste' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Un compte par liste de prix, pour comparer les prix :')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Revendeur / Grossiste : SOPHIEB / Grossiste59' }));
    await expect(args.onTestAccountSignIn).toHaveBeenCalledWith({ identifier: 'SOPHIEB', password: 'Grossiste59', list: 'Revendeur / Grossiste' });
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', testAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Connexion\.\.\./ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Email ou pseudo/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Connexion automatique' })).toBeDisabled();
  },
};

export const SignInError: Story = {
  args: { errorMessage: AUTH_SNACKBARS.invalidCredentials.message },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Identifiants invalides. Vérifiez votre pseudo et mot de passe.',
    );
  },
};

export const ForgotPasswordWithoutEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent("Veuillez saisir votre email d'abord");
    await expect(args.onForgotPassword).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email ou pseudo/ }), 'jean@otech.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith('jean@otech.fr');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ForgotPasswordSending: Story = {
  args: { forgotPasswordStatus: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Envoi en cours...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mot de passe oublié ?' })).toBeDisabled();
  },
};

export const ForgotPasswordSent: Story = {
  args: { forgotPasswordStatus: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Email de réinitialisation envoyé !');
  },
};

// A sign-in attempt after the reset request is about the sign-in only: the reset's answer goes.
export const ForgotPasswordSentThenSignIn: Story = {
  args: { forgotPasswordStatus: 'sent' },
  play: async ({ args, canvasElement }) => {
    const { canvas, identifier, password, submit } = fields(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Email de réinitialisation envoyé !');
    await userEvent.type(identifier, 'JEAND');
    await userEvent.type(password, 'Batterie2025!');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(canvas.queryByText('Email de réinitialisation envoyé !')).toBeNull();
  },
};

// Registration ends here: the account is said to exist and its e-mail is filled in.
export const AfterRegistration: Story = {
  args: { successMessage: AUTH_SNACKBARS.accountCreated.message, defaultIdentifier: 'achats@dupont-elec.fr' },
  play: async ({ canvasElement }) => {
    const { canvas, identifier } = fields(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre compte a été créé. Connectez-vous avec votre mot de passe.');
    await expect(identifier).toHaveValue('achats@dupont-elec.fr');
  },
};

export const ForgotPasswordFailed: Story = {
  args: { forgotPasswordStatus: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Erreur lors de l'envoi de l'email");
  },
};

export const CreateAccountLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Créer un compte professionnel' });
    await expect(link).toHaveAttribute('href', '/register');
    await userEvent.click(link);
    await expect(navigated).toHaveBeenCalledWith('/register');
  },
};

const stacked = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const form = canvas.getByRole('region', { name: 'Connexion' }).getBoundingClientRect();
  const card = canvas.getByRole('region', { name: 'Compte de test' }).getBoundingClientRect();
  await expect(card.top).toBeGreaterThanOrEqual(form.bottom);
};

export const Desktop: Story = {
  ...atViewport('desktop'),
  args: { testAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('region', { name: 'Connexion' }).getBoundingClientRect();
    const card = canvas.getByRole('region', { name: 'Compte de test' }).getBoundingClientRect();
    await expect(card.left).toBeGreaterThanOrEqual(form.right);
  },
};

export const Tablet: Story = { ...atViewport('tablet'), args: { testAccount }, play: stacked };

export const Mobile: Story = { ...atViewport('mobile'), args: { testAccount }, play: stacked };
