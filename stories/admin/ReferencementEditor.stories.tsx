import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SEO_DESCRIPTION_MAX, SEO_SLUG_MAX, SEO_TITLE_MAX } from '@otech/domain';
import { ReferencementEditor } from '@otech/ui';
import { writtenReferencement as row } from './fixtures.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { referencementEditorUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/ReferencementEditor',
  tags: ['stable'],
  component: ReferencementEditor,
  parameters: usageDocs(referencementEditorUsage),
  args: { row, onSave: fn() },
} satisfies Meta<typeof ReferencementEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// "Slug depuis le titre" derives the slug from the title, which is saved with the page's entry.
export const SlugFromTitle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Slug depuis le titre' }));
    await expect(canvas.getByRole('textbox', { name: 'Slug' })).toHaveValue('pile-lithium-cr2032-3-v-gp-batteries-otech');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ slug: 'pile-lithium-cr2032-3-v-gp-batteries-otech' }));
  },
};

// Title, description and slug stop at the lengths PUT /admin/referencement accepts.
export const FieldLengths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectMaxLengths([
      [canvas.getByRole('textbox', { name: 'Titre' }), SEO_TITLE_MAX],
      [canvas.getByRole('textbox', { name: 'Description' }), SEO_DESCRIPTION_MAX],
      [canvas.getByRole('textbox', { name: 'Slug' }), SEO_SLUG_MAX],
    ]);
  },
};
