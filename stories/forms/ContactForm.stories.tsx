import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { contactFormUsage } from '../usage/formsGuidance.ts';

const meta = {
  title: 'Forms/ContactForm',
  tags: ['stable'],
  component: ContactForm,
  parameters: usageDocs(contactFormUsage),
  args: { onSubmit: fn(), privacyHref: '/politique-confidentialite' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name });

async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: select }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }));
}

// Pasted rather than typed: a dozen fields typed key by key would outlast the test timeout.
async function fill(canvasElement: HTMLElement, name: string, text: string) {
  await userEvent.click(textbox(canvasElement, name));
  await userEvent.paste(text);
}

async function fillValid(canvasElement: HTMLElement) {
  await fill(canvasElement, 'Prénom', 'Jean');
  await fill(canvasElement, 'Nom', 'Dupont');
  await fill(canvasElement, 'Email', 'jean@otech.fr');
  await fill(canvasElement, 'Téléphone', '04 42 00 00 00');
  await fill(canvasElement, "Nom de l'entreprise", 'Garage Dupont');
  await choose(canvasElement, /Type d'entreprise/, 'Installateur');
  await fill(canvasElement, 'Adresse', '1 rue de la Paix');
  await fill(canvasElement, 'Code postal', '13100');
  await fill(canvasElement, 'Ville', 'Aix-en-Provence');
  await choose(canvasElement, /Type de demande/, 'Demande de devis');
  await fill(canvasElement, 'Sujet', 'Batteries de traction');
  await fill(canvasElement, 'Message', 'Bonjour, il me faut 20 batteries 12 V.');
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Envoyer la demande' });
    await expect(canvas.getByRole('group', { name: 'Vos informations' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Votre entreprise' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Votre demande' })).toBeVisible();
    await fillValid(canvasElement);
    await expect(send).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /mes données/ }));
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          firstName: 'Jean',
          companyType: 'installateur',
          inquiryType: 'devis',
          postalCode: '13100',
          newsletter: false,
          gdprConsent: true,
        }),
        expect.anything(),
      ),
    );
  },
};

// Spec 1 section 5: the contact form's own texts.
export const FieldMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textbox(canvasElement, 'Prénom'), 'J');
    await expect(await canvas.findByText('Minimum 2 caractères requis')).toBeVisible();
    await userEvent.type(textbox(canvasElement, 'Email'), 'jean@');
    await expect(await canvas.findByText('Email invalide')).toBeVisible();
    await userEvent.type(textbox(canvasElement, 'Téléphone'), '04 42 ab');
    await expect(await canvas.findByText('Numéro de téléphone invalide')).toBeVisible();
    await userEvent.type(textbox(canvasElement, 'Code postal'), '1310');
    await expect(await canvas.findByText('Code postal invalide (5 chiffres)')).toBeVisible();
    await userEvent.type(textbox(canvasElement, 'Sujet'), 'Devi');
    await expect(await canvas.findByText('Minimum 5 caractères requis')).toBeVisible();
    await userEvent.type(textbox(canvasElement, 'Message'), 'Trop court');
    await expect(await canvas.findByText('Minimum 20 caractères requis')).toBeVisible();
    await userEvent.click(textbox(canvasElement, 'Ville'));
    await userEvent.tab();
    await expect(await canvas.findByText('Ce champ est obligatoire')).toBeVisible();
    const consent = canvas.getByRole('checkbox', { name: /mes données/ });
    await userEvent.click(consent);
    await userEvent.click(consent);
    await expect(await canvas.findByText('Ce consentement est obligatoire')).toBeVisible();
  },
};

export const Reset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textbox(canvasElement, 'Prénom'), 'J');
    await userEvent.click(canvas.getByRole('checkbox', { name: /newsletter/ }));
    await expect(await canvas.findByText('Minimum 2 caractères requis')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser' }));
    await expect(textbox(canvasElement, 'Prénom')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
    await expect(canvas.queryByText('Minimum 2 caractères requis')).toBeNull();
  },
};

export const Prefilled: Story = {
  args: { initialValues: { subject: 'Produit LR6-24', inquiryType: 'devis' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvasElement, 'Sujet')).toHaveValue('Produit LR6-24');
    await expect(canvas.getByRole('button', { name: /Type de demande/ })).toHaveTextContent('Demande de devis');
  },
};

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Envoi en cours\.\.\./ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
    await expect(textbox(canvasElement, 'Prénom')).toBeDisabled();
  },
};

// Spec 1 section 4: after a send, a success message and an empty form, consent and newsletter unticked.
export const Sent: Story = {
  args: { status: 'sent', initialValues: { firstName: 'Jean', newsletter: true, gdprConsent: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre demande a bien été envoyée.');
    await waitFor(() => expect(textbox(canvasElement, 'Prénom')).toHaveValue(''));
    await expect(canvas.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /mes données/ })).not.toBeChecked();
  },
};

export const SendFailed: Story = {
  args: { errorMessage: 'Veuillez corriger les erreurs dans le formulaire.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Veuillez corriger les erreurs dans le formulaire.',
    );
  },
};
