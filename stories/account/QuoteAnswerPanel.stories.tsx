import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuoteAnswerPanel, QuoteThread } from '@otech/ui';
import { changedRequest, firstVersion, offerMessage, requestMessage } from '../fixtures/quoteEditor.ts';
import { usageDocs } from '../usage/usage.ts';
import { quoteAnswerPanelUsage } from '../usage/quotesGuidance.ts';

const sent = { ...changedRequest.quote, status: 'quoted' as const };

const meta = {
  title: 'Account/QuoteAnswerPanel',
  tags: ['beta'],
  component: QuoteAnswerPanel,
  parameters: usageDocs(quoteAnswerPanelUsage),
  args: { quote: sent, today: '2026-12-02', onAnswer: fn(), threadOpen: false, onToggleThread: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof QuoteAnswerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// A sent quote: its amounts by documentTotals, its validity, and the two answers besides accepting.
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total TTC')).toBeVisible();
    await expect(canvas.getByText(/valable jusqu’au 30 décembre 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Demander une modification' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refuser le devis' })).toBeVisible();
  },
};

export const AskAChange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Demander une modification' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Ce que vous souhaitez changer/ }), 'Plutôt 20 batteries');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('change', 'Plutôt 20 batteries');
  },
};

// A refusal needs its reason: the field says so once written and wiped out.
export const Refuse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refuser le devis' }));
    const confirm = canvas.getByRole('button', { name: 'Confirmer le refus' });
    await expect(confirm).toBeDisabled();
    const reason = canvas.getByRole('textbox', { name: /Motif du refus/ });
    await expect(reason).toHaveAttribute('maxlength', '5000');
    await userEvent.type(reason, 'Prix');
    await userEvent.clear(reason);
    await expect(await canvas.findByText('Ce champ est requis')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await userEvent.type(reason, 'Prix trop élevé ');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onAnswer).toHaveBeenCalledWith('refuse', 'Prix trop élevé');
  },
};

// While the answer is stored: the button says so and cannot be pressed twice.
export const Answering: Story = {
  args: { answering: 'change' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Demander une modification' }));
    await expect(canvas.getByRole('button', { name: /Envoi\.\.\./ })).toBeDisabled();
  },
};

export const AnswerRefused: Story = {
  args: { answerError: 'Seul un devis envoyé peut être modifié ou refusé' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refuser le devis' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Seul un devis envoyé');
  },
};

// Past its validity: said in words, the customer asks an update.
export const Expired: Story = {
  args: { quote: { ...sent, offer: { ...sent.offer!, validUntil: '2027-01-12' } }, today: '2027-01-13' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ce devis a expiré le 12 janvier 2027 : demandez une mise à jour.');
  },
};

export const ThreadOpen: Story = {
  args: {
    threadOpen: true,
    thread: <QuoteThread messages={[requestMessage, offerMessage]} versions={[firstVersion]} viewer="customer" onSend={fn()} onDownloadVersion={fn()} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Échanges sur le devis' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer les échanges' }));
    await expect(args.onToggleThread).toHaveBeenCalledOnce();
  },
};

// Accepted: nothing to answer.
export const Accepted: Story = {
  args: { quote: { ...sent, status: 'accepted' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Refuser le devis' })).toBeNull();
  },
};
