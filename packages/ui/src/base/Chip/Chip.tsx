import { X } from 'lucide-react';
import { tone as toneStyle, type Tone } from '../../theme/tone.css.ts';
import { chip, remove } from './Chip.css.ts';

export type ChipTone = Tone;

export type ChipProps = {
  /** The chip's text, one to three words; also what the remove button names. */
  label: string;
  /** The colour by meaning (success, warning, error, info, neutral); neutral by default. */
  tone?: ChipTone;
  /** Makes the chip removable: a small "Retirer …" button calls it. */
  onRemove?: () => void;
};

/** A short tag (feature, level, filter, default address); removable when given onRemove. */
export function Chip({ label, tone = 'neutral', onRemove }: ChipProps) {
  return (
    <span className={`${chip} ${toneStyle[tone]}`}>
      {label}
      {onRemove && (
        <button type="button" className={remove} aria-label={`Retirer ${label}`} onClick={onRemove}>
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
