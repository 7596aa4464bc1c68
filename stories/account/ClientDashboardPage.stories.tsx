import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientDashboardPage, type ClientDashboardTab } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';

const panels = {
  informations: <p>Formulaire des informations personnelles</p>,
  banque: <p>Formulaire des informations bancaires</p>,
  devis: <p>Liste des devis</p>,
  parametres: <p>Paramètres et sécurité</p>,
};

const meta = {
  title: 'Account/ClientDashboardPage',
  component: ClientDashboardPage,
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

// Spec 2 §2.2: the title, the welcome line with the real name, the tabs in the spec's order.
export const Tabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon Espace Client' })).toBeVisible();
    await expect(canvas.getByText('Bienvenue, Jean Dupont')).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['Informations Personnelles', 'Informations Bancaires', 'Mes Devis', 'Paramètres']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mes Devis' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('devis');
    await expect(canvas.getByText('Liste des devis')).toBeVisible();
  },
};

// The fifth tab shows once its screen is given (Mes Factures comes with the invoices screens).
export const WithInvoices: Story = {
  args: { panels: { ...panels, factures: <p>Mes factures</p> }, selectedTab: 'factures' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(5);
    await expect(canvas.getByText('Mes factures')).toBeVisible();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
