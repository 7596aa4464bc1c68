import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SIRET_MESSAGE, STAFF_CLIENT_MESSAGES } from '@otech/domain';
import type { PublicClient } from '@otech/domain';
import { ClientRecordForm } from '@otech/ui';
import { clientRecordFormUsage } from '../usage/staffGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const durand: PublicClient = {
  id: 1,
  pseudo: 'MARIED',
  societe: 'Durand Energie SARL',
  prenom: 'Marie',
  nom: 'Durand',
  email: 'marie@durand-energie.fr',
  siret: '73282932000074',
  famille: 'Professionnel',
  adresse_debut: '4 rue du Port',
  code_postal: '44000',
  ville: 'Nantes',
  pays: 'France',
  representant: 'Marie Leroy',
  actif: true,
  bloque: false,
};

const meta = {
  title: 'Admin/ClientRecordForm',
  tags: ['beta'],
  component: ClientRecordForm,
  args: { client: durand, representatives: ['Marie Leroy', 'Hugo Petit'], onSave: fn(), onSetActive: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
  parameters: usageDocs(clientRecordFormUsage),
} satisfies Meta<typeof ClientRecordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 23: /admin/clients/nouveau, with the sign-in name a new client needs; blank fields are not sent.
export const NewClient: Story = {
  args: { client: undefined, onSetActive: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Société(?! \(livraison)/ }), 'Garage Moreau');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'contact@garage-moreau.fr');
    await userEvent.type(canvas.getByRole('textbox', { name: /Identifiant de connexion/ }), 'GARAGEMOREAU');
    await userEvent.type(canvas.getByRole('textbox', { name: /SIRET/ }), '732 829 320 00074');
    // No representative yet: « Aucun », not « Sélectionner ».
    await expect(canvas.getByRole('button', { name: /Représentant/ })).toHaveTextContent('Aucun');
    await userEvent.click(canvas.getByRole('button', { name: /Représentant/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Hugo Petit' }));
    await expect(canvas.queryByRole('button', { name: 'Désactiver le client' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le client' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ societe: 'Garage Moreau', email: 'contact@garage-moreau.fr', pseudo: 'GARAGEMOREAU', siret: '732 829 320 00074', representant: 'Hugo Petit', pays: 'France' }),
    );
  },
};

// The addresses are one group « Adresses » holding the billing and delivery groups, each named by its legend, with the spec's three address lines.
export const AddressGroups: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const addresses = canvas.getByRole('group', { name: 'Adresses' });
    const billing = within(addresses).getByRole('group', { name: 'Adresse de facturation' });
    const delivery = within(addresses).getByRole('group', { name: 'Adresse de livraison' });
    await expect(within(billing).getByRole('textbox', { name: 'Ville' })).toHaveValue('Nantes');
    await userEvent.type(within(billing).getByRole('textbox', { name: 'Complément d’adresse 2' }), 'BP 12');
    await userEvent.type(within(delivery).getByRole('textbox', { name: 'Complément d’adresse 2 (livraison)' }), 'Quai 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la fiche' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ adresse_fin: 'BP 12', liv_adresse_fin: 'Quai 3' })));
  },
};

// The record as stored; a wrong SIRET is named as it is typed and nothing is sent.
export const InvalidSiret: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Société(?! \(livraison)/ })).toHaveValue('Durand Energie SARL');
    const siret = canvas.getByRole('textbox', { name: /SIRET/ });
    await userEvent.clear(siret);
    await userEvent.type(siret, '73282932000075');
    await expect(await canvas.findByText(SIRET_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer la fiche' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EditsTheRecord: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: /^Ville(?! \(livraison)/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Saint-Nazaire');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la fiche' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ ville: 'Saint-Nazaire', societe: 'Durand Energie SARL', representant: 'Marie Leroy' })));
  },
};

// What only the server knows: another client holds this SIRET.
export const SiretTaken: Story = {
  args: { refusedFields: { siret: STAFF_CLIENT_MESSAGES.siretTaken }, notice: { tone: 'error', message: STAFF_CLIENT_MESSAGES.siretTaken } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(STAFF_CLIENT_MESSAGES.siretTaken)).toHaveLength(2);
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { notice: { tone: 'success', message: STAFF_CLIENT_MESSAGES.saved } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(STAFF_CLIENT_MESSAGES.saved)).toBeVisible();
  },
};

// Deactivating asks first; cancelling changes nothing.
export const DeactivatesAfterConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Désactiver le client' }));
    await expect(await body.findByText(STAFF_CLIENT_MESSAGES.deactivateConfirm)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Annuler' }));
    await expect(args.onSetActive).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Désactiver le client' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Désactiver le client' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(false);
  },
};

// An inactive client is reactivated at once, and a representative who left the team still shows.
export const Inactive: Story = {
  args: { client: { ...durand, actif: false, representant: 'Paul Ancien' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Représentant/ })).toHaveTextContent('Paul Ancien');
    await userEvent.click(canvas.getByRole('button', { name: 'Réactiver le client' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(true);
  },
};

// Issue 23: a role without « clients.edit » (Logistique: the delivery address) reads the record: every field disabled, no submit, no deactivation.
export const ReadOnly: Story = {
  args: { onSave: undefined, onSetActive: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Adresse \(livraison\)/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^Société(?! \(livraison)/ })).toHaveValue('Durand Energie SARL');
    await expect(canvas.queryByRole('button', { name: 'Enregistrer la fiche' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Désactiver le client' })).toBeNull();
  },
};

// Decision 221: a registration awaiting validation is opened by /admin/ouvertures only, never « Réactiver » here.
export const AwaitingValidation: Story = {
  args: { client: { ...durand, actif: false, en_attente_validation: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enregistrer la fiche' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Réactiver le client' })).toBeNull();
  },
};
