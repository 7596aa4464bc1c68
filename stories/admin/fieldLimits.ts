import { expect } from 'storybook/test';

/**
 * Each field stops typing at the length its API body or query accepts (the input's `maxlength`),
 * so staff never reach a refusal for a text that is merely too long.
 */
export async function expectMaxLengths(limits: readonly (readonly [HTMLElement, number])[]) {
  for (const [field, max] of limits) await expect(field).toHaveAttribute('maxlength', String(max));
}
