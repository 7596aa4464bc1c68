import { BatteryCharging } from 'lucide-react';
import { company } from '../company.ts';
import { logo, mark } from './Logo.css.ts';

export type LogoProps = {
  /** "small" in the header, "large" on the sign-in pages. */
  size?: 'small' | 'large';
  /** The company name shown as the word mark. */
  name?: string;
};

/** The shop's word mark: a battery glyph and the company name, which is also its accessible text. */
export function Logo({ size = 'small', name = company.name }: LogoProps) {
  return (
    <span className={logo({ size })}>
      <BatteryCharging className={mark} aria-hidden size={size === 'large' ? 40 : 26} />
      <span>{name}</span>
    </span>
  );
}
