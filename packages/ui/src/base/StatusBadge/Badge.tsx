import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { tone as toneStyle, type Tone } from '../../theme/tone.css.ts';
import { badge } from './StatusBadge.css.ts';

export interface BadgeProps {
  /** The colour by meaning (success, warning, error, info, neutral); the text says the same. */
  tone: Tone;
  /** The glyph before the text; the caller imports the one it shows. */
  icon?: LucideIcon | undefined;
  /** The badge's text, one or two words. */
  children: ReactNode;
}

/** A coloured label with its glyph: text plus colour, never colour alone (a product's stock, a status). */
export function Badge({ tone, icon: Glyph, children }: BadgeProps) {
  return (
    <span className={`${badge} ${toneStyle[tone]}`}>
      {Glyph && <Glyph size={16} aria-hidden="true" focusable="false" />}
      {children}
    </span>
  );
}
