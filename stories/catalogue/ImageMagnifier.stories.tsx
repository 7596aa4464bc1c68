import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ImageMagnifier } from '@otech/ui';
import { batteryImage } from '../fixtures/images.ts';
import { usageDocs } from '../usage/usage.ts';
import { imageMagnifierUsage } from '../usage/catalogueGuidance.ts';

const src = batteryImage('12V 44Ah', '#0b4f8a', 'AV');
const hdSrc = batteryImage('12V 44Ah HD', '#083d6b', 'AV');
const alt = 'Batterie Varta Blue Dynamic, vue avant';

const meta = {
  title: 'Catalogue/ImageMagnifier',
  tags: ['stable'],
  component: ImageMagnifier,
  parameters: usageDocs(imageMagnifierUsage),
  args: { src, hdSrc, alt },
  decorators: [(Story) => <div style={{ width: 320, height: 320 }}><Story /></div>],
} satisfies Meta<typeof ImageMagnifier>;

export default meta;
type Story = StoryObj<typeof meta>;

const lensOf = (canvasElement: HTMLElement) => within(canvasElement).queryByTestId('magnifier-lens');

// React's onPointerLeave listens to pointerout towards an element outside the target.
const leave = (element: HTMLElement, pointerType: string) =>
  fireEvent.pointerOut(element, { pointerType, relatedTarget: element.ownerDocument.body });

/** Pointer position at a share of the magnifier's box. */
function at(element: HTMLElement, x: number, y: number) {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width * x, clientY: box.top + box.height * y };
}

export const MouseHover: Story = {
  play: async ({ canvasElement }) => {
    const magnifier = within(canvasElement).getByRole('group');
    await expect(within(magnifier).getByRole('img', { name: alt })).toHaveAttribute('src', src);
    await expect(lensOf(canvasElement)).toBeNull();
    fireEvent.pointerMove(magnifier, { pointerType: 'mouse', ...at(magnifier, 0.9, 0.9) });
    // Awaited: outside the test runner React paints the lens on its next frame.
    await waitFor(() => expect(lensOf(canvasElement)).not.toBeNull());
    const lens = lensOf(canvasElement);
    // The lens enlarges the HD image, kept inside the picture at the bottom-right corner.
    await expect(lens?.querySelector('img')).toHaveAttribute('src', hdSrc);
    await expect(lens).toHaveStyle({ left: '192px', top: '192px' });
    // The story ends with the lens over the battery itself, where there is something to enlarge.
    fireEvent.pointerMove(magnifier, { pointerType: 'mouse', ...at(magnifier, 0.5, 0.5) });
    await waitFor(() => expect(lensOf(canvasElement)).toHaveStyle({ left: '96px', top: '96px' }));
  },
};

// Its own story, so that Mouse Hover ends with the lens in sight for whoever opens it.
export const MouseLeave: Story = {
  play: async ({ canvasElement }) => {
    const magnifier = within(canvasElement).getByRole('group');
    fireEvent.pointerMove(magnifier, { pointerType: 'mouse', ...at(magnifier, 0.5, 0.5) });
    await waitFor(() => expect(lensOf(canvasElement)).not.toBeNull());
    leave(magnifier, 'mouse');
    await waitFor(() => expect(lensOf(canvasElement)).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const magnifier = within(canvasElement).getByRole('group', { name: `${alt} : flèches pour déplacer la loupe` });
    await userEvent.tab();
    await expect(magnifier).toHaveFocus();
    // Focus opens the lens at the centre; each arrow moves it a tenth of the picture.
    await expect(lensOf(canvasElement)).toHaveStyle({ left: '96px', top: '96px' });
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(lensOf(canvasElement)).toHaveStyle({ left: '128px', top: '128px' });
    await userEvent.keyboard('{Escape}');
    await expect(lensOf(canvasElement)).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(lensOf(canvasElement)).toHaveStyle({ left: '64px', top: '96px' });
    await userEvent.tab();
    await expect(lensOf(canvasElement)).toBeNull();
  },
};

export const TouchTap: Story = {
  play: async ({ canvasElement }) => {
    const magnifier = within(canvasElement).getByRole('group');
    fireEvent.pointerDown(magnifier, { pointerType: 'touch', ...at(magnifier, 0.1, 0.1) });
    // The finger leaving after the tap keeps the lens open; a second tap closes it.
    leave(magnifier, 'touch');
    await waitFor(() => expect(lensOf(canvasElement)).toHaveStyle({ left: '0px', top: '0px' }));
    fireEvent.pointerMove(magnifier, { pointerType: 'touch', ...at(magnifier, 0.9, 0.9) });
    await expect(lensOf(canvasElement)).toHaveStyle({ left: '0px', top: '0px' });
    fireEvent.pointerDown(magnifier, { pointerType: 'touch', ...at(magnifier, 0.5, 0.5) });
    await waitFor(() => expect(lensOf(canvasElement)).toBeNull());
  },
};

export const WithoutHdImage: Story = {
  args: { hdSrc: undefined },
  play: async ({ canvasElement }) => {
    const magnifier = within(canvasElement).getByRole('group');
    fireEvent.pointerMove(magnifier, { pointerType: 'mouse', ...at(magnifier, 0.5, 0.5) });
    await waitFor(() => expect(lensOf(canvasElement)?.querySelector('img')).toHaveAttribute('src', src));
  },
};
