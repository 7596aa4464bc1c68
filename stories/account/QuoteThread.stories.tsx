import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuoteThread } from '@otech/ui';
import { changeMessage, firstVersion, offerMessage, requestMessage } from '../fixtures/quoteEditor.ts';
import { quoteThreadUsage } from '../usage/quotesGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Account/QuoteThread',
  tags: ['beta'],
  component: QuoteThread,
  parameters: usageDocs(quoteThreadUsage),
  args: { messages: [requestMessage, offerMessage, changeMessage], versions: [firstVersion], viewer: 'customer', onSend: fn(), onDownloadVersion: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof QuoteThread>;

export default meta;
type Story = StoryObj<typeof meta>;

// The customer's side: their own messages are "Vous", staff's are OTECH's; each says what it was.
export const CustomerSide: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem', { name: 'Message de Vous' })).toHaveLength(2);
    await expect(canvas.getByRole('listitem', { name: 'Message de OTECH (sophie)' })).toHaveTextContent('Envoyé avec la version 1');
    await expect(canvas.getByText(/Demande de modification/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger la version 1 (PDF)' }));
    await expect(args.onDownloadVersion).toHaveBeenCalledWith(1);
  },
};

// Writing: the message goes out trimmed; an empty one cannot be sent.
export const WriteAMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Envoyer le message' });
    await expect(send).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveAttribute('maxlength', '5000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre message' }), '  Merci, je valide lundi. ');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('Merci, je valide lundi.');
  },
};

// Only spaces: the field says it is required, and nothing is sent.
export const BlankMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre message' }), '   ');
    await expect(await canvas.findByText('Ce champ est requis')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

// Staff's side: the customer is named by their company.
export const StaffSide: Story = {
  args: { viewer: 'staff' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem', { name: 'Message de Durand Énergie SARL' })).toHaveLength(2);
  },
};

export const SendRefused: Story = {
  args: { sendError: 'Ce devis est clos : plus aucun message ne peut y être ajouté' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ce devis est clos');
  },
};

// A request without a message, nothing sent yet, read only.
export const Empty: Story = {
  args: { messages: [], versions: [], onSend: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun message pour l’instant.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Envoyer le message' })).toBeNull();
    await expect(canvas.queryByText('Versions envoyées')).toBeNull();
  },
};
