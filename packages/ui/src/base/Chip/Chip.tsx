import { Button as AriaButton } from 'react-aria-components';
import { X } from 'lucide-react';
import { tone as toneStyle, type Tone } from '../../theme/tone.css.ts';
import { brand, chip, remove } from './Chip.css.ts';

export type ChipTone = Tone | keyof typeof brand;

export type ChipProps = {
  label: string;
  tone?: ChipTone;
  /** Makes the chip removable: a small "Retirer …" button calls it. */
  onRemove?: () => void;
};

/** A short tag (feature, level, filter, default address); removable when given onRemove. */
export function Chip({ label, tone = 'neutral', onRemove }: ChipProps) {
  const colour = tone === 'primary' || tone === 'accent' ? brand[tone] : toneStyle[tone];
  return (
    <span className={`${chip} ${colour}`}>
      {label}
      {onRemove && (
        <AriaButton className={remove} aria-label={`Retirer ${label}`} onPress={onRemove}>
          <X size={14} aria-hidden="true" />
        </AriaButton>
      )}
    </span>
  );
}
