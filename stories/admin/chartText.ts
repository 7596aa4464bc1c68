import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect } from 'storybook/test';
import { atViewport } from '../storefront/viewports.ts';

/**
 * A chart fills its column and its texts are drawn at their own size (12 px ticks): the svg is as wide
 * as its column instead of a fixed drawing scaled to it, which shrank them to 7 px on a phone and doubled them on a wide screen.
 */
async function expectReadableChartText({ canvasElement }: { canvasElement: HTMLElement }) {
  const svg = canvasElement.querySelector('svg[role="group"]')!;
  await expect(svg.getBoundingClientRect().width).toBeGreaterThan(0.7 * canvasElement.getBoundingClientRect().width);
  const texts = [...svg.querySelectorAll('text')];
  await expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    const { height } = text.getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(12);
    await expect(height).toBeLessThanOrEqual(18);
  }
}

const wideColumn: Decorator = (Story) => createElement('div', { style: { width: '1200px' } }, createElement(Story));

/** A chart's story on a phone: its texts keep their size. */
export const readableOnAPhone = { ...atViewport('mobile'), play: expectReadableChartText };

const laptop = atViewport('laptop');

/** A chart's story in a 1200 px column, on a laptop's screen that holds it: its texts keep their size. */
export const readableInAWideColumn = {
  ...laptop,
  parameters: { ...laptop.parameters, layout: 'fullscreen' },
  decorators: [wideColumn],
  play: expectReadableChartText,
};
