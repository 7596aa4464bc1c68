import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import { Minus, Plus } from 'lucide-react';
import { control, controlInput, field, fieldLabel } from '../../theme/field.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { quantityInput, stepButton, stepper } from './QuantityStepper.css.ts';

export type QuantityStepperProps = {
  label?: string;
  /** Cart lines name the product in the label but show no visible label. */
  hideLabel?: boolean;
  value?: number;
  defaultValue?: number;
  /** Minus is disabled at this value (spec 1: 1). */
  minValue?: number;
  /** Plus is disabled at this value (stock, or 1000 on the detail page). */
  maxValue?: number;
  isDisabled?: boolean;
  onChange?: (quantity: number) => void;
};

/** Minus / number input / plus. Clamping and disabled ends come from min and max. */
export function QuantityStepper({
  label = 'Quantité',
  hideLabel = false,
  minValue = 1,
  onChange,
  ...props
}: QuantityStepperProps) {
  return (
    <NumberField
      {...props}
      minValue={minValue}
      // A cleared input gives NaN: the quantity stays what it was (spec 1: non-numeric input is ignored).
      onChange={(quantity) => {
        if (!Number.isNaN(quantity)) onChange?.(quantity);
      }}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      className={`${field} ${stepper}`}
    >
      <Label className={hideLabel ? visuallyHidden : fieldLabel}>{label}</Label>
      <Group className={control}>
        {/* react-aria leaves the steppers out of the Tab order (arrow keys step the input); a buyer
            who tabs expects to reach the + and − they see (WCAG 2.4.3). */}
        <AriaButton slot="decrement" className={stepButton} aria-label="Diminuer la quantité" excludeFromTabOrder={false}>
          <Minus size={16} aria-hidden="true" />
        </AriaButton>
        <Input className={`${controlInput} ${quantityInput}`} />
        <AriaButton slot="increment" className={stepButton} aria-label="Augmenter la quantité" excludeFromTabOrder={false}>
          <Plus size={16} aria-hidden="true" />
        </AriaButton>
      </Group>
    </NumberField>
  );
}
