import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClientTermsForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { clientTermsFormUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/ClientTermsForm',
  tags: ['stable'],
  component: ClientTermsForm,
  parameters: usageDocs(clientTermsFormUsage),
  args: { terms: { paymentTerms: 30, creditLimit: 5000, priceList: 'professionnel' }, onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ClientTermsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 21: staff set the payment terms, the credit limit (a French amount) and the list.
// Issue 21: staff see the client's credit in use beside the limit they set.
export const WithCreditInUse: Story = {
  args: { creditInUse: 'Encours : 6\u202f100\u00a0€ sur 5\u202f000\u00a0€' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Encours : 6\s100\s€ sur 5\s000\s€$/)).toBeVisible();
  },
};

export const SetsTerms: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Délai de paiement/ }));
    await userEvent.click(await body.findByRole('option', { name: '60 jours' }));
    const limit = canvas.getByRole('textbox', { name: /Encours autorisé/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '12 500,50');
    await userEvent.click(canvas.getByRole('button', { name: /Liste de prix/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Revendeur / Grossiste' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les conditions' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ paymentTerms: 60, creditLimit: 12500.5, priceList: 'revendeur' }));
  },
};

// A credit limit that is not an amount is named as it is typed, the button waits, and nothing is sent.
export const InvalidCreditLimit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const limit = canvas.getByRole('textbox', { name: /Encours autorisé/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, 'beaucoup');
    await expect(canvas.getByText('Montant invalide : un nombre d’euros, 0 ou plus')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer les conditions' })).toBeDisabled();
    await userEvent.type(limit, '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { notice: { tone: 'success', message: 'Conditions enregistrées' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Conditions enregistrées')).toBeVisible();
  },
};

// Issue 23: Comptabilité and Logistique read the terms (« clients.view ») but only « prices.edit » sets them: fields disabled, no submit.
export const ReadOnly: Story = {
  args: { onSave: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Encours autorisé/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Encours autorisé/ })).toHaveValue('5000');
    await expect(canvas.getByRole('button', { name: /Délai de paiement/ })).toHaveTextContent('30 jours');
    await expect(canvas.queryByRole('button', { name: 'Enregistrer les conditions' })).toBeNull();
  },
};
