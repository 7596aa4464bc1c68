import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bankingFormValues, grantedTerms } from '@otech/domain';
import { BankingForm } from '@otech/ui';
import { dashboardUser } from '../fixtures/clientDashboardUser.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { bankingFormUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/BankingForm',
  tags: ['stable'],
  component: BankingForm,
  parameters: usageDocs(bankingFormUsage),
  args: { initialValues: bankingFormValues(dashboardUser), grantedTerms: grantedTerms({ paymentTerms: 45, creditLimit: 5000 }), savedIban: 'FR76 •••• •••• 0189', onSubmit: fn() },
} satisfies Meta<typeof BankingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('textbox', { name });

async function type(canvasElement: HTMLElement, name: string | RegExp, text: string) {
  const field = textbox(canvasElement, name);
  await userEvent.clear(field);
  await userEvent.paste(text);
  await userEvent.tab();
}

// Issue 8: the saved IBAN only ever shows masked; an empty field keeps it.
export const SavedIbanMasked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvasElement, /^IBAN/)).toHaveValue('');
    await expect(canvas.getByText(/IBAN enregistré : FR76 •••• •••• 0189/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ iban: '', bic: 'AGRIFRPP', paymentTerms: 30 }), expect.anything()));
  },
};

// Spec 2 §5: IBAN (with its checksum) and BIC are checked once typed.
export const InvalidIbanAndBic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await type(canvasElement, /^IBAN/, 'FR76 3000 6000 0112 3456 7890 188');
    await type(canvasElement, 'BIC', 'AGRI');
    await expect(await canvas.findByText('IBAN invalide')).toBeVisible();
    await expect(canvas.getByText('BIC invalide')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

// Spec 2 §2.2: the billing address fields show only when "same billing address" is unticked.
export const OtherBillingAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Adresse de facturation' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Adresse de facturation identique/ }));
    await type(canvasElement, 'Adresse de facturation', '4 quai Est');
    await type(canvasElement, 'Code postal', '1000');
    await type(canvasElement, 'Ville', 'Lausanne');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ sameBillingAddress: false, billingAddress: '4 quai Est', billingCity: 'Lausanne' }),
        expect.anything(),
      ),
    );
  },
};

// Issue 21 (decision record 061): payment terms and credit limit are the shop's, shown read-only, never a field.
export const GrantedTermsReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const granted = within(canvas.getByRole('region', { name: 'Conditions accordées par OTECH' }));
    await expect(granted.getByText('Délai de paiement').nextElementSibling).toHaveTextContent('45 jours');
    await expect(granted.getByText('Encours autorisé').nextElementSibling).toHaveTextContent(/^5\s000,00\s€$/);
    await expect(canvas.queryByRole('textbox', { name: /Encours/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Délai de paiement/ })).toBeNull();
  },
};

// Issue 21: the credit in use beside the limit OTECH granted.
export const WithCreditInUse: Story = {
  args: { creditInUse: 'Encours : 3\u202f200\u00a0€ sur 5\u202f000\u00a0€' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Encours : 3\s200\s€ sur 5\s000\s€$/)).toBeVisible();
  },
};

export const NothingSavedYet: Story = {
  args: { savedIban: undefined, initialValues: {}, grantedTerms: grantedTerms(undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/IBAN enregistré/)).toBeNull();
    await expect(within(canvasElement).getByText('Encours autorisé').nextElementSibling).toHaveTextContent('Non défini');
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
  },
};

export const SaveError: Story = {
  args: { errorMessage: 'Erreur lors de la mise à jour' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erreur lors de la mise à jour')).toBeVisible();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
