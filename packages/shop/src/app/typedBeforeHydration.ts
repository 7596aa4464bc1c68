type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The prototype's own setter: it changes the shown value without React's tracker noticing. */
function setShownValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/**
 * Hands React what was typed, ticked or chosen in a field of a server-drawn page before it hydrated.
 * Hydration keeps the browser's value on screen but not in the components' state, and React sets a
 * field's default to that state: a field whose value differs from its default was changed before
 * React listened. Each is told to React as the browser tells an edit (an input event, a click on a
 * box, a change of a list), so the form or filter holding it gets the value a visitor sees.
 */
export function replayTypedFields(root: ParentNode): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const view = field.ownerDocument.defaultView;
    if (!view || field.disabled) continue;
    if (field instanceof view.HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
        field.dispatchEvent(new view.Event('change', { bubbles: true }));
      }
    } else if (field instanceof view.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) {
        // Back to what React knows (its tracker follows this setter), then the visitor's click again.
        field.checked = field.defaultChecked;
        field.click();
      }
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      // React's tracker must hold the old value for the input event to count as an edit.
      field.value = field.defaultValue;
      setShownValue(field, typed);
      field.dispatchEvent(new view.Event('input', { bubbles: true }));
    }
  }
}
