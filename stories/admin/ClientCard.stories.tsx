import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientCard } from '@otech/ui';
import { activeClient, inactiveClient } from '../fixtures/adminClients.ts';
import { usageDocs } from '../usage/usage.ts';
import { clientCardUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/ClientCard',
  tags: ['stable'],
  component: ClientCard,
  parameters: usageDocs(clientCardUsage),
  args: { client: activeClient, onDetails: fn(), onOpenAccount: fn() },
} satisfies Meta<typeof ClientCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every field of spec 3 §2; both buttons answer.
export const Active: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Jean Durand', 'Durand Energie SARL', 'jean@durand-energie.fr', '01 23 45 67 89', '123 456 789 00012', '12 rue des Piles, 69003 Lyon', '3', '1 834,20 €', 'Actif']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: /Détails/ }));
    await expect(args.onDetails).toHaveBeenCalledWith(activeClient);
    await userEvent.click(canvas.getByRole('button', { name: /Accéder au compte/ }));
    await expect(args.onOpenAccount).toHaveBeenCalledWith(activeClient);
  },
};

// Issue 23: a role that may not sign in as a client (Comptabilité, Logistique) is not offered « Accéder au compte ».
export const WithoutImpersonation: Story = {
  args: { onOpenAccount: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Accéder au compte/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Détails/ }));
    await expect(args.onDetails).toHaveBeenCalledWith(activeClient);
  },
};

// No company, phone, SIRET or address: 'Particulier', 'Adresse non renseigné'; the account cannot be opened.
export const Inactive: Story = {
  args: { client: inactiveClient },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Particulier')).toBeVisible();
    await expect(canvas.getByText('Adresse non renseigné')).toBeVisible();
    await expect(canvas.getByText('Inactif')).toBeVisible();
    await expect(canvas.queryByText('Téléphone')).toBeNull();
    await expect(canvas.queryByText('SIRET')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Accéder au compte/ })).toBeDisabled();
  },
};

export const Opening: Story = {
  args: { isOpening: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Accéder au compte/ })).toBeDisabled();
  },
};
