import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactDetailsCard } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { contactDetailsCardUsage } from '../usage/formsGuidance.ts';

const meta = {
  title: 'Forms/ContactDetailsCard',
  tags: ['stable'],
  component: ContactDetailsCard,
  parameters: usageDocs(contactDetailsCardUsage),
} satisfies Meta<typeof ContactDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nos coordonnées' })).toBeVisible();
    await expect(canvas.getByText(/Aix-en-Provence/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '04 42 00 00 00' })).toHaveAttribute('href', 'tel:0442000000');
    await expect(canvas.getByRole('link', { name: 'commandes@otech.fr' })).toHaveAttribute('href', 'mailto:commandes@otech.fr');
    // Spec 1, contact page: Mon-Tue 9h00-15h30, Wed 9h00-12h00, Thu-Fri 9h00-15h30.
    const slots = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(slots).toEqual(['Lundi - Mardi9h00 - 15h30', 'Mercredi9h00 - 12h00', 'Jeudi - Vendredi9h00 - 15h30']);
  },
};

export const OtherDetails: Story = {
  args: {
    phone: '01 23 45 67 89',
    orderEmail: 'devis@otech.fr',
    address: { street: '1 place de la Gare', postalCode: '75010', city: 'Paris', country: 'France' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:0123456789');
    await expect(canvas.getByText(/75010 Paris/)).toBeVisible();
  },
};
