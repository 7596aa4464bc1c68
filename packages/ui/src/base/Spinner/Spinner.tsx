import { useId } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { inline as inlineStyle, ring, size as sizeStyle, spinner } from './Spinner.css.ts';

export type SpinnerProps = {
  /** The spec's loading text ("Chargement des produits...", "Connexion..."). */
  label?: string;
  /** The ring's size: small inside a button, medium by default, large for a page. */
  size?: keyof typeof sizeStyle;
  /** Keeps the label for screen readers only (inside a button that already says it). */
  hideLabel?: boolean;
  /** Ring and label side by side, for use inside a line of text or a button. */
  inline?: boolean;
};

/**
 * An indeterminate progress indicator, announced as a progress bar with its label (no value: none
 * is known). Plain elements, so a page's loading fallback costs no script; spans, so it fits a button.
 */
export function Spinner({ label = 'Chargement…', size = 'medium', hideLabel = false, inline = false }: SpinnerProps) {
  const labelId = useId();
  return (
    <span role="progressbar" aria-labelledby={labelId} className={inline ? `${spinner} ${inlineStyle}` : spinner}>
      <span className={`${ring} ${sizeStyle[size]}`} aria-hidden="true" />
      <span id={labelId} className={hideLabel ? visuallyHidden : undefined}>
        {label}
      </span>
    </span>
  );
}
