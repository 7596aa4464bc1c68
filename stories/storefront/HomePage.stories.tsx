import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOME_CATEGORY_CARDS } from '@otech/domain';
import { HomePage } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { homePageUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/HomePage',
  tags: ['stable'],
  component: HomePage,
  parameters: usageDocs(homePageUsage),
  args: {
    categoryCards: HOME_CATEGORY_CARDS,
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §2 "Home page": banner, hero, categories, advantages, call to action, in that order.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = [
      canvas.getByRole('note'),
      canvas.getByRole('heading', { level: 1 }),
      canvas.getByRole('heading', { name: 'Nos catégories de produits' }),
      canvas.getByRole('heading', { name: 'Pourquoi choisir OTECH ?' }),
      canvas.getByRole('link', { name: 'Nous contacter' }),
    ];
    for (const [index, element] of order.slice(1).entries()) {
      await expect(order[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Desktop: Story = { ...atViewport('desktop') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Mobile: Story = { ...atViewport('mobile') };
