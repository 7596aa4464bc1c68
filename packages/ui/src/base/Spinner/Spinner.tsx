import { Label, ProgressBar } from 'react-aria-components';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { inline as inlineStyle, ring, size as sizeStyle, spinner } from './Spinner.css.ts';

export type SpinnerProps = {
  /** The spec's loading text ("Chargement des produits...", "Connexion..."). */
  label?: string;
  size?: keyof typeof sizeStyle;
  /** Keeps the label for screen readers only (inside a button that already says it). */
  hideLabel?: boolean;
  /** Ring and label side by side, for use inside a line of text or a button. */
  inline?: boolean;
};

/** An indeterminate progress indicator, announced as a progress bar with its label. */
export function Spinner({ label = 'Chargement…', size = 'medium', hideLabel = false, inline = false }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate className={inline ? `${spinner} ${inlineStyle}` : spinner}>
      <span className={`${ring} ${sizeStyle[size]}`} aria-hidden="true" />
      <Label className={hideLabel ? visuallyHidden : undefined}>{label}</Label>
    </ProgressBar>
  );
}
