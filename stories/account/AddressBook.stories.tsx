import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { AddressBook } from '@otech/ui';
import { addresses } from '../fixtures/account.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { addressBookUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/AddressBook',
  tags: ['stable'],
  component: AddressBook,
  parameters: usageDocs(addressBookUsage),
  args: { addresses: { status: 'ready', data: addresses }, onRetry: fn(), onSave: fn(), onDelete: fn() },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement, name = 'Nouvelle adresse') => within(within(canvasElement).getByRole('form', { name }));

// Spec 2 §5: the default address cannot be deleted; another one is, after the spec's question.
export const DeleteWithConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Supprimer Siège' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Chantier Genève' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer cette adresse ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith('adr-2');
  },
};

// Spec 2 §5: the button stays disabled while the form is invalid; nothing is sent until it is valid.
export const AddAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const entry = form(canvasElement);
    const submit = entry.getByRole('button', { name: "Ajouter l'adresse" });
    await expect(submit).toBeDisabled();
    await userEvent.type(entry.getByRole('textbox', { name: /Nom de l'adresse/ }), 'Entrepôt');
    await userEvent.clear(entry.getByRole('textbox', { name: /Nom de l'adresse/ }));
    await expect(await entry.findByText('Le nom est requis')).toBeVisible();
    await userEvent.type(entry.getByRole('textbox', { name: /Nom de l'adresse/ }), 'Entrepôt');
    await userEvent.type(entry.getByRole('textbox', { name: /^Adresse/ }), '3 quai de la Fosse');
    await userEvent.type(entry.getByRole('textbox', { name: /Code postal/ }), '44000');
    await userEvent.type(entry.getByRole('textbox', { name: /Ville/ }), 'Nantes');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Entrepôt', city: 'Nantes', country: 'France', type: 'shipping', isDefault: false }), undefined));
  },
};

export const EditAddress: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Modifier Chantier Genève' }));
    const entry = form(canvasElement, "Modifier l'adresse");
    await expect(entry.getByRole('textbox', { name: /Ville/ })).toHaveValue('Genève');
    await userEvent.click(entry.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Chantier Genève', country: 'Suisse' }), 'adr-2'));
    await userEvent.click(entry.getByRole('button', { name: 'Annuler' }));
    await expect(form(canvasElement).getByRole('textbox', { name: /Ville/ })).toHaveValue('');
  },
};

export const Empty: Story = {
  args: { addresses: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune adresse enregistrée')).toBeVisible();
  },
};

export const Loading: Story = { args: { addresses: { status: 'loading' } } };

export const LoadError: Story = {
  args: { addresses: { status: 'error', message: 'Erreur lors du chargement des adresses' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { saving: true } };

export const Mobile: Story = { ...atViewport('mobile') };
