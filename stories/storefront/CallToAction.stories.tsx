import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CallToAction } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { callToActionUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/CallToAction',
  tags: ['stable'],
  component: CallToAction,
  parameters: usageDocs(callToActionUsage),
  } satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Nous contacter' });
    await expect(link).toHaveAttribute('href', '/contact');
    await userEvent.click(link);
    await expect(navigated).toHaveBeenCalledWith('/contact');
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
