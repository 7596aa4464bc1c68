import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INVITATION_MESSAGES } from '@otech/domain';
import { InvitationPage } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { invitationPageUsage } from '../usage/formsGuidance.ts';

const meta = {
  title: 'Forms/InvitationPage',
  tags: ['beta'],
  component: InvitationPage,
  parameters: { layout: 'padded', ...usageDocs(invitationPageUsage) },
  args: { invitation: { status: 'ready', data: { state: 'valid', expiresAt: '2027-01-12T09:00:00.000Z' } }, onRetry: fn(), onSubmit: fn(), signInHref: '/login' },
} satisfies Meta<typeof InvitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// A valid link: the password twice, checked by the rule of every new password, then sent.
export const ChoosePassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choisissez votre mot de passe' })).toBeVisible();
    const [password, confirm] = canvas.getAllByLabelText(/mot de passe/i, { selector: 'input' });
    await userEvent.type(password!, 'piles-2027');
    await userEvent.type(confirm!, 'piles-2028');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    await expect(await canvas.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(confirm!);
    await userEvent.type(confirm!, 'piles-2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'piles-2027', confirmPassword: 'piles-2027' }, expect.anything()));
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /Enregistrement\.\.\./ });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Enregistrement...' })).toBeInTheDocument();
    for (const field of canvas.getAllByLabelText(/mot de passe/i, { selector: 'input' })) await expect(field).toBeDisabled();
  },
};

// Saved: the link has served; the page leads to the sign-in.
export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(INVITATION_MESSAGES.saved)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

// Refused by the server while the form was open (used meanwhile in another tab).
export const RefusedOnSave: Story = {
  args: { errorMessage: INVITATION_MESSAGES.used },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(INVITATION_MESSAGES.used)).toBeVisible();
  },
};

export const Expired: Story = {
  args: { invitation: { status: 'ready', data: { state: 'expired', expiresAt: '2027-01-12T09:00:00.000Z', message: INVITATION_MESSAGES.expired('2027-01-12T09:00:00.000Z') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ce lien d’invitation a expiré le 12 janvier 2027 : demandez un nouveau lien à OTECH.')).toBeVisible();
    await expect(canvas.queryByLabelText(/mot de passe/i, { selector: 'input' })).toBeNull();
  },
};

export const AlreadyUsed: Story = {
  args: { invitation: { status: 'ready', data: { state: 'used', message: INVITATION_MESSAGES.used } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(INVITATION_MESSAGES.used)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  },
};

export const UnknownLink: Story = {
  args: { invitation: { status: 'ready', data: { state: 'unknown', message: INVITATION_MESSAGES.unknown } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(INVITATION_MESSAGES.unknown)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Se connecter' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { invitation: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Vérification du lien...' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { invitation: { status: 'error', message: 'Le lien n’a pas pu être vérifié' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
