import { useId, useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { controlInput, field, fieldLabel } from '../../theme/field.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { quantityInput, stepButton, stepper, stepperControl } from './QuantityStepper.css.ts';

export type QuantityStepperProps = {
  /** The field's name ("Quantité"), read with each button: name the product on a cart line. */
  label?: string;
  /** Cart lines name the product in the label but show no visible label. */
  hideLabel?: boolean;
  /** The quantity, when the parent holds it (controlled). */
  value?: number;
  /** The first quantity, when the stepper holds its own. */
  defaultValue?: number;
  /** Minus is disabled at this value (spec 1: 1). */
  minValue?: number;
  /** Plus is disabled at this value (stock, or 1000 on the detail page). */
  maxValue?: number;
  /** Buttons and field greyed while a change is being saved. */
  isDisabled?: boolean;
  /** The input's name in its form, whose submit may read what is typed before it counts. */
  name?: string;
  /** Called with the new quantity, clamped to the bounds, once a button is pressed or the field is left. */
  onChange?: (quantity: number) => void;
};

/**
 * Minus / number input / plus, all native: the browser gives the input its spinbutton role, value
 * and range to assistive technology, so no script is needed before the page is usable. Typed text
 * is kept as typed and counts once the field is left or Enter is pressed, clamped to min and max;
 * the arrow keys and the buttons step at once, and each end disables its button.
 */
export function QuantityStepper({
  label = 'Quantité',
  hideLabel = false,
  value,
  defaultValue,
  minValue = 1,
  maxValue = Infinity,
  isDisabled = false,
  name,
  onChange,
}: QuantityStepperProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue ?? minValue);
  // What is being typed, until it counts; null shows the quantity itself.
  const [draft, setDraft] = useState<string | null>(null);
  const quantity = value ?? own;

  function change(next: number) {
    setDraft(null);
    const clamped = Math.min(Math.max(Math.round(next), minValue), maxValue);
    if (clamped === quantity) return;
    if (value === undefined) setOwn(clamped);
    onChange?.(clamped);
  }

  // Spec 1: a non-numeric (or cleared) input is ignored, the quantity stays what it was.
  function commitDraft() {
    if (draft === null) return;
    const typed = draft.trim() === '' ? NaN : Number(draft);
    if (Number.isNaN(typed)) setDraft(null);
    else change(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (step !== undefined) {
      // The browser would step the typed text without telling React it is a step, not typing.
      event.preventDefault();
      change(quantity + step);
    } else if (event.key === 'Enter') {
      commitDraft();
    }
  }

  const labelId = `${id}-label`;
  const stepButtonProps = (name: string, step: number, atEnd: boolean) => ({
    type: 'button' as const,
    id: `${id}-${step > 0 ? 'plus' : 'minus'}`,
    className: stepButton,
    'aria-label': name,
    // The button's name says whose quantity it changes, as cart lines hold several steppers.
    'aria-labelledby': `${id}-${step > 0 ? 'plus' : 'minus'} ${labelId}`,
    disabled: isDisabled || atEnd,
    onClick: () => change(quantity + step),
  });

  return (
    <div className={`${field} ${stepper}`}>
      <label id={labelId} htmlFor={id} className={hideLabel ? visuallyHidden : fieldLabel}>
        {label}
      </label>
      <div className={stepperControl} data-disabled={isDisabled || undefined}>
        <button {...stepButtonProps('Diminuer la quantité', -1, quantity <= minValue)}>
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={minValue}
          max={Number.isFinite(maxValue) ? maxValue : undefined}
          step={1}
          value={draft ?? String(quantity)}
          disabled={isDisabled}
          className={`${controlInput} ${quantityInput}`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button {...stepButtonProps('Augmenter la quantité', 1, quantity >= maxValue)}>
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
