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
  await expectEachTickLabelOnce(canvasElement);
}

/** The labels an axis of the chart writes, in order. */
export const axisLabels = (canvasElement: HTMLElement, side: 'left' | 'right' | 'bottom') =>
  [...canvasElement.querySelectorAll(`.visx-axis-${side} .visx-axis-tick text`)].map((tick) => tick.textContent);

/** Whether two boxes share some area (touching edges do not count). */
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * Each axis of the chart writes each of its labels once, none over another (decision 281): a count
 * from 0 to 3 was ticked every 0.5 and read « 0, 1, 1, 2, 2, 3, 3 ».
 */
export async function expectEachTickLabelOnce(canvasElement: HTMLElement) {
  const axes = [...canvasElement.querySelectorAll('svg[role="group"] .visx-axis')];
  await expect(axes.length).toBeGreaterThan(0);
  for (const axis of axes) {
    const ticks = [...axis.querySelectorAll('.visx-axis-tick text')];
    const labels = ticks.map((tick) => tick.textContent);
    await expect(labels).toEqual([...new Set(labels)]);
    const boxes = ticks.map((tick) => tick.getBoundingClientRect());
    const overlapping = boxes.flatMap((box, i) => boxes.slice(i + 1).filter((other) => overlap(box, other)).map(() => labels[i]));
    await expect(overlapping).toEqual([]);
  }
}

const wideColumn: Decorator = (Story) => createElement('div', { style: { width: '1200px' } }, createElement(Story));

/** A chart's story on a phone: its texts keep their size, each label once. */
export const readableOnAPhone = { ...atViewport('mobile'), play: expectReadableChartText };

const laptop = atViewport('laptop');

/** A chart's story in a 1200 px column, on a laptop's screen that holds it: its texts keep their size, each label once. */
export const readableInAWideColumn = {
  ...laptop,
  parameters: { ...laptop.parameters, layout: 'fullscreen' },
  decorators: [wideColumn],
  play: expectReadableChartText,
};
