import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostalAddressCard } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { postalAddressCardUsage } from '../usage/ordersGuidance.ts';

const meta = {
  title: 'Orders/PostalAddressCard',
  tags: ['stable'],
  component: PostalAddressCard,
  parameters: usageDocs(postalAddressCardUsage),
  args: {
    title: 'Adresse de livraison',
    address: { company: 'Durand Energie - Entrepôt', street: '4 allée des Accus', postalCode: '69200', city: 'Vénissieux', country: 'France' },
  },
} satisfies Meta<typeof PostalAddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Adresse de livraison' })).toBeVisible();
    await expect(canvas.getByText(/69200 Vénissieux/)).toBeVisible();
  },
};

// A stored order without its address (the seed checks only ids) says so instead of an empty card.
export const NotGiven: Story = {
  args: { address: { street: '', postalCode: '', city: '', country: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Adresse non renseignée')).toBeVisible();
  },
};
