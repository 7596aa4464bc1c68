import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffMemberForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { staffMemberFormUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/StaffMemberForm',
  tags: ['stable'],
  component: StaffMemberForm,
  parameters: usageDocs(staffMemberFormUsage),
  args: { onSubmit: fn(), saving: false },
} satisfies Meta<typeof StaffMemberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Empty, it cannot be sent; each field names its own French error once left.
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: /Nom/ }));
    await userEvent.tab();
    await expect(canvas.getByText('Le nom est requis')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

// A chosen role and a password long enough: the member is sent, the e-mail lowercased.
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Nom/ }), 'Paul Martin');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'Paul.Martin@otech.fr');
    await userEvent.type(canvas.getByLabelText(/Premier mot de passe/), 'Premier2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Paul Martin', email: 'paul.martin@otech.fr', role: 'commercial', password: 'Premier2026!' });
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Nom/ })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { errorMessage: "Un membre de l'équipe utilise déjà cet e-mail" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Un membre de l'équipe utilise déjà cet e-mail")).toBeVisible();
  },
};
