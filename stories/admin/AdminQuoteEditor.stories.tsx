import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QUOTE_OFFER_MESSAGES } from '@otech/domain';
import { AdminQuoteEditor } from '@otech/ui';
import { acceptedRequest, changedRequest, openedRequest } from '../fixtures/quoteEditor.ts';
import { atViewport } from '../storefront/viewports.ts';
import { adminQuoteEditorUsage } from '../usage/quotesGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Admin/AdminQuoteEditor',
  tags: ['beta'],
  component: AdminQuoteEditor,
  parameters: { layout: 'fullscreen', ...usageDocs(adminQuoteEditorUsage) },
  args: {
    adminName: 'sophie',
    onLogout: fn(),
    inboxCounts: { quotesToProcess: 1, newMessages: 0 },
    editor: { status: 'ready', data: openedRequest },
    onRetry: fn(),
    productChoices: undefined,
    onSearchProducts: fn(),
    onSend: fn(),
    onSendMessage: fn(),
    onDownloadVersion: fn(),
  },
} satisfies Meta<typeof AdminQuoteEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const lineField = (canvasElement: HTMLElement, line: number, label: string) =>
  within(within(canvasElement).getByRole('listitem', { name: new RegExp(`^Ligne ${line} :`) })).getByRole('textbox', { name: label });
const amountOf = (canvasElement: HTMLElement, term: string) => within(canvasElement).getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');

// Opened: the customer with their list and credit in use, the requested lines at their prices, the totals.
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Durand Énergie SARL')).toBeVisible();
    await expect(canvas.getByText('Professionnel')).toBeVisible();
    await expect(canvas.getByText('Encours : 3 200 € sur 5 000 €')).toBeVisible();
    await expect(lineField(canvasElement, 1, 'Prix unitaire HT (€)')).toHaveValue('80,91');
    // 12 x 80,91 + 4 x 53,91 = 1 186,56 HT.
    await expect(amountOf(canvasElement, 'Total HT')).toBe('1 186,56 €');
    await expect(canvas.getByLabelText('Valable jusqu’au')).toHaveValue('2026-12-30');
    await expect(canvas.getByText('Livraison souhaitée avant le 15 décembre.')).toBeVisible();
  },
};

// Staff change a quantity and a discount, add "Frais de port", and send after confirming.
export const EditAndSend: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(lineField(canvasElement, 1, 'Quantité'));
    await userEvent.type(lineField(canvasElement, 1, 'Quantité'), '20');
    await userEvent.clear(lineField(canvasElement, 1, 'Remise (%)'));
    await userEvent.type(lineField(canvasElement, 1, 'Remise (%)'), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une ligne libre' }));
    await userEvent.clear(lineField(canvasElement, 3, 'Prix unitaire HT (€)'));
    await userEvent.type(lineField(canvasElement, 3, 'Prix unitaire HT (€)'), '25,50');
    await userEvent.click(within(canvas.getByRole('listitem', { name: /^Ligne 2 :/ })).getByRole('button', { name: 'Retirer' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message au client' }), 'Remise de 5 %.');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le devis' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Envoyer le devis' });
    await expect(dialog).toHaveTextContent('marie@durand-energie.fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le devis' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      lines: [
        { reference: 'VA-B18', designation: 'Batterie Varta Blue Dynamic B18', quantity: 20, unitPriceHT: 80.91, discountPercent: 5 },
        { designation: 'Frais de port', quantity: 1, unitPriceHT: 25.5, discountPercent: 0 },
      ],
      validUntil: '2026-12-30',
      message: 'Remise de 5 %.',
      basedOn: openedRequest.quote.updatedAt,
    });
  },
};

// A field typed wrong is named, and nothing is sent.
export const LineTypedWrong: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(lineField(canvasElement, 2, 'Quantité'));
    await userEvent.type(lineField(canvasElement, 2, 'Quantité'), 'dix');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le devis' }));
    await expect(lineField(canvasElement, 2, 'Quantité')).toHaveAttribute('aria-invalid', 'true');
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

// A product searched is added at the customer's price.
export const AddAProduct: Story = {
  args: { productChoices: [{ id: 'DUR-AA-24', stock: 120, line: { reference: 'DUR-AA-24', designation: 'Piles Duracell AA x24', quantity: 1, unitPriceHT: 14.2, discountPercent: 0 } }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Ajouter un produit' }), 'duracell{Enter}');
    await expect(args.onSearchProducts).toHaveBeenCalledWith('duracell');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter DUR-AA-24' }));
    await expect(lineField(canvasElement, 3, 'Prix unitaire HT (€)')).toHaveValue('14,2');
    await expect(canvas.getByRole('listitem', { name: 'Ligne 3 : Piles Duracell AA x24' })).toHaveTextContent('Réf. DUR-AA-24');
  },
};

// Another staff member sent first (409): said, the form kept.
export const ChangedMeanwhile: Story = {
  args: { sendError: QUOTE_OFFER_MESSAGES.changedBy('paul') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ce devis a été modifié par paul : rechargez-le avant de l’envoyer.');
  },
};

// The customer asked a change: the thread, the version sent and its PDF.
export const ChangeAsked: Story = {
  args: { editor: { status: 'ready', data: changedRequest } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('En cours de traitement')).toBeVisible();
    await expect(canvas.getByText('Pouvez-vous faire 20 batteries ?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger la version 1 (PDF)' }));
    await expect(args.onDownloadVersion).toHaveBeenCalledWith(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre message' }), 'Je regarde.');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le message' }));
    await expect(args.onSendMessage).toHaveBeenCalledWith('Je regarde.');
  },
};

// Accepted: read only.
export const Accepted: Story = {
  args: { editor: { status: 'ready', data: acceptedRequest } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Envoyer le devis' })).toBeNull();
    await expect(canvas.getByText(`${QUOTE_OFFER_MESSAGES.notAnswerable}.`)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { editor: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement du devis...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { editor: { status: 'error', message: 'Erreur lors du chargement du devis' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { editor: { status: 'ready', data: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Demande de devis introuvable')).toBeVisible();
  },
};

export const Phone: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Envoyer le devis' })).toBeVisible();
  },
};
