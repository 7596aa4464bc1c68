import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LegalNoticePage } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { legalNoticePageUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/LegalNoticePage',
  tags: ['stable'],
  component: LegalNoticePage,
  parameters: usageDocs(legalNoticePageUsage),
  } satisfies Meta<typeof LegalNoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    const section = (name: string) => canvas.getByRole('region', { name });
    await expect(section('1. Éditeur du site')).toHaveTextContent(/OTECH, SAS au capital de 10 000 €/);
    await expect(section('1. Éditeur du site')).toHaveTextContent(/Aix-en-Provence/);
    await expect(section('2. Directeur de la publication')).toBeVisible();
    await expect(section('3. Hébergement')).toBeVisible();
    await expect(within(section('4. Contact')).getByRole('link', { name: '04 42 00 00 00' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'politique de confidentialité' }));
    await expect(navigated).toHaveBeenCalledWith('/politique-confidentialite');
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
