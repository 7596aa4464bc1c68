import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdvantagesSection } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { advantagesSectionUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/AdvantagesSection',
  tags: ['stable'],
  component: AdvantagesSection,
  parameters: usageDocs(advantagesSectionUsage),
} satisfies Meta<typeof AdvantagesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §1 claims: certified and tested, over 40,000 references, technical support, same-day dispatch before 11:00.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Produits certifiés' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /\+ de 40\s000 références/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Support technique' })).toBeVisible();
    await expect(canvas.getByText('Pour toute commande passée avant 11h00.')).toBeVisible();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
