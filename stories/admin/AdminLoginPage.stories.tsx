import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_LOGIN_SNACKBARS, TEXT_LIMITS } from '@otech/domain';
import { AdminLoginPage } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminLoginPageUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AdminLoginPage',
  tags: ['stable'],
  component: AdminLoginPage,
  parameters: { ...usageDocs(adminLoginPageUsage), layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof AdminLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    username: canvas.getByRole('textbox', { name: /Nom d'utilisateur/ }),
    password: canvas.getByLabelText(/Mot de passe/, { selector: 'input' }),
    submit: canvas.getByRole('button', { name: /Se connecter|Connexion\.\.\./ }),
  };
};

// Spec 3 "Admin login page": texts, no test hint without credentials, submit once both fields are filled.
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, username, password, submit } = fields(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Administration OTECH' })).toBeVisible();
    await expect(canvas.getByText('Espace réservé aux administrateurs')).toBeVisible();
    await expect(canvas.getByText('Connexion sécurisée - Accès restreint')).toBeVisible();
    await expect(canvas.queryByText(/Identifiants de test/)).toBeNull();
    await expect(submit).toHaveTextContent('Se connecter');
    await expect(submit).toBeDisabled();
    await userEvent.type(username, 'admin');
    await userEvent.type(password, 's3cret pass');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 's3cret pass' }, expect.anything()),
    );
  },
};

// Spec 3 §5: each field says it is required once touched.
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, username, password, submit } = fields(canvasElement);
    await expect(canvas.queryByText("Le nom d'utilisateur est requis")).toBeNull();
    await userEvent.click(username);
    await userEvent.click(password);
    await expect(await canvas.findByText("Le nom d'utilisateur est requis")).toBeVisible();
    await expect(username).toBeInvalid();
    await userEvent.tab();
    await expect(await canvas.findByText('Le mot de passe est requis')).toBeVisible();
    await expect(submit).toBeDisabled();
  },
};

// The toggle itself is the base TextField's (stories/base/TextField); here: the page offers it.
export const PasswordShowHide: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password } = fields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const { canvas, username, password, submit } = fields(canvasElement);
    await expect(submit).toHaveTextContent('Connexion...');
    await expect(canvas.getByRole('progressbar', { name: 'Connexion...' })).toBeInTheDocument();
    await expect(submit).toBeDisabled();
    await expect(username).toBeDisabled();
    await expect(password).toBeDisabled();
  },
};

// Spec 3 §8: the route passes the domain's message for the failure; the page shows it as an alert.
const signInFailure = (message: string): Story => ({
  args: { errorMessage: message },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
  },
});

export const WrongCredentials = signInFailure(ADMIN_LOGIN_SNACKBARS.wrongCredentials.message);

export const TechnicalFailure = signInFailure(ADMIN_LOGIN_SNACKBARS.technicalFailure.message);

// Spec 3 "Admin login page": a hint shows the test credentials (outside production).
export const WithTestCredentials: Story = {
  args: { testCredentials: [{ username: 'admin', password: 'Demo-Admin-2025' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Identifiants de test : admin / Demo-Admin-2025',
    );
  },
};

// Issue 23: the demo has one account per staff role, each named by its role.
export const WithStaffTestAccounts: Story = {
  args: {
    testCredentials: [
      { role: 'Administrateur', username: 'admin', password: 'Demo-Admin-2025' },
      { role: 'Logistique', username: 'logistique', password: 'Demo-Logistique-2025' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Identifiants de test : Administrateur : admin / Demo-Admin-2025 ; Logistique : logistique / Demo-Logistique-2025',
    );
  },
};

const fitsWidth = async (canvasElement: HTMLElement) => {
  const { submit } = fields(canvasElement);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await expect(submit).toBeVisible();
};

export const Tablet: Story = {
  ...atViewport('tablet'),
  args: { testCredentials: [{ username: 'admin', password: 'Demo-Admin-2025' }] },
  play: ({ canvasElement }) => fitsWidth(canvasElement),
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  args: { testCredentials: [{ username: 'admin', password: 'Demo-Admin-2025' }] },
  play: ({ canvasElement }) => fitsWidth(canvasElement),
};

// Neither field takes more than the API's sign-in body accepts.
export const FieldLengths: Story = {
  play: async ({ canvasElement }) => {
    const { username, password } = fields(canvasElement);
    await expectMaxLengths([
      [username, TEXT_LIMITS.line],
      [password, TEXT_LIMITS.password],
    ]);
  },
};
