import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactForm, ContactPage } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { contactPageUsage } from '../usage/formsGuidance.ts';

const meta = {
  title: 'Forms/ContactPage',
  tags: ['stable'],
  component: ContactPage,
  parameters: { ...usageDocs(contactPageUsage), layout: 'fullscreen' },
  // The form's own states are ContactForm's stories; these are the page around it.
  args: { form: <ContactForm onSubmit={fn()} privacyHref="/politique-confidentialite" /> },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    details: canvas.getByRole('region', { name: 'Nos coordonnées' }).getBoundingClientRect(),
    advantages: canvas.getByRole('region', { name: 'Pourquoi nous choisir ?' }).getBoundingClientRect(),
    form: canvas.getByRole('region', { name: 'Votre demande de contact' }).getBoundingClientRect(),
  };
};

const noSideScroll = async (canvasElement: HTMLElement) =>
  expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
  },
};

export const Desktop: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const { details, advantages, form } = boxes(canvasElement);
    await expect(form.left).toBeGreaterThanOrEqual(details.right);
    await expect(advantages.top).toBeGreaterThanOrEqual(details.bottom);
    await noSideScroll(canvasElement);
  },
};

export const Tablet: Story = {
  ...atViewport('tablet'),
  play: async ({ canvasElement }) => {
    const { details, advantages, form } = boxes(canvasElement);
    await expect(advantages.left).toBeGreaterThanOrEqual(details.right);
    await expect(form.top).toBeGreaterThanOrEqual(Math.max(details.bottom, advantages.bottom));
    await noSideScroll(canvasElement);
  },
};

// On a phone the form comes first, right under the title; the two cards follow it.
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const { details, advantages, form } = boxes(canvasElement);
    await expect(form.top).toBeLessThan(400);
    await expect(details.top).toBeGreaterThanOrEqual(form.bottom);
    await expect(advantages.top).toBeGreaterThanOrEqual(details.bottom);
    await noSideScroll(canvasElement);
  },
};
