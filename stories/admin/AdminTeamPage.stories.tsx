import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { permissionsOf, type PublicAdmin } from '@otech/domain';
import { AdminTeamPage } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { adminTeamPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory } from './staffListStates.ts';

const member = (id: string, name: string, email: string, role: PublicAdmin['role'], active = true): PublicAdmin => ({
  id,
  username: email,
  name,
  email,
  role,
  active,
  permissions: permissionsOf(role),
});
const admin = member('1', 'Administrateur OTECH', 'admin@otech.fr', 'administrateur');
const marie = member('2', 'Marie Leroy', 'marie.leroy@otech.fr', 'commercial');
const lucie = member('4', 'Lucie Bernard', 'lucie.bernard@otech.fr', 'logistique', false);

const meta = {
  title: 'Admin/AdminTeamPage',
  tags: ['stable'],
  component: AdminTeamPage,
  parameters: { ...usageDocs(adminTeamPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'Administrateur OTECH',
    onLogout: fn(),
    members: { status: 'ready', data: [admin, marie, lucie] },
    onRetry: fn(),
    onAdd: fn(),
    adding: false,
    formKey: 0,
    onChangeRole: fn(),
    onSetActive: fn(),
  },
} satisfies Meta<typeof AdminTeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each member with their e-mail, role and state; changing the role in the list re-roles at once.
export const Team: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '3 membres' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /Marie Leroy/ });
    await expect(within(row).getByText('marie.leroy@otech.fr')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Lucie Bernard/ })).getByText('Désactivé')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rôle de Marie Leroy' }), 'comptabilite');
    await expect(args.onChangeRole).toHaveBeenCalledWith(marie, 'comptabilite');
  },
};

// 'Désactiver' asks first (the member's sessions end at once); a deactivated member is reactivated in one click.
export const Deactivate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Désactiver Marie Leroy' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Désactiver le membre' });
    await expect(dialog).toHaveTextContent('Désactiver Marie Leroy (Commercial) ? Ses sessions prennent fin immédiatement.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onSetActive).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Désactiver Marie Leroy' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(marie, false);
    await userEvent.click(canvas.getByRole('button', { name: 'Réactiver Lucie Bernard' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(lucie, true);
  },
};

// The form says what is wrong in French before sending, then sends the member with their role.
export const AddMember: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Ajouter un membre' }));
    await userEvent.type(form.getByRole('textbox', { name: /E-mail/ }), 'pas-un-email');
    await userEvent.tab();
    await expect(form.getByText('Adresse e-mail invalide')).toBeVisible();
    await userEvent.clear(form.getByRole('textbox', { name: /E-mail/ }));
    await userEvent.type(form.getByRole('textbox', { name: /E-mail/ }), 'julie.petit@otech.fr');
    await userEvent.type(form.getByRole('textbox', { name: /Nom/ }), 'Julie Petit');
    await userEvent.type(form.getByLabelText(/Premier mot de passe/), 'Premier2026!');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Julie Petit', email: 'julie.petit@otech.fr', role: 'commercial', password: 'Premier2026!' });
  },
};

export const AddRefused: Story = {
  args: { addError: "Un membre de l'équipe utilise déjà cet e-mail" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Un membre de l'équipe utilise déjà cet e-mail")).toBeVisible();
  },
};

export const Changing: Story = {
  args: { changingMemberId: '2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Désactiver Marie Leroy' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Rôle de Marie Leroy' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Désactiver Administrateur OTECH' })).toBeEnabled();
  },
};

export const Loading: Story = loadingStory('members', "Chargement de l'équipe...");

export const LoadError: Story = loadErrorStory('members', "Erreur lors du chargement de l'équipe");
