import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bankingFormValues, grantedTerms, personalInfoFormValues, preferencesFormValues } from '@otech/domain';
import {
  BankingForm,
  ClientDashboardPage,
  ClientInvoicesPanel,
  PersonalInfoForm,
  PreferencesForm,
  QuoteRequestList,
  type ClientDashboardTab,
} from '@otech/ui';
import { latestFactures, monthStats } from '../fixtures/account.ts';
import { loaded } from '../fixtures/asyncState.ts';
import { dashboardUser } from '../fixtures/clientDashboardUser.ts';
import { pendingQuote, quotedQuote, quoteUserId } from '../fixtures/quotes.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { clientDashboardPageUsage } from '../usage/accountGuidance.ts';

const invoicesPanel = (
  <ClientInvoicesPanel
    factures={loaded(latestFactures)}
    stats={monthStats}
    onRetry={fn()}
    onCreateProForma={fn()}
    onDownload={fn()}
    allInvoicesHref="/client-dashboard?tab=factures"
  />
);

// The real screens of all five tabs, as the shop wires them (ClientDashboardRoute), with the demo customer.
const panels = {
  informations: <PersonalInfoForm initialValues={personalInfoFormValues(dashboardUser)} onSubmit={fn()} onReset={fn()} />,
  banque: <BankingForm initialValues={bankingFormValues(dashboardUser)} grantedTerms={grantedTerms({ paymentTerms: 45, creditLimit: 5000 })} savedIban="FR76 •••• •••• 0189" onSubmit={fn()} />,
  devis: (
    <QuoteRequestList quotes={loaded([pendingQuote, quotedQuote])} onRetry={fn()} userId={quoteUserId} onCancel={fn()} catalogueHref="/catalogue" />
  ),
  parametres: <PreferencesForm initialValues={preferencesFormValues(dashboardUser)} onSubmit={fn()} />,
  factures: invoicesPanel,
};

const meta = {
  title: 'Account/ClientDashboardPage',
  tags: ['stable'],
  component: ClientDashboardPage,
  parameters: usageDocs(clientDashboardPageUsage),
  args: { name: 'Jean Dupont', selectedTab: 'informations', onTabChange: fn(), panels },
  render: function Render(args) {
    const [tab, setTab] = useState<ClientDashboardTab>(args.selectedTab);
    return (
      <ClientDashboardPage
        {...args}
        selectedTab={tab}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ClientDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabRow = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tablist', { name: 'Mon Espace Client' });

// Spec 2 §2.2: the title, the welcome line with the real name, the tabs in the spec's order, each its real screen.
// On a desk's screen, where the whole tab row fits (the phone's cut row is Phone's).
export const Tabs: Story = {
  ...atViewport('desktop'),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon Espace Client' })).toBeVisible();
    await expect(canvas.getByText('Bienvenue, Jean Dupont')).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['Informations Personnelles', 'Informations Bancaires', 'Mes Devis', 'Paramètres', 'Mes Factures']);
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Jean');
    await userEvent.click(canvas.getByRole('tab', { name: 'Mes Devis' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('devis');
    await expect(canvas.getByRole('region', { name: 'Devis #3f9c2a71' })).toBeVisible();
    // Wide enough for every tab: no side fades.
    await expect(tabRow(canvasElement)).not.toHaveAttribute('data-more-after');
  },
};

// The invoices tab opened: its statistics and latest invoices, the real screen.
export const WithInvoices: Story = {
  args: { selectedTab: 'factures' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(5);
    await expect(canvas.getByRole('heading', { name: 'Statistiques : Ce mois' })).toBeVisible();
  },
};

// Issue 26: on a 390 px phone the row is cut; the hidden side fades, so the row reads as scrollable.
export const Phone: Story = {
  ...atViewport('handset'),
  play: async ({ canvasElement }) => {
    const row = tabRow(canvasElement);
    await waitFor(() => expect(row).toHaveAttribute('data-more-after'));
    await expect(row).not.toHaveAttribute('data-more-before');
    await expect(getComputedStyle(row).maskImage).toContain('linear-gradient');
    row.scrollLeft = row.scrollWidth;
    await waitFor(() => expect(row).toHaveAttribute('data-more-before'));
    await expect(row).not.toHaveAttribute('data-more-after');
  },
};
