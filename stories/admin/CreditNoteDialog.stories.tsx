import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditNoteDialog } from '@otech/ui';
import { creditableLines, fullyCreditedLines, issuedCreditNote } from '../fixtures/creditNotes.ts';
import { atViewport } from '../storefront/viewports.ts';
import { creditNoteDialogUsage } from '../usage/invoicingGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Admin/CreditNoteDialog',
  tags: ['beta'],
  component: CreditNoteDialog,
  parameters: usageDocs(creditNoteDialogUsage),
  args: {
    invoiceNumber: 'FA-2026-00032',
    lines: { status: 'ready', data: creditableLines },
    onRetry: fn(),
    creditNotes: [],
    onDownloadCreditNote: fn(),
    onIssue: fn(),
    onClose: fn(),
    issuing: false,
  },
} satisfies Meta<typeof CreditNoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// Two batteries credited: the amount shows (2 x 39,38 HT; contribution 1,38; VAT 16,03; TTC 96,17), then the confirmation issues it.
export const ChosenLines: Story = {
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const issue = body.getByRole('button', { name: 'Émettre l’avoir' });
    await expect(issue).toBeDisabled();
    const batteries = body.getByRole('spinbutton', { name: 'Quantité à créditer, ligne 2 : Batterie appareil photo Canon LP-E6' });
    await userEvent.clear(batteries);
    await userEvent.type(batteries, '2{Enter}');
    await expect(body.getByText(/^Avoir :/)).toHaveTextContent('Avoir : 78,76 € HT, 96,17 € TTC');
    await userEvent.click(issue);
    await expect(body.getByRole('status')).toHaveTextContent('Émettre l’avoir de 96,17 € TTC sur la facture FA-2026-00032 (1 ligne) ? Un avoir émis est numéroté et ne peut plus être modifié.');
    await expect(args.onIssue).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Confirmer l’avoir' }));
    await expect(args.onIssue).toHaveBeenCalledWith([{ lineId: '2', quantity: 2 }]);
  },
};

// "Tout créditer" takes what is left on every line; "Retour" goes back without issuing.
export const WholeInvoice: Story = {
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Tout créditer' }));
    await expect(body.getByRole('spinbutton', { name: /ligne 1/ })).toHaveValue(100);
    await expect(body.getByRole('spinbutton', { name: /ligne 2/ })).toHaveValue(24);
    await userEvent.click(body.getByRole('button', { name: 'Émettre l’avoir' }));
    await userEvent.click(body.getByRole('button', { name: 'Retour' }));
    await expect(args.onIssue).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Émettre l’avoir' }));
    await userEvent.click(body.getByRole('button', { name: 'Confirmer l’avoir' }));
    await expect(args.onIssue).toHaveBeenCalledWith([{ lineId: '1', quantity: 100 }, { lineId: '2', quantity: 24 }]);
  },
};

// A line cannot be credited beyond what is left of it.
export const NeverMoreThanLeft: Story = {
  play: async ({ canvasElement }) => {
    const batteries = screen(canvasElement).getByRole('spinbutton', { name: /ligne 2/ });
    await userEvent.clear(batteries);
    await userEvent.type(batteries, '30{Enter}');
    await expect(batteries).toHaveValue(24);
  },
};

// Credit notes already issued are listed with their PDF.
export const WithIssuedCreditNotes: Story = {
  args: { creditNotes: [issuedCreditNote] },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    await expect(body.getByRole('region', { name: 'Avoirs déjà émis' })).toHaveTextContent('Avoir AV-2026-00003 du 02/11/2026 : 48,08 € TTC');
    await userEvent.click(body.getByRole('button', { name: 'PDF de l’avoir AV-2026-00003' }));
    await expect(args.onDownloadCreditNote).toHaveBeenCalledWith(issuedCreditNote);
  },
};

export const FullyCredited: Story = {
  args: { lines: { status: 'ready', data: fullyCreditedLines }, creditNotes: [issuedCreditNote] },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(body.getByText('Cette facture est déjà entièrement couverte par des avoirs')).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Émettre l’avoir' })).toBeNull();
  },
};

export const Refused: Story = {
  args: { errorMessage: 'Ligne 2 : au plus 24 à créditer' },
  play: async ({ canvasElement }) => {
    await expect(screen(canvasElement).getByText('Ligne 2 : au plus 24 à créditer')).toBeVisible();
  },
};

export const Issuing: Story = {
  args: { issuing: true },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(body.getByRole('spinbutton', { name: /ligne 1/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { lines: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(screen(canvasElement).getByText('Chargement des lignes de la facture...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { lines: { status: 'error', message: 'Erreur lors du chargement des lignes de la facture' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(screen(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(screen(canvasElement).getByRole('heading', { name: 'Émettre un avoir : FA-2026-00032' })).toBeVisible();
  },
};
