import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductImageSlider } from '@otech/ui';
import { batteryImage } from '../fixtures/images.ts';
import { usageDocs } from '../usage/usage.ts';
import { productImageSliderUsage } from '../usage/catalogueGuidance.ts';

const images = [
  { src: batteryImage('12V 44Ah', '#0b4f8a', 'AV'), alt: 'Batterie Varta Blue Dynamic, vue avant' },
  { src: batteryImage('12V 44Ah', '#0b4f8a', 'AR'), alt: 'Batterie Varta Blue Dynamic, vue arrière' },
  { src: batteryImage('B18', '#1b7a3a', 'AV'), alt: 'Batterie Varta Blue Dynamic, étiquette' },
];

const meta = {
  title: 'Catalogue/ProductImageSlider',
  tags: ['stable'],
  component: ProductImageSlider,
  parameters: usageDocs(productImageSliderUsage),
  args: { images, label: 'Batterie Varta Blue Dynamic B18', onIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof ProductImageSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeImages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Image précédente' });
    const next = canvas.getByRole('button', { name: 'Image suivante' });
    await expect(canvas.getByText('1/3')).toBeVisible();
    // Clamped at the first image: no wrap-around to the last one.
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(canvas.getByText('2/3')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Batterie Varta Blue Dynamic, vue arrière' })).toBeVisible();
    await userEvent.click(next);
    await expect(canvas.getByText('3/3')).toBeVisible();
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await expect(canvas.getByText('2/3')).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

export const Thumbnails: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('button', { name: 'Image 3 sur 3' });
    await userEvent.click(third);
    await expect(canvas.getByText('3/3')).toBeVisible();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Image 1 sur 3' })).toHaveAttribute('aria-current', 'false');
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Image 1 sur 3' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('2/3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('3/3')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('2/3')).toBeVisible();
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Batterie Varta Blue Dynamic, vue avant' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Image suivante' })).toBeNull();
  },
};

export const NoImage: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Batterie Varta Blue Dynamic B18' })).toBeVisible();
  },
};
