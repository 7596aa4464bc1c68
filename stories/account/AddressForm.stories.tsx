import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressForm } from '@otech/ui';
import { addresses } from '../fixtures/account.ts';
import { usageDocs } from '../usage/usage.ts';
import { addressFormUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/AddressForm',
  tags: ['stable'],
  component: AddressForm,
  parameters: usageDocs(addressFormUsage),
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §5: "Ajouter l'adresse" stays disabled until every required field holds.
export const NewAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Nouvelle adresse' }));
    const submit = form.getByRole('button', { name: "Ajouter l'adresse" });
    await expect(submit).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: /Nom de l'adresse/ }), 'Entrepôt');
    await userEvent.type(form.getByRole('textbox', { name: /^Adresse/ }), '3 quai de la Fosse');
    await userEvent.type(form.getByRole('textbox', { name: /Code postal/ }), '44000');
    await userEvent.type(form.getByRole('textbox', { name: /Ville/ }), 'Nantes');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Entrepôt', city: 'Nantes' }), expect.anything()));
  },
};

export const Editing: Story = {
  args: { editing: addresses[1] },
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: "Modifier l'adresse" }));
    await expect(form.getByRole('textbox', { name: /Ville/ })).toHaveValue('Genève');
    await userEvent.click(form.getByRole('button', { name: 'Annuler' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { editing: addresses[1], saving: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: /Ville/ })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};
