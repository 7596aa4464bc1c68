import { within } from 'storybook/test';

/** Queries inside one side of a do/don't pair ("Do" or "Don't"), for the stories' play functions. */
export const doDontExample = (canvasElement: HTMLElement, side: 'Do' | "Don't") => within(within(canvasElement).getByRole('figure', { name: side }));
