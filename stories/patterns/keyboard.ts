import { userEvent } from 'storybook/test';

/** Most Tab presses a pattern's page needs between two of its controls: past it, the control is out of the keyboard's reach. */
const MOST_TABS = 40;

/**
 * Presses Tab (Shift+Tab backwards) until `target` has the focus, as a keyboard user would reach it;
 * fails naming it when it never does (a control the keyboard cannot reach, or out of reading order).
 */
export async function tabTo(target: Element, { backwards = false } = {}) {
  for (let presses = 0; presses < MOST_TABS && target.ownerDocument.activeElement !== target; presses++) await userEvent.tab({ shift: backwards });
  if (target.ownerDocument.activeElement !== target) throw new Error(`${MOST_TABS} presses of ${backwards ? 'Shift+' : ''}Tab never reached ${target.outerHTML.slice(0, 120)}`);
}
