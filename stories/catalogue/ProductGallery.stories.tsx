import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductGallery } from '@otech/ui';
import { batteryImage } from '../fixtures/images.ts';
import { usageDocs } from '../usage/usage.ts';
import { productGalleryUsage } from '../usage/catalogueGuidance.ts';

const label = 'Batterie Varta Blue Dynamic B18';
const front = batteryImage('12V 44Ah', '#0b4f8a', 'AV');
const back = batteryImage('12V 44Ah', '#0b4f8a', 'AR');
const frontHd = batteryImage('12V 44Ah HD', '#083d6b', 'AV');

const meta = {
  title: 'Catalogue/ProductGallery',
  tags: ['stable'],
  component: ProductGallery,
  parameters: usageDocs(productGalleryUsage),
  args: {
    label,
    images: [
      { src: front, hdSrc: frontHd, alt: `${label}, image 1 sur 2` },
      { src: back, alt: `${label}, image 2 sur 2` },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

// The stage is the page's largest paint: the HD file, asked for first; the thumbnails stay card-size.
export const WithHdPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = within(canvas.getByRole('group', { name: `${label}, image 1 sur 2 : flèches pour déplacer la loupe` }));
    const picture = stage.getByRole('img', { name: `${label}, image 1 sur 2` });
    await expect(picture).toHaveAttribute('src', frontHd);
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toHaveAttribute('width', '800');
    await userEvent.click(canvas.getByRole('button', { name: 'Image 2 sur 2' }));
    await expect(canvas.getByText('2/2')).toBeVisible();
    // Without an HD file the stage shows the thumbnail, at its own size.
    await expect(canvas.getByRole('img', { name: `${label}, image 2 sur 2` })).toHaveAttribute('width', '320');
  },
};

// The magnifier on the stage: a keyboard user focuses it and the lens shows the HD file.
export const MagnifierOnStage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: /loupe$/ })).toHaveFocus();
    const lens = await canvas.findByTestId('magnifier-lens');
    await expect(lens.querySelector('img')).toHaveAttribute('src', frontHd);
  },
};

export const NoPicture: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: label })).toHaveTextContent('Photo à venir');
  },
};
