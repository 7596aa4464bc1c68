import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QUOTE_STATUSES } from '@otech/domain';
import { QuoteRequestList } from '@otech/ui';
import { cartItems } from '../fixtures/cart.ts';
import { atViewport } from '../storefront/viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { loaded } from '../fixtures/asyncState.ts';
import { approvedQuote, pendingQuote, quoteRequest as quote, quotedQuote, quoteUserId } from '../fixtures/quotes.ts';
import { usageDocs } from '../usage/usage.ts';
import { quoteRequestListUsage } from '../usage/accountGuidance.ts';

const [userId, pending, quoted, approved] = [quoteUserId, pendingQuote, quotedQuote, approvedQuote];

const meta = {
  title: 'Account/QuoteRequestList',
  tags: ['stable'],
  component: QuoteRequestList,
  parameters: usageDocs(quoteRequestListUsage),
  args: {
    quotes: loaded([pending, quoted]),
    userId,
    onCancel: fn(),
    onAccept: fn(),
    onDownload: fn(),
    onDuplicate: fn(),
    onRetry: fn(),
    catalogueHref: '/catalogue',
  },
} satisfies Meta<typeof QuoteRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

const quoteCard = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

// Spec 2 §2.2: title, status, date, counts, estimate, items and notes of each quote.
export const List: Story = {
  play: async ({ canvasElement }) => {
    const card = quoteCard(canvasElement, 'Devis #3f9c2a71');
    await expect(card.getByText('En attente')).toBeVisible();
    await expect(card.getByText('14/03/2025 à 10:30')).toBeVisible();
    const facts = card.getAllByRole('definition').map((fact) => fact.textContent);
    // 3 lines of 2, 1 and 3 pieces.
    await expect(facts.slice(1, 3)).toEqual(['3', '6']);
    // The estimate is before tax, as on the quote's PDF (issue 26: every amount says HT or TTC).
    await expect(card.getByText('Montant estimé HT')).toBeVisible();
    await expect(card.getByText(/^412,80\s€$/)).toBeVisible();
    const items = within(card.getByRole('list', { name: 'Produits' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Batterie Varta Blue Dynamic B18 × 2',
      'Chargeur CTEK MXS 5.0 × 1',
      `${cartItems[2]?.product.name} × 3`,
    ]);
    await expect(card.getByText(/Livraison souhaitée avant fin mars/)).toBeVisible();

    const other = quoteCard(canvasElement, 'Devis #a81d4e02');
    await expect(other.getByText('Devis envoyé')).toBeVisible();
    await expect(other.queryByText('Montant estimé HT')).toBeNull();
    await expect(other.queryByText('Notes')).toBeNull();
  },
};

// Spec 2 §2.2 and §4: only a pending quote offers the cancellation, asked at once by id.
export const CancelPending: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(quoteCard(canvasElement, 'Devis #a81d4e02').queryByRole('button', { name: /Annuler/ })).toBeNull();
    const cancel = quoteCard(canvasElement, 'Devis #3f9c2a71').getByRole('button', { name: 'Annuler Devis #3f9c2a71' });
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledWith(pending.id);
  },
};

// While cancelling its "Annuler" is disabled, once cancelled gone: throughout, the keyboard stays on
// that quote, never on <body> (WCAG 2.4.3).
export const CancelKeepsFocus: Story = {
  render: function Render(args) {
    const [quotes, setQuotes] = useState(args.quotes);
    const [cancellingId, setCancellingId] = useState<string>();
    return (
      <QuoteRequestList
        {...args}
        quotes={quotes}
        pending={cancellingId === undefined ? undefined : { id: cancellingId, action: 'cancel' }}
        onCancel={(id) => {
          setCancellingId(id);
          window.setTimeout(() => {
            setQuotes(loaded([{ ...pending, status: 'cancelled' }, quoted]));
            setCancellingId(undefined);
          }, 200);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const cancel = quoteCard(canvasElement, 'Devis #3f9c2a71').getByRole('button', { name: 'Annuler Devis #3f9c2a71' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    const group = () => within(canvasElement).getByRole('group', { name: 'Devis #3f9c2a71' });
    await waitFor(() => {
      expect(quoteCard(canvasElement, 'Devis #3f9c2a71').getByRole('button', { name: /^Annulation\.\.\./ })).toBeDisabled();
      expect(group()).toHaveFocus();
    });
    await waitFor(() => expect(quoteCard(canvasElement, 'Devis #3f9c2a71').queryByRole('button', { name: /Annuler/ })).toBeNull());
    await waitFor(() => expect(group()).toHaveFocus());
  },
};

export const Cancelling: Story = {
  args: { pending: { id: pending.id, action: 'cancel' } },
  play: async ({ args, canvasElement }) => {
    const card = quoteCard(canvasElement, 'Devis #3f9c2a71');
    const cancel = card.getByRole('button', { name: /Annulation\.\.\./ });
    await expect(cancel).toBeDisabled();
    await expect(card.getByRole('button', { name: /Dupliquer/ })).toBeDisabled();
    await userEvent.click(cancel);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

// Issue 8: an approved quote is accepted into an order; every quote downloads and duplicates.
// Issue 22: a quote staff sent ("Devis envoyé") is accepted too; a pending one is not.
export const AcceptApproved: Story = {
  args: { quotes: loaded([approved, quoted, pending]) },
  play: async ({ args, canvasElement }) => {
    await expect(quoteCard(canvasElement, 'Devis #3f9c2a71').queryByRole('button', { name: /Accepter le devis/ })).toBeNull();
    await userEvent.click(quoteCard(canvasElement, 'Devis #a81d4e02').getByRole('button', { name: 'Accepter le devis Devis #a81d4e02' }));
    await expect(args.onAccept).toHaveBeenCalledWith(quoted.id);
    const card = quoteCard(canvasElement, 'Devis #c0ffee00');
    await userEvent.click(card.getByRole('button', { name: 'Accepter le devis Devis #c0ffee00' }));
    await expect(args.onAccept).toHaveBeenCalledWith(approved.id);
    await userEvent.click(card.getByRole('button', { name: 'Télécharger Devis #c0ffee00' }));
    await expect(args.onDownload).toHaveBeenCalledWith(approved.id);
    await userEvent.click(card.getByRole('button', { name: 'Dupliquer Devis #c0ffee00' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(approved.id);
  },
};

export const Accepting: Story = {
  args: { quotes: loaded([approved]), pending: { id: approved.id, action: 'accept' } },
  play: async ({ canvasElement }) => {
    await expect(quoteCard(canvasElement, 'Devis #c0ffee00').getByRole('button', { name: /Acceptation\.\.\./ })).toBeDisabled();
  },
};

// Spec 1 §4: cancelling is the owner's only, even for a pending quote.
export const PendingOfAnotherCustomer: Story = {
  args: { quotes: loaded([{ ...pending, userId: 'client-7' }]) },
  play: async ({ canvasElement }) => {
    await expect(quoteCard(canvasElement, 'Devis #3f9c2a71').queryByRole('button', { name: /Annuler/ })).toBeNull();
  },
};

// Spec 2 §4: every quote status with its label; Annuler on the pending one, Accepter on the sent and approved ones only.
export const EveryStatus: Story = {
  args: {
    quotes: loaded(QUOTE_STATUSES.map((status, index) => quote(`q${index}-${status}-0000`, status, { items: cartItems.slice(0, 1) }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['En attente', 'En cours de traitement', 'Devis envoyé', 'Accepté', 'Refusé']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByRole('button', { name: /^Annuler/ })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Accepter le devis/ })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { quotes: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement des devis...' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { quotes: { status: 'error', message: 'Erreur lors du chargement des devis' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des devis');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { quotes: loaded([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aucune demande de devis' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Parcourir le catalogue' }));
    await expect(navigated).toHaveBeenCalledWith('/catalogue');
  },
};

const fitsWidth = async (canvasElement: HTMLElement) => {
  for (const card of within(canvasElement).getAllByRole('region')) {
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  }
};

export const Tablet: Story = { ...atViewport('tablet'), play: ({ canvasElement }) => fitsWidth(canvasElement) };

export const Mobile: Story = { ...atViewport('mobile'), play: ({ canvasElement }) => fitsWidth(canvasElement) };
