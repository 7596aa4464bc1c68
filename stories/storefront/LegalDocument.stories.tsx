import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LegalDocument } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { legalDocumentUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/LegalDocument',
  tags: ['stable'],
  component: LegalDocument,
  parameters: usageDocs(legalDocumentUsage),
  args: {
    title: 'Document légal',
    sections: [
      { title: '1. Première partie', body: <p>Texte de la première partie.</p> },
      { title: '2. Deuxième partie', body: <p>Texte de la deuxième partie.</p> },
    ],
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Document légal' })).toBeVisible();
    const toc = within(canvas.getByRole('navigation', { name: 'Sommaire' }));
    await expect(toc.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '1. Première partie',
      '2. Deuxième partie',
    ]);
  },
};

export const TableOfContentsMovesFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toc = within(canvas.getByRole('navigation', { name: 'Sommaire' }));
    await userEvent.click(toc.getByRole('link', { name: '2. Deuxième partie' }));
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Deuxième partie' })).toHaveFocus();
    await expect(canvas.getByRole('region', { name: '2. Deuxième partie' })).toHaveTextContent(
      'Texte de la deuxième partie.',
    );
  },
};
