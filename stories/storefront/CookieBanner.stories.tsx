import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { cookieBannerUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/CookieBanner',
  tags: ['stable'],
  component: CookieBanner,
  parameters: { ...usageDocs(cookieBannerUsage), layout: 'fullscreen' },
  args: { onAccept: fn(), onReject: fn() },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §2 "Cookie banner".
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Respect de votre vie privée' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /politique de confidentialité/ });
    await expect(link).toHaveAttribute('href', '/politique-confidentialite');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('politique de confidentialité (nouvel onglet)');
    await expect(canvas.getByRole('button', { name: 'Refuser' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accepter' })).toBeVisible();
  },
};

export const Accept: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accepter' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const Reject: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refuser' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Tablet: Story = { ...atViewport('tablet') };

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    // Below 768 px the buttons go under the text.
    const canvas = within(canvasElement);
    const text = canvas.getByRole('heading', { name: 'Respect de votre vie privée' }).getBoundingClientRect();
    const accept = canvas.getByRole('button', { name: 'Accepter' }).getBoundingClientRect();
    await expect(accept.top).toBeGreaterThan(text.bottom);
  },
};
