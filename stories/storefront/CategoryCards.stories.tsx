import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOME_CATEGORY_CARDS } from '@otech/domain';
import { CategoryCards } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { categoryCardsUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/CategoryCards',
  tags: ['stable'],
  component: CategoryCards,
  parameters: usageDocs(categoryCardsUsage),
  args: { cards: HOME_CATEGORY_CARDS },
} satisfies Meta<typeof CategoryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §2 "Home page" and §9: 250+, 180+, 120+, 85+.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      "Batteries d'origine",
      'Chargeurs',
      'Piles & Accus',
      'Batteries Multimédias',
    ]);
    await expect(cards.map((card) => card.lastElementChild?.lastElementChild?.textContent)).toEqual([
      '250+ produits',
      '180+ produits',
      '120+ produits',
      '85+ produits',
    ]);
  },
};

export const OtherCounts: Story = {
  args: {
    cards: HOME_CATEGORY_CARDS.map((card, index) => ({ ...card, countLabel: `${(index + 1) * 100}+ produits` })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('400+ produits')).toBeVisible();
  },
};

export const Tablet: Story = {
  ...atViewport('tablet'),
  play: async ({ canvasElement }) => {
    // Two cards per row from 480 px up to 1024 px.
    const [first, second, third] = within(canvasElement).getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
    await expect(third?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().top ?? 0);
  },
};

export const Mobile: Story = { ...atViewport('mobile') };

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThanOrEqual(first?.getBoundingClientRect().bottom ?? 0);
  },
};
