import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductPhotos } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { productPhotosUsage } from '../usage/adminGuidance.ts';

const thumb = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${color}"/></svg>`)}`;

const meta = {
  title: 'Admin/ProductPhotos',
  tags: ['stable'],
  component: ProductPhotos,
  parameters: usageDocs(productPhotosUsage),
  args: { photos: { av: thumb('#336699'), ar: thumb('#cc6633') }, onReplace: fn(), onRemove: fn() },
} satisfies Meta<typeof ProductPhotos>;

export default meta;
type Story = StoryObj<typeof meta>;

// A file chosen for the back view is handed over with its view; "Supprimer" removes the front one.
export const ReplaceAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const back = within(within(canvasElement).getByRole('group', { name: 'Dos (AR)' }));
    await expect(back.getByRole('img', { name: 'Photo Dos (AR)' })).toBeVisible();
    const file = new File(['png'], 'dos.png', { type: 'image/png' });
    await userEvent.upload(back.getByLabelText('Fichier Dos (AR)'), file);
    await expect(args.onReplace).toHaveBeenCalledWith('ar', file);
    const front = within(within(canvasElement).getByRole('group', { name: 'Face (AV)' }));
    await userEvent.click(front.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onRemove).toHaveBeenCalledWith('av');
  },
};

// A product without photos offers to add each view and nothing to remove.
export const NoPhotos: Story = {
  args: { photos: { av: null, ar: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Aucune photo')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Ajouter' })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  },
};

// While the front photo is sent its buttons wait; the other view stays usable.
export const Sending: Story = {
  args: { busyView: 'av' },
  play: async ({ canvasElement }) => {
    const front = within(within(canvasElement).getByRole('group', { name: 'Face (AV)' }));
    await expect(front.getByRole('button', { name: 'Envoi...' })).toBeDisabled();
    const back = within(within(canvasElement).getByRole('group', { name: 'Dos (AR)' }));
    await expect(back.getByRole('button', { name: 'Remplacer' })).toBeEnabled();
  },
};

// The API's French refusal is shown under the view it names.
export const RefusedFile: Story = {
  args: { refusedFields: { ar: 'Format non accepté : une image JPEG, PNG ou WebP est attendue' } },
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('group', { name: 'Dos (AR)' });
    await expect(within(back).getByText('Format non accepté : une image JPEG, PNG ou WebP est attendue')).toBeVisible();
  },
};
